import { createReadStream } from 'node:fs';
import { defineRoute, type RestModule } from '../../rest/api';
import { magentoDate } from '../../rest/format';
import { type FieldMap, parseSearchCriteria, runSearch, searchResults } from '../../rest/search-criteria';
import { asRestRefusal } from '../sales/lifecycle/errors';
import { PERMISSIONS } from '../staff/acl';
import { createUploadStore } from '../uploads/store';
import {
  type AdminRequest,
  getRequest,
  REQUEST_STATUSES,
  replyToRequest,
  requestAttachment,
  requestsUnion,
  setRequestStatus,
} from './admin';
import { markReturnReceived, previewReturnRefund, refundReturn } from './return-refund';
import type { RequestStatus } from './tables';

/**
 * Quotes, returns, contact messages and job applications for the back office. Magento has no such
 * resource: ours live under `/V1/escritorio/requests` (docs/back-office.md), keyed by protocol.
 */

const FIELDS: FieldMap = {
  protocol: { type: 'string' },
  type: { type: 'string' },
  status: { type: 'string' },
  email: { type: 'string' },
  order_number: { type: 'string' },
  created_at: { type: 'date' },
  resolved_at: { type: 'date' },
  replied_at: { type: 'date' },
};

const PROTOCOL_PARAMS = {
  type: 'object',
  required: ['protocol'],
  properties: { protocol: { type: 'string', minLength: 1, maxLength: 32 } },
};

interface ListRow {
  protocol: string;
  type: string;
  status: string;
  email: string;
  order_number: string | null;
  created_at: string;
  resolved_at: string | null;
  replied_at: string | null;
}

const JSON_COLUMNS = new Set(['items', 'skus', 'files']);

function toWire({ kind, request, attachments, order, replies, creditmemo }: AdminRequest, base: string) {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    fields[key] = JSON_COLUMNS.has(key) && typeof value === 'string' ? JSON.parse(value) : value;
  }
  for (const key of ['created_at', 'resolved_at', 'replied_at'])
    fields[key] = magentoDate(fields[key] as string);
  return {
    ...fields,
    type: kind,
    attachments: attachments.map((a) => ({
      id: a.id,
      role: a.role,
      name: a.original_name,
      mime: a.mime,
      size_bytes: a.size_bytes,
      sha256: a.sha256,
      url: `${base}/attachments/${a.id}`,
    })),
    // Every reply e-mailed, oldest first (the request's own columns keep only the last one).
    replies: replies.map((r) => ({ ...r, replied_at: magentoDate(r.replied_at) })),
    // The credit memo that refunded a return ("Reembolsado — nota de crédito #…").
    ...(creditmemo
      ? {
          creditmemo: {
            entity_id: creditmemo.id,
            increment_id: creditmemo.increment_id,
            grand_total: creditmemo.grand_total_cents / 100,
            created_at: magentoDate(creditmemo.created_at),
          },
        }
      : {}),
    ...(order
      ? {
          order: {
            entity_id: order.id,
            increment_id: order.increment_id,
            status: order.status,
            store_code: order.store_code,
          },
        }
      : {}),
  };
}

export const requestsRestRoutes: RestModule = ({ database, config, services }) => {
  const { db } = database;
  const uploads = createUploadStore(config.content.uploadsDir);
  const base = (protocol: string) => `/rest/V1/escritorio/requests/${protocol.trim().toUpperCase()}`;
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/escritorio/requests',
      acl: PERMISSIONS.requests,
      tag: 'requests',
      summary: 'Quotes, returns, contact messages and job applications by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch<ListRow>(
          requestsUnion(db),
          (qb) => qb.selectAll(),
          criteria,
          {
            fields: FIELDS,
            tieBreak: [
              { field: 'created_at', direction: 'DESC' },
              { field: 'protocol', direction: 'ASC' },
            ],
          },
        );
        const items = rows.map((r) => ({
          ...r,
          created_at: magentoDate(r.created_at),
          resolved_at: magentoDate(r.resolved_at) ?? null,
          replied_at: magentoDate(r.replied_at) ?? null,
        }));
        return searchResults(items, criteria, total);
      },
    }),
    defineRoute<{ protocol: string }>({
      method: 'GET',
      path: '/V1/escritorio/requests/:protocol',
      acl: PERMISSIONS.requests,
      tag: 'requests',
      summary: 'One request with its fields, attachments and (returns) order',
      schema: { params: PROTOCOL_PARAMS },
      handler: async ({ params }) => toWire(await getRequest(db, params.protocol), base(params.protocol)),
    }),
    defineRoute<{ protocol: string; id: number }>({
      method: 'GET',
      path: '/V1/escritorio/requests/:protocol/attachments/:id',
      acl: PERMISSIONS.requests,
      tag: 'requests',
      summary: 'Downloads an attachment of a request (return photos, invoice, CV)',
      schema: {
        params: {
          type: 'object',
          required: ['protocol', 'id'],
          properties: { ...PROTOCOL_PARAMS.properties, id: { type: 'integer', minimum: 1 } },
        },
      },
      handler: async ({ params, reply }) => {
        const file = await requestAttachment(db, params.protocol, params.id);
        // The uploads stay private on disk; only this permission-checked route streams them.
        await reply
          .code(200)
          .type(file.mime)
          .header('content-length', file.size_bytes)
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}`,
          )
          .header('cache-control', 'private, no-store')
          .send(createReadStream(uploads.pathOf(file.stored_name)));
      },
    }),
    defineRoute<{ protocol: string }, { status: RequestStatus; note?: string }>({
      method: 'PUT',
      path: '/V1/escritorio/requests/:protocol/status',
      acl: PERMISSIONS.requests,
      tag: 'requests',
      summary: 'Moves a request: open → in_progress → resolved | refused',
      schema: {
        params: PROTOCOL_PARAMS,
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: REQUEST_STATUSES },
            note: { type: 'string', maxLength: 4000 },
          },
        },
      },
      handler: async (ctx) => {
        await setRequestStatus(db, ctx.params.protocol, ctx.body.status, {
          note: ctx.body.note,
          actor: ctx.actor(),
          ip: ctx.ip,
        });
        return true;
      },
    }),
    defineRoute<{ protocol: string }>({
      method: 'POST',
      path: '/V1/escritorio/requests/:protocol/received',
      acl: PERMISSIONS.requests,
      tag: 'requests',
      summary: "Records that a return's goods arrived (accepts it: in_progress)",
      schema: { params: PROTOCOL_PARAMS },
      handler: async (ctx) => {
        await markReturnReceived(db, ctx.params.protocol, { actor: ctx.actor(), ip: ctx.ip });
        return true;
      },
    }),
    defineRoute<{ protocol: string }>({
      method: 'GET',
      path: '/V1/escritorio/requests/:protocol/refund',
      acl: [PERMISSIONS.requests, PERMISSIONS.creditmemo],
      tag: 'requests',
      summary: "What refunding a return would pay back: its order's credit memo, computed, not written",
      schema: { params: PROTOCOL_PARAMS },
      handler: async (ctx) =>
        asRestRefusal(async () => {
          const plan = await previewReturnRefund(db, ctx.request.server.orderLifecycle, ctx.params.protocol);
          return {
            protocol: plan.protocol,
            order_id: plan.orderId,
            items: plan.items,
            subtotal: plan.subtotalCents / 100,
            discount_amount: plan.discountCents / 100,
            shipping_amount: plan.shippingCents / 100,
            grand_total: plan.totalCents / 100,
          };
        }),
    }),
    defineRoute<{ protocol: string }>({
      method: 'POST',
      path: '/V1/escritorio/requests/:protocol/refund',
      acl: [PERMISSIONS.requests, PERMISSIONS.creditmemo],
      tag: 'requests',
      summary:
        "Refunds a received return: its order's credit memo for the returned items (back to stock); answers the credit memo id",
      schema: { params: PROTOCOL_PARAMS },
      handler: async (ctx) =>
        asRestRefusal(async () =>
          String(
            await refundReturn(db, ctx.request.server.orderLifecycle, ctx.params.protocol, {
              actor: ctx.actor(),
              ip: ctx.ip,
            }),
          ),
        ),
    }),
    defineRoute<{ protocol: string }, { reply: string }>({
      method: 'POST',
      path: '/V1/escritorio/requests/:protocol/reply',
      acl: PERMISSIONS.requests,
      tag: 'requests',
      summary: "E-mails a reply to the requester in the store view's language and records it",
      schema: {
        params: PROTOCOL_PARAMS,
        body: {
          type: 'object',
          required: ['reply'],
          additionalProperties: false,
          properties: { reply: { type: 'string', minLength: 1, maxLength: 10000 } },
        },
      },
      handler: async (ctx) => {
        await replyToRequest(db, services.mail, ctx.params.protocol, ctx.body.reply, {
          actor: ctx.actor(),
          ip: ctx.ip,
          store: ctx.store,
        });
        return true;
      },
    }),
  ];
};
