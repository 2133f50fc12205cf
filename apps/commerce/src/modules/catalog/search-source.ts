import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the search index is built from (modules/search/indexer.ts): visible enabled products with
 * their brand and colour labels, the skus and colours of their variants, their categories' names
 * in the default store view and every store view's own texts. `part` limits it to some product
 * ids (an incremental reindex).
 */
export async function searchSource(db: Kysely<Database>, part: number[] | undefined) {
  const products = await db
    .selectFrom('product as p')
    .leftJoin('attribute_option as m', 'm.id', 'p.manufacturer_id')
    .leftJoin('attribute_option as c', 'c.id', 'p.color_id')
    .where('p.visibility', '>', 1)
    .where('p.status', '=', 1)
    .$if(part !== undefined, (q) => q.where('p.id', 'in', part!))
    .select([
      'p.id',
      'p.sku',
      'p.name',
      'p.description',
      'p.short_description',
      'm.label as brand',
      'c.label as color',
    ])
    .orderBy('p.id')
    .execute();

  const variants = await db
    .selectFrom('product as v')
    .leftJoin('attribute_option as c', 'c.id', 'v.color_id')
    .where('v.parent_id', 'is not', null)
    .$if(part !== undefined, (q) => q.where('v.parent_id', 'in', part!))
    .select(['v.parent_id', 'v.sku', 'c.label as color'])
    .execute();
  const categoryNames = await db
    .selectFrom('product_category as pc')
    .innerJoin('category_translation as t', (join) =>
      join.onRef('t.category_id', '=', 'pc.category_id').on('t.store_code', '=', 'default'),
    )
    .$if(part !== undefined, (q) => q.where('pc.product_id', 'in', part!))
    .select(['pc.product_id', 't.name'])
    .execute();
  // Every store view's own texts, so that a shopper finds a product by its name in their language.
  const storeTexts = await db
    .selectFrom('product_store_text')
    .$if(part !== undefined, (q) => q.where('product_id', 'in', part!))
    .select(['product_id', 'store_code', 'name', 'short_description', 'description'])
    .orderBy('product_id')
    .orderBy('store_code')
    .execute();
  return { products, variants, categoryNames, storeTexts };
}

/**
 * What the in-process search index (modules/search/index-source.ts) reads of the catalogue for the
 * products with ids in (`after`, `last`]: each product's sku, default name, stock flag and brand,
 * and the listing rows the catalogue indexer wrote (categories, positions, prices, names) with the
 * filterable options, for its filters, orders and facets.
 */
export async function searchIndexCatalogRows(db: Kysely<Database>, after: number, last: number) {
  const [products, listings, filterValues] = await Promise.all([
    db
      .selectFrom('product as p')
      .leftJoin('attribute_option as m', 'm.id', 'p.manufacturer_id')
      .where('p.id', '>', after)
      .where('p.id', '<=', last)
      .select(['p.id', 'p.sku', 'p.name', 'p.is_in_stock', 'm.label as brand'])
      .execute(),
    db
      .selectFrom('category_product_index')
      .where('product_id', '>', after)
      .where('product_id', '<=', last)
      .select(['category_id', 'product_id', 'position', 'price_cents', 'name_key'])
      .execute(),
    db
      .selectFrom('product_filter_value')
      .where('product_id', '>', after)
      .where('product_id', '<=', last)
      .select(['product_id', 'attribute_code', 'option_id'])
      .execute(),
  ]);
  return { products, listings, filterValues };
}
