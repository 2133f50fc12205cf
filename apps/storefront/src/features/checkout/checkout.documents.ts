import { graphql } from '../../lib/typed-document';

/**
 * The checkout's GraphQL documents (Magento 2.4 names, rules §7 Cart/Checkout). Every mutation
 * answers the whole checkout cart, so the page re-reads totals after each step (the Pix discount,
 * shipping, coupons all come from the server).
 */

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface CartAddressFields {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: { code: string | null; label: string | null; region_id: number | null } | null;
  postcode: string | null;
  country: { code: string; label: string };
  telephone: string | null;
  vat_id: string | null;
}

export interface ShippingMethodFields {
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
  amount: Money;
  available: boolean;
  error_message: string | null;
}

export interface CheckoutCartItem {
  uid: string;
  quantity: number;
  product: {
    sku: string;
    name: string | null;
    thumbnail: { url: string | null; label: string | null } | null;
  };
  prices: { row_total: Money; total_item_discount: Money | null } | null;
}

export interface CheckoutCartFields {
  id: string;
  email: string | null;
  is_virtual: boolean;
  total_quantity: number;
  items: Array<CheckoutCartItem | null> | null;
  shipping_addresses: Array<
    | (CartAddressFields & {
        available_shipping_methods: Array<ShippingMethodFields | null> | null;
        selected_shipping_method: {
          carrier_code: string;
          method_code: string;
          carrier_title: string;
          method_title: string;
          amount: Money;
        } | null;
      })
    | null
  >;
  billing_address: CartAddressFields | null;
  available_payment_methods: Array<{ code: string; title: string } | null> | null;
  selected_payment_method: { code: string; title: string; purchase_order_number: string | null } | null;
  prices: {
    grand_total: Money | null;
    subtotal_including_tax: Money | null;
    discounts: Array<{ label: string; amount: Money } | null> | null;
  } | null;
  applied_coupons: Array<{ code: string } | null> | null;
  /** The server's rules §9 rules for this cart (our own Cart fields): shown, never recomputed. */
  minimum_order: { met: boolean; minimum: Money; missing: Money } | null;
  installment_plan: Array<{
    number_installments: number;
    amount: Money;
    total: Money;
    interest_free: boolean;
  }> | null;
  pix_grand_total: Money | null;
}

const ADDRESS_FIELDS = `
  firstname lastname company street city
  region { code label region_id }
  postcode country { code label } telephone vat_id
`;

const CHECKOUT_CART_FIELDS = `
  id email is_virtual total_quantity
  items {
    uid quantity
    product { sku name thumbnail { url label } }
    prices { row_total { value currency } total_item_discount { value currency } }
  }
  shipping_addresses {
    ${ADDRESS_FIELDS}
    available_shipping_methods {
      carrier_code carrier_title method_code method_title available error_message
      amount { value currency }
    }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { value currency } }
  }
  billing_address { ${ADDRESS_FIELDS} }
  available_payment_methods { code title }
  selected_payment_method { code title purchase_order_number }
  prices {
    grand_total { value currency }
    subtotal_including_tax { value currency }
    discounts { label amount { value currency } }
  }
  applied_coupons { code }
  minimum_order { met minimum { value currency } missing { value currency } }
  installment_plan { number_installments amount { value currency } total { value currency } interest_free }
  pix_grand_total { value currency }
`;

type CartResult<K extends string> = { [key in K]: { cart: CheckoutCartFields } };

export const CheckoutCart = graphql<{ cart: CheckoutCartFields }, { cartId: string }>(`
  query CheckoutCart($cartId: String!) { cart(cart_id: $cartId) { ${CHECKOUT_CART_FIELDS} } }
`);

/** A logged-in customer's cart with the checkout fields (created by the server when absent). */
export const CustomerCheckoutCart = graphql<{ customerCart: CheckoutCartFields }>(`
  query CustomerCheckoutCart { customerCart { ${CHECKOUT_CART_FIELDS} } }
`);

export const SetGuestEmailOnCart = graphql<
  CartResult<'setGuestEmailOnCart'>,
  { cartId: string; email: string }
>(`
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) { cart { ${CHECKOUT_CART_FIELDS} } }
  }
`);

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  region?: string;
  region_id?: number;
  postcode: string;
  country_code: string;
  telephone: string;
  vat_id?: string;
}

export const SetShippingAddressesOnCart = graphql<
  CartResult<'setShippingAddressesOnCart'>,
  { cartId: string; address: CartAddressInput }
>(`
  mutation SetShippingAddressesOnCart($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart { ${CHECKOUT_CART_FIELDS} }
    }
  }
`);

/** Rules §4: a saved address chosen for shipping goes to the cart by its address-book id. */
export const SetShippingSavedAddressOnCart = graphql<
  CartResult<'setShippingAddressesOnCart'>,
  { cartId: string; addressId: number }
>(`
  mutation SetShippingSavedAddressOnCart($cartId: String!, $addressId: Int!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) {
      cart { ${CHECKOUT_CART_FIELDS} }
    }
  }
`);

export const SetShippingMethodsOnCart = graphql<
  CartResult<'setShippingMethodsOnCart'>,
  { cartId: string; carrierCode: string; methodCode: string }
>(`
  mutation SetShippingMethodsOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(
      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }
    ) { cart { ${CHECKOUT_CART_FIELDS} } }
  }
`);

export const SetBillingAddressOnCart = graphql<
  CartResult<'setBillingAddressOnCart'>,
  {
    cartId: string;
    billing: { address?: CartAddressInput; customer_address_id?: number; same_as_shipping?: boolean };
  }
>(`
  mutation SetBillingAddressOnCart($cartId: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      cart { ${CHECKOUT_CART_FIELDS} }
    }
  }
`);

export const SetPaymentMethodOnCart = graphql<
  CartResult<'setPaymentMethodOnCart'>,
  { cartId: string; code: string }
>(`
  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart { ${CHECKOUT_CART_FIELDS} }
    }
  }
`);

export interface RegionFields {
  id: number;
  code: string;
  name: string;
}

/** Rules §5: regions are kept only with id, code and name, sorted by label. */
export const BrazilRegions = graphql<
  { country: { id: string; available_regions: Array<RegionFields | null> | null } | null },
  Record<string, never>
>(`
  query BrazilRegions { country(id: "BR") { id available_regions { id code name } } }
`);
