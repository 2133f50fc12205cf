import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { buildSearchIndex, type SearchIndexData } from './memory-index';
import { normalizeText } from './text';

/** Documents read per query: bounded memory per round trip at any catalogue size. */
const PAGE = 20_000;

/**
 * Reads what the in-process index is built from: the documents the search indexer wrote
 * (search_document, the same texts the database's full-text index matches) with each product's
 * sku and brand, so that their words rank above the other keywords. The version is read first:
 * a change committed while reading makes the index older than the catalogue, never newer, and
 * the next version rebuilds it.
 */
export async function readSearchIndex(db: Kysely<Database>): Promise<SearchIndexData> {
  const version = await db
    .selectFrom('cache_version')
    .select('version')
    .where('name', '=', 'catalog')
    .executeTakeFirst();
  const documents = [];
  let after = 0;
  for (;;) {
    const rows = await db
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
        'm.label as brand',
      ])
      .orderBy('d.product_id')
      .limit(PAGE)
      .execute();
    const last = rows.at(-1)?.product_id ?? after;
    // Each store view's own name, to rank a word by where it stands in the name a shopper reads.
    const storeNames = await db
      .selectFrom('search_store_name')
      .where('product_id', '>', after)
      .where('product_id', '<=', last)
      .select(['product_id', 'name_key'])
      .execute();
    const namesOf = new Map<number, string[]>();
    for (const row of storeNames) {
      const list = namesOf.get(row.product_id) ?? [];
      list.push(row.name_key);
      namesOf.set(row.product_id, list);
    }
    for (const row of rows) {
      documents.push({
        productId: row.product_id,
        name: row.name,
        names: [normalizeText(row.default_name), ...(namesOf.get(row.product_id) ?? [])],
        keywords: row.keywords,
        description: row.description,
        sku: normalizeText(row.sku),
        brand: normalizeText(row.brand ?? ''),
      });
    }
    if (rows.length < PAGE) break;
    after = last;
  }
  return buildSearchIndex(documents, version?.version ?? 0);
}
