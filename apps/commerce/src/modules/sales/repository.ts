import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, SalesOrderItemTable, SalesOrderStatusHistoryTable, SalesOrderTable } from '../../db/schema';

export type OrderRow = Selectable<SalesOrderTable>;
export type OrderItemRow = Selectable<SalesOrderItemTable>;
export type StatusHistoryRow = Selectable<SalesOrderStatusHistoryTable>;

export async function findOrderByCartId(db: Db, cartId: number): Promise<OrderRow | undefined> {
  return db.selectFrom('sales_order').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

export async function findOrderByNumber(db: Db, number: string): Promise<OrderRow | undefined> {
  return db.selectFrom('sales_order').selectAll().where('increment_id', '=', number).executeTakeFirst();
}

/** The order whose access token hashes to `tokenHash` (the column keeps hashes only). */
export async function findOrderByTokenHash(db: Db, tokenHash: string): Promise<OrderRow | undefined> {
  return db.selectFrom('sales_order').selectAll().where('access_token', '=', tokenHash).executeTakeFirst();
}

export async function ordersOfCustomer(db: Db, customerId: number, storeCode: string): Promise<OrderRow[]> {
  return db
    .selectFrom('sales_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('store_code', '=', storeCode)
    .orderBy('id', 'desc')
    .execute();
}

export async function orderItems(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('sales_order_item')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export async function statusHistory(db: Db, orderId: number): Promise<StatusHistoryRow[]> {
  return db
    .selectFrom('sales_order_status_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Takes the next order number ('000000001'…): a conditional UPDATE … RETURNING (SQLite ≥ 3.35 and PostgreSQL). */
export async function nextOrderNumber(db: Db): Promise<string> {
  const row = await db
    .updateTable('sales_sequence')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', 'order')
    .returning('value')
    .executeTakeFirstOrThrow();
  return String(row.value).padStart(9, '0');
}

/**
 * Takes units from a product's stock only if that many remain (the row lock and the condition
 * make overselling impossible under concurrent buyers). Returns the stock left, or undefined when
 * there was not enough. A product that reaches zero goes out of stock.
 */
export async function takeStock(db: Db, productId: number, quantity: number): Promise<number | undefined> {
  const row = await db
    .updateTable('product')
    .set({
      stock_qty: sql`stock_qty - ${quantity}`,
      is_in_stock: sql`CASE WHEN stock_qty - ${quantity} <= 0 THEN 0 ELSE is_in_stock END`,
    })
    .where('id', '=', productId)
    .where('stock_qty', '>=', quantity)
    .returning('stock_qty')
    .executeTakeFirst();
  return row?.stock_qty;
}

export async function insertOrder(db: Db, values: Insertable<SalesOrderTable>): Promise<number> {
  const row = await db.insertInto('sales_order').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderItems(db: Db, rows: Insertable<SalesOrderItemTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('sales_order_item').values(rows).execute();
}

export async function insertStockMoves(
  db: Db,
  rows: { order_id: number; product_id: number; quantity: number }[],
): Promise<void> {
  if (rows.length) await db.insertInto('sales_order_stock').values(rows).execute();
}

export async function insertCouponUsage(
  db: Db,
  code: string,
  customerId: number,
  orderId: number,
): Promise<void> {
  await db
    .insertInto('coupon_usage')
    .values({ coupon_code: code, customer_id: customerId, order_id: orderId })
    .execute();
}

/** Locks a customer's row until the transaction ends (PostgreSQL), so one customer's orders are placed one at a time. */
export async function lockCustomer(db: Db, customerId: number): Promise<void> {
  await sql`SELECT id FROM customer WHERE id = ${customerId} FOR UPDATE`.execute(db);
}

/** Open Pix/boleto orders whose payment time has run out. */
export async function expiredOrderIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('sales_order')
    .select('id')
    .where('state', '=', 'pending_payment')
    .where('payment_expires_at', 'is not', null)
    .where('payment_expires_at', '<', now.toISOString())
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function findOrderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('sales_order').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A credit memo's number and total (lifecycle/tables.ts declares the table). */
export async function findCreditmemoById(db: Db, id: number) {
  return db
    .selectFrom('sales_creditmemo')
    .select(['id', 'order_id', 'increment_id', 'grand_total_cents', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A customer's orders in every store view, newest first. */
export async function latestOrdersOfCustomer(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('sales_order')
    .select(['id', 'increment_id', 'state', 'status', 'created_at', 'delivered_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Records the delivery date of an order; false when there is no such order. */
export async function setOrderDelivered(db: Db, number: string, deliveredAt: string): Promise<boolean> {
  const result = await db
    .updateTable('sales_order')
    .set({ delivered_at: deliveredAt })
    .where('increment_id', '=', number)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
