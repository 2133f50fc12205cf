import { toCents } from '@store/br';
import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { MAX_PAGE_SIZE } from '../../graphql/limits';
import { decodeIdUid, encodeUid } from '../../graphql/uid';
import type { SearchIndexHolder } from '../search/index-holder';
import { matchSearch } from '../search/query';
import { queryWords } from '../search/text';
import { ROOT_CATEGORY_ID } from './indexer';
import type { ListingQuery } from './listing';
import { type ListingSource, listingSource } from './listing-source';
import { priceRangeOption } from './price-buckets';
import { attributeOptions, type ProductRow } from './repository';

/** Filterable select attributes and their facet labels per store language. */
export const FILTERABLE_ATTRIBUTES = {
  manufacturer: { id: 83, position: 2, label: { default: 'Marca', en: 'Brand', german: 'Marke' } },
  color: { id: 93, position: 3, label: { default: 'Cor', en: 'Color', german: 'Farbe' } },
} as const;
export type FilterableAttribute = keyof typeof FILTERABLE_ATTRIBUTES;

const FACET_LABELS = {
  category: { default: 'Categoria', en: 'Category', german: 'Kategorie' },
  price: { default: 'Preço', en: 'Price', german: 'Preis' },
} as const;

const SORT_LABELS = {
  relevance: { default: 'Relevância', en: 'Relevance', german: 'Relevanz' },
  position: { default: 'Posição', en: 'Position', german: 'Position' },
  name: { default: 'Nome', en: 'Product Name', german: 'Produktname' },
  price: { default: 'Preço', en: 'Price', german: 'Preis' },
} as const;

type Localized = { default: string; en: string; german: string };
const localized = (ctx: RequestContext, text: Localized) =>
  text[ctx.store.code as keyof Localized] ?? text.default;

interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
interface RangeFilter {
  from?: string | null;
  to?: string | null;
}
interface MatchFilter {
  match?: string | null;
}

export interface ProductFilterInput {
  category_id?: EqualFilter | null;
  category_uid?: EqualFilter | null;
  category_url_path?: EqualFilter | null;
  url_key?: EqualFilter | null;
  sku?: EqualFilter | null;
  name?: MatchFilter | null;
  description?: MatchFilter | null;
  short_description?: MatchFilter | null;
  price?: RangeFilter | null;
  manufacturer?: EqualFilter | null;
  color?: EqualFilter | null;
}

export type SortInput = Partial<Record<'relevance' | 'position' | 'name' | 'price', 'ASC' | 'DESC' | null>>;

export interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: SortInput | null;
}

export interface Pagination {
  pageSize: number;
  currentPage: number;
}

/** A resolved products() call: items and counts are computed on demand by the field resolvers. */
export interface ProductSearchResult {
  query: ListingQuery | undefined;
  pagination: Pagination;
  hasSearch: boolean;
  /** Memoised by the service: how the listing is computed, and its total. */
  source?: ListingSource;
  total?: Promise<number>;
}

/** Magento's guards on pageSize/currentPage (the maximum as its SearchCriteriaValidator). */
export function validatePagination(
  pageSize: number | null | undefined,
  currentPage: number | null | undefined,
): Pagination {
  const size = pageSize ?? 20;
  const page = currentPage ?? 1;
  if (page < 1) throw new InputError('currentPage value must be greater than 0.');
  if (size < 1) throw new InputError('pageSize value must be greater than 0.');
  if (size > MAX_PAGE_SIZE) throw new InputError(`Maximum pageSize is ${MAX_PAGE_SIZE}`);
  return { pageSize: size, currentPage: page };
}

/** Magento refuses a page past the last one (when there is at least one result). */
export function assertPageExists(total: number, { pageSize, currentPage }: Pagination): void {
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw new InputError(
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
}

function equalValues(filter: EqualFilter | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  const values = [
    ...(filter.eq != null ? [filter.eq] : []),
    ...(filter.in ?? []).filter((v): v is string => v != null),
  ];
  return values;
}

function parsePrice(value: string | null | undefined, bound: 'from' | 'to'): number | undefined {
  if (value == null || value.trim() === '') return undefined;
  const number = Number(value.trim().replace(',', '.'));
  if (!Number.isFinite(number) || number < 0) {
    throw new InputError(`Invalid price filter: "${bound}" must be a non-negative number, got "${value}".`);
  }
  return toCents(number);
}

/**
 * Catalogue rules: turns Magento's products() arguments into a listing query over the index,
 * and computes items, counts and aggregations on request.
 */
export function createCatalogService(searchIndex?: SearchIndexHolder) {
  async function resolveListing(ctx: RequestContext, args: ProductsArgs): Promise<ListingQuery | undefined> {
    const filter = args.filter ?? {};
    const search = args.search?.trim() ? args.search.trim() : undefined;
    const categories = await ctx.loaders.categories();
    const query: ListingQuery = { categoryId: ROOT_CATEGORY_ID, attributes: [], sort: [] };

    const categoryIds: number[] = [];
    const ids = equalValues(filter.category_id);
    if (ids) for (const id of ids) categoryIds.push(/^\d+$/.test(id) ? Number(id) : -1);
    const uids = equalValues(filter.category_uid);
    if (uids) for (const uid of uids) categoryIds.push(decodeIdUid(uid) ?? -1);
    const paths = equalValues(filter.category_url_path);
    if (paths) {
      for (const urlPath of paths) categoryIds.push(categories.find((c) => c.urlPath === urlPath)?.id ?? -1);
    }
    if (ids || uids || paths) {
      const known = categoryIds.filter((id) => categories.some((c) => c.id === id));
      if (known.length === 0) return undefined; // nothing can match an unknown category
      if (known.length === 1) query.categoryId = known[0]!;
      else query.anyOfCategoryIds = known;
    }

    const skus = equalValues(filter.sku);
    if (skus) query.skus = skus;
    const urlKeys = equalValues(filter.url_key);
    if (urlKeys) query.urlKeys = urlKeys;
    if ((skus && skus.length === 0) || (urlKeys && urlKeys.length === 0)) return undefined;
    // Bounded like a search (128 characters, 10 words): each word is one more condition.
    if (filter.name?.match) query.nameWords = queryWords(filter.name.match);
    const descriptionMatch = [filter.description?.match, filter.short_description?.match]
      .filter(Boolean)
      .join(' ');
    if (descriptionMatch) query.descriptionWords = queryWords(descriptionMatch);

    if (filter.price) {
      // Prices are filtered in the base currency (BRL), as Magento filters its price index.
      query.priceFromCents = parsePrice(filter.price.from, 'from');
      query.priceToCents = parsePrice(filter.price.to, 'to');
    }
    for (const code of Object.keys(FILTERABLE_ATTRIBUTES) as FilterableAttribute[]) {
      const values = equalValues(filter[code]);
      if (values)
        query.attributes.push({ code, optionIds: values.filter((v) => /^\d+$/.test(v)).map(Number) });
    }

    if (search) {
      // The match runs once; count, page and facets then join its ranked ids.
      const matches = await matchSearch(ctx.db, ctx.dialect, searchIndex, search);
      if (!matches?.count) return undefined;
      query.search = matches;
    }

    const sort = Object.entries(args.sort ?? {}).filter(([, direction]) => direction) as [
      ListingQuery['sort'][number]['field'],
      'ASC' | 'DESC',
    ][];
    query.sort = sort.length
      ? sort.map(([field, direction]) => ({ field, direction }))
      : search
        ? [{ field: 'relevance', direction: 'DESC' }]
        : [{ field: 'position', direction: 'ASC' }];
    if (!ctx.store.isDefault) query.storeCode = ctx.store.code;
    return query;
  }

  return {
    /** products(search, filter, pageSize, currentPage, sort) — Magento's catalogue search. */
    async searchProducts(ctx: RequestContext, args: ProductsArgs): Promise<ProductSearchResult> {
      const hasSearch = Boolean(args.search?.trim());
      if (!hasSearch && !args.filter)
        throw new InputError("'search' or 'filter' input argument is required.");
      const pagination = validatePagination(args.pageSize, args.currentPage);
      return { query: await resolveListing(ctx, args), pagination, hasSearch };
    },

    /** The products of one category, as category.products(...) lists them. */
    async categoryProducts(
      ctx: RequestContext,
      categoryId: number,
      args: ProductsArgs,
    ): Promise<ProductSearchResult> {
      const pagination = validatePagination(args.pageSize, args.currentPage);
      const query = await resolveListing(ctx, {
        ...args,
        filter: { category_id: { eq: String(categoryId) } },
      });
      return { query, pagination, hasSearch: false };
    },

    /** Total matches; memoised on the result so items and page_info share one count. */
    async totalCount(ctx: RequestContext, result: ProductSearchResult): Promise<number> {
      const source = sourceOf(ctx, result);
      if (!source) return 0;
      result.total ??= source.total();
      return result.total;
    },

    /** The requested page; past the last page is Magento's input error. */
    async items(ctx: RequestContext, result: ProductSearchResult): Promise<ProductRow[]> {
      const source = sourceOf(ctx, result);
      if (!source) return [];
      const { pageSize, currentPage } = result.pagination;
      assertPageExists(await this.totalCount(ctx, result), result.pagination);
      const ids = await source.page(pageSize, (currentPage - 1) * pageSize);
      const rows = await ctx.loaders.productById.loadMany(ids);
      return rows.filter((row): row is ProductRow => row !== undefined && !(row instanceof Error));
    },

    async pageInfo(ctx: RequestContext, result: ProductSearchResult) {
      const total = await this.totalCount(ctx, result);
      const { pageSize, currentPage } = result.pagination;
      return { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(total / pageSize) };
    },

    sortFields(ctx: RequestContext, result: ProductSearchResult) {
      const fields = result.hasSearch
        ? (['relevance', 'name', 'price'] as const)
        : (['position', 'name', 'price'] as const);
      return {
        default: result.hasSearch ? 'relevance' : 'position',
        options: fields.map((value) => ({ value, label: localized(ctx, SORT_LABELS[value]) })),
      };
    },

    /** Layered-navigation facets of the listing (Magento's aggregations). */
    async aggregations(ctx: RequestContext, result: ProductSearchResult, directChildrenOnly: boolean) {
      const source = sourceOf(ctx, result);
      if (!source || !result.query || (await this.totalCount(ctx, result)) === 0) return [];
      const [categoryFacet, priceFacet, attributeFacets] = await Promise.all([
        categoryAggregation(ctx, result.query, source, directChildrenOnly),
        priceAggregation(ctx, source),
        attributeAggregations(ctx, source),
      ]);
      return [categoryFacet, priceFacet, ...attributeFacets].filter(
        (a) => a !== undefined && a.options.length > 0,
      );
    },
  };
}

function sourceOf(ctx: RequestContext, result: ProductSearchResult): ListingSource | undefined {
  if (!result.query) return undefined;
  result.source ??= listingSource(ctx, result.query);
  return result.source;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

async function categoryAggregation(
  ctx: RequestContext,
  query: ListingQuery,
  source: ListingSource,
  directChildrenOnly: boolean,
) {
  const categories = await ctx.loaders.categories();
  const base = categories.find((c) => c.id === query.categoryId);
  if (!base) return undefined;
  const candidates = categories.filter((c) =>
    directChildrenOnly ? c.parentId === base.id : c.path.startsWith(`${base.path}/`),
  );
  const counts = await source.categoryCounts(candidates);
  const options = candidates
    .filter((c) => (counts.get(c.id) ?? 0) > 0)
    .map((c) => ({ label: c.name, value: encodeUid(c.id), count: counts.get(c.id) ?? 0 }));
  return {
    attribute_code: 'category_uid',
    label: localized(ctx, FACET_LABELS.category),
    position: 0,
    count: options.length,
    options,
  };
}

async function priceAggregation(ctx: RequestContext, source: ListingSource) {
  const options = (await source.priceRanges()).map(priceRangeOption);
  return {
    attribute_code: 'price',
    label: localized(ctx, FACET_LABELS.price),
    position: 1,
    count: options.length,
    options,
  };
}

async function attributeAggregations(ctx: RequestContext, source: ListingSource) {
  const counts = await source.attributeCounts();
  return Promise.all(
    (Object.keys(FILTERABLE_ATTRIBUTES) as FilterableAttribute[]).map(async (code) => {
      const attribute = FILTERABLE_ATTRIBUTES[code];
      const byOption = new Map(counts.filter((c) => c.code === code).map((c) => [c.optionId, c.count]));
      const all = await ctx.cache.get(`options:${code}`, () => attributeOptions(ctx.db, code));
      const options = all
        .filter((o) => byOption.has(o.id))
        .map((o) => ({ label: o.label, value: String(o.id), count: byOption.get(o.id) ?? 0 }));
      return {
        attribute_code: code,
        label: localized(ctx, attribute.label),
        position: attribute.position,
        count: options.length,
        options,
      };
    }),
  );
}
