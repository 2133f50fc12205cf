import { PRODUCT_CARD_FIELDS, type ProductCardFragment } from '../../lib/product-card.documents';
import { graphql } from '../../lib/typed-document';

/**
 * Home page documents. Result types follow Magento 2.4 (mostly nullable); `home.server.ts` turns
 * them into view models. Written by hand until GraphQL Code Generator is wired.
 */

export interface DepartmentNode {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  include_in_menu: number | null;
  position: number | null;
  product_count: number | null;
  children?: Array<DepartmentNode | null> | null;
}

/** Without a filter, `categories` answers the root category; its children are the departments. */
export const HomeDepartments = graphql<{
  categories: {
    items: Array<{ uid: string; children: Array<DepartmentNode | null> | null } | null> | null;
  } | null;
}>(`
  query HomeDepartments {
    categories {
      items {
        uid
        children {
          uid
          name
          url_path
          url_suffix
          include_in_menu
          position
          product_count
          children {
            uid
            name
            url_path
            url_suffix
            include_in_menu
            position
            product_count
          }
        }
      }
    }
  }
`);

export interface ProductCardsResult {
  products: { items: Array<ProductCardFragment | null> | null } | null;
}

/** The first products of a category by its url_path (`ofertas`), in merchandising order. */
export const CategoryPathProducts = graphql<ProductCardsResult, { urlPath: string; pageSize: number }>(`
  query CategoryPathProducts($urlPath: String!, $pageSize: Int!) {
    products(filter: { category_url_path: { eq: $urlPath } }, pageSize: $pageSize, sort: { position: ASC }) {
      items {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`);

/** Card data for chosen SKUs (the order of the answer is not the order asked). */
export const ProductsBySku = graphql<ProductCardsResult, { skus: string[]; pageSize: number }>(`
  query ProductsBySku($skus: [String!]!, $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`);

export interface PoolItem {
  sku: string | null;
  rating_summary: number;
  review_count: number;
  new_from_date: string | null;
  new_to_date: string | null;
}

export interface AggregationFields {
  attribute_code: string;
  options: Array<{ label: string | null; value: string; count: number | null } | null> | null;
}

export interface CataloguePoolResult {
  products: {
    page_info: { total_pages: number | null } | null;
    items: Array<PoolItem | null> | null;
    aggregations?: Array<AggregationFields | null> | null;
  } | null;
}

/**
 * One page of the whole catalogue with only what ranks products (rating, novelty) — the API
 * sorts by relevance, position, name or price only — plus, on the first page, the brands.
 */
export const CataloguePool = graphql<
  CataloguePoolResult,
  { rootUid: string; pageSize: number; currentPage: number; withBrands: boolean }
>(`
  query CataloguePool($rootUid: String!, $pageSize: Int!, $currentPage: Int!, $withBrands: Boolean!) {
    products(
      filter: { category_uid: { eq: $rootUid } }
      pageSize: $pageSize
      currentPage: $currentPage
      sort: { position: ASC }
    ) {
      page_info {
        total_pages
      }
      items {
        sku
        rating_summary
        review_count
        new_from_date
        new_to_date
      }
      aggregations @include(if: $withBrands) {
        attribute_code
        options {
          label
          value
          count
        }
      }
    }
  }
`);
