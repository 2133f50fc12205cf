import type { Kysely, Transaction } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { Database, Db, OrderState } from '../../db/schema';
import { returnStock, type StockActor } from '../catalog/inventory';
import { ONLY_X_LEFT_THRESHOLD } from '../catalog/product-output';
import type { Actor } from './lifecycle/types';
import { emitOrderEvent } from './order-events';

/**
 * Order status changes after placement (rules §4 States and transitions): Pix and boleto orders wait
 * for payment (pending_payment); a payment moves them to processing; an unpaid charge that expires
 * cancels the order and gives its stock back. Every change is a conditional UPDATE on the current
 * state, so two servers (or a webhook and a sweep) racing on one order change it once.
 */

/** States an order can still be paid or cancelled from. */
const OPEN_STATES: OrderState[] = ['new', 'pending_payment'];

/** Magento's status labels, shown to shoppers. */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pending_payment: 'Pending Payment',
  processing: 'Processing',
  complete: 'Complete',
  closed: 'Closed',
  canceled: 'Canceled',
  holded: 'On Hold',
  delivered: 'Delivered',
};

export async function addStatusHistory(
  db: Db,
  orderId: number,
  status: string,
  comment: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('sales_order_status_history')
    .values({ order_id: orderId, status, comment, created_at: now.toISOString() })
    .execute();
}

/**
 * Marks an open order as paid (→ processing). Returns false when the order was not open any more
 * (already paid, or cancelled): the caller decides what that means (a late Pix is refunded by staff).
 */
export async function markOrderPaid(
  db: Kysely<Database>,
  orderId: number,
  comment: string,
  now = new Date(),
): Promise<boolean> {
  const paid = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('sales_order')
      .set({
        state: 'processing',
        status: 'processing',
        paid_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', orderId)
      .where('state', 'in', OPEN_STATES)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await addStatusHistory(trx, orderId, 'processing', comment, now);
    return true;
  });
  // Only the call that changed the order tells it (the "payment received" e-mail goes once).
  if (paid) await emitOrderEvent(db, { kind: 'paid', orderId });
  return paid;
}

/**
 * Cancels an open order and returns to stock exactly what placing it took. Returns false when the
 * order was not open (paid or already cancelled), in which case nothing changes.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  orderId: number,
  comment: string,
  now = new Date(),
  actor: StockActor = { type: 'system', name: 'Sistema (prazo de pagamento)' },
): Promise<boolean> {
  const outcome = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('sales_order')
      .set({ state: 'canceled', status: 'canceled', updated_at: now.toISOString() })
      .where('id', '=', orderId)
      .where('state', 'in', OPEN_STATES)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { cancelled: false, restocked: false };
    const restocked = await restockOrder(trx, orderId, actor);
    await addStatusHistory(trx, orderId, 'canceled', comment, now);
    return { cancelled: true, restocked };
  });
  // Returned units can change what the catalogue shows (back in stock, "only N left").
  if (outcome.restocked) await bumpCatalogVersion(db);
  return outcome.cancelled;
}

/**
 * Gives back what placing the order took from stock (sales_order_stock) and marks its items
 * cancelled. Only for an order nothing of which was shipped. Returns whether any stock moved.
 */
export async function restockOrder(
  trx: Transaction<Database>,
  orderId: number,
  actor: StockActor,
): Promise<boolean> {
  const moves = await trx
    .selectFrom('sales_order_stock')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  const order = await trx
    .selectFrom('sales_order')
    .select('increment_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const cause = { reason: 'order_canceled', reference: order.increment_id, actor } as const;
  for (const move of moves) await returnStock(trx, move.product_id, move.quantity, cause);
  await trx
    .updateTable('sales_order_item')
    .set((eb) => ({ qty_canceled: eb('quantity', '-', eb.ref('qty_invoiced')) }))
    .where('order_id', '=', orderId)
    .execute();
  return moves.length > 0;
}

/** Who changed an order, as the stock history names them. */
export const stockActorOf = (actor: Actor): StockActor => ({
  type: actor.kind,
  id: actor.id ?? null,
  name: actor.name,
});

/** Whether a stock level is shown differently from another (stock status or "only N left"). */
export function stockDisplayChanged(before: number, after: number): boolean {
  const shown = (qty: number) => (qty <= 0 ? 'out' : qty <= ONLY_X_LEFT_THRESHOLD ? `left:${qty}` : 'in');
  return shown(before) !== shown(after);
}
