import { formatBRL } from '@store/br';
import type { Db } from '../../db/schema';
import { InputError, NotFoundError } from '../../graphql/errors';
import { type CouponRow, countCouponUses, findCoupon } from '../coupons/usage';
import { countLiveOrders } from '../sales/order-lookup';
import { withCode } from './errors';

/** Whether a coupon applies to a cart of a customer (or a guest) now, and if not, why. */
export type CouponVerdict =
  | { ok: true; code: string; coupon: CouponRow }
  | { ok: false; code: string; error: InputError | NotFoundError };

/**
 * How much a cart's subtotal (goods before discounts, in cents) lacks for a coupon's minimum
 * (Magento's rule condition "subtotal equals or greater than"); 0 when it reaches it or has none.
 */
export function couponShortfallCents(subtotalCents: number, coupon: Pick<CouponRow, 'min_subtotal_cents'>) {
  return Math.max(0, (coupon.min_subtotal_cents ?? 0) - subtotalCents);
}

/**
 * The refusal of a coupon whose minimum the cart does not reach: Magento refuses a code whose rule
 * does not apply; this one says by how much, with both amounts in reais.
 */
export function couponBelowMinimum(shortfallCents: number, coupon: Pick<CouponRow, 'min_subtotal_cents'>) {
  return withCode(
    new InputError(
      `Add ${formatBRL(shortfallCents)} more to reach the coupon's minimum of ${formatBRL(coupon.min_subtotal_cents ?? 0)}.`,
    ),
    'COUPON_MIN_SUBTOTAL',
  );
}

export const INVALID_COUPON_MESSAGE = "The coupon code isn't valid. Verify the code and try again.";

/**
 * Checks a coupon's rules (rules §9: ESP10 is 10 % off the first purchase of a logged-in customer):
 * active and within its dates, a customer when it requires one, no earlier purchase when it is for
 * the first purchase only, and uses left. Cancelled orders do not count as purchases or uses.
 */
export async function checkCoupon(
  db: Db,
  rawCode: string,
  customerId: number | null,
  now = new Date(),
): Promise<CouponVerdict> {
  const code = rawCode.trim().toUpperCase();
  const coupon = await findCoupon(db, code);
  const today = now.toISOString().slice(0, 10);
  if (
    coupon?.is_active !== 1 ||
    (coupon.from_date !== null && coupon.from_date.slice(0, 10) > today) ||
    (coupon.to_date !== null && coupon.to_date.slice(0, 10) < today)
  ) {
    return {
      ok: false,
      code,
      error: withCode(new NotFoundError(INVALID_COUPON_MESSAGE), 'COUPON_NOT_VALID'),
    };
  }
  if (coupon.requires_customer === 1 && customerId === null) {
    return {
      ok: false,
      code,
      error: withCode(
        new InputError(`Log in or register to use the coupon ${coupon.code}.`),
        'COUPON_REQUIRES_LOGIN',
      ),
    };
  }
  if (
    customerId !== null &&
    coupon.first_purchase_only === 1 &&
    (await countLiveOrders(db, customerId)) > 0
  ) {
    return {
      ok: false,
      code,
      error: withCode(
        new InputError(`The coupon ${coupon.code} is valid only for the first purchase.`),
        'COUPON_FIRST_PURCHASE_ONLY',
      ),
    };
  }
  if (
    customerId !== null &&
    coupon.uses_per_customer !== null &&
    (await countCouponUses(db, coupon.code, customerId)) >= coupon.uses_per_customer
  ) {
    return {
      ok: false,
      code,
      error: withCode(new InputError(`The coupon ${coupon.code} was already used.`), 'COUPON_ALREADY_USED'),
    };
  }
  return { ok: true, code, coupon };
}
