import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { setOrderDelivered } from '../sales/order-lookup';
import { findUploads, type UploadRow } from '../uploads/store';
import { noonInSaoPaulo } from './dates';
import { kindOfProtocol, REQUEST_KINDS, type RequestKind } from './protocol';
import './tables';

/**
 * What the staff command (`npm run requests`, cli.ts) does: list and show requests, record
 * deliveries (status changes and replies are admin.ts, shared with the REST routes). Plain functions over the database, tested without a shell.
 */

export class StaffCommandError extends Error {}

export interface RequestSummary {
  protocol: string;
  status: string;
  created_at: string;
  /** Who and what, on one line. */
  summary: string;
}

/** Plural names the command accepts ('quotes', 'returns', 'contact', 'careers'). */
export const LIST_NAMES: Record<string, RequestKind> = {
  quotes: 'quote',
  quote: 'quote',
  returns: 'return',
  return: 'return',
  contact: 'contact',
  contacts: 'contact',
  careers: 'career',
  career: 'career',
};

/** Statuses of a request still waiting for staff (`--open`). */
const OPEN_STATUSES = ['open', 'in_progress'] as const;

export async function listRequests(
  db: Kysely<Database>,
  kind: RequestKind,
  options: { openOnly?: boolean; limit?: number } = {},
): Promise<RequestSummary[]> {
  const limit = options.limit ?? 200;
  const open = options.openOnly ?? false;
  switch (kind) {
    case 'quote': {
      let q = db.selectFrom('request_quote').selectAll();
      if (open) q = q.where('status', 'in', OPEN_STATUSES);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        ...pick(r),
        summary: `${r.company} (${r.contact_name} <${r.email}>): ${(JSON.parse(r.items) as unknown[]).length} produto(s)${r.items_text ? ' + texto' : ''}`,
      }));
    }
    case 'return': {
      let q = db.selectFrom('request_return').selectAll();
      if (open) q = q.where('status', 'in', OPEN_STATUSES);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        ...pick(r),
        summary: `pedido ${r.order_number} <${r.email}>: ${(JSON.parse(r.skus) as string[]).join(', ')}`,
      }));
    }
    case 'contact': {
      let q = db.selectFrom('request_contact').selectAll();
      if (open) q = q.where('status', 'in', OPEN_STATUSES);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({ ...pick(r), summary: `${r.name} <${r.email}>: ${r.subject}` }));
    }
    case 'career': {
      let q = db.selectFrom('request_career').selectAll();
      if (open) q = q.where('status', 'in', OPEN_STATUSES);
      const rows = await q.orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        ...pick(r),
        summary: `${r.name} <${r.email}>: ${r.position} (CV #${r.cv_upload_id})`,
      }));
    }
  }
}

function pick(row: { protocol: string; status: string; created_at: string }) {
  return { protocol: row.protocol, status: row.status, created_at: row.created_at };
}

function tableOf(protocol: string) {
  const kind = kindOfProtocol(protocol);
  if (!kind) throw new StaffCommandError(`Not a protocol number: ${protocol} (e.g. ORC-2026-000001)`);
  return { kind, table: REQUEST_KINDS[kind].table };
}

/** Every stored field of a request, with its uploads. */
export async function showRequest(
  db: Kysely<Database>,
  protocol: string,
): Promise<{ kind: RequestKind; request: Record<string, unknown>; uploads: UploadRow[] }> {
  const { kind, table } = tableOf(protocol);
  const row = (await db
    .selectFrom(table)
    .selectAll()
    .where('protocol', '=', protocol.trim().toUpperCase())
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw new StaffCommandError(`Request ${protocol} not found`);
  const uploadIds =
    kind === 'career'
      ? [row.cv_upload_id as number]
      : kind === 'return'
        ? (JSON.parse(row.files as string) as { upload_id: number }[]).map((f) => f.upload_id)
        : [];
  return { kind, request: row, uploads: await findUploads(db, uploadIds) };
}

/**
 * Records that an order was delivered, on a date ('YYYY-MM-DD', São Paulo) or now. The return
 * deadline counts from that day.
 */
export async function markDelivered(
  db: Kysely<Database>,
  orderNumber: string,
  date: string | undefined,
  now = new Date(),
): Promise<string> {
  const at = date === undefined ? now : noonInSaoPaulo(date);
  if (!at) throw new StaffCommandError(`Not a date: ${date} (use YYYY-MM-DD)`);
  if (at.getTime() > now.getTime() + 86_400_000) {
    throw new StaffCommandError(`A delivery date cannot be in the future: ${date}`);
  }
  const deliveredAt = at.toISOString();
  if (!(await setOrderDelivered(db, orderNumber, deliveredAt))) {
    throw new StaffCommandError(`Order ${orderNumber} not found`);
  }
  return deliveredAt;
}
