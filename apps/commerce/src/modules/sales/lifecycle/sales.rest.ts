import { defineRoute, type RestContext, type RestModule } from '../../../rest/api';
import { notFound } from '../../../rest/errors';
import { type FieldMap, parseSearchCriteria, runSearch, searchResults } from '../../../rest/search-criteria';
import type { RouteDeps } from '../../../services';
import { PERMISSIONS } from '../../staff/acl';
import { asRestRefusal, LifecycleError, NOT_FOUND } from './errors';
import { attachNfe, checkNfe, type NfeDocumentKind, type NfeInput, nfeSchema } from './nfe';
import { ORDER_FIELDS, ordersMatching } from './order-queues';
import {
  creditmemosOutput,
  invoicesOutput,
  ordersOutput,
  shipmentsOutput,
  statusHistoryOutput,
} from './rest-output';
import { commentSchema, idParams, itemsSchema, refundBodySchema, tracksSchema } from './rest-schemas';
import { ordersAndSales, ordersInScope } from './sales-figures';
import { CANCEL_NOT_AVAILABLE } from './transitions';
import type { Actor, BankAccount, ItemQty, RequestOptions, TrackInput } from './types';

/**
 * Magento 2.4's order endpoints (rest.md §6): orders by searchCriteria, one order, comments,
 * cancel/hold/unhold, invoice/ship/refund and the document lists. Rules live in the lifecycle
 * services; this file maps Magento's bodies onto them and their refusals onto Magento's errors.
 * A request may carry an `Idempotency-Key` header; without one, a repeated identical body is the
 * same request (docs/orders.md).
 */

const DOCUMENT_FIELDS: FieldMap = {
  entity_id: { column: 'id', type: 'int' },
  increment_id: { type: 'string' },
  order_id: { type: 'int' },
  created_at: { type: 'date' },
};
const STATEFUL_DOCUMENT_FIELDS: FieldMap = { ...DOCUMENT_FIELDS, state: { type: 'int' } };

interface DocumentBody {
  items?: ItemQty[];
  notify?: boolean;
  appendComment?: boolean;
  comment?: { comment?: string; is_visible_on_front?: number };
}

function options(ctx: RestContext<unknown, DocumentBody | undefined>): RequestOptions {
  const caller = ctx.caller!;
  const actor: Actor = { kind: caller.kind, id: caller.id, name: caller.name };
  const key = ctx.request.headers['idempotency-key'];
  return {
    actor,
    ip: ctx.ip,
    idempotencyKey: typeof key === 'string' && key.trim() ? key.trim() : undefined,
    notify: ctx.body?.notify ?? false,
    comment: ctx.body?.comment?.comment?.trim() || undefined,
    commentVisible: ctx.body?.comment?.is_visible_on_front === 1,
  };
}

export const salesRestRoutes: RestModule = ({ database }) => {
  const db = database.db;
  // The app's lifecycle service (app.ts decorates the instance with it).
  const life = (ctx: { request: RestContext['request'] }) => ctx.request.server.orderLifecycle;
  const orderRow = async (id: number) => {
    const row = await db.selectFrom('sales_order').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  return [
    // Ours (Magento has none): the back office's sales figures, computed here so that every
    // screen counts sales the same way (paid orders that were not cancelled).
    defineRoute<Record<string, never>, unknown, { from: string }>({
      method: 'GET',
      path: '/V1/escritorio/sales/summary',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary: 'Orders, and sales (paid, not cancelled), created since a date',
      schema: {
        querystring: {
          type: 'object',
          required: ['from'],
          properties: { from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
        },
      },
      handler: async ({ query, store, scope }) => {
        const base = ordersInScope(db, { store, scope }).where('created_at', '>=', query.from);
        const row = await base.select((eb) => ordersAndSales(eb)).executeTakeFirstOrThrow();
        return {
          from: query.from,
          orders_count: Number(row.orders),
          grand_total: Number(row.sales_cents ?? 0) / 100,
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/orders',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary: 'Orders by searchCriteria',
      searchCriteria: true,
      handler: async ({ query, store, scope }) => {
        const criteria = parseSearchCriteria(query);
        const matching = ordersMatching(db, database.dialect, { store, scope }, criteria);
        const { rows, total } = await runSearch(matching.base, (qb) => qb.selectAll(), matching.criteria, {
          fields: ORDER_FIELDS,
          tieBreak: [{ field: 'entity_id', direction: 'ASC' }],
        });
        return searchResults(await ordersOutput(db, rows), criteria, total);
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/orders/:id',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary: 'One order by entity_id',
      schema: { params: idParams('id') },
      handler: async ({ params }) => (await ordersOutput(db, [await orderRow(params.id)]))[0],
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/orders/:id/comments',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary: "An order's status history",
      schema: { params: idParams('id') },
      handler: async ({ params }) => {
        await orderRow(params.id);
        const rows = await db
          .selectFrom('sales_order_status_history')
          .selectAll()
          .where('order_id', '=', params.id)
          .orderBy('id')
          .execute();
        return { items: rows.map(statusHistoryOutput), total_count: rows.length };
      },
    }),
    defineRoute<
      { id: number },
      {
        statusHistory: {
          comment: string;
          status?: string;
          is_customer_notified?: number;
          is_visible_on_front?: number;
        };
      }
    >({
      method: 'POST',
      path: '/V1/orders/:id/comments',
      acl: PERMISSIONS.comment,
      tag: 'sales',
      summary: 'Adds a comment to an order (is_customer_notified 1 e-mails it)',
      schema: {
        params: idParams('id'),
        body: {
          type: 'object',
          required: ['statusHistory'],
          properties: {
            statusHistory: {
              type: 'object',
              required: ['comment'],
              properties: {
                comment: { type: 'string', minLength: 1 },
                status: { type: 'string' },
                is_customer_notified: { type: 'integer' },
                is_visible_on_front: { type: 'integer' },
              },
            },
          },
        },
      },
      handler: async (ctx) =>
        asRestRefusal(async () => {
          const h = ctx.body.statusHistory;
          const { actor, ip } = options(ctx as never);
          await life(ctx).comment(ctx.params.id, {
            comment: h.comment,
            status: h.status,
            notify: h.is_customer_notified === 1,
            visibleOnFront: h.is_visible_on_front === 1,
            actor,
            ip,
          });
          return true;
        }),
    }),
    ...(['cancel', 'hold', 'unhold', 'delivered'] as const).map((action) =>
      defineRoute<{ id: number }, DocumentBody | undefined>({
        method: 'POST',
        path: `/V1/orders/:id/${action}`,
        acl: action === 'delivered' ? PERMISSIONS.ship : PERMISSIONS[action],
        tag: 'sales',
        summary:
          action === 'delivered'
            ? 'Records the delivery of a complete order (status delivered; not in Magento)'
            : `${action[0]!.toUpperCase()}${action.slice(1)}s an order`,
        schema: { params: idParams('id') },
        handler: async (ctx) =>
          asRestRefusal(async () => {
            await orderRow(ctx.params.id);
            try {
              return await life(ctx)[action](ctx.params.id, options(ctx));
            } catch (error) {
              // Magento answers a cancel it cannot do with `false`, not an error.
              if (
                action === 'cancel' &&
                error instanceof LifecycleError &&
                error.message === CANCEL_NOT_AVAILABLE
              )
                return false;
              throw error;
            }
          }),
      }),
    ),
    defineRoute<
      { orderId: number },
      DocumentBody & { capture?: boolean; arguments?: { extension_attributes?: { nfe?: NfeInput } } }
    >({
      method: 'POST',
      path: '/V1/order/:orderId/invoice',
      acl: PERMISSIONS.invoice,
      tag: 'sales',
      summary: 'Invoices an order (all that is left, or the items given); answers the invoice id',
      schema: {
        params: idParams('orderId'),
        body: {
          type: 'object',
          properties: {
            capture: { type: 'boolean' },
            notify: { type: 'boolean' },
            items: itemsSchema,
            comment: commentSchema,
            arguments: {
              type: 'object',
              properties: {
                extension_attributes: { type: 'object', properties: { nfe: nfeSchema } },
              },
            },
          },
        },
      },
      bodyLimit: NFE_BODY_LIMIT,
      handler: async (ctx) =>
        asRestRefusal(async () => {
          const nfe = ctx.body?.arguments?.extension_attributes?.nfe;
          // A wrong NF-e refuses the invoice before anything is written.
          if (nfe) checkNfe(nfe);
          const id = await life(ctx).invoice(ctx.params.orderId, { ...options(ctx), items: ctx.body?.items });
          if (nfe) await attachNfe(db, { kind: 'invoice', id, orderId: ctx.params.orderId }, nfe);
          return String(id);
        }),
    }),
    defineRoute<{ orderId: number }, DocumentBody & { tracks?: TrackInput[] }>({
      method: 'POST',
      path: '/V1/order/:orderId/ship',
      acl: PERMISSIONS.ship,
      tag: 'sales',
      summary: 'Ships an order with its tracks; answers the shipment id',
      schema: {
        params: idParams('orderId'),
        body: {
          type: 'object',
          properties: {
            notify: { type: 'boolean' },
            items: itemsSchema,
            tracks: tracksSchema,
            comment: commentSchema,
          },
        },
      },
      handler: async (ctx) =>
        asRestRefusal(async () =>
          String(
            await life(ctx).ship(ctx.params.orderId, {
              ...options(ctx),
              items: ctx.body?.items,
              tracks: (ctx.body?.tracks ?? []).map((t) => ({ ...t, track_number: t.track_number ?? '' })),
            }),
          ),
        ),
    }),
    defineRoute<
      { orderId: number },
      DocumentBody & {
        arguments?: {
          shipping_amount?: number;
          adjustment_positive?: number;
          adjustment_negative?: number;
          extension_attributes?: { return_to_stock_items?: number[]; bank_account?: BankAccount };
        };
      }
    >({
      method: 'POST',
      path: '/V1/order/:orderId/refund',
      acl: PERMISSIONS.creditmemo,
      tag: 'sales',
      summary: 'Refunds an order (credit memo) through its payment method; answers the credit memo id',
      schema: {
        params: idParams('orderId'),
        body: refundBodySchema,
      },
      handler: async (ctx) =>
        asRestRefusal(async () => {
          const args = ctx.body?.arguments;
          const cents = (value: number | undefined) =>
            value === undefined ? undefined : Math.round(value * 100);
          return String(
            await life(ctx).refund(ctx.params.orderId, {
              ...options(ctx),
              items: ctx.body?.items,
              shippingCents: cents(args?.shipping_amount),
              adjustmentPositiveCents: cents(args?.adjustment_positive),
              adjustmentNegativeCents: cents(args?.adjustment_negative),
              returnToStockItems: args?.extension_attributes?.return_to_stock_items,
              bankAccount: args?.extension_attributes?.bank_account,
            }),
          );
        }),
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/invoices',
      acl: PERMISSIONS.invoice,
      tag: 'sales',
      summary: 'Invoices by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(
          db.selectFrom('sales_invoice'),
          (qb) => qb.selectAll(),
          criteria,
          {
            fields: STATEFUL_DOCUMENT_FIELDS,
            tieBreak: [{ field: 'entity_id', direction: 'ASC' }],
          },
        );
        return searchResults(await invoicesOutput(db, rows), criteria, total);
      },
    }),
    ...documentRoutes(db),
    ...nfeRoutes(db),
    defineRoute({
      method: 'GET',
      path: '/V1/shipments',
      acl: PERMISSIONS.ship,
      tag: 'sales',
      summary: 'Shipments (with their tracks) by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(
          db.selectFrom('sales_shipment'),
          (qb) => qb.selectAll(),
          criteria,
          {
            fields: DOCUMENT_FIELDS,
            tieBreak: [{ field: 'entity_id', direction: 'ASC' }],
          },
        );
        return searchResults(await shipmentsOutput(db, rows), criteria, total);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/creditmemos',
      acl: PERMISSIONS.creditmemo,
      tag: 'sales',
      summary: 'Credit memos by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(
          db.selectFrom('sales_creditmemo'),
          (qb) => qb.selectAll(),
          criteria,
          {
            fields: STATEFUL_DOCUMENT_FIELDS,
            tieBreak: [{ field: 'entity_id', direction: 'ASC' }],
          },
        );
        return searchResults(await creditmemosOutput(db, rows), criteria, total);
      },
    }),
  ];
};

/** A DANFE PDF and the XML travel as text in the body: a few MB. */
const NFE_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Ours (Magento has no NF-e): the ERP attaches the NF-e it issued to an existing invoice, or the
 * return NF-e to a credit memo; attaching again replaces it. Answers the document with it.
 */
function nfeRoutes(db: RouteDeps['database']['db']) {
  const route = (kind: NfeDocumentKind, path: string, acl: string) =>
    defineRoute<{ id: number }, { nfe: NfeInput }>({
      method: 'POST',
      path,
      acl,
      tag: 'sales',
      summary: `Attaches the ${kind === 'invoice' ? 'NF-e of an invoice' : 'return NF-e of a credit memo'} (key, number, series, date, DANFE, XML)`,
      bodyLimit: NFE_BODY_LIMIT,
      schema: {
        params: idParams('id'),
        body: { type: 'object', required: ['nfe'], properties: { nfe: nfeSchema } },
      },
      handler: async ({ params, body }) => {
        const table = kind === 'invoice' ? 'sales_invoice' : 'sales_creditmemo';
        const row = await db.selectFrom(table).selectAll().where('id', '=', params.id).executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        await attachNfe(db, { kind, id: row.id, orderId: row.order_id }, body.nfe);
        const output = kind === 'invoice' ? invoicesOutput(db, [row]) : creditmemosOutput(db, [row as never]);
        return (await output)[0];
      },
    });
  return [
    route('invoice', '/V1/invoices/:id/nfe', PERMISSIONS.invoice),
    route('creditmemo', '/V1/creditmemo/:id/nfe', PERMISSIONS.creditmemo),
  ];
}

/** Magento's one-document reads: `GET /V1/invoices/{id}`, `/V1/shipment/{id}`, `/V1/creditmemo/{id}`. */
function documentRoutes(db: RouteDeps['database']['db']) {
  const one = async <T>(rows: Promise<T[]>) => {
    const [row] = await rows;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };
  return [
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/invoices/:id',
      acl: PERMISSIONS.invoice,
      tag: 'sales',
      summary: 'One invoice by entity_id',
      schema: { params: idParams('id') },
      handler: async ({ params }) =>
        one(
          invoicesOutput(
            db,
            await db.selectFrom('sales_invoice').selectAll().where('id', '=', params.id).execute(),
          ),
        ),
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/shipment/:id',
      acl: PERMISSIONS.ship,
      tag: 'sales',
      summary: 'One shipment (with its tracks) by entity_id',
      schema: { params: idParams('id') },
      handler: async ({ params }) =>
        one(
          shipmentsOutput(
            db,
            await db.selectFrom('sales_shipment').selectAll().where('id', '=', params.id).execute(),
          ),
        ),
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/creditmemo/:id',
      acl: PERMISSIONS.creditmemo,
      tag: 'sales',
      summary: 'One credit memo by entity_id',
      schema: { params: idParams('id') },
      handler: async ({ params }) =>
        one(
          creditmemosOutput(
            db,
            await db.selectFrom('sales_creditmemo').selectAll().where('id', '=', params.id).execute(),
          ),
        ),
    }),
  ];
}
