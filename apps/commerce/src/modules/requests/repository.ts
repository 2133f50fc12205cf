import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  RequestCareerTable,
  RequestContactTable,
  RequestQuoteTable,
  RequestReturnTable,
} from './tables';

/** SQL of the request tables; the rules are in service.ts and staff.ts. */

export type Db = Kysely<Database>;
export type QuoteRow = Selectable<RequestQuoteTable>;
export type ReturnRow = Selectable<RequestReturnTable>;
export type ContactRow = Selectable<RequestContactTable>;
export type CareerRow = Selectable<RequestCareerTable>;

export async function insertQuote(db: Db, values: Insertable<RequestQuoteTable>): Promise<void> {
  await db.insertInto('request_quote').values(values).execute();
}

export async function insertReturn(db: Db, values: Insertable<RequestReturnTable>): Promise<void> {
  await db.insertInto('request_return').values(values).execute();
}

export async function insertContact(db: Db, values: Insertable<RequestContactTable>): Promise<void> {
  await db.insertInto('request_contact').values(values).execute();
}

export async function insertCareer(db: Db, values: Insertable<RequestCareerTable>): Promise<void> {
  await db.insertInto('request_career').values(values).execute();
}

/** The enabled products among some SKUs, with their names. */
export async function productsBySku(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return [];
  return db
    .selectFrom('product')
    .select(['sku', 'name'])
    .where('sku', 'in', skus)
    .where('status', '=', 1)
    .execute();
}

export async function findOrder(db: Db, number: string) {
  return db.selectFrom('sales_order').selectAll().where('increment_id', '=', number).executeTakeFirst();
}

export async function itemsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('sales_order_item')
    .select(['order_id', 'sku', 'parent_sku', 'name'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** A customer's orders in every store view, newest first. */
export async function ordersOfCustomer(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('sales_order')
    .select(['id', 'increment_id', 'state', 'status', 'created_at', 'delivered_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function setOrderDelivered(db: Db, number: string, deliveredAt: string): Promise<boolean> {
  const result = await db
    .updateTable('sales_order')
    .set({ delivered_at: deliveredAt })
    .where('increment_id', '=', number)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
