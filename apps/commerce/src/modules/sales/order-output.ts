import { fromCents } from '@store/br';
import type { StoredAddress } from '../cart/address';
import type { OrderItemRow, OrderRow } from './repository';

/** The REST shapes of an order (the helpers' contract for /order/create and GET /order/:number). */

const money = (cents: number, currency: string) => ({ value: fromCents(cents), currency });

/**
 * `token` is the order's clear access token when the caller has it (the answer of /order/create,
 * a read that presented it); '' otherwise: the database keeps only its hash, and an owner reading
 * with the bearer token pays and reads with that instead.
 */
export function orderSummary(order: OrderRow, token: string | null) {
  return {
    number: order.increment_id,
    token: token ?? '',
    status: order.status,
    state: order.state,
    email: order.email,
    firstname: order.customer_firstname,
    lastname: order.customer_lastname,
    taxvat: order.customer_taxvat,
    payment_method: { code: order.payment_method_code, title: order.payment_method_title },
    grand_total: money(order.grand_total_cents, order.currency_code),
    grand_total_cents: order.grand_total_cents,
    payment_expires_at: order.payment_expires_at,
    created_at: order.created_at,
  };
}

export function orderDetails(order: OrderRow, items: OrderItemRow[], token: string | null) {
  return {
    ...orderSummary(order, token),
    paid_at: order.paid_at,
    is_virtual: order.is_virtual === 1,
    subtotal: money(order.subtotal_cents, order.currency_code),
    discount: money(order.discount_cents, order.currency_code),
    shipping: money(order.shipping_cents, order.currency_code),
    discounts: (JSON.parse(order.discounts) as { label: string; amount_cents: number }[]).map((d) => ({
      label: d.label,
      amount: money(d.amount_cents, order.currency_code),
    })),
    coupon_code: order.coupon_code,
    shipping_method: order.shipping_carrier_code
      ? {
          carrier_code: order.shipping_carrier_code,
          method_code: order.shipping_method_code,
          description: order.shipping_description,
        }
      : null,
    shipping_address: order.shipping_address ? (JSON.parse(order.shipping_address) as StoredAddress) : null,
    billing_address: JSON.parse(order.billing_address) as StoredAddress,
    items: items.map((i) => ({
      sku: i.sku,
      parent_sku: i.parent_sku,
      name: i.name,
      url_key: i.url_key,
      product_type: i.product_type,
      quantity: i.quantity,
      price: money(i.price_cents, order.currency_code),
      row_total: money(i.row_total_cents, order.currency_code),
      discount: money(i.discount_cents, order.currency_code),
      options: JSON.parse(i.options) as { label: string; value: string }[],
    })),
  };
}
