import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The back office's one rule for sales figures: every order counts as an order, cancelled orders
 * are not sales. Both the summary and the daily series select these two columns.
 */
export const ordersAndSales = (eb: ExpressionBuilder<Database, 'sales_order'>) =>
  [
    eb.fn.countAll<number>().as('orders'),
    eb.fn
      .sum<number>(eb.case().when('state', '=', 'canceled').then(0).else(eb.ref('grand_total_cents')).end())
      .as('sales_cents'),
  ] as const;
