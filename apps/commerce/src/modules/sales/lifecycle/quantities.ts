import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { OrderItemRow, OrderRow } from '../repository';
import { LifecycleError } from './errors';
import { itemsOf, resolvedState, setState } from './state';
import type { ItemQty } from './types';

/** The arithmetic of documents: which quantities, what share of the order's amounts, item counters. */

type Trx = Transaction<Database>;
export type Doc = 'Invoice' | 'Shipment' | 'Creditmemo';

/** The quantities asked for (all that is left when none are named), checked against the order. */
export function pickQuantities(
  items: OrderItemRow[],
  requested: ItemQty[] | undefined,
  left: (i: OrderItemRow) => number,
  doc: Doc,
  messages: { unknown: string; tooMany: (sku: string) => string; empty: string },
): Map<number, number> {
  const picked = new Map<number, number>();
  if (!requested || requested.length === 0) {
    for (const item of items) if (left(item) > 0) picked.set(item.id, left(item));
  } else {
    for (const { order_item_id, qty } of requested) {
      const item = items.find((i) => i.id === Number(order_item_id));
      if (!item) throw new LifecycleError(messages.unknown, 400, doc);
      if (!(qty >= 0)) throw new LifecycleError(messages.tooMany(item.sku), 400, doc);
      const total = (picked.get(item.id) ?? 0) + qty;
      if (total > left(item)) throw new LifecycleError(messages.tooMany(item.sku), 400, doc);
      if (total > 0) picked.set(item.id, total);
    }
  }
  if (picked.size === 0) throw new LifecycleError(messages.empty, 400, doc);
  return picked;
}

/** An order-level amount spread over item subtotals so that the parts always add up to the whole. */
export function prorate(total: number, fromCents: number, toCents: number, wholeCents: number): number {
  if (wholeCents <= 0) return 0;
  return Math.round((total * toCents) / wholeCents) - Math.round((total * fromCents) / wholeCents);
}

export const subtotalOf = (items: OrderItemRow[], qty: (i: OrderItemRow) => number) =>
  items.reduce((sum, i) => sum + i.price_cents * qty(i), 0);

export async function insertItems(
  trx: Trx,
  kind: 'invoice' | 'shipment' | 'creditmemo',
  documentId: number,
  items: OrderItemRow[],
  picked: Map<number, number>,
  backToStock: Set<number> = new Set(),
) {
  await trx
    .insertInto('sales_document_item')
    .values(
      [...picked].map(([itemId, qty]) => {
        const item = items.find((i) => i.id === itemId)!;
        return {
          document_kind: kind,
          document_id: documentId,
          order_item_id: itemId,
          qty,
          row_total_cents: item.price_cents * qty,
          discount_cents: Math.round((item.discount_cents * qty) / item.quantity),
          back_to_stock: backToStock.has(itemId) ? 1 : 0,
        };
      }),
    )
    .execute();
}

export async function addQty(
  trx: Trx,
  column: 'qty_invoiced' | 'qty_shipped' | 'qty_refunded',
  picked: Map<number, number>,
) {
  for (const [itemId, qty] of picked) {
    await trx
      .updateTable('sales_order_item')
      .set((eb) => ({ [column]: eb(eb.ref(column), '+', qty) }))
      .where('id', '=', itemId)
      .execute();
  }
}

/** Moves the order to the state its quantities say, keeping a hold-free, non-final order's status. */
export async function settleState(trx: Trx, order: OrderRow, now: Date, paid = false): Promise<OrderRow> {
  const items = await itemsOf(trx, order.id);
  const state = resolvedState(order, items);
  const status = state === 'complete' && order.status === 'delivered' ? 'delivered' : undefined;
  return setState(
    trx,
    order,
    state,
    now,
    status,
    paid && !order.paid_at ? { paid_at: now.toISOString() } : {},
  );
}
