import { defineRoute, type RestContext, type RestModule } from '../../rest/api';
import { parseSearchCriteria, searchResults } from '../../rest/search-criteria';
import { PERMISSIONS } from '../staff/acl';
import {
  createRule,
  deleteRule,
  getRule,
  type RuleInput,
  searchCoupons,
  searchRules,
  updateRule,
} from './rules';

/**
 * Cart price rules and their coupons over Magento's Web API (Magento_SalesRule webapi.xml). One
 * code per rule (rules.ts): a rule is created with `extension_attributes.coupon_code`, and the
 * coupons list shows each rule's code.
 */

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

const date = { type: ['string', 'null'], maxLength: 32 } as const;

const ruleProperties = {
  rule_id: { type: 'integer' },
  name: { type: 'string', minLength: 1, maxLength: 255 },
  description: { type: ['string', 'null'], maxLength: 10_000 },
  is_active: { type: 'boolean' },
  from_date: date,
  to_date: date,
  uses_per_customer: { type: 'integer', minimum: 0 },
  customer_group_ids: { type: 'array', minItems: 1, items: { type: 'integer', enum: [0, 1] } },
  simple_action: { type: 'string', enum: ['by_percent', 'cart_fixed'] },
  discount_amount: { type: 'number', exclusiveMinimum: 0 },
  coupon_type: { type: 'string', enum: ['SPECIFIC_COUPON'] },
  extension_attributes: {
    type: 'object',
    properties: {
      coupon_code: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      first_purchase_only: { type: 'boolean' },
      is_public: { type: 'boolean' },
      min_subtotal: { type: ['number', 'null'], minimum: 0 },
    },
  },
};

const ruleBody = (creating: boolean) => ({
  type: 'object',
  required: ['rule'],
  properties: {
    rule: {
      type: 'object',
      ...(creating ? { required: ['name', 'discount_amount', 'extension_attributes'] } : {}),
      properties: creating
        ? {
            ...ruleProperties,
            extension_attributes: { ...ruleProperties.extension_attributes, required: ['coupon_code'] },
          }
        : ruleProperties,
    },
  },
});

const change = (ctx: Pick<RestContext, 'actor' | 'ip'>) => ({ actor: ctx.actor(), ip: ctx.ip });

export const couponRestRoutes: RestModule = (deps) => {
  const db = deps.database.db;
  const acl = PERMISSIONS.salesRules;
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/salesRules/search',
      acl,
      tag: 'salesRule',
      summary: 'Cart price rules by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { items, total } = await searchRules(db, criteria);
        return searchResults(items, criteria, total);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/coupons/search',
      acl,
      tag: 'salesRule',
      summary: 'Coupons (one per rule) by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { items, total } = await searchCoupons(db, criteria);
        return searchResults(items, criteria, total);
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/salesRules/:id',
      acl,
      tag: 'salesRule',
      summary: 'A cart price rule by id',
      schema: { params: idParams },
      handler: ({ params }) => getRule(db, params.id),
    }),
    defineRoute<unknown, { rule: RuleInput }>({
      method: 'POST',
      path: '/V1/salesRules',
      acl,
      tag: 'salesRule',
      summary: 'Creates a cart price rule with its coupon code',
      schema: { body: ruleBody(true) },
      handler: (ctx) => createRule(db, ctx.body.rule, change(ctx)),
    }),
    defineRoute<{ id: number }, { rule: RuleInput }>({
      method: 'PUT',
      path: '/V1/salesRules/:id',
      acl,
      tag: 'salesRule',
      summary: 'Changes a cart price rule',
      schema: { params: idParams, body: ruleBody(false) },
      handler: (ctx) => updateRule(db, ctx.params.id, ctx.body.rule, change(ctx)),
    }),
    defineRoute<{ id: number }>({
      method: 'DELETE',
      path: '/V1/salesRules/:id',
      acl,
      tag: 'salesRule',
      summary: 'Deletes a cart price rule no order used',
      schema: { params: idParams },
      handler: async (ctx) => {
        await deleteRule(db, ctx.params.id, change(ctx));
        return true;
      },
    }),
  ];
};
