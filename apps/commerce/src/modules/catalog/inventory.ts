import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/**
 * Stock moves for other modules (an order takes units, a cancellation or a credit memo gives
 * them back). The catalogue owns `product.stock_qty`; callers pass their open transaction, so the
 * move commits or rolls back with the order that caused it.
 */

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

/** Puts units back into a product's stock, which makes it in stock again. */
export async function returnStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('product')
    .set((eb) => ({ stock_qty: eb('stock_qty', '+', quantity), is_in_stock: 1 }))
    .where('id', '=', productId)
    .execute();
}

/** The id of the product with a sku, if there is one. */
export async function productIdBySku(db: Db, sku: string): Promise<number | undefined> {
  const row = await db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirst();
  return row?.id;
}
