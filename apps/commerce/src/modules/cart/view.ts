import type { AppConfig } from '../../config';
import type { Db } from '../../db/schema';
import { type CustomerContact, customerContact, NOT_LOGGED_IN_GROUP_ID } from '../customer/lookup';
import { type ShippingRate, shippingRates } from '../shipping/rates';
import { parseAddress, type StoredAddress } from './address';
import { type CouponVerdict, checkCoupon, couponShortfallCents } from './coupons';
import { type CartLine, loadLines } from './lines';
import { findPaymentMethod, type PaymentMethod } from './payment-methods';
import { type CartRow, listItems } from './repository';
import { type CartTotals, computeTotals } from './totals';

/**
 * Everything a cart shows, computed once: lines, the coupon if it still applies, the shipping
 * methods for its address, the selected ones if still offered, and the totals. GraphQL, REST and
 * placeOrder all read this one view, so they can never disagree about an amount.
 */
export interface CartView {
  cart: CartRow;
  lines: CartLine[];
  /** The cart's e-mail: the guest's, or the customer's account e-mail. */
  email: string | null;
  customer: CustomerContact | null;
  isVirtual: boolean;
  totalQuantity: number;
  /** The coupon on the cart and whether it applies now. */
  coupon: CouponVerdict | null;
  shippingAddress: StoredAddress | null;
  billingAddress: StoredAddress | null;
  shippingRates: ShippingRate[];
  selectedShipping: ShippingRate | null;
  paymentMethod: PaymentMethod | null;
  totals: CartTotals;
}

export async function buildCartView(
  db: Db,
  config: Pick<AppConfig, 'env'>,
  cart: CartRow,
): Promise<CartView> {
  const [items, customer] = await Promise.all([
    listItems(db, cart.id),
    cart.customer_id ? customerContact({ db }, cart.customer_id) : undefined,
  ]);
  // A guest cart, or one whose account is gone, pays NOT LOGGED IN prices.
  const lines = await loadLines(db, items, cart.store_code, customer?.groupId ?? NOT_LOGGED_IN_GROUP_ID);
  const coupon = cart.coupon_code ? await checkCoupon(db, cart.coupon_code, cart.customer_id) : null;
  const isVirtual = lines.length > 0 && lines.every((l) => l.isVirtual);
  const shippingAddress = isVirtual ? null : parseAddress(cart.shipping_address);
  const billingAddress =
    cart.billing_same_as_shipping && shippingAddress ? shippingAddress : parseAddress(cart.billing_address);
  const paymentMethod = cart.payment_method_code
    ? (findPaymentMethod(config, cart.payment_method_code) ?? null)
    : null;
  const rowTotals = lines.map((l) => l.unitPriceCents * l.item.quantity);
  // A rule with a minimum subtotal stays on the cart but takes nothing off below it (Magento's
  // rule condition "subtotal equals or greater than").
  const subtotal = rowTotals.reduce((sum, cents) => sum + cents, 0);
  const couponTerms =
    coupon?.ok && couponShortfallCents(subtotal, coupon.coupon) === 0
      ? {
          label: coupon.coupon.label,
          percent: coupon.coupon.discount_percent,
          fixedCents:
            coupon.coupon.simple_action === 'cart_fixed' ? coupon.coupon.discount_fixed_cents : null,
        }
      : null;
  // Shipping rates depend on the goods after discounts (free shipping above R$500), which do not
  // depend on shipping: compute the goods first, then the rates, then the full totals.
  const goods = computeTotals({
    rowTotalsCents: rowTotals,
    coupon: couponTerms,
    shippingCents: null,
    payByPix: false,
  });
  const rates =
    shippingAddress && lines.length > 0
      ? shippingRates(
          {
            countryCode: shippingAddress.country_code,
            postcode: shippingAddress.postcode,
            regionCode: shippingAddress.region?.code ?? null,
          },
          lines.filter((l) => !l.isVirtual).map((l) => l.parcel),
          goods.goodsAfterDiscountCents,
        )
      : [];
  const selectedShipping =
    rates.find(
      (r) =>
        r.available &&
        r.carrierCode === cart.shipping_carrier_code &&
        r.methodCode === cart.shipping_method_code,
    ) ?? null;
  const totals = computeTotals({
    rowTotalsCents: rowTotals,
    coupon: couponTerms,
    shippingCents: selectedShipping?.amountCents ?? null,
    payByPix: paymentMethod?.code === 'jetpix',
  });
  return {
    cart,
    lines,
    email: cart.email ?? customer?.email ?? null,
    customer: customer ?? null,
    isVirtual,
    totalQuantity: lines.reduce((sum, l) => sum + l.item.quantity, 0),
    coupon,
    shippingAddress,
    billingAddress,
    shippingRates: rates,
    selectedShipping,
    paymentMethod,
    totals,
  };
}
