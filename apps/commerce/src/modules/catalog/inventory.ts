import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { recordStockMovements, type StockCause } from './stock-movements';

export type { StockActor, StockCause } from './stock-movements';

/**
 * Stock moves for other modules (an order takes units, a cancellation or a credit memo gives
 * them back). The catalogue owns `product.stock_qty`; callers pass their open transaction, so the
 * move and its line in the movement history commit or roll back with the order that caused it.
 */

/**
 * Takes units from a product's stock only if that many remain (the row lock and the condition
 * make overselling impossible under concurrent buyers). Returns the stock left, or undefined when
 * there was not enough. A product that reaches zero goes out of stock.
 */
export async function takeStock(
  db: Db,
  productId: number,
  quantity: number,
  cause: StockCause,
): Promise<number | undefined> {
  const row = await db
    .updateTable('product')
    .set({
      stock_qty: sql`stock_qty - ${quantity}`,
      is_in_stock: sql`CASE WHEN stock_qty - ${quantity} <= 0 THEN 0 ELSE is_in_stock END`,
    })
    .where('id', '=', productId)
    .where('stock_qty', '>=', quantity)
    .returning(['sku', 'stock_qty'])
    .executeTakeFirst();
  if (!row) return undefined;
  await recordStockMovements(
    db,
    [{ productId, sku: row.sku, before: row.stock_qty + quantity, after: row.stock_qty }],
    cause,
  );
  return row.stock_qty;
}

/** Puts units back into a product's stock, which makes it in stock again. */
export async function returnStock(
  db: Db,
  productId: number,
  quantity: number,
  cause: StockCause,
): Promise<void> {
  const row = await db
    .updateTable('product')
    .set((eb) => ({ stock_qty: eb('stock_qty', '+', quantity), is_in_stock: 1 }))
    .where('id', '=', productId)
    .returning(['sku', 'stock_qty'])
    .executeTakeFirst();
  if (!row) return;
  await recordStockMovements(
    db,
    [{ productId, sku: row.sku, before: row.stock_qty - quantity, after: row.stock_qty }],
    cause,
  );
}

/** The id of the product with a sku, if there is one. */
export async function productIdBySku(db: Db, sku: string): Promise<number | undefined> {
  const row = await db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirst();
  return row?.id;
}
