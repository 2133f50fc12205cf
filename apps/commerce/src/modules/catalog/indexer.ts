import { sql } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { DatabaseHandle } from '../../db/database';
import type { CategoryFacetTable, CategoryProductIndexTable, ProductFilterValueTable } from '../../db/schema';
import { normalizeText } from '../search/text';
import { priceRanges } from './price-buckets';

const BATCH = 1000;

/** The store's root category ("Default Category"); every visible product is listed under it. */
export const ROOT_CATEGORY_ID = 2;

/**
 * Rebuilds the listing index (category_product_index), the filterable attribute values and the
 * categories' product counts from the catalogue tables. Anchor categories list the products of
 * their descendants (Magento's is_anchor); the root lists every visible product.
 */
export async function rebuildCatalogIndex({ db }: DatabaseHandle): Promise<void> {
  const categories = await db
    .selectFrom('category')
    .select(['id', 'path', 'is_anchor', 'is_active'])
    .execute();
  const byId = new Map(categories.map((c) => [c.id, c]));
  /** Categories whose listing includes a product assigned to `id`: itself and its anchor ancestors. */
  const listedIn = new Map<number, number[]>();
  for (const category of categories) {
    const ancestors = category.path
      .split('/')
      .map(Number)
      .filter((id) => id !== category.id && byId.get(id)?.is_anchor === 1);
    listedIn.set(category.id, [category.id, ...ancestors]);
  }

  const products = await db
    .selectFrom('product')
    .where('visibility', '>', 1)
    .where('status', '=', 1)
    .select(['id', 'name', 'min_price_cents', 'manufacturer_id', 'color_id', 'type_id'])
    .execute();
  const assignments = await db
    .selectFrom('product_category')
    .select(['product_id', 'category_id', 'position'])
    .execute();
  const assignmentsOf = new Map<number, { category_id: number; position: number }[]>();
  for (const a of assignments) {
    const list = assignmentsOf.get(a.product_id) ?? [];
    list.push(a);
    assignmentsOf.set(a.product_id, list);
  }
  const variantColors = await db
    .selectFrom('product')
    .where('parent_id', 'is not', null)
    .where('color_id', 'is not', null)
    .select(['parent_id', 'color_id'])
    .execute();
  const colorsOf = new Map<number, Set<number>>();
  for (const v of variantColors) {
    const set = colorsOf.get(v.parent_id!) ?? new Set<number>();
    set.add(v.color_id!);
    colorsOf.set(v.parent_id!, set);
  }

  const indexRows: CategoryProductIndexTable[] = [];
  const filterRows: ProductFilterValueTable[] = [];
  const counts = new Map<number, number>();
  /** Per category: its products' prices and option counts, for the precomputed facets. */
  const facetsOf = new Map<number, { prices: number[]; options: Map<string, number> }>();
  for (const product of products) {
    const positions = new Map<number, number>([[ROOT_CATEGORY_ID, product.id]]);
    for (const { category_id, position } of assignmentsOf.get(product.id) ?? []) {
      for (const listed of listedIn.get(category_id) ?? []) {
        if (byId.get(listed)?.is_active !== 1) continue;
        positions.set(listed, Math.min(positions.get(listed) ?? Number.MAX_SAFE_INTEGER, position));
      }
    }
    const options: string[] = [];
    if (product.manufacturer_id !== null) {
      filterRows.push({
        product_id: product.id,
        attribute_code: 'manufacturer',
        option_id: product.manufacturer_id,
      });
      options.push(`manufacturer:${product.manufacturer_id}`);
    }
    const colors = new Set(colorsOf.get(product.id) ?? []);
    if (product.color_id !== null) colors.add(product.color_id);
    for (const option_id of colors) {
      filterRows.push({ product_id: product.id, attribute_code: 'color', option_id });
      options.push(`color:${option_id}`);
    }
    const nameKey = normalizeText(product.name).slice(0, 255);
    for (const [category_id, position] of positions) {
      indexRows.push({
        category_id,
        product_id: product.id,
        position,
        price_cents: product.min_price_cents,
        name_key: nameKey,
      });
      counts.set(category_id, (counts.get(category_id) ?? 0) + 1);
      let facets = facetsOf.get(category_id);
      if (!facets) {
        facets = { prices: [], options: new Map() };
        facetsOf.set(category_id, facets);
      }
      facets.prices.push(product.min_price_cents);
      for (const option of options) facets.options.set(option, (facets.options.get(option) ?? 0) + 1);
    }
  }
  const facetRows = categoryFacetRows(facetsOf);

  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('category_product_index').execute();
    await trx.deleteFrom('product_filter_value').execute();
    for (let i = 0; i < indexRows.length; i += BATCH) {
      await trx
        .insertInto('category_product_index')
        .values(indexRows.slice(i, i + BATCH))
        .execute();
    }
    for (let i = 0; i < filterRows.length; i += BATCH) {
      await trx
        .insertInto('product_filter_value')
        .values(filterRows.slice(i, i + BATCH))
        .execute();
    }
    await trx.deleteFrom('category_facet').execute();
    for (let i = 0; i < facetRows.length; i += BATCH) {
      await trx
        .insertInto('category_facet')
        .values(facetRows.slice(i, i + BATCH))
        .execute();
    }
    await trx.updateTable('category').set({ product_count: 0 }).execute();
    for (const [id, count] of counts) {
      await trx.updateTable('category').set({ product_count: count }).where('id', '=', id).execute();
    }
  });
  // Fresh planner statistics: both engines pick the listing indexes from them.
  await sql`ANALYZE`.execute(db);
  await bumpCatalogVersion(db);
}

/** Facet rows of every category: option counts, price ranges (by their start), lowest and highest price. */
function categoryFacetRows(facetsOf: Map<number, { prices: number[]; options: Map<string, number> }>) {
  const rows: CategoryFacetTable[] = [];
  for (const [category_id, { prices, options }] of facetsOf) {
    for (const [option, count] of options) {
      const [facet, value] = option.split(':') as [string, string];
      rows.push({ category_id, facet, value: Number(value), count });
    }
    let min = Number.MAX_SAFE_INTEGER;
    let max = 0;
    for (const price of prices) {
      if (price < min) min = price;
      if (price > max) max = price;
    }
    for (const { fromCents, count } of priceRanges(prices)) {
      rows.push({ category_id, facet: 'price', value: fromCents, count });
    }
    rows.push(
      { category_id, facet: 'price_min', value: min, count: 0 },
      { category_id, facet: 'price_max', value: max, count: 0 },
    );
  }
  return rows;
}
