import { graphql } from '../../lib/typed-document';

/** `publicCoupons` (our addition beside Magento's schema, commerce README "Coupons page"). */
export interface PublicCouponFields {
  code: string;
  label: string;
  description: string;
  discount_percent: number;
  requires_login: boolean;
  first_purchase_only: boolean;
  uses_per_customer: number | null;
  /** The rules as sentences in the store view's language. */
  conditions: string[];
  /** Last day (YYYY-MM-DD) or null without an end date. */
  valid_until: string | null;
}

export const PublicCouponsQuery = graphql<{ publicCoupons: PublicCouponFields[] }>(`
  query PublicCoupons {
    publicCoupons {
      code label description discount_percent requires_login first_purchase_only uses_per_customer
      conditions valid_until
    }
  }
`);
