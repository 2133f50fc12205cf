import { describe, expect, it } from 'vitest';
import { ruleBody, ruleFromApi } from './sales-rule-body';

describe('cart price rule bodies', () => {
  it('sends the coupon code only on create, empty fields as null and the customer groups from one flag', () => {
    const form = {
      name: ' Volta às aulas ',
      is_active: true,
      simple_action: 'cart_fixed',
      discount_amount: '15',
      from_date: '2026-01-01',
      to_date: '',
      uses_per_customer: null,
      customers_only: true,
      extension_attributes: { coupon_code: ' AULAS15 ', first_purchase_only: true, min_subtotal: '' },
    };
    expect(ruleBody(form, true)).toEqual({
      rule: {
        name: 'Volta às aulas',
        description: '',
        is_active: true,
        from_date: '2026-01-01',
        to_date: null,
        uses_per_customer: 0,
        customer_group_ids: [1],
        simple_action: 'cart_fixed',
        discount_amount: 15,
        coupon_type: 'SPECIFIC_COUPON',
        extension_attributes: {
          coupon_code: 'AULAS15',
          first_purchase_only: true,
          is_public: false,
          min_subtotal: null,
        },
      },
    });
    const update = ruleBody({ ...form, customers_only: false }, false).rule;
    expect(update.extension_attributes).not.toHaveProperty('coupon_code');
    expect(update.customer_group_ids).toEqual([0, 1]);
  });

  it('reads the groups back as the flag', () => {
    expect(ruleFromApi({ customer_group_ids: [1] }).customers_only).toBe(true);
    expect(ruleFromApi({ customer_group_ids: [0, 1] }).customers_only).toBe(false);
  });
});
