import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SearchIndexHolder } from './index-holder';
import type { SearchMatches } from './memory-index';
import { editDistanceAtMostOne, MIN_PREFIX_LENGTH, queryWords, typoCandidates } from './text';

/** A parsed shopper query, ready for the database's full-text engine. */
export interface SearchExpression {
  /** FTS5 MATCH expression (SQLite) or to_tsquery text (PostgreSQL). */
  text: string;
  /** The query's own words, normalised. */
  tokens: string[];
}

/**
 * Turns a shopper's query into a full-text expression: every word must match (AND); a word
 * matches itself as a prefix ("grampe" → "grampeador") or any indexed word one typo away
 * ("grampeadro" → "grampeador"). Accents and case were removed at indexing and here alike.
 * The work is bounded whatever the query: its first 128 characters and 10 words are read, and
 * only words of 4 to 24 letters get one-typo candidates (see `queryWords`, `typoCandidates`).
 */
export async function buildSearchExpression(
  db: Kysely<Database>,
  dialect: Dialect,
  query: string,
): Promise<SearchExpression | undefined> {
  const tokens = queryWords(query);
  if (tokens.length === 0) return undefined;
  const groups = await Promise.all(
    tokens.map(async (token) => ({ token, corrections: await typoCorrections(db, token) })),
  );
  const text = groups
    .map(({ token, corrections }) => {
      // A one-letter prefix would match a good part of the vocabulary: such a word matches itself.
      const prefix = token.length >= MIN_PREFIX_LENGTH;
      const alternatives =
        dialect === 'sqlite'
          ? [prefix ? `"${token}"*` : `"${token}"`, ...corrections.map((c) => `"${c}"`)]
          : [prefix ? `${token}:*` : token, ...corrections];
      return alternatives.length === 1
        ? alternatives[0]
        : `(${alternatives.join(dialect === 'sqlite' ? ' OR ' : ' | ')})`;
    })
    .join(dialect === 'sqlite' ? ' AND ' : ' & ');
  return { text, tokens };
}

/** Indexed words exactly one edit away from the token (symmetric-delete lookup). */
async function typoCorrections(db: Kysely<Database>, token: string): Promise<string[]> {
  const candidates = typoCandidates(token);
  if (candidates.length === 0) return [];
  const deletes = candidates.slice(1);
  const rows = await db
    .selectFrom('search_term_variant')
    .select('term')
    .where('variant', 'in', candidates)
    .union(db.selectFrom('search_term').select('term').where('term', 'in', deletes))
    .execute();
  return [...new Set(rows.map((r) => r.term))].filter((term) => editDistanceAtMostOne(token, term) === 1);
}

/** Ids of the products matching a full-text expression, most relevant first. */
export async function searchMatches(
  db: Kysely<Database>,
  dialect: Dialect,
  search: SearchExpression,
): Promise<number[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{
          product_id: number;
        }>`SELECT rowid AS product_id FROM search_fts WHERE search_fts MATCH ${search.text}
          ORDER BY bm25(search_fts, 10.0, 4.0, 1.0), rowid`.execute(db)
      : await sql<{ product_id: number }>`SELECT product_id FROM search_document
          WHERE document @@ to_tsquery('simple', ${search.text})
          ORDER BY ts_rank(document, to_tsquery('simple', ${search.text})) DESC, product_id`.execute(db);
  return rows.rows.map((r) => Number(r.product_id));
}

/**
 * The ids of products whose description holds every word (already stripped of LIKE wildcards),
 * as a subquery a listing filters with.
 */
export function productsDescribedBy(db: Kysely<Database>, words: readonly string[]) {
  let query = db.selectFrom('search_document').select('product_id');
  for (const word of words) query = query.where('description', 'like', `%${word}%`);
  return query;
}

/**
 * The name sort keys of one store view's translated names, `(product_id, name_key)`, as a derived
 * table a listing joins to order by the names that view shows; products it does not translate
 * have no row (the listing falls back to their default name's key).
 */
export function storeNameKeys(db: Kysely<Database>, storeCode: string) {
  return db
    .selectFrom('search_store_name')
    .select(['product_id', 'name_key'])
    .where('store_code', '=', storeCode);
}

/**
 * The products a shopper's query matches, best first: from this process's in-process index when
 * it holds the current catalogue (with the means to list them from its columns), else from the
 * database's full-text search (which answers while
 * the index is built, and which the index is tested against). Undefined when the query has no word.
 */
export async function matchSearch(
  db: Kysely<Database>,
  dialect: Dialect,
  index: SearchIndexHolder | undefined,
  query: string,
): Promise<SearchMatches | undefined> {
  if (queryWords(query).length === 0) return undefined;
  const loaded = await index?.current();
  if (loaded) return loaded.match(query);
  const expression = await buildSearchExpression(db, dialect, query);
  if (!expression) return undefined;
  const productIds = await searchMatches(db, dialect, expression);
  return { count: productIds.length, productIds };
}
