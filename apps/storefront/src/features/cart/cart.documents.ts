import { graphql } from '../../lib/typed-document';

/**
 * The cart's GraphQL documents (Magento 2.4 QuoteGraphQl, rules §3 Cart and Cart item, §7 Cart
 * calls). Every mutation answers the same cart fields, so its result replaces the cached cart.
 */

const CART_FIELDS = `
  fragment CartFields on Cart {
    id
    is_virtual
    total_quantity
    items {
      __typename
      uid
      quantity
      product {
        uid
        sku
        name
        url_key
        url_suffix
        thumbnail { url label }
        stock_status
        only_x_left_in_stock
      }
      prices {
        price { value currency }
        row_total { value currency }
        original_row_total { value currency }
        total_item_discount { value currency }
      }
      ... on ConfigurableCartItem {
        configurable_options {
          configurable_product_option_uid
          option_label
          configurable_product_option_value_uid
          value_label
        }
        configured_variant {
          uid
          sku
          thumbnail { url label }
          stock_status
          only_x_left_in_stock
        }
      }
      ... on BundleCartItem {
        bundle_options { uid label values { uid label quantity } }
      }
      ... on DownloadableCartItem {
        links { uid title }
      }
    }
    prices {
      subtotal_including_tax { value currency }
      subtotal_with_discount_excluding_tax { value currency }
      grand_total { value currency }
      discounts { label amount { value currency } }
    }
    applied_coupons { code }
    minimum_order { met minimum { value currency } missing { value currency } }
  }
`;

export interface MoneyFields {
  value: number | null;
  currency: string | null;
}

interface CartProductFields {
  uid: string;
  sku: string | null;
  name?: string | null;
  url_key?: string | null;
  url_suffix?: string | null;
  thumbnail: { url: string | null; label: string | null } | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
}

/** One line of the cart as the server answers it (CartItemInterface and its types' fields). */
export interface CartItemFields {
  __typename: string;
  uid: string;
  quantity: number;
  product: CartProductFields;
  prices: {
    price: MoneyFields;
    row_total: MoneyFields;
    /** The row at the regular price: above row_total when a special or quantity price applies. */
    original_row_total?: MoneyFields | null;
    total_item_discount: MoneyFields | null;
  } | null;
  configurable_options?: Array<{
    configurable_product_option_uid: string;
    option_label: string;
    configurable_product_option_value_uid: string;
    value_label: string;
  }>;
  configured_variant?: CartProductFields | null;
  bundle_options?: Array<{
    uid: string;
    label: string;
    values: Array<{ uid: string; label: string; quantity: number }>;
  }>;
  links?: Array<{ uid: string; title: string | null } | null> | null;
}

export interface CartFields {
  id: string;
  is_virtual: boolean;
  total_quantity: number;
  /** Magento may answer null entries (a product removed from the catalogue): filtered out. */
  items: Array<CartItemFields | null> | null;
  prices: {
    subtotal_including_tax: MoneyFields | null;
    /** Goods after coupon discounts, before Pix and delivery (what the rules §9 rules measure). */
    subtotal_with_discount_excluding_tax?: MoneyFields | null;
    grand_total: MoneyFields | null;
    discounts: Array<{ label: string; amount: MoneyFields } | null> | null;
  } | null;
  applied_coupons: Array<{ code: string } | null> | null;
  /** The server's verdict on the minimum order (our own Cart field, not Magento's). */
  minimum_order?: { met: boolean; minimum: MoneyFields; missing: MoneyFields } | null;
}

/** CartItemInput of addProductsToCart. */
export interface CartItemInput {
  /** The product's sku (for configurables the parent's, with `selected_options`). */
  sku: string;
  quantity: number;
  parent_sku?: string;
  /** Configurable value uids, bundle selection uids, downloadable link uids. */
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

export interface CartUserInputError {
  code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';
  message: string;
}

export const CartQuery = graphql<{ cart: CartFields | null }, { cartId: string }>(`
  query Cart($cartId: String!) {
    cart(cart_id: $cartId) { ...CartFields }
  }
  ${CART_FIELDS}
`);

/**
 * The logged-in customer's cart (created by the server when absent, semantics §3.5); guests use
 * `cart(cart_id)`.
 */
export const CustomerCartQuery = graphql<{ customerCart: CartFields }>(`
  query CustomerCart {
    customerCart { ...CartFields }
  }
  ${CART_FIELDS}
`);

/**
 * Moves a guest cart's lines into the customer's cart after login (semantics §4): the source
 * must be a guest cart, the destination the caller's own; the source is deactivated.
 */
export const MergeCarts = graphql<
  { mergeCarts: CartFields },
  { sourceCartId: string; destinationCartId: string }
>(`
  mutation MergeCarts($sourceCartId: String!, $destinationCartId: String) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) { ...CartFields }
  }
  ${CART_FIELDS}
`);

/** A new guest cart, or the customer's cart when a token is sent (returns its masked id). */
export const CreateEmptyCart = graphql<{ createEmptyCart: string | null }>(`
  mutation CreateEmptyCart {
    createEmptyCart
  }
`);

export const AddProductsToCart = graphql<
  { addProductsToCart: { cart: CartFields; user_errors: CartUserInputError[] } | null },
  { cartId: string; cartItems: CartItemInput[] }
>(`
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart { ...CartFields }
      user_errors { code message }
    }
  }
  ${CART_FIELDS}
`);

/** Sets line quantities; quantity 0 removes a line (used to clear the cart in one request). */
export const UpdateCartItems = graphql<
  { updateCartItems: { cart: CartFields } | null },
  { cartId: string; items: Array<{ cart_item_uid: string; quantity: number }> }
>(`
  mutation UpdateCartItems($cartId: String!, $items: [CartItemUpdateInput!]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {
      cart { ...CartFields }
    }
  }
  ${CART_FIELDS}
`);

export const RemoveItemFromCart = graphql<
  { removeItemFromCart: { cart: CartFields } | null },
  { cartId: string; uid: string }
>(`
  mutation RemoveItemFromCart($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart { ...CartFields }
    }
  }
  ${CART_FIELDS}
`);

export const ApplyCouponToCart = graphql<
  { applyCouponToCart: { cart: CartFields } | null },
  { cartId: string; code: string }
>(`
  mutation ApplyCouponToCart($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart { ...CartFields }
    }
  }
  ${CART_FIELDS}
`);

export const RemoveCouponFromCart = graphql<
  { removeCouponFromCart: { cart: CartFields | null } | null },
  { cartId: string }
>(`
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart { ...CartFields }
    }
  }
  ${CART_FIELDS}
`);

export interface EstimatedShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
  amount: MoneyFields;
  available: boolean;
  error_message: string | null;
}

/**
 * Shipping methods and prices of the cart for a destination, without changing the cart
 * (Magento estimateShippingMethods). The server answers them to logged-in customers only
 * (rules §6: 'Log in or register to check shipping costs').
 */
export const EstimateShippingMethods = graphql<
  { estimateShippingMethods: Array<EstimatedShippingMethod | null> | null },
  { cartId: string; postcode: string }
>(`
  mutation EstimateShippingMethods($cartId: String!, $postcode: String!) {
    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: BR, postcode: $postcode } }) {
      carrier_code carrier_title method_code method_title available error_message
      amount { value currency }
    }
  }
`);

/** BRL → display currency rates, to show the BRL thresholds (minimum order, free shipping) in it. */
export const ExchangeRates = graphql<{
  currency: {
    exchange_rates: Array<{ currency_to: string | null; rate: number | null } | null> | null;
  } | null;
}>(`
  query ExchangeRates {
    currency { exchange_rates { currency_to rate } }
  }
`);
