import type { Selectable } from 'kysely';
import type { CouponTable, Db } from '../../db/schema';
import { liveOrderIds } from '../sales/order-lookup';
import { findCouponByCode, insertUsage, usages } from './repository';

export type CouponRow = Selectable<CouponTable>;

/**
 * Coupons and their uses, for other modules' rules (the cart checks a code, placing an order
 * records its use): they reach the coupon tables through here. A use counts while its order is
 * not cancelled (a cancelled order gives the use back), which the sales module answers.
 */

export function findCoupon(db: Db, code: string): Promise<CouponRow | undefined> {
  return findCouponByCode(db, code);
}

/** Non-cancelled orders that used each code (of one customer, when given). */
export async function timesUsed(
  db: Db,
  codes: readonly string[],
  customerId?: number,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (codes.length === 0) return counts;
  const rows = await usages(db, codes, customerId);
  const live = await liveOrderIds(
    db,
    rows.map((r) => r.order_id),
  );
  for (const row of rows) {
    if (live.has(row.order_id)) counts.set(row.coupon_code, (counts.get(row.coupon_code) ?? 0) + 1);
  }
  return counts;
}

/** Uses of a coupon by a customer in orders that were not cancelled. */
export async function countCouponUses(db: Db, code: string, customerId: number): Promise<number> {
  return (await timesUsed(db, [code], customerId)).get(code) ?? 0;
}

/** Records that an order used a code (inside the transaction that places the order). */
export function recordCouponUse(db: Db, code: string, customerId: number, orderId: number): Promise<void> {
  return insertUsage(db, code, customerId, orderId);
}
