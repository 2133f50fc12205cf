import type { Db } from '../../db/schema';
import { chunks } from './indexer';

/**
 * The stock movement history: every change of a product's quantity is written down here, by
 * the code that made the change and inside its transaction, so a movement exists exactly when
 * its change committed. Configurable parents are not recorded: their stock is the sum of their
 * variants', whose movements are.
 */

export const STOCK_REASONS = [
  /** An order took the units. */
  'order_placed',
  /** A cancelled order (by staff, or its payment expired) gave them back. */
  'order_canceled',
  /** A credit memo returned the refunded units to stock. */
  'refund',
  /** The catalogue CSV import set the quantity. */
  'import',
  /** Magento's stock item or source item routes (an ERP, the back office's bulk edits). */
  'stock_update',
  /** The product was saved with a quantity (the back office's product form, `PUT /V1/products`). */
  'product_save',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** Who moved the stock. */
export interface StockActor {
  type: 'staff' | 'integration' | 'cli' | 'customer' | 'guest' | 'system';
  id?: string | number | null;
  name: string;
}

/** Why and by whom: the same for every product one change touches. */
export interface StockCause {
  reason: StockReason;
  /** The order number, the imported file's name… */
  reference?: string | null;
  actor: StockActor;
}

export interface StockChange {
  productId: number;
  sku: string;
  before: number;
  after: number;
}

/** The actor of a change made by the store itself (a sweep, a job). */
export const SYSTEM_ACTOR: StockActor = { type: 'system', name: 'Sistema' };

const INSERT_BATCH = 200;

/**
 * Records stock changes: the one function every stock-changing path calls, with the executor of
 * its own transaction. Changes that leave the quantity as it was are not movements.
 */
export async function recordStockMovements(
  db: Db,
  changes: readonly StockChange[],
  cause: StockCause,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const rows = changes
    .filter((c) => c.before !== c.after)
    .map((c) => ({
      product_id: c.productId,
      sku: c.sku,
      qty_before: c.before,
      qty_after: c.after,
      delta: c.after - c.before,
      reason: cause.reason,
      reference: cause.reference?.slice(0, 255) ?? null,
      actor_type: cause.actor.type,
      actor_id: cause.actor.id === undefined || cause.actor.id === null ? null : String(cause.actor.id),
      actor_name: cause.actor.name.slice(0, 255),
      created_at: at,
    }));
  for (const part of chunks(rows, INSERT_BATCH)) await db.insertInto('stock_movement').values(part).execute();
}

/** One page of a product's movements, newest first, and how many there are. */
export async function stockMovements(db: Db, productId: number, pageSize: number, currentPage: number) {
  const base = db.selectFrom('stock_movement').where('product_id', '=', productId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
