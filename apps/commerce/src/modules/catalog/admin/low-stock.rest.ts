import { defineRoute, type RestModule } from '../../../rest/api';
import { notFound } from '../../../rest/errors';
import { PERMISSIONS } from '../../staff/acl';
import { stockMovements } from '../stock-movements';
import { magentoDate, skuParams } from './rest-shapes';
import { LOW_STOCK_QTY, lowStockItems } from './stock';

/**
 * The stock views of the back office. Magento's `GET /V1/stockItems/lowStock`
 * (StockItemRepository::getLowStockItems): the stock items whose quantity is at most `qty`,
 * fewest first. Magento requires `scopeId` and `qty`; we take the
 * store's threshold when `qty` is absent (the Painel asks for it), and add each item's `sku` and
 * `name` so that a list can link to the product.
 */
export const catalogLowStockRestRoutes: RestModule = ({ database }) => [
  defineRoute<
    Record<string, never>,
    unknown,
    { scopeId?: number; qty?: number; currentPage?: number; pageSize?: number }
  >({
    method: 'GET',
    path: '/V1/stockItems/lowStock',
    acl: PERMISSIONS.inventory,
    tag: 'catalog',
    summary: 'Stock items whose quantity is at most qty (default: the store threshold), fewest first',
    schema: {
      querystring: {
        type: 'object',
        properties: {
          scopeId: { type: 'integer', minimum: 0 },
          qty: { type: 'number', minimum: 0 },
          currentPage: { type: 'integer', minimum: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 300 },
        },
      },
    },
    handler: async ({ query }) => {
      const qty = query.qty ?? LOW_STOCK_QTY;
      const pageSize = query.pageSize ?? 20;
      const currentPage = query.currentPage ?? 1;
      const { items, total } = await lowStockItems(database.db, qty, pageSize, currentPage);
      return {
        items,
        search_criteria: {
          filter_groups: [{ filters: [{ field: 'qty', value: String(qty), condition_type: 'lteq' }] }],
          page_size: pageSize,
          current_page: currentPage,
        },
        total_count: total,
      };
    },
  }),
  defineRoute<{ sku: string }, unknown, { currentPage?: number; pageSize?: number }>({
    method: 'GET',
    path: '/V1/escritorio/products/:sku/stock-movements',
    acl: PERMISSIONS.inventory,
    tag: 'catalog',
    summary: "A product's stock movements, newest first (ours: Magento keeps no such history)",
    schema: {
      params: skuParams,
      querystring: {
        type: 'object',
        properties: {
          currentPage: { type: 'integer', minimum: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
    handler: async ({ params, query }) => {
      const product = await database.db
        .selectFrom('product')
        .where('sku', '=', params.sku)
        .select(['id', 'sku', 'type_id'])
        .executeTakeFirst();
      if (!product) throw notFound('The Product with the "%1" SKU doesn\'t exist.', [params.sku]);
      const pageSize = query.pageSize ?? 20;
      const currentPage = query.currentPage ?? 1;
      const { rows, total } = await stockMovements(database.db, product.id, pageSize, currentPage);
      return {
        items: rows.map((row) => ({
          id: row.id,
          sku: row.sku,
          qty_before: row.qty_before,
          qty_after: row.qty_after,
          delta: row.delta,
          reason: row.reason,
          reference: row.reference,
          actor_type: row.actor_type,
          actor_name: row.actor_name,
          created_at: magentoDate(row.created_at),
        })),
        current_page: currentPage,
        page_size: pageSize,
        total_count: total,
      };
    },
  }),
];
