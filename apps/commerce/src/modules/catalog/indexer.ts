import { type Kysely, sql } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { DatabaseHandle } from '../../db/database';
import type {
  CategoryFacetTable,
  CategoryProductIndexTable,
  Database,
  ProductFilterValueTable,
} from '../../db/schema';
import { normalizeText } from '../search/text';
import { priceRanges } from './price-buckets';

const BATCH = 1000;

/** The store's root category ("Default Category"); every visible product is listed under it. */
export const ROOT_CATEGORY_ID = 2;

/** What an index pass covers: every product, or the given ones (their parents are added). */
export type IndexScope = 'all' | readonly number[];

/** `ids` in slices small enough for any engine's bound-parameter limit. */
export function chunks<T>(ids: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

/**
 * The products an index pass over `scope` must rewrite: the given ones and the configurable
 * parents of given variants (a variant's colour and price show on its parent).
 */
export async function expandScope(db: Kysely<Database>, scope: readonly number[]): Promise<number[]> {
  const ids = new Set(scope);
  for (const part of chunks([...ids])) {
    const parents = await db
      .selectFrom('product')
      .where('id', 'in', part)
      .where('parent_id', 'is not', null)
      .select('parent_id')
      .execute();
    for (const p of parents) ids.add(p.parent_id!);
  }
  return [...ids];
}

/**
 * Rebuilds the whole listing index, at seed time and from `npm run catalog -- reindex`, then
 * refreshes the planner statistics and tells every cache.
 */
export async function rebuildCatalogIndex(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction().execute((trx) => indexCatalog(trx, 'all'));
  // Fresh planner statistics: both engines pick the listing indexes from them.
  await sql`ANALYZE`.execute(handle.db);
  await bumpCatalogVersion(handle.db);
}

/**
 * Writes the listing index (category_product_index), the filterable attribute values, the
 * categories' facets and product counts for the products in `scope`, inside the caller's
 * transaction: the seed rebuilds everything, catalogue writes only the products they touched
 * (and the categories those products leave or join). Anchor categories list the products of
 * their descendants (Magento's is_anchor); the root lists every visible product.
 */
export async function indexCatalog(db: Kysely<Database>, scope: IndexScope): Promise<void> {
  const ids = scope === 'all' ? undefined : await expandScope(db, scope);
  if (ids?.length === 0) return;
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

  const parts = ids ? chunks(ids) : [undefined];
  const products: {
    id: number;
    name: string;
    min_price_cents: number;
    manufacturer_id: number | null;
    color_id: number | null;
  }[] = [];
  const assignmentsOf = new Map<number, { category_id: number; position: number }[]>();
  const colorsOf = new Map<number, Set<number>>();
  /** Categories whose aggregates change: those the products were listed in, and will be. */
  const touched = new Set<number>();
  for (const part of parts) {
    const productRows = await db
      .selectFrom('product')
      .where('visibility', '>', 1)
      .where('status', '=', 1)
      .$if(part !== undefined, (q) => q.where('id', 'in', part!))
      .select(['id', 'name', 'min_price_cents', 'manufacturer_id', 'color_id'])
      .execute();
    // Spread as arguments, a whole catalogue (1M rows) overflows the call stack.
    for (const row of productRows) products.push(row);
    const assignments = await db
      .selectFrom('product_category')
      .$if(part !== undefined, (q) => q.where('product_id', 'in', part!))
      .select(['product_id', 'category_id', 'position'])
      .execute();
    for (const a of assignments) {
      const list = assignmentsOf.get(a.product_id) ?? [];
      list.push(a);
      assignmentsOf.set(a.product_id, list);
    }
    const variantColors = await db
      .selectFrom('product')
      .where('parent_id', 'is not', null)
      .where('color_id', 'is not', null)
      .$if(part !== undefined, (q) => q.where('parent_id', 'in', part!))
      .select(['parent_id', 'color_id'])
      .execute();
    for (const v of variantColors) {
      const set = colorsOf.get(v.parent_id!) ?? new Set<number>();
      set.add(v.color_id!);
      colorsOf.set(v.parent_id!, set);
    }
    if (part) {
      const listed = await db
        .selectFrom('category_product_index')
        .where('product_id', 'in', part)
        .select('category_id')
        .distinct()
        .execute();
      for (const row of listed) touched.add(row.category_id);
    }
  }

  const indexRows: CategoryProductIndexTable[] = [];
  const filterRows: ProductFilterValueTable[] = [];
  for (const product of products) {
    const positions = new Map<number, number>([[ROOT_CATEGORY_ID, product.id]]);
    for (const { category_id, position } of assignmentsOf.get(product.id) ?? []) {
      for (const listed of listedIn.get(category_id) ?? []) {
        if (byId.get(listed)?.is_active !== 1) continue;
        positions.set(listed, Math.min(positions.get(listed) ?? Number.MAX_SAFE_INTEGER, position));
      }
    }
    if (product.manufacturer_id !== null) {
      filterRows.push({
        product_id: product.id,
        attribute_code: 'manufacturer',
        option_id: product.manufacturer_id,
      });
    }
    const colors = new Set(colorsOf.get(product.id) ?? []);
    if (product.color_id !== null) colors.add(product.color_id);
    for (const option_id of colors)
      filterRows.push({ product_id: product.id, attribute_code: 'color', option_id });
    const nameKey = normalizeText(product.name).slice(0, 255);
    for (const [category_id, position] of positions) {
      indexRows.push({
        category_id,
        product_id: product.id,
        position,
        price_cents: product.min_price_cents,
        name_key: nameKey,
      });
      touched.add(category_id);
    }
  }

  for (const part of parts) {
    await db
      .deleteFrom('category_product_index')
      .$if(part !== undefined, (q) => q.where('product_id', 'in', part!))
      .execute();
    await db
      .deleteFrom('product_filter_value')
      .$if(part !== undefined, (q) => q.where('product_id', 'in', part!))
      .execute();
  }
  for (const rows of chunks(indexRows)) await db.insertInto('category_product_index').values(rows).execute();
  for (const rows of chunks(filterRows)) await db.insertInto('product_filter_value').values(rows).execute();
  await refreshCategoryAggregates(db, ids ? [...touched] : 'all');
}

/**
 * Recomputes the facets (option counts, price buckets, price range) and product counts of the
 * given categories from the listing index, so that a plain category listing reads a few rows.
 */
async function refreshCategoryAggregates(db: Kysely<Database>, categoryIds: number[] | 'all') {
  if (categoryIds !== 'all' && categoryIds.length === 0) return;
  const parts = categoryIds === 'all' ? [undefined] : chunks(categoryIds);
  const facetsOf = new Map<number, { prices: number[]; options: Map<string, number> }>();
  for (const part of parts) {
    const listed = await db
      .selectFrom('category_product_index')
      .$if(part !== undefined, (q) => q.where('category_id', 'in', part!))
      .select(['category_id', 'product_id', 'price_cents'])
      .execute();
    const values = await db
      .selectFrom('product_filter_value')
      .$if(part !== undefined, (q) =>
        q.where(
          'product_id',
          'in',
          db.selectFrom('category_product_index').where('category_id', 'in', part!).select('product_id'),
        ),
      )
      .select(['product_id', 'attribute_code', 'option_id'])
      .execute();
    const optionsOf = new Map<number, string[]>();
    for (const v of values) {
      const list = optionsOf.get(v.product_id) ?? [];
      list.push(`${v.attribute_code}:${v.option_id}`);
      optionsOf.set(v.product_id, list);
    }
    for (const row of listed) {
      let facets = facetsOf.get(row.category_id);
      if (!facets) {
        facets = { prices: [], options: new Map() };
        facetsOf.set(row.category_id, facets);
      }
      facets.prices.push(row.price_cents);
      for (const option of optionsOf.get(row.product_id) ?? [])
        facets.options.set(option, (facets.options.get(option) ?? 0) + 1);
    }
    await db
      .deleteFrom('category_facet')
      .$if(part !== undefined, (q) => q.where('category_id', 'in', part!))
      .execute();
    await db
      .updateTable('category')
      .set({ product_count: 0 })
      .$if(part !== undefined, (q) => q.where('id', 'in', part!))
      .execute();
  }
  for (const rows of chunks(categoryFacetRows(facetsOf)))
    await db.insertInto('category_facet').values(rows).execute();
  for (const [id, { prices }] of facetsOf) {
    await db.updateTable('category').set({ product_count: prices.length }).where('id', '=', id).execute();
  }
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
