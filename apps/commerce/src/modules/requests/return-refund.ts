import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { NotFoundError } from '../../graphql/errors';
import { ENTITY_NOT_FOUND, inputError } from '../../rest/errors';
import type { OrderLifecycle } from '../sales/lifecycle/service';
import type { Actor } from '../sales/lifecycle/types';
import { type AuditActor, audit } from '../staff/audit';
import type { ChangeContext } from './admin';
import { kindOfProtocol } from './protocol';
import './tables';

/**
 * A product return ends in a refund: staff accept the return (in_progress), mark the goods as
 * received, and refund it. The refund is the order's own credit memo (the sales lifecycle pays
 * the money back through the order's payment method and returns the items to stock); the
 * return keeps the memo's id and is resolved. A return names SKUs, not quantities, so it refunds
 * each returned SKU's quantity that is still unrefunded on the order.
 */

type Db = Kysely<Database>;

/** Refusals keep Magento's shape: the template as the message, the protocol (and status) as parameters. */
export const RETURN_NOT_RECEIVED = 'The return %1 has not been received yet.';
export const RETURN_ALREADY_REFUNDED = 'The return %1 has already been refunded.';
export const RETURN_NOT_REFUNDABLE = 'The return %1 is %2 and cannot be refunded.';
export const RETURN_NOTHING_TO_REFUND = 'Nothing of the return %1 is left to refund on its order.';

async function returnOrThrow(db: Db, protocol: string) {
  const key = protocol.trim().toUpperCase();
  if (kindOfProtocol(key) !== 'return') throw new NotFoundError(ENTITY_NOT_FOUND);
  const row = await db
    .selectFrom('request_return')
    .selectAll()
    .where('protocol', '=', key)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(ENTITY_NOT_FOUND);
  return row;
}

const lifecycleActor = (actor: AuditActor): Actor => ({
  kind: actor.type,
  id: actor.id ?? undefined,
  name: actor.name,
});

/** Records that the returned goods arrived; an open return is thereby accepted (in_progress). */
export async function markReturnReceived(db: Db, protocol: string, options: ChangeContext): Promise<void> {
  const now = (options.now ?? new Date()).toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await returnOrThrow(trx, protocol);
    if (before.received_at) return;
    if (before.status !== 'open' && before.status !== 'in_progress')
      throw inputError(RETURN_NOT_REFUNDABLE, [before.protocol, before.status]);
    await trx
      .updateTable('request_return')
      .set({ received_at: now, status: 'in_progress' })
      .where('id', '=', before.id)
      .execute();
    await audit.record(trx, {
      actor: options.actor,
      action: 'receive',
      entityType: 'request',
      entityId: before.protocol,
      before: { status: before.status, received_at: null },
      after: { status: 'in_progress', received_at: now },
      ip: options.ip,
    });
  });
}

/** The order lines of the returned SKUs that are still unrefunded, as a credit memo would take them. */
async function returnedItems(
  life: OrderLifecycle,
  row: { protocol: string; order_id: number; skus: string },
) {
  const skus = new Set(JSON.parse(row.skus) as string[]);
  const items = (await life.refundableItems(row.order_id))
    .filter((i) => skus.has(i.sku))
    .map((i) => ({ order_item_id: i.order_item_id, qty: i.qty }));
  if (items.length === 0) throw inputError(RETURN_NOTHING_TO_REFUND, [row.protocol]);
  return items;
}

/** What refunding the return would pay back now, as the credit memo computes it (cents). */
export async function previewReturnRefund(db: Db, life: OrderLifecycle, protocol: string) {
  const row = await returnOrThrow(db, protocol);
  if (row.creditmemo_id) throw inputError(RETURN_ALREADY_REFUNDED, [row.protocol]);
  const items = await returnedItems(life, row);
  const plan = await life.previewRefund(row.order_id, { items });
  return { protocol: row.protocol, orderId: row.order_id, ...plan };
}

/**
 * Refunds a received return through its order's credit memo (items back to stock, the shopper
 * notified) and resolves it. A repeated call answers the same credit memo: the refund's
 * idempotency key is the return's protocol.
 */
export async function refundReturn(
  db: Db,
  life: OrderLifecycle,
  protocol: string,
  options: ChangeContext,
): Promise<number> {
  const row = await returnOrThrow(db, protocol);
  if (row.creditmemo_id) return row.creditmemo_id;
  if (!row.received_at) throw inputError(RETURN_NOT_RECEIVED, [row.protocol]);
  if (row.status !== 'in_progress') throw inputError(RETURN_NOT_REFUNDABLE, [row.protocol, row.status]);
  const items = await returnedItems(life, row);
  const creditmemoId = await life.refund(row.order_id, {
    items,
    returnToStockItems: items.map((i) => i.order_item_id),
    actor: lifecycleActor(options.actor),
    ip: options.ip ?? undefined,
    idempotencyKey: `return:${row.protocol}`,
    notify: true,
    commentVisible: true,
    origin: `devolução ${row.protocol}`,
  });
  const now = (options.now ?? new Date()).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('request_return')
      .set({ creditmemo_id: creditmemoId, status: 'resolved', resolved_at: now })
      .where('id', '=', row.id)
      .where('creditmemo_id', 'is', null)
      .execute();
    await audit.record(trx, {
      actor: options.actor,
      action: 'refund',
      entityType: 'request',
      entityId: row.protocol,
      before: { status: row.status, creditmemo_id: null },
      after: { status: 'resolved', creditmemo_id: creditmemoId },
      ip: options.ip,
    });
  });
  return creditmemoId;
}
