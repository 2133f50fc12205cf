import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';

/** Coupons marked public and active (dates are checked by the service). */
export function listPublicActiveCoupons(db: Kysely<Database>) {
  return db
    .selectFrom('coupon')
    .selectAll()
    .where('is_public', '=', 1)
    .where('is_active', '=', 1)
    .orderBy('code')
    .execute();
}

export function findCouponByCode(db: Db, code: string) {
  return db.selectFrom('coupon').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The orders that used some codes (of one customer, when given), cancelled or not. */
export function usages(db: Db, codes: readonly string[], customerId?: number) {
  let query = db
    .selectFrom('coupon_usage')
    .select(['coupon_code', 'order_id'])
    .where('coupon_code', 'in', codes);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  return query.execute();
}

export async function insertUsage(db: Db, code: string, customerId: number, orderId: number): Promise<void> {
  await db
    .insertInto('coupon_usage')
    .values({ coupon_code: code, customer_id: customerId, order_id: orderId })
    .execute();
}
