import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { createCategory, deleteCategory, moveCategory, updateCategory } from './categories';
import { CatalogInputError } from './errors';
import { setBasePrices, setSpecialPrices, specialPriceInformation } from './prices';
import { deleteProduct, saveProduct } from './products';
import { updateStock } from './stock';

const SEARCH = `query ($search: String, $filter: ProductAttributeFilterInput) {
  products(search: $search, filter: $filter, pageSize: 50) {
    total_count
    items { sku name stock_status price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code options { label value count } }
  } }`;

describe.each(TEST_DATABASES)('catalogue writes on %s', (dialect) => {
  const t = useTestApp(dialect);

  const search = async (variables: Record<string, unknown>) => {
    const { data, errors } = await t.graphql(SEARCH, variables);
    expect(errors).toBeUndefined();
    return data?.products as { total_count: number; items: any[]; aggregations: any[] };
  };
  const categoryCount = async (id: number) => {
    const { data } = await t.graphql(
      `{ categories(filters: { ids: { eq: "${id}" } }) { items { product_count name url_path } } }`,
    );
    return data?.categories.items[0];
  };

  it('a created product is in search, its category listing, facets and counts at once', async () => {
    const categoryId = await createCategory(t.database, { name: 'Canetas Gel Premium', parent_id: 2 });
    expect(await categoryCount(categoryId)).toMatchObject({
      product_count: 0,
      url_path: 'canetas-gel-premium',
    });
    await saveProduct(t.database, {
      sku: 'ADM-1',
      type_id: 'simple',
      name: 'Caneta Zircônia Xablau',
      price: 12.5,
      qty: 7,
      manufacturer: 'Marca Zircônia',
      category_ids: [categoryId],
    });
    const found = await search({ search: 'xablau' });
    expect(found.items.map((i) => i.sku)).toEqual(['ADM-1']);
    // One typo away and accent-free: the vocabulary learned the new word.
    expect((await search({ search: 'xablua' })).items.map((i) => i.sku)).toEqual(['ADM-1']);
    const listing = await search({ filter: { category_id: { eq: String(categoryId) } } });
    expect(listing.items.map((i) => i.sku)).toEqual(['ADM-1']);
    const brands = listing.aggregations.find((a) => a.attribute_code === 'manufacturer');
    expect(brands.options).toEqual([expect.objectContaining({ label: 'Marca Zircônia', count: 1 })]);
    expect(await categoryCount(categoryId)).toMatchObject({ product_count: 1 });

    // Price change: the listing's price filter sees it.
    await setBasePrices(t.database, [{ sku: 'ADM-1', price: 99.9 }]);
    const cheap = await search({ filter: { category_id: { eq: String(categoryId) }, price: { to: '50' } } });
    expect(cheap.total_count).toBe(0);
    await setSpecialPrices(t.database, [
      { sku: 'ADM-1', price: 40, price_from: '2020-01-01', price_to: null },
    ]);
    const sale = await search({ filter: { category_id: { eq: String(categoryId) }, price: { to: '50' } } });
    expect(sale.items[0].price_range.minimum_price.final_price.value).toBe(40);
    // A schedule that has not started yet is stored but not applied.
    await setSpecialPrices(t.database, [{ sku: 'ADM-1', price: 30, price_from: '2999-01-01' }]);
    expect((await search({ search: 'xablau' })).items[0].price_range.minimum_price.final_price.value).toBe(
      99.9,
    );
    expect(await specialPriceInformation(t.database, ['ADM-1'])).toEqual([
      { sku: 'ADM-1', price: 30, price_from: '2999-01-01', price_to: null },
    ]);

    // Rename: search finds the new word, not the old one.
    await saveProduct(t.database, { sku: 'ADM-1', name: 'Caneta Quartzo Bluberry' }, 'update');
    expect((await search({ search: 'xablau' })).total_count).toBe(0);
    expect((await search({ search: 'bluberry' })).items.map((i) => i.sku)).toEqual(['ADM-1']);

    // Disabled: gone from listing and search, category count back to 0.
    await saveProduct(t.database, { sku: 'ADM-1', status: 2 }, 'update');
    expect((await search({ search: 'bluberry' })).total_count).toBe(0);
    expect(await categoryCount(categoryId)).toMatchObject({ product_count: 0 });
    await saveProduct(t.database, { sku: 'ADM-1', status: 1 }, 'update');
    expect(await categoryCount(categoryId)).toMatchObject({ product_count: 1 });

    await deleteProduct(t.database, 'ADM-1');
    expect((await search({ search: 'bluberry' })).total_count).toBe(0);
    expect(await categoryCount(categoryId)).toMatchObject({ product_count: 0 });
  });

  it('a configurable gathers its variants: colours, price range and stock', async () => {
    await saveProduct(t.database, {
      sku: 'CFG-A',
      name: 'Marca-texto Flúor Azul',
      price: 5,
      color: 'Azul Flúor',
      qty: 3,
      visibility: 1,
    });
    await saveProduct(t.database, {
      sku: 'CFG-B',
      name: 'Marca-texto Flúor Rosa',
      price: 6,
      color: 'Rosa Flúor',
      qty: 0,
      visibility: 1,
    });
    await saveProduct(t.database, {
      sku: 'CFG',
      type_id: 'configurable',
      name: 'Marca-texto Flúor Kit',
      configurable_children: ['CFG-A', 'CFG-B'],
      category_ids: [2],
    });
    const found = await search({ search: 'fluor kit' });
    expect(found.items[0]).toMatchObject({
      sku: 'CFG',
      stock_status: 'IN_STOCK',
      price_range: { minimum_price: { final_price: { value: 5 } } },
    });
    const kit = await search({ search: 'fluor kit', filter: { sku: { eq: 'CFG' } } });
    const colors = kit.aggregations.find((a) => a.attribute_code === 'color');
    expect(colors.options.map((o: any) => o.label).sort()).toEqual(['Azul Flúor', 'Rosa Flúor']);
    // The variant sku is a search word of its parent.
    expect((await search({ search: 'CFG-B' })).items.map((i) => i.sku)).toEqual(['CFG']);
    await updateStock(t.database, [{ sku: 'CFG-A', qty: 0 }]);
    expect((await search({ search: 'fluor kit' })).items.find((i) => i.sku === 'CFG').stock_status).toBe(
      'OUT_OF_STOCK',
    );
  });

  it('updates the stock of 1,000 SKUs in one call, under 2 s', async () => {
    const rows = await t.database.db.selectFrom('product').select('sku').orderBy('id').limit(1000).execute();
    await t.database.db.transaction().execute(async (trx) => {
      // The demo catalogue has fewer products: the rest are plain copies made for this test.
      const have = rows.length;
      const template = await trx
        .selectFrom('product')
        .selectAll()
        .where('type_id', '=', 'simple')
        .executeTakeFirstOrThrow();
      for (let i = have; i < 1000; i++) {
        const { id: _id, ...copy } = template;
        await trx
          .insertInto('product')
          .values({ ...copy, sku: `BULK-${i}`, url_key: `bulk-${i}` })
          .execute();
        rows.push({ sku: `BULK-${i}` });
      }
    });
    const items = rows.map((r, i) => ({ sku: r.sku, qty: i % 10 }));
    const started = performance.now();
    await updateStock(t.database, items);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(2000);
    const after = await t.database.db
      .selectFrom('product')
      .where('sku', 'in', ['BULK-990', rows[1]!.sku])
      .select(['sku', 'stock_qty', 'is_in_stock'])
      .orderBy('sku')
      .execute();
    expect(after).toContainEqual({ sku: 'BULK-990', stock_qty: 0, is_in_stock: 0 });
    expect(after).toContainEqual({ sku: rows[1]!.sku, stock_qty: 1, is_in_stock: 1 });
  });

  it('refuses a batch with an unknown sku and writes nothing', async () => {
    const before = await t.database.db
      .selectFrom('product')
      .select(['sku', 'stock_qty'])
      .where('sku', '=', 'CFG-B')
      .executeTakeFirstOrThrow();
    const error = await updateStock(t.database, [
      { sku: 'CFG-B', qty: 55 },
      { sku: 'NOPE-404', qty: 1 },
    ]).catch((e) => e);
    expect(error).toBeInstanceOf(CatalogInputError);
    expect(error.statusCode).toBe(404);
    const after = await t.database.db
      .selectFrom('product')
      .select(['sku', 'stock_qty'])
      .where('sku', '=', 'CFG-B')
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('category rename, move and delete keep listings, search words and addresses right', async () => {
    const parent = await createCategory(t.database, { name: 'Arquivo Morto', parent_id: 2 });
    const child = await createCategory(t.database, { name: 'Caixas Polionda', parent_id: parent });
    await saveProduct(t.database, {
      sku: 'CAT-1',
      name: 'Caixa arquivo ofício',
      price: 9,
      category_ids: [child],
    });
    expect(await categoryCount(parent)).toMatchObject({ product_count: 1 });
    await updateCategory(t.database, child, { name: 'Caixas Papelão Kraftzzz' });
    expect((await search({ search: 'kraftzzz' })).items.map((i) => i.sku)).toEqual(['CAT-1']);
    const other = await createCategory(t.database, { name: 'Organização Extra', parent_id: 2 });
    await moveCategory(t.database, child, other);
    expect(await categoryCount(parent)).toMatchObject({ product_count: 0 });
    expect(await categoryCount(other)).toMatchObject({ product_count: 1 });
    expect(await categoryCount(child)).toMatchObject({ url_path: 'organizacao-extra/caixas-polionda' });
    const moved = await t.graphql(
      `{ route(url: "arquivo-morto/caixas-polionda.html") { __typename ... on RoutableInterface { redirect_code relative_url } } }`,
    );
    expect(moved.data?.route).toMatchObject({
      redirect_code: 301,
      relative_url: 'organizacao-extra/caixas-polionda.html',
    });
    await deleteCategory(t.database, other);
    expect(await categoryCount(child)).toBeUndefined();
    expect((await search({ search: 'kraftzzz' })).total_count).toBe(0);
    expect((await search({ search: 'caixa arquivo oficio' })).items.map((i) => i.sku)).toContain('CAT-1');
  });
});
