import { type Kysely, sql } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { DatabaseHandle, Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { chunks, expandScope, type IndexScope } from '../catalog/indexer';
import { searchSource } from '../catalog/search-source';
import { deletionVariants, indexesTypoVariants, normalizeText, stripHtml, tokenize } from './text';

const BATCH = 500;

interface SearchDocument {
  product_id: number;
  name: string;
  keywords: string;
  description: string;
}

type StoreName = Database['search_store_name'];

/** Rebuilds the whole search index (seed time, `npm run catalog -- reindex`) and tells every cache. */
export async function rebuildSearchIndex(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction().execute((trx) => indexSearch(trx, handle.dialect, 'all'));
  await bumpCatalogVersion(handle.db);
}

/**
 * Writes the product search index for the products in `scope`, inside the caller's transaction:
 * one normalised document per visible product (name and the store views' names; keywords = sku,
 * brand, colours, category names, variant skus; descriptions of every store view), mirrored into
 * SQLite FTS5 or indexed as a PostgreSQL tsvector, plus the vocabulary (with document counts) used
 * for prefix and one-typo expansion of query words, and the sort key of each store view's own name
 * (search_store_name). A product that is no longer visible loses its document.
 */
export async function indexSearch(db: Kysely<Database>, dialect: Dialect, scope: IndexScope): Promise<void> {
  const ids = scope === 'all' ? undefined : await expandScope(db, scope);
  if (ids?.length === 0) return;
  const parts = ids ? chunks(ids, BATCH) : [undefined];
  const documents: SearchDocument[] = [];
  const storeNames: StoreName[] = [];
  const previous: SearchDocument[] = [];
  for (const part of parts) {
    const built = await buildDocuments(db, part);
    // Spread as arguments, a whole catalogue (1M documents) overflows the call stack.
    for (const document of built.documents) documents.push(document);
    for (const name of built.storeNames) storeNames.push(name);
    if (part) {
      previous.push(
        ...(await db
          .selectFrom('search_document')
          .where('product_id', 'in', part)
          .select(['product_id', 'name', 'keywords', 'description'])
          .execute()),
      );
    }
  }

  // The FTS5 table keeps no copy of the text: removing a row takes the values it was indexed with.
  if (dialect === 'sqlite') {
    if (!ids) await sql`INSERT INTO search_fts(search_fts) VALUES ('delete-all')`.execute(db);
    for (const d of previous) {
      await sql`INSERT INTO search_fts(search_fts, rowid, name, keywords, description) VALUES ('delete', ${d.product_id}, ${d.name}, ${d.keywords}, ${d.description})`.execute(
        db,
      );
    }
  }
  for (const part of parts) {
    for (const table of ['search_document', 'search_store_name'] as const) {
      await db
        .deleteFrom(table)
        .$if(part !== undefined, (q) => q.where('product_id', 'in', part!))
        .execute();
    }
  }
  for (const rows of chunks(documents, BATCH)) await db.insertInto('search_document').values(rows).execute();
  for (const rows of chunks(storeNames, BATCH))
    await db.insertInto('search_store_name').values(rows).execute();
  if (dialect === 'sqlite') {
    if (!ids) await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(db);
    else {
      for (const part of parts) {
        await sql`INSERT INTO search_fts(rowid, name, keywords, description) SELECT product_id, name, keywords, description FROM search_document WHERE product_id IN (${sql.join(part!)})`.execute(
          db,
        );
      }
    }
  }

  if (!ids) {
    await db.deleteFrom('search_term_variant').execute();
    await db.deleteFrom('search_term').execute();
  }
  await applyTermCounts(db, termDeltas(documents, previous));
}

async function buildDocuments(
  db: Kysely<Database>,
  part: number[] | undefined,
): Promise<{ documents: SearchDocument[]; storeNames: StoreName[] }> {
  const { products, variants, categoryNames, storeTexts } = await searchSource(db, part);
  const variantWords = new Map<number, string[]>();
  for (const v of variants) {
    const words = variantWords.get(v.parent_id!) ?? [];
    words.push(v.sku, v.color ?? '');
    variantWords.set(v.parent_id!, words);
  }

  const categoriesOf = new Map<number, string[]>();
  for (const row of categoryNames) {
    const names = categoriesOf.get(row.product_id) ?? [];
    names.push(row.name);
    categoriesOf.set(row.product_id, names);
  }

  const namesOf = new Map<number, string[]>();
  const descriptionsOf = new Map<number, string[]>();
  const visible = new Set(products.map((p) => p.id));
  const storeNames: StoreName[] = [];
  for (const row of storeTexts) {
    if (row.name) {
      namesOf.set(row.product_id, [...(namesOf.get(row.product_id) ?? []), row.name]);
      // Keyed exactly like the listing index's name_key (catalog/indexer.ts), so that a view's
      // names and the default names it falls back to sort together.
      if (visible.has(row.product_id))
        storeNames.push({
          product_id: row.product_id,
          store_code: row.store_code,
          name_key: normalizeText(row.name).slice(0, 255),
        });
    }
    const text = `${row.short_description ?? ''} ${row.description ?? ''}`.trim();
    if (text) descriptionsOf.set(row.product_id, [...(descriptionsOf.get(row.product_id) ?? []), text]);
  }

  // One document per product holds every store view's texts (docs/catalogue-admin.md, "Texts
  // per store view", says why not one per view).
  const documents = products.map((p) => ({
    product_id: p.id,
    name: normalizeText([p.name, ...(namesOf.get(p.id) ?? [])].join(' ')),
    keywords: normalizeText(
      [
        p.sku,
        p.brand ?? '',
        p.color ?? '',
        ...(categoriesOf.get(p.id) ?? []),
        ...(variantWords.get(p.id) ?? []),
      ].join(' '),
    ),
    description: normalizeText(
      stripHtml([p.short_description, p.description, ...(descriptionsOf.get(p.id) ?? [])].join(' ')),
    ),
  }));
  return { documents, storeNames };
}

/** Change of each vocabulary word's document count: +1 per new document using it, -1 per old one. */
function termDeltas(documents: SearchDocument[], previous: SearchDocument[]): Map<string, number> {
  const deltas = new Map<string, number>();
  const count = (docs: SearchDocument[], sign: number) => {
    for (const doc of docs) {
      for (const term of new Set(tokenize(`${doc.name} ${doc.keywords}`)))
        deltas.set(term, (deltas.get(term) ?? 0) + sign);
    }
  };
  count(documents, 1);
  count(previous, -1);
  return deltas;
}

/** Applies count changes to search_term; words that appear or disappear gain or lose their typo variants. */
async function applyTermCounts(db: Kysely<Database>, deltas: Map<string, number>): Promise<void> {
  const changed = [...deltas].filter(([, delta]) => delta !== 0).map(([term]) => term);
  const existing = new Map<string, number>();
  for (const part of chunks(changed, BATCH)) {
    const rows = await db
      .selectFrom('search_term')
      .where('term', 'in', part)
      .select(['term', 'doc_count'])
      .execute();
    for (const row of rows) existing.set(row.term, row.doc_count);
  }
  const kept: { term: string; doc_count: number }[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  for (const term of changed) {
    const before = existing.get(term);
    const after = (before ?? 0) + deltas.get(term)!;
    if (after > 0) kept.push({ term, doc_count: after });
    if (after > 0 && before === undefined) added.push(term);
    if (after <= 0 && before !== undefined) removed.push(term);
  }
  for (const part of chunks(removed, BATCH)) {
    await db.deleteFrom('search_term_variant').where('term', 'in', part).execute();
    await db.deleteFrom('search_term').where('term', 'in', part).execute();
  }
  for (const rows of chunks(kept, BATCH)) {
    await db
      .insertInto('search_term')
      .values(rows)
      .onConflict((oc) =>
        oc.column('term').doUpdateSet((eb) => ({ doc_count: eb.ref('excluded.doc_count') })),
      )
      .execute();
  }
  const variantRows = added
    .filter((term) => indexesTypoVariants(term))
    .flatMap((term) => deletionVariants(term).map((variant) => ({ variant, term })));
  for (const rows of chunks(variantRows, BATCH)) {
    await db
      .insertInto('search_term_variant')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
