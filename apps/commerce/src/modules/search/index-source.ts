import type { Kysely } from 'kysely';
import { readCatalogVersion } from '../../db/catalog-cache';
import type { Database } from '../../db/schema';
import { searchIndexCatalogRows } from '../catalog/search-source';
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
  const version = await readCatalogVersion(db);
  const documents: IndexSourceDocument[] = [];
  const rows: ListingRows = { listings: [], filterValues: [], storeNames: [], stock: [] };
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('search_document')
      .where('product_id', '>', after)
      .select(['product_id', 'name', 'keywords', 'description'])
      .orderBy('product_id')
      .limit(PAGE)
      .execute();
    if (page.length === 0) break;
    const last = page.at(-1)!.product_id;
    const [storeNames, catalogue] = await Promise.all([
      db
        .selectFrom('search_store_name')
        .where('product_id', '>', after)
        .where('product_id', '<=', last)
        .select(['product_id', 'store_code', 'name_key'])
        .execute(),
      searchIndexCatalogRows(db, after, last),
    ]);
    // Each store view's own name, to rank a word by where it stands in the name a shopper reads.
    const namesOf = new Map<number, string[]>();
    for (const row of storeNames) {
      const list = namesOf.get(row.product_id) ?? [];
      list.push(row.name_key);
      namesOf.set(row.product_id, list);
      rows.storeNames.push(row);
    }
    for (const row of catalogue.listings) rows.listings.push(row);
    for (const row of catalogue.filterValues) rows.filterValues.push(row);
    const productOf = new Map(catalogue.products.map((p) => [p.id, p]));
    for (const row of page) {
      // A document whose product is gone (deleted since the search indexer ran) is not indexed.
      const product = productOf.get(row.product_id);
      if (!product) continue;
      documents.push({
        productId: row.product_id,
        name: row.name,
        names: [normalizeText(product.name), ...(namesOf.get(row.product_id) ?? [])],
        keywords: row.keywords,
        description: row.description,
        sku: normalizeText(product.sku),
        brand: normalizeText(product.brand ?? ''),
      });
      rows.stock.push({ id: row.product_id, is_in_stock: Number(product.is_in_stock) });
    }
    if (page.length < PAGE) break;
    after = last;
  }
  const data = buildSearchIndex(documents, version);
  const docOf = new Map<number, number>();
  data.productIds.forEach((id, doc) => {
    docOf.set(id, doc);
  });
  data.listing = buildListingColumns(documents.length, docOf, rows);
  return data;
}
