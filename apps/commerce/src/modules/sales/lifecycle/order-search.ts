import { type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { Filter, SearchCriteria } from '../../../rest/search-criteria';

/**
 * The back office's search box at hundreds of thousands of orders. It sends one filter group of
 * `like %text%` on the order number, e-mail and names (an ERP may send the same), which no B-tree
 * can seek. The criteria stay exactly as sent — their LIKE decides which orders match — and a
 * search index only narrows the rows they are checked on:
 *
 * - PostgreSQL needs nothing here: migration 035's pg_trgm indexes are on the very expression the
 *   criteria compare, so its planner answers the LIKE from them.
 * - SQLite: each group that is such a search (every filter a plain substring of at least three
 *   characters on a searched column) also gets `id IN (trigram FTS match)`. FTS folds case for
 *   every letter and SQLite's LIKE only for ASCII, so the match finds at least what the LIKE finds
 *   and the LIKE still has the last word: the answer is the same as without the index. Shorter
 *   text has no trigram to look up and is scanned as before.
 */

/** API field → the `sales_order_search` column (migration 035) it is indexed in. */
const SEARCHED_FIELDS: Readonly<Record<string, string>> = {
  increment_id: 'increment_id',
  customer_email: 'email',
  customer_firstname: 'customer_firstname',
  customer_lastname: 'customer_lastname',
};

const MIN_INDEXED_CHARACTERS = 3;

export interface SubstringSearch {
  column: string;
  text: string;
}

/**
 * The literal text of a `%text%` pattern (backslash escapes undone), or undefined when the
 * pattern is anything else: a wildcard inside, no wildcard at either end, a lone trailing
 * backslash.
 */
export function substringOfPattern(pattern: string): string | undefined {
  if (pattern.length < 2 || !pattern.startsWith('%') || !pattern.endsWith('%')) return undefined;
  const inner = pattern.slice(1, -1);
  let text = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === '%' || c === '_') return undefined;
    if (c === '\\') {
      const next = inner[i + 1];
      if (next === undefined) return undefined;
      text += next;
      i++;
    } else text += c;
  }
  return text;
}

function substringOf(filter: Filter): SubstringSearch | undefined {
  const column = Object.hasOwn(SEARCHED_FIELDS, filter.field) ? SEARCHED_FIELDS[filter.field] : undefined;
  if (!column) return undefined;
  const text =
    filter.condition_type === 'like'
      ? substringOfPattern(filter.value)
      : filter.condition_type === 'fulltext'
        ? filter.value
        : undefined;
  if (text === undefined || [...text].length < MIN_INDEXED_CHARACTERS) return undefined;
  return { column, text };
}

/** For each filter group that the trigram index can answer, its substrings (OR-ed, like the group). */
export function indexedSubstringGroups(criteria: SearchCriteria): SubstringSearch[][] {
  const groups: SubstringSearch[][] = [];
  for (const { filters } of criteria.filter_groups) {
    const searches = filters.map(substringOf);
    if (searches.length > 0 && searches.every((s) => s !== undefined)) groups.push(searches);
  }
  return groups;
}

/**
 * An FTS5 query: each substring a phrase (quotes doubled) in the columns it is looked for in,
 * OR-ed. One phrase over several columns (`{a b} : "text"`, the search box's case) reads each
 * trigram's list once; the same phrase OR-ed column by column reads them once per column, which
 * costs some 70 times more when the trigrams are in every order (`cli` of `cliente…@`).
 */
export function ftsQuery(group: SubstringSearch[]): string {
  const columnsByText = new Map<string, string[]>();
  for (const { column, text } of group) columnsByText.set(text, [...(columnsByText.get(text) ?? []), column]);
  return [...columnsByText]
    .map(([text, columns]) => `{${[...new Set(columns)].join(' ')}} : "${text.replaceAll('"', '""')}"`)
    .join(' OR ');
}

type OrderQuery = SelectQueryBuilder<Database, 'sales_order', object>;

/** Narrows an order list query to the candidates of each indexed search group (SQLite only). */
export function narrowToSearchMatches(
  query: OrderQuery,
  criteria: SearchCriteria,
  dialect: Dialect,
): OrderQuery {
  if (dialect !== 'sqlite') return query;
  return indexedSubstringGroups(criteria).reduce(
    (narrowed, group) =>
      narrowed.where(
        'sales_order.id',
        'in',
        sql<number>`(SELECT rowid FROM sales_order_search WHERE sales_order_search MATCH ${ftsQuery(group)})`,
      ),
    query,
  );
}
