/**
 * react-admin list parameters → Magento's `searchCriteria` query string (PHP bracket syntax), the
 * grammar every `/rest/V1/…` list route reads: filters in one group are OR-ed, groups are AND-ed.
 *
 * Filter keys are `field` (equality; an array value means `in`) or `field__condition`
 * (`created_at__gteq`, `name__like`). Double underscores, because react-admin reads dots in a
 * filter's source as a path into nested values. `q` is the search box: each resource says which
 * fields it looks in, one OR group.
 */

export const CONDITIONS = [
  'eq',
  'neq',
  'like',
  'nlike',
  'in',
  'nin',
  'gt',
  'gteq',
  'lt',
  'lteq',
  'from',
  'to',
  'null',
  'notnull',
  'finset',
  'nfinset',
  'seq',
  'sneq',
  'fulltext',
] as const;
export type Condition = (typeof CONDITIONS)[number];

export interface Filter {
  field: string;
  value: string;
  condition_type: Condition;
}
export type FilterGroup = Filter[];

export interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  pagination?: { page: number; perPage: number };
}

export interface SearchOptions {
  /** Fields the search box looks in (`like %text%`, OR-ed). */
  searchFields?: readonly string[];
  /**
   * Each word of the search box is its own group (all words must match, each in any field), so
   * "Maria Souza" finds the customer whose first name is Maria and last name Souza.
   */
  searchWords?: boolean;
  /** A react-admin field name → the API's field name (e.g. `id` → `entity_id`). */
  fieldMap?: Readonly<Record<string, string>>;
}

const SEPARATOR = '__';

function isCondition(value: string): value is Condition {
  return (CONDITIONS as readonly string[]).includes(value);
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  return String(value);
}

/** Escapes the LIKE wildcards a person typed, so `50%` looks for "50%" and not "50 anything". */
export function likeValue(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filter groups for react-admin's filter object; empty values are no filter. */
export function filterGroups(
  filter: Record<string, unknown> = {},
  options: SearchOptions = {},
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  const mapField = (field: string) => options.fieldMap?.[field] ?? field;
  for (const [key, raw] of Object.entries(filter)) {
    if (raw === undefined || raw === null || raw === '') continue;
    if (Array.isArray(raw) && raw.length === 0) continue;
    if (key === 'q') {
      const text = String(raw).trim();
      const fields = options.searchFields;
      if (!text || !fields?.length) continue;
      const terms = options.searchWords ? text.split(/\s+/) : [text];
      for (const term of terms) {
        groups.push(
          fields.map((field) => ({
            field: mapField(field),
            value: likeValue(term),
            condition_type: 'like' as const,
          })),
        );
      }
      continue;
    }
    const cut = key.lastIndexOf(SEPARATOR);
    const suffix = cut > 0 ? key.slice(cut + SEPARATOR.length) : '';
    const field = mapField(isCondition(suffix) ? key.slice(0, cut) : key);
    let condition: Condition = isCondition(suffix) ? suffix : 'eq';
    let value: string;
    if (Array.isArray(raw)) {
      value = raw.map(scalar).join(',');
      if (condition === 'eq') condition = 'in';
      else if (condition === 'neq') condition = 'nin';
    } else if (typeof raw === 'boolean') {
      value = raw ? '1' : '0';
    } else {
      value = scalar(raw);
    }
    // A day from a date input bounds the whole day: `created_at <= 2026-11-25` would leave out that
    // day's orders, which Magento stores as `2026-11-25 14:03:00`.
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      if (condition === 'lteq' || condition === 'to') value += ' 23:59:59';
      else if (condition === 'gt') value += ' 23:59:59';
      else if (condition === 'gteq' || condition === 'from') value += ' 00:00:00';
    }
    if (condition === 'like' || condition === 'nlike') {
      if (!value.includes('%')) value = likeValue(value);
    }
    groups.push([{ field, value, condition_type: condition }]);
  }
  return groups;
}

/** The `searchCriteria[...]` query parameters of one list request. */
export function searchCriteriaParams(query: ListQuery, options: SearchOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  const groups = filterGroups(query.filter, options);
  groups.forEach((group, g) => {
    group.forEach((filter, f) => {
      const prefix = `searchCriteria[filter_groups][${g}][filters][${f}]`;
      params.append(`${prefix}[field]`, filter.field);
      params.append(`${prefix}[value]`, filter.value);
      params.append(`${prefix}[condition_type]`, filter.condition_type);
    });
  });
  if (query.sort?.field) {
    const field = options.fieldMap?.[query.sort.field] ?? query.sort.field;
    params.append('searchCriteria[sortOrders][0][field]', field);
    params.append('searchCriteria[sortOrders][0][direction]', query.sort.order === 'DESC' ? 'DESC' : 'ASC');
  }
  if (query.pagination) {
    params.append('searchCriteria[pageSize]', String(query.pagination.perPage));
    params.append('searchCriteria[currentPage]', String(query.pagination.page));
  }
  // An empty searchCriteria means "everything"; Magento refuses a list request without one.
  if ([...params.keys()].length === 0) params.append('searchCriteria', '');
  return params;
}
