import type { Insertable, Selectable } from 'kysely';
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

/** Of some order ids, those whose order was not cancelled (in batches, under bind-parameter limits). */
export async function liveOrderIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  const live = new Set<number>();
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('sales_order')
      .select('id')
      .where('id', 'in', unique.slice(i, i + 500))
      .where('state', '!=', 'canceled')
      .execute();
    for (const row of rows) live.add(row.id);
  }
  return live;
}

/** Of some cart ids, those an order was placed from (cancelled or not). */
export async function cartIdsWithOrders(db: Db, cartIds: readonly number[]): Promise<Set<number>> {
  if (cartIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sales_order')
    .select('cart_id')
    .where('cart_id', 'in', [...new Set(cartIds)])
    .execute();
  return new Set(rows.map((r) => r.cart_id));
}

/** The latest non-cancelled order placed since a moment from some carts or by a customer. */
export async function latestLiveOrderSince(
  db: Db,
  where: { cartIds: readonly number[]; customerId: number; since: string },
) {
  return db
    .selectFrom('sales_order')
    .select(['id', 'increment_id'])
    .where('state', '!=', 'canceled')
    .where('created_at', '>=', where.since)
    .where((eb) => eb.or([eb('cart_id', 'in', [...where.cartIds]), eb('customer_id', '=', where.customerId)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Orders of a customer that count as purchases (every state but canceled). */
export async function countLiveOrders(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('sales_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .where('state', '!=', 'canceled')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
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
