import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
