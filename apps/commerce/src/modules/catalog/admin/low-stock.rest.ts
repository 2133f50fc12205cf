import { defineRoute, type RestModule } from '../../../rest/api';
import { PERMISSIONS } from '../../staff/acl';
import { lowStockItems } from './stock';

/** Below or at this quantity a product counts as low on stock when the caller does not say. */
export const LOW_STOCK_QTY = 5;

/**
 * Magento's `GET /V1/stockItems/lowStock` (StockItemRepository::getLowStockItems): the stock items
 * whose quantity is at most `qty`, fewest first. Magento requires `scopeId` and `qty`; we take the
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
];
