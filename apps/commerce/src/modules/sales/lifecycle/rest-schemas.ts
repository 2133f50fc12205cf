import type { JsonSchema } from '../../../rest/api';

/** JSON schemas of the order REST bodies (Fastify validates them; a failure is Magento's 400). */

export const idParams = (name: string) => ({
  type: 'object',
  required: [name],
  properties: { [name]: { type: 'integer', minimum: 1 } },
});
export const itemsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['order_item_id', 'qty'],
    properties: { order_item_id: { type: 'integer' }, qty: { type: 'number', minimum: 0 } },
  },
};
export const commentSchema = {
  type: 'object',
  properties: { comment: { type: 'string' }, is_visible_on_front: { type: 'integer' } },
};
export const tracksSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['carrier_code'],
    properties: {
      track_number: { type: 'string' },
      title: { type: 'string' },
      carrier_code: { type: 'string', minLength: 1 },
      extension_attributes: { type: 'object', properties: { format_override: { type: 'boolean' } } },
    },
  },
};

export const refundBodySchema: JsonSchema = {
  type: 'object',
  properties: {
    notify: { type: 'boolean' },
    items: itemsSchema,
    comment: commentSchema,
    arguments: {
      type: 'object',
      properties: {
        shipping_amount: { type: 'number', minimum: 0 },
        adjustment_positive: { type: 'number', minimum: 0 },
        adjustment_negative: { type: 'number', minimum: 0 },
        extension_attributes: {
          type: 'object',
          properties: {
            return_to_stock_items: { type: 'array', items: { type: 'integer' } },
            bank_account: {
              type: 'object',
              required: ['bank_code', 'agency', 'account', 'holder_name', 'holder_taxvat'],
              properties: {
                bank_code: { type: 'string', minLength: 3 },
                agency: { type: 'string', minLength: 1 },
                account: { type: 'string', minLength: 1 },
                holder_name: { type: 'string', minLength: 1 },
                holder_taxvat: { type: 'string', minLength: 11 },
              },
            },
          },
        },
      },
    },
  },
};
