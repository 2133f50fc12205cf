import { defineRoute, type RestModule } from '../../../rest/api';
import { PERMISSIONS } from '../../staff/acl';
import { by } from './rest-shapes';
import { type TierPriceInput, tierPriceInformation, writeTierPrices } from './tier-prices';

/** Admin REST: tier prices by group and quantity (Magento's TierPriceStorageInterface routes). */

const pricesBody = {
  type: 'object',
  required: ['prices'],
  properties: {
    prices: {
      type: 'array',
      maxItems: 10_000,
      items: {
        type: 'object',
        required: ['sku', 'price', 'price_type', 'customer_group', 'quantity'],
        properties: {
          sku: { type: 'string' },
          price: { type: 'number' },
          price_type: { type: 'string' },
          website_id: { type: 'integer' },
          customer_group: { type: 'string' },
          quantity: { type: 'number' },
        },
      },
    },
  },
};

type PricesBody = { prices: TierPriceInput[] };

export const catalogTierPriceRestRoutes: RestModule = ({ database }) => {
  const write = (
    method: 'POST' | 'PUT',
    path: string,
    mode: 'update' | 'replace' | 'delete',
    summary: string,
  ) =>
    defineRoute<unknown, PricesBody>({
      method,
      path,
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary,
      schema: { body: pricesBody },
      handler: (ctx) => writeTierPrices(database, ctx.body.prices, mode, by(ctx)),
    });
  return [
    write(
      'POST',
      '/V1/products/tier-prices',
      'update',
      'Adds or changes tier prices; answers the rows it could not apply',
    ),
    write(
      'PUT',
      '/V1/products/tier-prices',
      'replace',
      'Makes the given tier prices the only ones of their products',
    ),
    write('POST', '/V1/products/tier-prices-delete', 'delete', 'Deletes the given tier prices'),
    defineRoute<unknown, { skus: string[] }>({
      method: 'POST',
      path: '/V1/products/tier-prices-information',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Tier prices of the given skus',
      schema: {
        body: {
          type: 'object',
          required: ['skus'],
          properties: { skus: { type: 'array', maxItems: 10_000, items: { type: 'string' } } },
        },
      },
      handler: ({ body }) => tierPriceInformation(database.db, body.skus),
    }),
  ];
};
