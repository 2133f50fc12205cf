import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { buildListingColumns, type ListingRows } from './listing-index';
import { buildSearchIndex, type IndexSourceDocument, type SearchIndexData } from './memory-index';
import { normalizeText } from './text';

/** Products read per round trip: bounded memory per query at any catalogue size. */
const PAGE = 20_000;

/**
 * Reads what the in-process index is built from: the documents the search indexer wrote
 * (search_document, the same texts the database's full-text index matches) with each product's
 * sku, brand and store views' names (for ranking), and the listing rows the catalogue indexer
 * wrote with the live stock (for filters, orders and facets). The version is read first: a
 * change committed while reading makes the index older than the catalogue, never newer, and
 * the next version rebuilds it.
 */
export async function readSearchIndex(db: Kysely<Database>): Promise<SearchIndexData> {
  const version = await db
    .selectFrom('cache_version')
    .select('version')
    .where('name', '=', 'catalog')
    .executeTakeFirst();
  const documents: IndexSourceDocument[] = [];
  const rows: ListingRows = { listings: [], filterValues: [], storeNames: [], stock: [] };
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('search_document as d')
      .innerJoin('product as p', 'p.id', 'd.product_id')
      .leftJoin('attribute_option as m', 'm.id', 'p.manufacturer_id')
      .where('d.product_id', '>', after)
      .select([
        'd.product_id',
        'd.name',
        'd.keywords',
        'd.description',
        'p.sku',
        'p.name as default_name',
        'p.is_in_stock',
        'm.label as brand',
      ])
      .orderBy('d.product_id')
      .limit(PAGE)
      .execute();
    if (page.length === 0) break;
    const last = page.at(-1)!.product_id;
    const [storeNames, listings, filterValues] = await Promise.all([
      db
        .selectFrom('search_store_name')
        .where('product_id', '>', after)
        .where('product_id', '<=', last)
        .select(['product_id', 'store_code', 'name_key'])
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
    // Each store view's own name, to rank a word by where it stands in the name a shopper reads.
    const namesOf = new Map<number, string[]>();
    for (const row of storeNames) {
      const list = namesOf.get(row.product_id) ?? [];
      list.push(row.name_key);
      namesOf.set(row.product_id, list);
      rows.storeNames.push(row);
    }
    for (const row of listings) rows.listings.push(row);
    for (const row of filterValues) rows.filterValues.push(row);
    for (const row of page) {
      documents.push({
        productId: row.product_id,
        name: row.name,
        names: [normalizeText(row.default_name), ...(namesOf.get(row.product_id) ?? [])],
        keywords: row.keywords,
        description: row.description,
        sku: normalizeText(row.sku),
        brand: normalizeText(row.brand ?? ''),
      });
      rows.stock.push({ id: row.product_id, is_in_stock: Number(row.is_in_stock) });
    }
    if (page.length < PAGE) break;
    after = last;
  }
  const data = buildSearchIndex(documents, version?.version ?? 0);
  const docOf = new Map<number, number>();
  data.productIds.forEach((id, doc) => {
    docOf.set(id, doc);
  });
  data.listing = buildListingColumns(documents.length, docOf, rows);
  return data;
}
