import { typedNumber } from '../lib/typed-number';

/**
 * A cart price rule as the form edits it and as `POST/PUT /V1/salesRules` wants it: Magento's
 * RuleInterface, with "customers with an account only" as one flag instead of the customer group
 * list (this store has two groups: 0 guests, 1 customers).
 */

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The rule's fields a form edits, for the form (adds `customers_only`). */
export function ruleFromApi(record: Record<string, unknown>): Record<string, unknown> {
  const groups = (record.customer_group_ids as number[] | undefined) ?? [0, 1];
  return { ...record, customers_only: !groups.includes(0) };
}

/** The body of a create (with the coupon code) or an update (the code never changes). */
export function ruleBody(data: Record<string, unknown>, creating: boolean) {
  const ext = (data.extension_attributes ?? {}) as Record<string, unknown>;
  const minSubtotal = typedNumber(ext.min_subtotal);
  const uses = emptyToNull(data.uses_per_customer);
  return {
    rule: {
      name: typeof data.name === 'string' ? data.name.trim() : data.name,
      description: data.description ?? '',
      is_active: Boolean(data.is_active),
      from_date: emptyToNull(data.from_date),
      to_date: emptyToNull(data.to_date),
      uses_per_customer: uses === null ? 0 : Number(uses),
      customer_group_ids: data.customers_only ? [1] : [0, 1],
      simple_action: data.simple_action ?? 'by_percent',
      discount_amount: typedNumber(data.discount_amount),
      coupon_type: 'SPECIFIC_COUPON',
      extension_attributes: {
        ...(creating
          ? { coupon_code: typeof ext.coupon_code === 'string' ? ext.coupon_code.trim() : ext.coupon_code }
          : {}),
        first_purchase_only: Boolean(ext.first_purchase_only),
        is_public: Boolean(ext.is_public),
        min_subtotal: minSubtotal ?? null,
      },
    },
  };
}

/** The inputs of the rule form: a refusal about another field stays a notification. */
const RULE_INPUTS = new Set([
  'name',
  'description',
  'is_active',
  'from_date',
  'to_date',
  'uses_per_customer',
  'simple_action',
  'discount_amount',
  'extension_attributes.coupon_code',
  'extension_attributes.first_purchase_only',
  'extension_attributes.is_public',
  'extension_attributes.min_subtotal',
]);

export function ruleErrorField(serverField: string): string | undefined {
  const field = serverField.replace(/^rule\./, '');
  if (field === 'coupon_code') return 'extension_attributes.coupon_code';
  if (field === 'min_subtotal') return 'extension_attributes.min_subtotal';
  if (field === 'from_date/to_date') return 'to_date';
  if (field === 'customer_group_ids') return undefined;
  return RULE_INPUTS.has(field) ? field : undefined;
}
