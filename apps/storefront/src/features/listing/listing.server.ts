import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { CommerceQueryError, type CommerceQueryOptions, commerceQuery } from '../../lib/graphql.server';
import { localePath } from '../../lib/locales';
import { type ProductCardData, toProductCardData } from '../../lib/product-card.documents';
import type { RequestContext } from '../../lib/request.server';
import {
  type AggregationFields,
  ListingCategory as ListingCategoryDocument,
  type ListingCategoryQuery,
  ListingProducts,
  type ListingProductsQuery,
  type ProductFilterInput,
} from './listing.documents';
import {
  CATEGORY_FACET,
  type ListingState,
  listingQuery,
  type MultiFacet,
  priceRangeOf,
  sortInput,
} from './listing-params';

export interface FacetOption {
  value: string;
  label: string;
  /** Products with this value; unknown for a ticked value the current results no longer count. */
  count: number | undefined;
  selected: boolean;
}

export interface Facet {
  /** Attribute code: `category_uid`, `price`, `manufacturer`, `color`. */
  code: string;
  label: string;
  options: FacetOption[];
}

/**
 * How price facet values (`from_to`, in the store's base currency, as Magento buckets and filters
 * them) read in the shopper's display currency: amount × rate, formatted in `currency`.
 */
export interface PriceScale {
  currency: string;
  rate: number;
}

export interface ListingResult {
  priceScale: PriceScale;
  products: ProductCardData[];
  total: number;
  totalPages: number;
  facets: Facet[];
}

/** What is listed: a category's products, or the matches of a search (text or exact SKU). */
export type ListingSource =
  | { kind: 'category'; categoryUid: string }
  | { kind: 'search'; text: string }
  | { kind: 'sku'; sku: string };

/** The requested page is past the last one (a stale link); the caller sends the shopper to page 1. */
export class PageOutOfRangeError extends Error {
  override readonly name = 'PageOutOfRangeError';
}

const SELECTABLE_FACETS: readonly string[] = [CATEGORY_FACET, 'price', 'manufacturer', 'color'];

/** One page of a listing with its facets, in the shopper's store view and currency. */
export async function fetchListing(
  ctx: RequestContext,
  source: ListingSource,
  state: ListingState,
): Promise<ListingResult> {
  const base: ProductFilterInput = {};
  if (source.kind === 'category') base.category_uid = { eq: source.categoryUid };
  else if (state.filters.category_uid) base.category_uid = { eq: state.filters.category_uid };
  if (source.kind === 'sku') base.sku = { eq: source.sku };

  const withFacet = (skip?: MultiFacet): ProductFilterInput => {
    const filter: ProductFilterInput = { ...base };
    const { manufacturer, color, price } = state.filters;
    if (skip !== 'manufacturer' && manufacturer.length > 0) filter.manufacturer = { in: manufacturer };
    if (skip !== 'color' && color.length > 0) filter.color = { in: color };
    const range = skip === 'price' ? undefined : priceRangeOf(price);
    if (range) {
      filter.price = {
        ...(range.from !== undefined ? { from: String(range.from) } : {}),
        ...(range.to !== undefined ? { to: String(range.to) } : {}),
      };
    }
    return filter;
  };

  let data: ListingProductsQuery;
  try {
    data = await commerceQuery(
      ListingProducts,
      {
        search: source.kind === 'search' ? source.text : null,
        filter: withFacet(),
        pageSize: state.itemsPerPage,
        currentPage: state.page,
        sort: sortInput(state.sort, source.kind === 'category' ? 'category' : 'search'),
        manufacturerFacetFilter: withFacet('manufacturer'),
        colorFacetFilter: withFacet('color'),
        priceFacetFilter: withFacet('price'),
        withManufacturerFacet: state.filters.manufacturer.length > 0,
        withColorFacet: state.filters.color.length > 0,
        withPriceFacet: state.filters.price.length > 0,
      },
      { store: ctx.store, currency: ctx.currency },
    );
  } catch (error) {
    // Magento answers a page past the end with an input error on `items` ("currentPage value N
    // specified is greater than the M page(s) available").
    if (
      state.page > 1 &&
      error instanceof CommerceQueryError &&
      error.errors.some((entry) => entry.extensions?.category === 'graphql-input')
    ) {
      throw new PageOutOfRangeError(`page ${state.page} is past the end of the listing`, { cause: error });
    }
    throw error;
  }

  const products = data.products;
  const total = products?.total_count ?? 0;
  // A multi-select facet lists its options as if its own values were not ticked, so the shopper
  // can add a second brand; the other facets narrow it as usual.
  const own: Partial<Record<MultiFacet, Array<AggregationFields | null> | null | undefined>> = {
    manufacturer: data.manufacturerFacet?.aggregations,
    color: data.colorFacet?.aggregations,
    price: data.priceFacet?.aggregations,
  };
  const facets = (products?.aggregations ?? [])
    .filter((aggregation): aggregation is AggregationFields => aggregation !== null)
    .filter((aggregation) => SELECTABLE_FACETS.includes(aggregation.attribute_code))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((aggregation) => {
      const code = aggregation.attribute_code;
      const ownAggregation = own[code as MultiFacet]?.find((entry) => entry?.attribute_code === code);
      return toFacet(ownAggregation ?? aggregation, state);
    })
    .filter((facet) => facet.options.length > 0);

  return {
    priceScale: priceScaleOf(data.currency, ctx.currency),
    products: (products?.items ?? [])
      .filter((item): item is NonNullable<typeof item> => item !== null)
      .map(toProductCardData),
    total,
    totalPages: products?.page_info?.total_pages ?? Math.ceil(total / state.itemsPerPage),
    facets,
  };
}

function priceScaleOf(currency: ListingProductsQuery['currency'], display: string): PriceScale {
  const base = currency?.base_currency_code ?? display;
  if (base === display) return { currency: display, rate: 1 };
  const rate = currency?.exchange_rates?.find((entry) => entry?.currency_to === display)?.rate;
  // Without a rate the ranges are shown as they are, in the base currency: still true, never converted wrongly.
  return rate ? { currency: display, rate } : { currency: base, rate: 1 };
}

function toFacet(aggregation: AggregationFields, state: ListingState): Facet {
  const code = aggregation.attribute_code;
  const selected = (value: string): boolean =>
    code === CATEGORY_FACET
      ? state.filters.category_uid === value
      : (state.filters[code as MultiFacet] ?? []).includes(value);
  const options: FacetOption[] = (aggregation.options ?? [])
    .filter((option): option is NonNullable<typeof option> => option !== null && option.value !== '')
    .map((option) => ({
      value: option.value,
      label: option.label ?? option.value,
      count: option.count ?? 0,
      selected: selected(option.value),
    }));
  // A ticked value the aggregation no longer lists (other filters left none of it, or price
  // buckets changed width) stays in the list, ticked, so the facet form keeps sending it.
  const ticked = code === CATEGORY_FACET ? [] : (state.filters[code as MultiFacet] ?? []);
  const missing = ticked
    .filter((value) => !options.some((option) => option.value === value))
    .map((value) => ({ value, label: value, count: undefined, selected: true }));
  return { code, label: aggregation.label ?? code, options: [...missing, ...options] };
}

export type ListingCategory = NonNullable<
  NonNullable<NonNullable<ListingCategoryQuery['categories']>['items']>[number]
>;

/** The category with its SEO fields, breadcrumbs and children, or undefined when the uid names none. */
export async function findListingCategory(
  categoryUid: string,
  options: CommerceQueryOptions,
): Promise<ListingCategory | undefined> {
  const data = await commerceQuery(ListingCategoryDocument, { uid: categoryUid }, options);
  return data.categories?.items?.find((item): item is ListingCategory => item !== null) ?? undefined;
}

/** One category lookup per request and store view, shared by generateMetadata and the page. */
export const loadCategory = cache(
  (store: RequestContext['store'], currency: string, uid: string): Promise<ListingCategory | undefined> =>
    findListingCategory(uid, { store, currency }),
);

/** Rules §2: category links are /{url_path}{url_suffix}. */
export function categoryPath(category: {
  url_path: string | null;
  url_suffix: string | null;
  uid: string;
}): string {
  return category.url_path
    ? `/${category.url_path}${category.url_suffix ?? ''}`
    : `/categories?categoryId=${encodeURIComponent(category.uid)}`;
}

/**
 * `fetchListing` for a page: a page past the end (an old or edited link) sends the shopper to
 * the first page of the same listing instead of an error.
 */
export async function fetchListingPage(
  ctx: RequestContext,
  source: ListingSource,
  state: ListingState,
  basePath: string,
): Promise<ListingResult> {
  try {
    return await fetchListing(ctx, source, state);
  } catch (error) {
    if (error instanceof PageOutOfRangeError) {
      redirect(localePath(ctx.locale, basePath) + listingQuery(state, { page: 1 }));
    }
    throw error;
  }
}
