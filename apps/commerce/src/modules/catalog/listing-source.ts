import type { RequestContext } from '../../graphql/context';
import {
  attributeCounts,
  attributeCountsOf,
  categoryCounts,
  countListing,
  directCategoriesOf,
  type ListingQuery,
  listingPrices,
  type MatchedRow,
  matchedRows,
  pageOfListing,
} from './listing';
import { type PriceRange, priceRanges } from './price-buckets';
import { type CategoryRecord, categoryFacets } from './repository';

/**
 * How a listing's count, page and facets are computed. Three strategies, chosen by the shape of
 * the query, give the same answers at very different costs:
 * - a plain category page reads the facets the indexer precomputed (a few rows, any catalogue size);
 * - a search the in-process index matched is listed from its columns (no query at all);
 * - any other search fetches its filtered matches once and counts, orders and buckets them in memory;
 * - any other filtered listing asks the database (index range scans and GROUP BYs).
 */
export interface ListingSource {
  total(): Promise<number>;
  page(limit: number, offset: number): Promise<number[]>;
  /** The listing's price ranges (quantiles rounded to friendly amounts); empty when no product. */
  priceRanges(): Promise<PriceRange[]>;
  attributeCounts(): Promise<{ code: string; optionId: number; count: number }[]>;
  /** Products of the listing within each candidate category. */
  categoryCounts(candidates: CategoryRecord[]): Promise<Map<number, number>>;
}

/** A listing of one category with no other filter: its facets and count are precomputed. */
export function isPlainCategoryListing(query: ListingQuery): boolean {
  return (
    !query.search &&
    !query.anyOfCategoryIds &&
    !query.skus &&
    !query.urlKeys &&
    !query.nameWords &&
    !query.descriptionWords &&
    query.priceFromCents === undefined &&
    query.priceToCents === undefined &&
    query.attributes.length === 0
  );
}

export function listingSource(ctx: RequestContext, query: ListingQuery): ListingSource {
  if (query.search) return indexedSearchSource(query) ?? searchSource(ctx, query);
  if (isPlainCategoryListing(query)) return plainCategorySource(ctx, query);
  return databaseSource(ctx, query);
}

function databaseSource(ctx: RequestContext, query: ListingQuery): ListingSource {
  return {
    total: () => countListing(ctx.db, ctx.dialect, query),
    page: (limit, offset) => pageOfListing(ctx.db, ctx.dialect, query, limit, offset),
    priceRanges: async () => priceRanges(await listingPrices(ctx.db, ctx.dialect, query)),
    attributeCounts: () => attributeCounts(ctx.db, ctx.dialect, query),
    categoryCounts: (candidates) =>
      categoryCounts(
        ctx.db,
        ctx.dialect,
        query,
        candidates.map((c) => c.id),
      ),
  };
}

function plainCategorySource(ctx: RequestContext, query: ListingQuery): ListingSource {
  const facets = () =>
    ctx.cache.get(`facets:${query.categoryId}`, () => categoryFacets(ctx.db, query.categoryId));
  const category = async () => (await ctx.loaders.categories()).find((c) => c.id === query.categoryId);
  const fallback = databaseSource(ctx, query);
  return {
    total: async () => (await category())?.productCount ?? 0,
    page: fallback.page,
    async priceRanges() {
      // The indexer stores each range as its start and count; a range ends where the next starts.
      const starts = (await facets()).filter((r) => r.facet === 'price').sort((a, b) => a.value - b.value);
      return starts.map((row, index) => {
        const next = starts[index + 1];
        return next
          ? { fromCents: row.value, toCents: next.value, count: row.count }
          : { fromCents: row.value, count: row.count };
      });
    },
    async attributeCounts() {
      return (await facets())
        .filter((r) => r.facet === 'manufacturer' || r.facet === 'color')
        .map((r) => ({ code: r.facet, optionId: r.value, count: r.count }));
    },
    async categoryCounts(candidates) {
      // Each descendant of an anchor lists a subset of the anchor's products, so its indexed
      // product_count is already its count within this listing.
      if (!(await category())?.isAnchor) return fallback.categoryCounts(candidates);
      return new Map(candidates.map((c) => [c.id, c.productCount]));
    },
  };
}

/**
 * A search the in-process index matched, with only the filters its columns hold (categories,
 * price, filterable attributes): counted, ordered, paged and faceted in memory, without a query.
 */
function indexedSearchSource(query: ListingQuery): ListingSource | undefined {
  const columns = query.search?.listing;
  if (!columns || query.skus || query.urlKeys || query.nameWords || query.descriptionWords) return undefined;
  const listing = columns(query);
  return {
    total: async () => listing.total,
    page: async (limit, offset) => listing.page(limit, offset),
    priceRanges: async () => priceRanges(listing.prices()),
    attributeCounts: async () => listing.attributeCounts(),
    categoryCounts: async (candidates) => listing.categoryCounts(candidates.map((c) => c.id)),
  };
}

function searchSource(ctx: RequestContext, query: ListingQuery): ListingSource {
  let rowsPromise: Promise<MatchedRow[]> | undefined;
  const rows = () => {
    rowsPromise ??= matchedRows(ctx.db, ctx.dialect, query);
    return rowsPromise;
  };
  const ids = async () => (await rows()).map((r) => r.product_id);
  return {
    total: async () => (await rows()).length,
    async page(limit, offset) {
      return [...(await rows())]
        .sort(compareBy(query.sort))
        .slice(offset, offset + limit)
        .map((r) => r.product_id);
    },
    priceRanges: async () => priceRanges((await rows()).map((r) => r.price_cents)),
    attributeCounts: async () => attributeCountsOf(ctx.db, ctx.dialect, await ids()),
    async categoryCounts(candidates) {
      // A product counts in every category whose listing includes it: the categories it is
      // assigned to and their anchor ancestors (what the listing index holds).
      const [assignments, categories] = await Promise.all([
        directCategoriesOf(ctx.db, ctx.dialect, await ids()),
        ctx.loaders.categories(),
      ]);
      const wanted = new Set(candidates.map((c) => c.id));
      const byId = new Map(categories.map((c) => [c.id, c]));
      const listedIn = new Map<number, number[]>();
      const listingsOf = (categoryId: number) => {
        let list = listedIn.get(categoryId);
        if (!list) {
          const category = byId.get(categoryId);
          list = category
            ? category.path
                .split('/')
                .map(Number)
                .filter((id) => id === categoryId || byId.get(id)?.isAnchor)
            : [];
          listedIn.set(categoryId, list);
        }
        return list;
      };
      const perProduct = new Map<number, Set<number>>();
      for (const { product_id, category_id } of assignments) {
        let set = perProduct.get(product_id);
        if (!set) {
          set = new Set();
          perProduct.set(product_id, set);
        }
        for (const id of listingsOf(category_id)) if (wanted.has(id)) set.add(id);
      }
      const counts = new Map<number, number>();
      for (const set of perProduct.values()) for (const id of set) counts.set(id, (counts.get(id) ?? 0) + 1);
      return counts;
    },
  };
}

/** Orders matched rows as the SQL listing would: in stock first, ties by product id. */
function compareBy(sort: ListingQuery['sort']) {
  return (a: MatchedRow, b: MatchedRow): number => {
    if (a.in_stock !== b.in_stock) return b.in_stock - a.in_stock;
    for (const { field, direction } of sort) {
      const sign = direction === 'ASC' ? 1 : -1;
      let difference = 0;
      if (field === 'relevance')
        difference = b.rank - a.rank; // rank 0 is the best match
      else if (field === 'position') difference = a.position - b.position;
      else if (field === 'price') difference = a.price_cents - b.price_cents;
      else difference = a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : 0;
      if (difference !== 0) return sign * difference;
    }
    return a.product_id - b.product_id;
  };
}
