import 'server-only';
import { commerceQuery, type StoreCode } from '../../lib/graphql.server';
import { type PublicCouponFields, PublicCouponsQuery } from './coupons.documents';

/** The public coupons valid today, in the store view's language (conditions as sentences). */
export async function getPublicCoupons(store: StoreCode): Promise<PublicCouponFields[]> {
  const { publicCoupons } = await commerceQuery(PublicCouponsQuery, {}, { store });
  return publicCoupons;
}
