import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  BoletoStatus,
  CardTransactionStatus,
  PaymentBoletoTable,
  PaymentCardTransactionTable,
  PaymentPixChargeTable,
  PixChargeStatus,
} from './tables';
import './tables';

/** SQL of the payment service. */

export type PixChargeRow = Selectable<PaymentPixChargeTable>;
export type BoletoRow = Selectable<PaymentBoletoTable>;
export type CardTransactionRow = Selectable<PaymentCardTransactionTable>;

type Db = Kysely<Database>;

// --- Pix

export function findPixChargeByOrder(db: Db, orderId: number): Promise<PixChargeRow | undefined> {
  return db.selectFrom('payment_pix_charge').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function findPixChargeByTxid(db: Db, txid: string): Promise<PixChargeRow | undefined> {
  return db.selectFrom('payment_pix_charge').selectAll().where('txid', '=', txid).executeTakeFirst();
}

/** Inserts the order's charge; false when the order already has one (a parallel request won). */
export async function insertPixCharge(db: Db, row: Insertable<PaymentPixChargeTable>): Promise<boolean> {
  const result = await db
    .insertInto('payment_pix_charge')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Moves an active charge to another status; false when it was not active any more. */
export async function closePixCharge(
  db: Db,
  id: number,
  status: Exclude<PixChargeStatus, 'ATIVA'>,
  now: Date,
  payment: { paidAt?: string; endToEndId?: string } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('payment_pix_charge')
    .set({
      status,
      paid_at: payment.paidAt ?? (status === 'CONCLUIDA' ? now.toISOString() : null),
      end_to_end_id: payment.endToEndId ?? null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'ATIVA')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// --- Boleto

export function findBoletoByOrder(db: Db, orderId: number): Promise<BoletoRow | undefined> {
  return db.selectFrom('payment_boleto').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function insertBoleto(db: Db, row: Insertable<PaymentBoletoTable>): Promise<boolean> {
  const result = await db
    .insertInto('payment_boleto')
    .values(row)
    .onConflict((oc) => oc.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function closeBoleto(
  db: Db,
  id: number,
  status: Exclude<BoletoStatus, 'EM_ABERTO'>,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_boleto')
    .set({ status, paid_at: status === 'PAGO' ? now.toISOString() : null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'EM_ABERTO')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Advances a sequence and returns its new value (one atomic UPDATE … RETURNING on both databases). */
export async function nextSequenceValue(db: Db, name: string): Promise<number> {
  const row = await db
    .updateTable('payment_sequence')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

// --- Card

export function findApprovedCardTransaction(
  db: Db,
  orderId: number,
): Promise<CardTransactionRow | undefined> {
  return db
    .selectFrom('payment_card_transaction')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
}

export function listCardTransactions(db: Db, orderId: number): Promise<CardTransactionRow[]> {
  return db
    .selectFrom('payment_card_transaction')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('attempt')
    .execute();
}

/**
 * Records a new attempt as processing and returns its id; undefined when another attempt of the
 * order is in flight or approved (the UNIQUE active_order_id), or took the same attempt number.
 */
export async function insertCardTransaction(
  db: Db,
  row: Omit<Insertable<PaymentCardTransactionTable>, 'active_order_id' | 'status'>,
): Promise<number | undefined> {
  const result = await db
    .insertInto('payment_card_transaction')
    .values({ ...row, status: 'processing', active_order_id: row.order_id })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return result?.id;
}

/** Gives up attempts that stayed 'processing' since before `olderThan` (a crashed server). */
export async function releaseStaleCardTransactions(db: Db, orderId: number, olderThan: Date, now: Date) {
  await db
    .updateTable('payment_card_transaction')
    .set({ status: 'failed', active_order_id: null, updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'processing')
    .where('created_at', '<', olderThan.toISOString())
    .execute();
}

export async function finishCardTransaction(
  db: Db,
  id: number,
  status: Exclude<CardTransactionStatus, 'processing'>,
  result: {
    returnCode?: string;
    returnMessage?: string;
    tid?: string;
    nsu?: string;
    authorizationCode?: string;
  },
  now: Date,
): Promise<void> {
  await db
    .updateTable('payment_card_transaction')
    .set({
      status,
      // Only an approved attempt keeps the order's slot: a declined or failed one frees it.
      active_order_id: status === 'approved' ? undefined : null,
      return_code: result.returnCode ?? null,
      return_message: result.returnMessage?.slice(0, 255) ?? null,
      tid: result.tid ?? null,
      nsu: result.nsu ?? null,
      authorization_code: result.authorizationCode ?? null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

// --- Several orders at once (the back office's order pages and lists)

/** The Pix charges, boletos and approved card transactions of the given orders. */
export async function paymentRowsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return { pix: [], boletos: [], cards: [] };
  const [pix, boletos, cards] = await Promise.all([
    db.selectFrom('payment_pix_charge').selectAll().where('order_id', 'in', orderIds).execute(),
    db.selectFrom('payment_boleto').selectAll().where('order_id', 'in', orderIds).execute(),
    db
      .selectFrom('payment_card_transaction')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .where('status', '=', 'approved')
      .execute(),
  ]);
  return { pix, boletos, cards };
}
