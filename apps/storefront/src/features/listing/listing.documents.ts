import { PRODUCT_CARD_FIELDS, type ProductCardFragment } from '../../lib/product-card.documents';
import { graphql } from '../../lib/typed-document';

/**
 * Listing documents (rules §7 "facet search": search, filter, pageSize, currentPage, sort; items,
 * page_info, total_count, aggregations). Result types follow Magento 2.4, where most fields are
 * nullable; listing.server.ts resolves them. Written by hand until codegen is wired (STYLE §4).
 */

export type SortDirection = 'ASC' | 'DESC';

export interface ProductFilterInput {
  category_uid?: { eq: string };
  sku?: { eq: string };
  manufacturer?: { in: string[] };
  color?: { in: string[] };
  price?: { from?: string; to?: string };
}

export interface AggregationFields {
  attribute_code: string;
  label: string | null;
  count: number | null;
  position: number | null;
  options: Array<{ label: string | null; value: string; count: number | null } | null> | null;
}

interface FacetOnly {
  aggregations: Array<AggregationFields | null> | null;
}

export interface ListingProductsQuery {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
    aggregations: Array<AggregationFields | null> | null;
    items: Array<ProductCardFragment | null> | null;
  } | null;
  /** Price facets and filters are in the base currency; labels convert them to the display one. */
  currency: {
    base_currency_code: string | null;
    exchange_rates: Array<{ currency_to: string | null; rate: number | null } | null> | null;
  } | null;
  manufacturerFacet?: FacetOnly | null;
  colorFacet?: FacetOnly | null;
  priceFacet?: FacetOnly | null;
}

export interface ListingProductsVariables {
  search: string | null;
  filter: ProductFilterInput;
  pageSize: number;
  currentPage: number;
  sort: Partial<Record<'position' | 'relevance' | 'name' | 'price', SortDirection>>;
  /** The same filter without the facet's own values, so its options stay selectable (multi-select). */
  manufacturerFacetFilter: ProductFilterInput;
  colorFacetFilter: ProductFilterInput;
  priceFacetFilter: ProductFilterInput;
  withManufacturerFacet: boolean;
  withColorFacet: boolean;
  withPriceFacet: boolean;
}

const AGGREGATION_FIELDS = `
  aggregations(filter: { category: { includeDirectChildrenOnly: true } }) {
    attribute_code
    label
    count
    position
    options { label value count }
  }
`;

export const ListingProducts = graphql<ListingProductsQuery, ListingProductsVariables>(`
  query ListingProducts(
    $search: String
    $filter: ProductAttributeFilterInput!
    $pageSize: Int!
    $currentPage: Int!
    $sort: ProductAttributeSortInput
    $manufacturerFacetFilter: ProductAttributeFilterInput!
    $colorFacetFilter: ProductAttributeFilterInput!
    $priceFacetFilter: ProductAttributeFilterInput!
    $withManufacturerFacet: Boolean!
    $withColorFacet: Boolean!
    $withPriceFacet: Boolean!
  ) {
    products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage, sort: $sort) {
      total_count
      page_info { current_page page_size total_pages }
      ${AGGREGATION_FIELDS}
      items { ...ProductCardFields }
    }
    currency {
      base_currency_code
      exchange_rates { currency_to rate }
    }
    manufacturerFacet: products(search: $search, filter: $manufacturerFacetFilter, pageSize: 1)
      @include(if: $withManufacturerFacet) {
      ${AGGREGATION_FIELDS}
    }
    colorFacet: products(search: $search, filter: $colorFacetFilter, pageSize: 1) @include(if: $withColorFacet) {
      ${AGGREGATION_FIELDS}
    }
    priceFacet: products(search: $search, filter: $priceFacetFilter, pageSize: 1) @include(if: $withPriceFacet) {
      ${AGGREGATION_FIELDS}
    }
  }
  ${PRODUCT_CARD_FIELDS}
`);

export interface CategoryNode {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
}

export interface ListingCategoryQuery {
  categories: {
    items: Array<
      | (CategoryNode & {
          description: string | null;
          meta_title: string | null;
          meta_description: string | null;
          meta_keywords: string | null;
          product_count: number | null;
          breadcrumbs: Array<{
            category_uid: string;
            category_name: string | null;
            category_url_path: string | null;
          } | null> | null;
          children: Array<
            (CategoryNode & { product_count: number | null; include_in_menu: number | null }) | null
          > | null;
        })
      | null
    > | null;
  } | null;
}

/** A category's page data: names, SEO fields, breadcrumbs and direct children (for sub-category links). */
export const ListingCategory = graphql<ListingCategoryQuery, { uid: string }>(`
  query ListingCategory($uid: String!) {
    categories(filters: { category_uid: { eq: $uid } }) {
      items {
        uid
        name
        url_path
        url_suffix
        description
        meta_title
        meta_description
        meta_keywords
        product_count
        breadcrumbs { category_uid category_name category_url_path }
        children { uid name url_path url_suffix product_count include_in_menu }
      }
    }
  }
`);

interface IndexNode extends CategoryNode {
  product_count: number | null;
  include_in_menu: number | null;
}

export interface CategoryIndexQuery {
  categories: {
    items: Array<{
      children: Array<(IndexNode & { children: Array<IndexNode | null> | null }) | null> | null;
    } | null> | null;
  } | null;
}

/** Without a filter, `categories` answers the root: its children are the departments. */
export const CategoryIndex = graphql<CategoryIndexQuery>(`
  query CategoryIndex {
    categories {
      items {
        children {
          uid
          name
          url_path
          url_suffix
          product_count
          include_in_menu
          children { uid name url_path url_suffix product_count include_in_menu }
        }
      }
    }
  }
`);
