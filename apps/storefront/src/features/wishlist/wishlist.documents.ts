import { PRODUCT_CARD_FIELDS, type ProductCardFragment } from '../../lib/product-card.documents';
import { graphql } from '../../lib/typed-document';

/**
 * The wishlist's GraphQL documents (Magento WishlistGraphQl, rules §7 Wishlist): the customer's
 * wishlists with their items, add and remove on wishlist '0' (the customer's default, created
 * on demand). Every mutation answers the same wishlist fields, so its result replaces the cache.
 */

/**
 * Items per wishlist read at once: the drawer and My Account show the whole list. Each item
 * carries a product card (about 60 fields with its price lines), so 50 keep the document well
 * under the server's query cost limit (GRAPHQL_MAX_COMPLEXITY, 6,000).
 */
export const WISHLIST_PAGE_SIZE = 50;

const WISHLIST_FIELDS = `
  fragment WishlistFields on Wishlist {
    id
    items_count
    items_v2(currentPage: 1, pageSize: ${WISHLIST_PAGE_SIZE}) {
      items {
        __typename
        id
        quantity
        added_at
        product { ...ProductCardFields }
        ... on ConfigurableWishlistItem {
          configurable_options {
            configurable_product_option_uid
            option_label
            configurable_product_option_value_uid
            value_label
          }
          configured_variant { sku }
        }
        ... on BundleWishlistItem {
          bundle_options { uid label values { uid label quantity } }
        }
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

export interface WishlistItemFields {
  __typename: string;
  id: string;
  quantity: number;
  added_at: string;
  product: ProductCardFragment | null;
  configurable_options?: Array<{
    configurable_product_option_uid: string;
    option_label: string;
    configurable_product_option_value_uid: string;
    value_label: string;
  }> | null;
  configured_variant?: { sku: string | null } | null;
  bundle_options?: Array<{
    uid: string;
    label: string;
    values: Array<{ uid: string; label: string; quantity: number }>;
  }> | null;
}

export interface WishlistFields {
  id: string | null;
  items_count: number | null;
  items_v2: { items: Array<WishlistItemFields | null> } | null;
}

/** WishlistItemInput of addProductsToWishlist. */
export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

export interface WishlistUserError {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

export const CustomerWishlists = graphql<{
  customer: { wishlists: Array<WishlistFields | null> } | null;
}>(`
  query CustomerWishlists {
    customer { wishlists { ...WishlistFields } }
  }
  ${WISHLIST_FIELDS}
`);

export const AddProductsToWishlist = graphql<
  { addProductsToWishlist: { wishlist: WishlistFields; user_errors: WishlistUserError[] } | null },
  { wishlistId: string; items: WishlistItemInput[] }
>(`
  mutation AddProductsToWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      wishlist { ...WishlistFields }
      user_errors { code message }
    }
  }
  ${WISHLIST_FIELDS}
`);

export const RemoveProductsFromWishlist = graphql<
  { removeProductsFromWishlist: { wishlist: WishlistFields; user_errors: WishlistUserError[] } | null },
  { wishlistId: string; itemIds: string[] }
>(`
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist { ...WishlistFields }
      user_errors { code message }
    }
  }
  ${WISHLIST_FIELDS}
`);
