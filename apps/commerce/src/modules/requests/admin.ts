import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { InputError, NotFoundError } from '../../graphql/errors';
import { ENTITY_NOT_FOUND } from '../../rest/errors';
import type { Mailer } from '../mail/mailer';
import { creditmemoById, orderById } from '../sales/order-lookup';
import { type AuditActor, audit } from '../staff/audit';
import { DEFAULT_STORE, findStoreView, type StoreView } from '../store/stores';
import type { UploadRow } from '../uploads/store';
import { replyMail } from './mails';
import { kindOfProtocol, REQUEST_KINDS, type RequestKind } from './protocol';
import { showRequest } from './staff';
import type { RequestStatus } from './tables';
import './tables';

/**
 * The back office's work on requests (REST `/V1/escritorio/requests`, and the `requests` command):
 * one list over the four kinds, a request with its attachments, status changes and replies
 * e-mailed to the requester. Every change is written with its audit-log row in one transaction.
 */

export const REQUEST_CLOSED = 'The request %1 is %2 and can no longer change.';

type Db = Kysely<Database>;

/** Statuses a request may move to from each status; resolved and refused are final. */
const NEXT: Record<RequestStatus, readonly RequestStatus[]> = {
  open: ['in_progress', 'resolved', 'refused'],
  in_progress: ['resolved', 'refused'],
  resolved: [],
  refused: [],
};
export const REQUEST_STATUSES = Object.keys(NEXT) as RequestStatus[];

/**
 * Every kind's rows with the columns they share, as one table `r` (the list is filtered and
 * sorted on it; no selection yet, as runSearch wants). `order_number` only for returns.
 */
export function requestsUnion(db: Db) {
  const common = ['protocol', 'status', 'email', 'created_at', 'resolved_at', 'replied_at'] as const;
  const noOrder = sql<string | null>`cast(null as varchar(32))`.as('order_number');
  const kind = (k: RequestKind) => sql<string>`${sql.lit(k)}`.as('type');
  return db.selectFrom(
    db
      .selectFrom('request_quote')
      .select([...common, kind('quote'), noOrder])
      .unionAll(db.selectFrom('request_return').select([...common, kind('return'), 'order_number']))
      .unionAll(db.selectFrom('request_contact').select([...common, kind('contact'), noOrder]))
      .unionAll(db.selectFrom('request_career').select([...common, kind('career'), noOrder]))
      .as('r'),
  );
}

function tableOf(protocol: string) {
  const kind = kindOfProtocol(protocol);
  if (!kind) throw new NotFoundError(ENTITY_NOT_FOUND);
  return { kind, table: REQUEST_KINDS[kind].table, protocol: protocol.trim().toUpperCase() };
}

/** A request with its attachments' metadata; a return with the store view and id of its order. */
export async function getRequest(db: Db, protocol: string) {
  const { kind } = tableOf(protocol);
  const shown = await showRequest(db, protocol).catch(() => undefined);
  if (!shown) throw new NotFoundError(ENTITY_NOT_FOUND);
  const request = shown.request;
  const files =
    kind === 'return'
      ? (JSON.parse(request.files as string) as { upload_id: number; role: string }[])
      : kind === 'career'
        ? [{ upload_id: request.cv_upload_id as number, role: 'cv' }]
        : [];
  const roleOf = new Map(files.map((f) => [f.upload_id, f.role]));
  const attachments = shown.uploads.map((u: UploadRow) => ({ ...u, role: roleOf.get(u.id) ?? u.kind }));
  const order = kind === 'return' ? await orderSummary(db, request.order_id as number) : undefined;
  const creditmemo = request.creditmemo_id
    ? await creditmemoById(db, request.creditmemo_id as number)
    : undefined;
  const replies = (await audit.history(db, 'request', protocol.trim().toUpperCase(), 'reply')).map((row) => ({
    reply: (row.after as { reply?: string } | null)?.reply ?? '',
    replied_by: row.actor_name,
    replied_at: row.created_at,
  }));
  return { kind, request, attachments, order, replies, creditmemo };
}

export type AdminRequest = Awaited<ReturnType<typeof getRequest>>;

/** The attachment `uploadId` of a request (404 when the file is not one of its own). */
export async function requestAttachment(db: Db, protocol: string, uploadId: number): Promise<UploadRow> {
  const { attachments } = await getRequest(db, protocol);
  const found = attachments.find((a) => a.id === uploadId);
  if (!found) throw new NotFoundError(ENTITY_NOT_FOUND);
  return found;
}

export interface ChangeContext {
  actor: AuditActor;
  ip?: string | null;
  now?: Date;
}

/**
 * Moves a request to a status. The same status again is no change (a repeated call is harmless)
 * except that a note replaces the staff note; leaving resolved or refused is refused.
 */
export async function setRequestStatus(
  db: Db,
  protocol: string,
  status: RequestStatus,
  options: ChangeContext & { note?: string },
): Promise<void> {
  const { table, protocol: key } = tableOf(protocol);
  const now = options.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom(table)
      .select(['status', 'staff_note'])
      .where('protocol', '=', key)
      .executeTakeFirst();
    if (!before) throw new NotFoundError(ENTITY_NOT_FOUND);
    const current = before.status as RequestStatus;
    const noteChanges = options.note !== undefined && options.note !== before.staff_note;
    if (current === status && !noteChanges) return;
    if (current !== status && !NEXT[current].includes(status)) {
      throw new InputError(REQUEST_CLOSED.replace('%1', key).replace('%2', current));
    }
    const final = status === 'resolved' || status === 'refused';
    await trx
      .updateTable(table)
      .set({
        status,
        ...(options.note !== undefined ? { staff_note: options.note } : {}),
        ...(final && current !== status ? { resolved_at: now.toISOString() } : {}),
      })
      .where('protocol', '=', key)
      .execute();
    await audit.record(
      trx,
      {
        actor: options.actor,
        action: 'update_status',
        entityType: 'request',
        entityId: key,
        before: { status: current, staff_note: before.staff_note },
        after: { status, staff_note: options.note ?? before.staff_note },
        ip: options.ip,
      },
      now,
    );
  });
}

/**
 * Replies to the requester: the reply is recorded on the request (with its author) and queued in
 * the outbox in the same transaction, in the language of the return's order store view or else of
 * `store` (the store view the staff member works in). An open request moves to in_progress.
 */
export async function replyToRequest(
  db: Db,
  mail: Mailer,
  protocol: string,
  reply: string,
  options: ChangeContext & { store?: StoreView | null },
): Promise<void> {
  const { table, protocol: key } = tableOf(protocol);
  const text = reply.trim();
  if (!text) throw new InputError('"%1" is required. Enter and try again.'.replace('%1', 'reply'));
  const now = options.now ?? new Date();
  const { request, order } = await getRequest(db, key);
  const status = request.status as RequestStatus;
  if (NEXT[status].length === 0)
    throw new InputError(REQUEST_CLOSED.replace('%1', key).replace('%2', status));
  const store = (order && findStoreView(order.store_code)) || options.store || DEFAULT_STORE;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable(table)
      .set({
        reply: text,
        replied_by: options.actor.name,
        replied_at: now.toISOString(),
        ...(status === 'open' ? { status: 'in_progress' } : {}),
      })
      .where('protocol', '=', key)
      .execute();
    await audit.record(
      trx,
      {
        actor: options.actor,
        action: 'reply',
        entityType: 'request',
        entityId: key,
        before: { status, reply: request.reply ?? null },
        after: { status: status === 'open' ? 'in_progress' : status, reply: text },
        ip: options.ip,
      },
      now,
    );
  });
  // Queued after the commit: the outbox keeps it until delivered (a mail failure never loses the reply).
  await mail.send(replyMail(store, request.email as string, key, text));
}

/** What the back office shows of a return's order. */
async function orderSummary(db: Db, orderId: number) {
  const order = await orderById(db, orderId);
  return (
    order && {
      id: order.id,
      increment_id: order.increment_id,
      store_code: order.store_code,
      status: order.status,
    }
  );
}
