import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { Database, OrderState } from '../../../db/schema';
import { productIdBySku, returnStock, type StockCause } from '../../catalog/inventory';
import type { OrderItemRow, OrderRow } from '../repository';
import { LifecycleError, NOT_FOUND } from './errors';
import type { Actor } from './types';

/**
 * What every order transition shares: the order read under a row lock, Magento's state rules
 * (StateResolver), the status history row, document numbers and the request keys that make a
 * repeated request change nothing.
 */

type Trx = Transaction<Database>;

/** Magento's default status of each state. */
export const DEFAULT_STATUS: Record<OrderState, string> = {
  new: 'pending',
  pending_payment: 'pending_payment',
  processing: 'processing',
  complete: 'complete',
  closed: 'closed',
  canceled: 'canceled',
  holded: 'holded',
};

/** The order, locked until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
export async function lockOrder(trx: Trx, dialect: Dialect, orderId: number): Promise<OrderRow> {
  let query = trx.selectFrom('sales_order').selectAll().where('id', '=', orderId);
  if (dialect === 'postgres') query = query.forUpdate();
  const order = await query.executeTakeFirst();
  if (!order) throw new LifecycleError(NOT_FOUND, 404);
  return order;
}

export async function findOrder(db: Kysely<Database>, orderId: number): Promise<OrderRow> {
  const order = await db.selectFrom('sales_order').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw new LifecycleError(NOT_FOUND, 404);
  return order;
}

export function itemsOf(db: Kysely<Database> | Trx, orderId: number): Promise<OrderItemRow[]> {
  return db
    .selectFrom('sales_order_item')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export const toInvoice = (i: OrderItemRow) => i.quantity - i.qty_invoiced - i.qty_canceled;
export const toShip = (i: OrderItemRow) => i.quantity - i.qty_shipped - i.qty_refunded - i.qty_canceled;
export const toRefund = (i: OrderItemRow) => i.qty_invoiced - i.qty_refunded;

/**
 * The state an order reaches after a document (Magento's StateResolver): closed once everything
 * invoiced was refunded and nothing is left to invoice, complete once nothing is left to invoice
 * or ship, processing otherwise.
 */
export function resolvedState(order: OrderRow, items: OrderItemRow[]): OrderState {
  const anyToInvoice = items.some((i) => toInvoice(i) > 0);
  const anyToShip = order.is_virtual === 0 && items.some((i) => toShip(i) > 0);
  const refundedAll =
    items.some((i) => i.qty_refunded > 0) && !anyToInvoice && items.every((i) => toRefund(i) <= 0);
  if (refundedAll) return 'closed';
  if (!anyToInvoice && !anyToShip) return 'complete';
  return 'processing';
}

/** Sets state and status (its default unless given); returns the order as it is now. */
export async function setState(
  trx: Trx,
  order: OrderRow,
  state: OrderState,
  now: Date,
  status = DEFAULT_STATUS[state],
  extra: Partial<Pick<OrderRow, 'hold_before_state' | 'hold_before_status' | 'paid_at'>> = {},
): Promise<OrderRow> {
  return trx
    .updateTable('sales_order')
    .set({ state, status, updated_at: now.toISOString(), ...extra })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface HistoryEntry {
  orderId: number;
  status: string;
  comment: string;
  actor: Actor;
  notified: boolean | null;
  visibleOnFront?: boolean;
  entityName?: 'order' | 'invoice' | 'shipment' | 'creditmemo';
  /** Written by staff as a note (the comment call), not by a transition. */
  note?: boolean;
  now: Date;
}

export async function writeHistory(trx: Trx | Kysely<Database>, entry: HistoryEntry): Promise<number> {
  const row = await trx
    .insertInto('sales_order_status_history')
    .values({
      order_id: entry.orderId,
      status: entry.status,
      comment: entry.comment,
      created_at: entry.now.toISOString(),
      is_customer_notified: entry.notified === null ? null : entry.notified ? 1 : 0,
      is_visible_on_front: entry.visibleOnFront ? 1 : 0,
      entity_name: entry.entityName ?? 'order',
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id === undefined ? null : String(entry.actor.id),
      actor_name: entry.actor.name,
      is_note: entry.note ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Next number of a document sequence ('invoice', 'shipment', 'creditmemo'), as order numbers are. */
export async function nextDocumentNumber(
  trx: Trx,
  name: 'invoice' | 'shipment' | 'creditmemo',
): Promise<string> {
  const row = await trx
    .updateTable('sales_sequence')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return String(row.value).padStart(9, '0');
}

/**
 * The key of a request: the caller's Idempotency-Key (scoped to the order and operation), or the
 * hash of what it asks (order, operation, canonical body). Two identical requests are one.
 */
export function requestKey(
  orderId: number,
  operation: string,
  idempotencyKey: string | undefined,
  body: unknown,
) {
  const basis = idempotencyKey ? `key:${idempotencyKey}` : `body:${canonicalJson(body)}`;
  return `${operation}:${orderId}:${createHash('sha256').update(basis).digest('hex').slice(0, 40)}`;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The result of an earlier identical request, if there was one. */
export async function priorResult(db: Kysely<Database>, key: string): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('sales_order_operation')
    .select('result_id')
    .where('request_key', '=', key)
    .executeTakeFirst();
  return row ? row.result_id : undefined;
}

/** Records the request in the transaction of its change (a concurrent twin fails on the key). */
export async function recordOperation(
  trx: Trx,
  key: string,
  orderId: number,
  operation: string,
  resultId: number | null,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('sales_order_operation')
    .values({
      request_key: key,
      order_id: orderId,
      operation,
      result_id: resultId,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Puts units back into stock: per the item's stock_per_unit, or its SKU for older orders. */
export async function returnItemToStock(
  trx: Trx,
  item: OrderItemRow,
  qty: number,
  cause: StockCause,
): Promise<void> {
  const perUnit: { product_id: number; qty: number }[] = item.stock_per_unit
    ? JSON.parse(item.stock_per_unit)
    : [];
  if (perUnit.length === 0) {
    const productId = await productIdBySku(trx, item.sku);
    if (productId !== undefined) perUnit.push({ product_id: productId, qty: 1 });
  }
  for (const unit of perUnit) await returnStock(trx, unit.product_id, unit.qty * qty, cause);
}
