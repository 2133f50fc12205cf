import { sql } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { DatabaseHandle } from '../../db/database';
import { deletionVariants, indexesTypoVariants, normalizeText, stripHtml, tokenize } from './text';

const BATCH = 500;

/**
 * Rebuilds the product search index from the catalogue: one normalised document per visible
 * product (name; keywords = sku, brand, colours, category names, variant skus; description),
 * mirrored into SQLite FTS5 or indexed as a PostgreSQL tsvector, plus the vocabulary used for
 * prefix and one-typo expansion of query words.
 */
export async function rebuildSearchIndex({ db, dialect }: DatabaseHandle): Promise<void> {
  const products = await db
    .selectFrom('product as p')
    .leftJoin('attribute_option as m', 'm.id', 'p.manufacturer_id')
    .leftJoin('attribute_option as c', 'c.id', 'p.color_id')
    .where('p.visibility', '>', 1)
    .where('p.status', '=', 1)
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
    .select(['v.parent_id', 'v.sku', 'c.label as color'])
    .execute();
  const variantWords = new Map<number, string[]>();
  for (const v of variants) {
    const words = variantWords.get(v.parent_id!) ?? [];
    words.push(v.sku, v.color ?? '');
    variantWords.set(v.parent_id!, words);
  }

  const categoryNames = await db
    .selectFrom('product_category as pc')
    .innerJoin('category_translation as t', (join) =>
      join.onRef('t.category_id', '=', 'pc.category_id').on('t.store_code', '=', 'default'),
    )
    .select(['pc.product_id', 't.name'])
    .execute();
  const categoriesOf = new Map<number, string[]>();
  for (const row of categoryNames) {
    const names = categoriesOf.get(row.product_id) ?? [];
    names.push(row.name);
    categoriesOf.set(row.product_id, names);
  }

  const documents = products.map((p) => ({
    product_id: p.id,
    name: normalizeText(p.name),
    keywords: normalizeText(
      [
        p.sku,
        p.brand ?? '',
        p.color ?? '',
        ...(categoriesOf.get(p.id) ?? []),
        ...(variantWords.get(p.id) ?? []),
      ].join(' '),
    ),
    description: normalizeText(stripHtml(`${p.short_description} ${p.description}`)),
  }));

  const termCounts = new Map<string, number>();
  for (const doc of documents) {
    for (const term of tokenize(`${doc.name} ${doc.keywords}`))
      termCounts.set(term, (termCounts.get(term) ?? 0) + 1);
  }

  await db.transaction().execute(async (trx) => {
    if (dialect === 'sqlite')
      await sql`INSERT INTO search_fts(search_fts) VALUES ('delete-all')`.execute(trx);
    await trx.deleteFrom('search_document').execute();
    await trx.deleteFrom('search_term_variant').execute();
    await trx.deleteFrom('search_term').execute();
    for (let i = 0; i < documents.length; i += BATCH) {
      await trx
        .insertInto('search_document')
        .values(documents.slice(i, i + BATCH))
        .execute();
    }
    if (dialect === 'sqlite') await sql`INSERT INTO search_fts(search_fts) VALUES ('rebuild')`.execute(trx);

    const terms = [...termCounts].map(([term, doc_count]) => ({ term, doc_count }));
    for (let i = 0; i < terms.length; i += BATCH) {
      await trx
        .insertInto('search_term')
        .values(terms.slice(i, i + BATCH))
        .execute();
    }
    const variantRows = terms
      .filter(({ term }) => indexesTypoVariants(term))
      .flatMap(({ term }) => deletionVariants(term).map((variant) => ({ variant, term })));
    for (let i = 0; i < variantRows.length; i += BATCH) {
      await trx
        .insertInto('search_term_variant')
        .values(variantRows.slice(i, i + BATCH))
        .execute();
    }
  });
  await bumpCatalogVersion(db);
}
