/**
 * The listing state lives in the URL (rules §2 "Other route facts"): `page`, `sort`, `term`,
 * `itemsPerPage` and the facet filters, plus the grid/list `view`. Parsing and building those URLs
 * is pure, so the server renders plain links and GET forms that work with or without JavaScript,
 * and back/forward or a shared link restores the same listing.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

/** Rules §3 sort options: default, name asc/desc, price asc/desc. URL values are `field_direction`. */
export const SORT_KEYS = ['default', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Rules §2/§9 page-size options. */
export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** Rules §9: category pages and search fall back to 20 products a page. */
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export const VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof VIEWS)[number];

/** Facets the shopper ticks (several values each); `from_to` strings for the price. */
export const MULTI_FACETS = ['manufacturer', 'color', 'price'] as const;
export type MultiFacet = (typeof MULTI_FACETS)[number];
/** The category facet narrows to one category (search pages; category pages link to sub-categories). */
export const CATEGORY_FACET = 'category_uid';

/** URL parameters owned by the listing; every other parameter (categoryId, title, utm_…) is kept as is. */
const OWN_PARAMS = new Set<string>([
  'page',
  'sort',
  'term',
  'itemsPerPage',
  'view',
  CATEGORY_FACET,
  ...MULTI_FACETS,
]);

export interface ListingFilters {
  category_uid: string | undefined;
  manufacturer: string[];
  color: string[];
  price: string[];
}

export interface ListingState {
  /** 1-based; page 1 is written as no `page` parameter. */
  page: number;
  sort: SortKey;
  itemsPerPage: PageSize;
  view: ListingView;
  /** The `term` parameter (search results page); undefined elsewhere. */
  term: string | undefined;
  filters: ListingFilters;
  /** Parameters that belong to the page, not the listing (e.g. `categoryId` and `title` of /categories). */
  passthrough: Array<[string, string]>;
}

export interface PriceRange {
  from: number | undefined;
  to: number | undefined;
}

function values(params: SearchParams, name: string): string[] {
  const raw = params[name];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  // Facets arrive repeated (`manufacturer=12&manufacturer=44`, what a GET form sends) or comma-joined.
  return list
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

function first(params: SearchParams, name: string): string | undefined {
  return values(params, name)[0];
}

/** Reads the listing state from a page's search params; unknown or malformed values fall back to defaults. */
export function parseListingState(params: SearchParams): ListingState {
  const page = Number.parseInt(first(params, 'page') ?? '', 10);
  const sort = first(params, 'sort')?.toLowerCase();
  const size = Number(first(params, 'itemsPerPage'));
  const view = first(params, 'view');
  const rawTerm = params.term;
  const term = (Array.isArray(rawTerm) ? rawTerm[0] : rawTerm)?.trim();
  const passthrough: Array<[string, string]> = [];
  for (const [name, raw] of Object.entries(params)) {
    if (OWN_PARAMS.has(name) || raw === undefined) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) passthrough.push([name, value]);
  }
  return {
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sort: SORT_KEYS.find((key) => key === sort) ?? 'default',
    itemsPerPage: PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE,
    view: view === 'list' ? 'list' : 'grid',
    term: term || undefined,
    filters: {
      category_uid: first(params, CATEGORY_FACET),
      manufacturer: unique(values(params, 'manufacturer')),
      color: unique(values(params, 'color')),
      price: unique(values(params, 'price').filter((value) => parsePriceValue(value) !== undefined)),
    },
    passthrough,
  };
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** Rules §5: a price facet value `from_to` parsed to numbers (`*` or empty means open-ended). */
export function parsePriceValue(value: string): PriceRange | undefined {
  const match = /^(\d+(?:\.\d+)?|\*)?_(\d+(?:\.\d+)?|\*)?$/.exec(value.trim());
  if (!match) return undefined;
  const from = match[1] && match[1] !== '*' ? Number(match[1]) : undefined;
  const to = match[2] && match[2] !== '*' ? Number(match[2]) : undefined;
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && from > to) return undefined;
  return { from, to };
}

/**
 * Rules §5: several ticked price ranges become one range from the lowest `from` to the highest
 * `to` (an open end wins).
 */
export function priceRangeOf(selected: readonly string[]): PriceRange | undefined {
  const ranges = selected.map(parsePriceValue).filter((range): range is PriceRange => range !== undefined);
  if (ranges.length === 0) return undefined;
  const froms = ranges.map((range) => range.from);
  const tos = ranges.map((range) => range.to);
  return {
    from: froms.includes(undefined) ? undefined : Math.min(...(froms as number[])),
    to: tos.includes(undefined) ? undefined : Math.max(...(tos as number[])),
  };
}

/** The commerce sort input for a sort key; `default` is position for categories, relevance for search. */
export function sortInput(
  sort: SortKey,
  kind: 'category' | 'search',
): Partial<Record<'position' | 'relevance' | 'name' | 'price', 'ASC' | 'DESC'>> {
  switch (sort) {
    case 'name_asc':
      return { name: 'ASC' };
    case 'name_desc':
      return { name: 'DESC' };
    case 'price_asc':
      return { price: 'ASC' };
    case 'price_desc':
      return { price: 'DESC' };
    default:
      // Rules §7: relevance DESC for a text search, the category's position order otherwise.
      return kind === 'search' ? { relevance: 'DESC' } : { position: 'ASC' };
  }
}

export type StateChange = Partial<Omit<ListingState, 'filters' | 'passthrough'>> & {
  filters?: Partial<ListingFilters>;
};

/**
 * The query string of a listing state (with a leading `?`, or empty), parameters in a stable
 * order and defaults left out. A change of anything but the page goes back to page 1; changing
 * items per page resets the page as the spec asks.
 */
export function listingQuery(state: ListingState, change: StateChange = {}): string {
  const resetsPage = Object.keys(change).some((key) => key !== 'page');
  const next: ListingState = {
    ...state,
    ...change,
    page: change.page ?? (resetsPage ? 1 : state.page),
    filters: { ...state.filters, ...change.filters },
  };
  const query = new URLSearchParams();
  for (const [name, value] of next.passthrough) query.append(name, value);
  if (next.term) query.set('term', next.term);
  if (next.filters.category_uid) query.set(CATEGORY_FACET, next.filters.category_uid);
  for (const facet of MULTI_FACETS) for (const value of next.filters[facet]) query.append(facet, value);
  if (next.sort !== 'default') query.set('sort', next.sort);
  if (next.itemsPerPage !== DEFAULT_PAGE_SIZE) query.set('itemsPerPage', String(next.itemsPerPage));
  if (next.view !== 'grid') query.set('view', next.view);
  if (next.page > 1) query.set('page', String(next.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The state with one facet value ticked or unticked. */
export function toggleFacet(state: ListingState, facet: MultiFacet, value: string): StateChange {
  const current = state.filters[facet];
  const next = current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value];
  return { filters: { [facet]: next } };
}

export const CLEAR_FILTERS: StateChange = {
  filters: { category_uid: undefined, manufacturer: [], color: [], price: [] },
};

export function hasFilters(state: ListingState): boolean {
  return Boolean(state.filters.category_uid) || MULTI_FACETS.some((facet) => state.filters[facet].length > 0);
}

/** Sorted, filtered or re-sized variants are not indexed (one canonical listing per category or term). */
export function isVariant(state: ListingState): boolean {
  return (
    hasFilters(state) ||
    state.sort !== 'default' ||
    state.itemsPerPage !== DEFAULT_PAGE_SIZE ||
    state.view !== 'grid'
  );
}

/**
 * Hidden inputs that carry the rest of the state through a GET form (facet form, toolbar form):
 * everything except the fields the form itself edits, and never the page (a change starts over).
 */
export function hiddenFields(
  state: ListingState,
  edited: ReadonlyArray<'sort' | 'itemsPerPage' | 'facets'>,
): Array<[string, string]> {
  const fields: Array<[string, string]> = [...state.passthrough];
  if (state.term) fields.push(['term', state.term]);
  if (!edited.includes('facets')) {
    if (state.filters.category_uid) fields.push([CATEGORY_FACET, state.filters.category_uid]);
    for (const facet of MULTI_FACETS) for (const value of state.filters[facet]) fields.push([facet, value]);
  } else if (state.filters.category_uid) {
    // The category facet is a link, not a form field: keep it across a facet-form submit.
    fields.push([CATEGORY_FACET, state.filters.category_uid]);
  }
  if (!edited.includes('sort') && state.sort !== 'default') fields.push(['sort', state.sort]);
  if (!edited.includes('itemsPerPage') && state.itemsPerPage !== DEFAULT_PAGE_SIZE) {
    fields.push(['itemsPerPage', String(state.itemsPerPage)]);
  }
  if (state.view !== 'grid') fields.push(['view', state.view]);
  return fields;
}
