import type { CartAddressFields, CartAddressInput, CheckoutCartFields } from './checkout.documents';
import { shippingAddressOf } from './checkout-steps';

/**
 * The order as POST /order/create and GET /order/:number answer it (apps/commerce/README.md,
 * "/order endpoints").
 */
export interface PlacedOrder {
  number: string;
  token: string;
  status: string;
  state: string;
  email: string;
  firstname: string;
  lastname: string;
  taxvat: string | null;
  payment_method: { code: string; title: string };
  grand_total: { value: number; currency: string };
  grand_total_cents: number;
  payment_expires_at: string | null;
  created_at: string;
}

export interface PlaceOrderSteps {
  post: <T>(path: string, body: unknown) => Promise<T>;
  /** GraphQL setBillingAddressOnCart: same as shipping, or the separate billing address. */
  setBilling: (billing: { same_as_shipping: true } | { address: CartAddressInput }) => Promise<unknown>;
}

/** A cart address as an address input (REST shipping-address body, GraphQL billing address). */
export function toRestAddress(address: CartAddressFields): CartAddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    ...(address.company ? { company: address.company } : {}),
    street: address.street,
    city: address.city,
    ...(address.region?.code ? { region: address.region.code } : {}),
    ...(address.region?.region_id ? { region_id: address.region.region_id } : {}),
    postcode: address.postcode ?? '',
    country_code: address.country.code,
    telephone: address.telephone ?? '',
    ...(address.vat_id ? { vat_id: address.vat_id } : {}),
  };
}

/**
 * Places the order in the sequence of rules §4: payment method → shipping method → billing (same
 * as shipping, or the separate address) → shipping address → create. Each call re-states what the
 * cart already holds, so the order is built from exactly what the shopper saw. Returns the order;
 * the server answers the same order when this cart was already ordered (a double submit).
 */
export async function placeOrder(
  cart: CheckoutCartFields,
  billing: { sameAsShipping: true } | { address: CartAddressInput },
  steps: PlaceOrderSteps,
): Promise<PlacedOrder> {
  const cartId = cart.id;
  const code = cart.selected_payment_method?.code;
  if (!code) throw new Error('placeOrder: no payment method on the cart');
  await steps.post('/order/payment-method', { cart_id: cartId, code });
  const address = shippingAddressOf(cart);
  const method = address?.selected_shipping_method;
  if (!cart.is_virtual) {
    if (!address || !method) throw new Error('placeOrder: no shipping address or method on the cart');
    await steps.post('/order/shipping-method', {
      cart_id: cartId,
      carrier_code: method.carrier_code,
      method_code: method.method_code,
    });
  }
  await steps.setBilling('address' in billing ? { address: billing.address } : { same_as_shipping: true });
  if (!cart.is_virtual && address) {
    await steps.post('/order/shipping-address', {
      cart_id: cartId,
      shipping_addresses: [toRestAddress(address)],
    });
  }
  const { order } = await steps.post<{ order: PlacedOrder }>('/order/create', { cart_id: cartId });
  return order;
}
