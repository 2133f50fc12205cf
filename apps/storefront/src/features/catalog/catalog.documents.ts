import { graphql } from '../../lib/typed-document';

/**
 * Catalogue documents for the home page. Result types follow Magento 2.4's schema, where almost
 * every field is nullable; `catalog.server.ts` turns them into non-null view models.
 * They are written by hand until GraphQL Code Generator is wired (STYLE §4).
 */

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface CategoryTreeNode {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  /** Dynamic EAV attribute: 1 or 0. */
  include_in_menu: number | null;
  position: number | null;
  product_count: number | null;
}

export interface DepartmentsQuery {
  categories: {
    items: Array<{
      uid: string;
      name: string | null;
      url_path: string | null;
      url_suffix: string | null;
      children: Array<CategoryTreeNode | null> | null;
    } | null> | null;
  } | null;
}

/** Without a filter, `categories` answers the root category; its children are the departments. */
export const Departments = graphql<DepartmentsQuery>(`
  query Departments {
    categories {
      items {
        uid
        name
        url_path
        url_suffix
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
`);

export interface ProductSummary {
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: Money;
      final_price: Money;
    };
  };
}

export interface CategoryProductsQuery {
  products: {
    total_count: number | null;
    items: Array<ProductSummary | null> | null;
  } | null;
}

export interface CategoryProductsVariables {
  categoryUid: string;
  pageSize: number;
}

export const CategoryProducts = graphql<CategoryProductsQuery, CategoryProductsVariables>(`
  query CategoryProducts($categoryUid: String!, $pageSize: Int!) {
    products(filter: { category_uid: { eq: $categoryUid } }, pageSize: $pageSize, sort: { position: ASC }) {
      total_count
      items {
        uid
        sku
        name
        url_key
        url_suffix
        small_image {
          url
          label
        }
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
              currency
            }
          }
        }
      }
    }
  }
`);
