import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { inputError, invalidFieldValue, requiredField } from './errors';

/**
 * Magento's `searchCriteria` (Magento\Framework\Api\SearchCriteria and its FilterProcessor): the PHP bracket grammar of the query
 * string parsed into filter groups (OR inside a group, AND across groups), sort orders and paging,
 * then turned into a Kysely WHERE/ORDER/LIMIT over a whitelist of fields per resource.
 */

export const CONDITION_TYPES = [
  'eq',
  'neq',
  'gt',
  'gteq',
  'lt',
  'lteq',
  'moreq',
  'from',
  'to',
  'like',
  'nlike',
  'fulltext',
  'in',
  'nin',
  'null',
  'notnull',
  'finset',
  'nfinset',
  'seq',
  'sneq',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export interface Filter {
  field: string;
  value: string;
  condition_type: ConditionType;
}

export interface SortOrder {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** The parsed criteria; also the `search_criteria` echoed in list envelopes (snake_case keys). */
export interface SearchCriteria {
  filter_groups: { filters: Filter[] }[];
  sort_orders?: SortOrder[];
  page_size?: number;
  current_page?: number;
}

export interface SearchResults<T> {
  items: T[];
  search_criteria: SearchCriteria;
  total_count: number;
}

type Query = Record<string, unknown>;
type Tree = { [key: string]: Tree | string };

const ALIASES: Record<string, string> = {
  filterGroups: 'filter_groups',
  sortOrders: 'sort_orders',
  pageSize: 'page_size',
  currentPage: 'current_page',
  conditionType: 'condition_type',
};
const canonical = (key: string) => ALIASES[key] ?? key;

/** Builds the nested object of `searchCriteria[a][0][b]=v` keys (the last value of a repeated key wins). */
function bracketTree(query: Query): { present: boolean; tree: Tree } {
  const tree: Tree = {};
  let present = false;
  for (const [key, raw] of Object.entries(query)) {
    const match = /^(searchCriteria|search_criteria)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    present = true;
    const path = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => canonical(m[1] ?? ''));
    if (path.length === 0) continue;
    const value = Array.isArray(raw) ? String(raw[raw.length - 1] ?? '') : String(raw ?? '');
    let node = tree;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next === 'object') node = next;
      else {
        const child: Tree = {};
        node[segment] = child;
        node = child;
      }
    });
  }
  return { present, tree };
}

/** Children of a list-like node in index order (`[0]`, `[1]`… or PHP's `[]`). */
function listOf(node: Tree | string | undefined, field: string): Tree[] {
  if (node === undefined || node === '') return [];
  if (typeof node === 'string') throw invalidFieldValue(field, node);
  return Object.keys(node)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => {
      const child = node[key];
      if (typeof child !== 'object') throw invalidFieldValue(field, child);
      return child;
    });
}

function positiveInt(value: Tree | string | undefined, fieldName: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) {
    throw inputError(
      'Error occurred during "%fieldName" processing. The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.',
      { fieldName, value: typeof value === 'string' ? value : '', type: 'int' },
    );
  }
  return Number(value.trim());
}

function text(value: Tree | string | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Parses the query string of a list route. `searchCriteria` must be present (an empty
 * `?searchCriteria=` means no filter, no paging), as Magento requires.
 */
export function parseSearchCriteria(query: Query): SearchCriteria {
  const { present, tree } = bracketTree(query);
  if (!present) throw requiredField('searchCriteria');
  const criteria: SearchCriteria = { filter_groups: [] };
  for (const group of listOf(tree.filter_groups, 'filter_groups')) {
    const filters = listOf(group.filters, 'filters').map((node): Filter => {
      const field = text(node.field)?.trim();
      if (!field) throw requiredField('field');
      const condition = (text(node.condition_type)?.trim() || 'eq').toLowerCase();
      if (!(CONDITION_TYPES as readonly string[]).includes(condition)) {
        throw invalidFieldValue('condition_type', condition);
      }
      return { field, value: text(node.value) ?? '', condition_type: condition as ConditionType };
    });
    if (filters.length > 0) criteria.filter_groups.push({ filters });
  }
  const sorts = listOf(tree.sort_orders, 'sort_orders').map((node): SortOrder => {
    const field = text(node.field)?.trim() ?? '';
    if (!field) throw requiredField('field');
    if (!/^[A-Za-z0-9_]+$/.test(field))
      throw inputError('Sort order field %1 contains restricted symbols', [field]);
    const direction = (text(node.direction) ?? 'ASC').trim().toUpperCase();
    if (direction !== 'ASC' && direction !== 'DESC') {
      throw inputError(
        'The sort order has to be specified as %1 for ascending order or %2 for descending order.',
        ['ASC', 'DESC'],
      );
    }
    return { field, direction };
  });
  if (sorts.length > 0) criteria.sort_orders = sorts;
  const pageSize = positiveInt(tree.page_size, 'pageSize');
  const currentPage = positiveInt(tree.current_page, 'currentPage');
  if (pageSize !== undefined) criteria.page_size = pageSize;
  if (currentPage !== undefined) criteria.current_page = currentPage;
  return criteria;
}

// --- SQL ---------------------------------------------------------------------------------------

export interface FieldSpec {
  /** Column (or `table.column`) the field reads; the field's own name when omitted. */
  column?: string;
  /** An SQL expression the field reads instead of a column (a value worked out per row). */
  expression?: RawBuilder<unknown>;
  /**
   * How filter values are read: dates accept Magento's `YYYY-MM-DD HH:MM:SS` (UTC) and compare as
   * ISO text; money is reais in the API (`12.90`) over a column of integer cents.
   */
  type: 'string' | 'int' | 'float' | 'bool' | 'date' | 'money';
  /** Sortable (default true). */
  sortable?: boolean;
  /** Rows without a value sort after the others in both directions (SQLite and PostgreSQL differ). */
  nullsLast?: boolean;
  /** Filter values are multiplied by this and rounded (prices sent in reais, stored in cents). */
  scale?: number;
  /**
   * The whole condition of a filter, for fields that are not a value of the row (Magento's
   * custom filters, e.g. products' `category_id`); `expression` and `type` are then unused.
   */
  where?: (eb: AnyEb, filter: Filter) => Expression<SqlBool>;
}

/** The fields a resource can be filtered and sorted on: API name → column and type. */
export type FieldMap = Record<string, FieldSpec>;

// biome-ignore lint/suspicious/noExplicitAny: the helper works on any table of any query.
type AnyEb = ExpressionBuilder<any, any>;

/** `2024-11-20 00:00:00`, `2024-11-20` or ISO → ISO-8601 UTC text as stored; undefined if unreadable. */
export function isoFromMagentoDate(value: string): string | undefined {
  const trimmed = value.trim();
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?))?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    trimmed,
  );
  if (!match) return undefined;
  const time = match[2] ?? '00:00:00';
  const date = new Date(`${match[1]}T${time.length === 5 ? `${time}:00` : time}${match[3] ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function typed(spec: FieldSpec, field: string, value: string): string | number {
  switch (spec.type) {
    case 'int': {
      const trimmed = value.trim();
      if (!/^-?\d+$/.test(trimmed)) throw invalidFieldValue(field, value);
      return Number(trimmed);
    }
    case 'float':
    case 'money': {
      const number = Number(value.trim());
      if (value.trim() === '' || !Number.isFinite(number)) throw invalidFieldValue(field, value);
      if (spec.type === 'money') return Math.round(number * 100);
      return spec.scale ? Math.round(number * spec.scale) : number;
    }
    case 'bool': {
      const v = value.trim().toLowerCase();
      if (['1', 'true'].includes(v)) return 1;
      if (['0', 'false'].includes(v)) return 0;
      throw invalidFieldValue(field, value);
    }
    case 'date': {
      const iso = isoFromMagentoDate(value);
      if (!iso) throw invalidFieldValue(field, value);
      return iso;
    }
    default:
      return value;
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A pattern that ends in a lone backslash escapes nothing: PostgreSQL refuses it (an error, not
 * an answer), so it is read as the backslash itself, as MySQL does.
 */
export function wellFormedLike(pattern: string): string {
  const trailing = /\\*$/.exec(pattern)?.[0].length ?? 0;
  return trailing % 2 === 1 ? `${pattern}\\` : pattern;
}

function specOf(fields: FieldMap, field: string): FieldSpec {
  const spec = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!spec) throw invalidFieldValue('field', field);
  return spec;
}

const fieldRef = (spec: FieldSpec, field: string) => spec.expression ?? sql.ref(spec.column ?? field);

function condition(eb: AnyEb, fields: FieldMap, filter: Filter): Expression<SqlBool> {
  const spec = specOf(fields, filter.field);
  if (spec.where) return spec.where(eb, filter);
  const ref = fieldRef(spec, filter.field);
  const one = () => typed(spec, filter.field, filter.value);
  const list = () =>
    filter.value
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v !== '')
      .map((v) => typed(spec, filter.field, v));
  // LIKE is case-insensitive as on MySQL (SQLite's is for ASCII only, PostgreSQL's never is), and
  // a backslash escapes `%` and `_` as on MySQL and PostgreSQL (SQLite has no escape by default).
  const like = (pattern: string) =>
    sql<SqlBool>`lower(CAST(${ref} AS TEXT)) LIKE lower(${wellFormedLike(pattern)}) ESCAPE '\\'`;
  const finsetExpr = () =>
    sql<SqlBool>`(',' || lower(CAST(${ref} AS TEXT)) || ',') LIKE lower(${`%,${escapeLike(filter.value.trim())},%`}) ESCAPE '\\'`;
  switch (filter.condition_type) {
    case 'eq':
      return eb(ref, '=', one());
    case 'neq':
      return eb(ref, '<>', one());
    case 'seq':
      return filter.value === '' ? eb(ref, 'is', null) : eb(ref, '=', one());
    case 'sneq':
      return filter.value === '' ? eb(ref, 'is not', null) : eb(ref, '<>', one());
    case 'gt':
      return eb(ref, '>', one());
    case 'gteq':
    case 'moreq':
    case 'from':
      return eb(ref, '>=', one());
    case 'lt':
      return eb(ref, '<', one());
    case 'lteq':
    case 'to':
      return eb(ref, '<=', one());
    case 'like':
      return like(filter.value);
    case 'nlike':
      return eb.not(like(filter.value));
    case 'fulltext':
      return like(`%${escapeLike(filter.value)}%`);
    case 'in': {
      const values = list();
      return values.length > 0 ? eb(ref, 'in', values) : sql<SqlBool>`1 = 0`;
    }
    case 'nin': {
      const values = list();
      return values.length > 0 ? eb(ref, 'not in', values) : sql<SqlBool>`1 = 1`;
    }
    case 'null':
      return eb(ref, 'is', null);
    case 'notnull':
      return eb(ref, 'is not', null);
    case 'finset':
      return finsetExpr();
    case 'nfinset':
      return eb.not(finsetExpr());
  }
}

/**
 * The WHERE of the criteria's filters: OR inside a group, AND across groups. A group of exactly
 * two filters on one field, one `from` and one `to`, is a range (AND), as Magento merges them.
 * Every field must be in `fields` (400 otherwise).
 */
export function searchWhere(criteria: SearchCriteria, fields: FieldMap) {
  return (eb: AnyEb): Expression<SqlBool> => {
    const groups = criteria.filter_groups.map(({ filters }) => {
      const [a, b] = filters;
      const range =
        filters.length === 2 &&
        a &&
        b &&
        a.field === b.field &&
        new Set([a.condition_type, b.condition_type]).size === 2 &&
        [a.condition_type, b.condition_type].every((c) => c === 'from' || c === 'to');
      const parts = filters.map((filter) => condition(eb, fields, filter));
      return range ? eb.and(parts) : eb.or(parts);
    });
    return eb.and(groups);
  };
}

/** Checks every filter and sort field against the whitelist before any SQL runs. */
export function checkFields(criteria: SearchCriteria, fields: FieldMap): void {
  for (const group of criteria.filter_groups)
    for (const filter of group.filters) specOf(fields, filter.field);
  for (const sort of criteria.sort_orders ?? []) {
    const spec = specOf(fields, sort.field);
    if (spec.sortable === false || spec.where) throw invalidFieldValue('sortOrders', sort.field);
  }
}

export interface SearchOptions {
  fields: FieldMap;
  /** Appended after the client's sort orders so that pages are stable (e.g. `[{field:'id', direction:'ASC'}]`). */
  tieBreak?: SortOrder[];
  /** Largest accepted pageSize (Magento's "Maximum SearchCriteria pageSize is %max"); none by default. */
  maxPageSize?: number;
}

/**
 * Runs a list query: `base` is the FROM/JOIN (and any fixed WHERE) without a selection; `select`
 * adds the selected columns. Returns the page's rows and the unpaged total.
 */
// biome-ignore lint/suspicious/noExplicitAny: any table, any selection.
type AnyQuery = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: the caller's selection decides the row type.
type RowQuery<Row> = SelectQueryBuilder<any, any, Row>;

export async function runSearch<Row>(
  base: AnyQuery,
  select: (qb: AnyQuery) => RowQuery<Row>,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<{ rows: Row[]; total: number }> {
  checkFields(criteria, options.fields);
  if (
    options.maxPageSize !== undefined &&
    (criteria.page_size ?? Number.POSITIVE_INFINITY) > options.maxPageSize
  ) {
    throw inputError('Maximum SearchCriteria pageSize is %max', { max: options.maxPageSize });
  }
  const filtered =
    criteria.filter_groups.length > 0 ? base.where(searchWhere(criteria, options.fields)) : base;
  const countRow = await filtered.select((eb: AnyEb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const total = Number((countRow as { total?: unknown } | undefined)?.total ?? 0);
  let query = select(filtered);
  for (const sort of [...(criteria.sort_orders ?? []), ...(options.tieBreak ?? [])]) {
    const spec = Object.hasOwn(options.fields, sort.field) ? options.fields[sort.field] : undefined;
    const ref = spec ? fieldRef(spec, sort.field) : sql.ref(sort.field);
    if (spec?.nullsLast) query = query.orderBy(sql`CASE WHEN ${ref} IS NULL THEN 1 ELSE 0 END`);
    query = query.orderBy(ref, sort.direction === 'DESC' ? 'desc' : 'asc');
  }
  if (criteria.page_size !== undefined && criteria.page_size > 0) {
    query = query.limit(criteria.page_size).offset(((criteria.current_page ?? 1) - 1) * criteria.page_size);
  }
  const rows = (await query.execute()) as Row[];
  return { rows, total };
}

/** The list envelope Magento answers: `{items, search_criteria, total_count}`. */
export function searchResults<T>(items: T[], criteria: SearchCriteria, total: number): SearchResults<T> {
  return { items, search_criteria: criteria, total_count: total };
}
