import { sql } from 'kysely';
import { defineRoute, type RestContext, type RestModule } from '../../../rest/api';
import { inputError, notFound } from '../../../rest/errors';
import { PERMISSIONS } from '../../staff/acl';
import { STORE_VIEWS } from '../../store/stores';
import { STORE_TIME_ZONE } from '../../store/time-zone';
import { createBulkOrders, MAX_BULK_ORDERS } from './bulk';
import { asRestRefusal, NOT_FOUND } from './errors';
import { countFigure, ORDER_FIGURES } from './order-queues';
import { packingSlipRefusal, renderPackingSlip } from './packing-slip';
import { ordersOutput } from './rest-output';
import { idParams } from './rest-schemas';
import { ordersAndSales, ordersInScope } from './sales-figures';
import type { Actor } from './types';

/**
 * Ours (Magento has none): what the back office's Painel and order page need beyond Magento's
 * order routes. The Painel's order figures, the daily sales series (paid orders not cancelled, as
 * in the summary route) and the packing slip PDF. Days are UTC calendar days of `created_at`, the same days the
 * summary's `from` counts from.
 */

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
/** A year of days at most: the chart draws a month, a report a year. */
export const MAX_SERIES_DAYS = 366;
const DAY_MS = 86_400_000;

/** Every calendar day from `from` to `to`, both included (ISO dates). */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

const orderIdsBody = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_BULK_ORDERS,
  items: { type: 'integer', minimum: 1 },
};

type Caller = NonNullable<RestContext['caller']>;
const actorOf = (caller: Caller): Actor => ({ kind: caller.kind, id: caller.id, name: caller.name });

export const salesBackOfficeRestRoutes: RestModule = ({ database }) => {
  const db = database.db;
  let bulkOrders: ReturnType<typeof createBulkOrders> | undefined;
  const bulk = (ctx: { request: RestContext['request'] }) => {
    bulkOrders ??= createBulkOrders({ db, life: () => ctx.request.server.orderLifecycle });
    return bulkOrders;
  };
  const pdfOf = (slips: boolean) =>
    defineRoute<Record<string, never>, { order_ids: number[]; picking_list?: boolean }>({
      method: 'POST',
      path: slips ? '/V1/escritorio/orders/packing-slips' : '/V1/escritorio/orders/picking-list',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary: slips
        ? 'The packing slips of the selected orders in one PDF (one order a page), with their picking list after them unless `picking_list` is false; orders that must not print are named in the `X-Refused-Orders` header (JSON)'
        : 'One picking list of the selected orders as a PDF: SKU, name, total quantity, orders',
      schema: {
        body: {
          type: 'object',
          required: ['order_ids'],
          properties: { order_ids: orderIdsBody, picking_list: { type: 'boolean' } },
        },
      },
      handler: async (ctx) => {
        const { pdf, refused } = await asRestRefusal(() =>
          bulk(ctx).packingSlips(ctx.body.order_ids, {
            slips,
            pickingList: slips ? (ctx.body.picking_list ?? true) : true,
          }),
        );
        const name = slips ? 'romaneios' : 'lista-de-separacao';
        await ctx.reply
          .code(200)
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('access-control-expose-headers', 'X-Refused-Orders, Content-Disposition')
          .header('x-refused-orders', encodeURIComponent(JSON.stringify(refused)))
          .send(pdf);
      },
    });
  const bulkDocument = (action: 'invoice' | 'ship') =>
    defineRoute<Record<string, never>, { order_ids: number[]; notify?: boolean }>({
      method: 'POST',
      path: `/V1/escritorio/orders/bulk-${action}`,
      acl: action === 'invoice' ? PERMISSIONS.invoice : PERMISSIONS.ship,
      tag: 'sales',
      summary: `${action === 'invoice' ? 'Invoices' : 'Ships (without tracks)'} each selected order as on its page; answers, per order, the document created or why not`,
      schema: {
        body: {
          type: 'object',
          required: ['order_ids'],
          properties: { order_ids: orderIdsBody, notify: { type: 'boolean' } },
        },
      },
      handler: async (ctx) => ({
        items: await bulk(ctx)[action](ctx.body.order_ids, actorOf(ctx.caller!), ctx.body.notify ?? true),
      }),
    });
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/escritorio/sales/dashboard',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary:
        "The Painel's order figures (sales today and this month, awaiting payment, to invoice, to ship), each with the order list filter that lists exactly its orders",
      handler: async ({ store, scope }) => {
        const now = new Date();
        const figures = await Promise.all(
          ORDER_FIGURES.map(async (figure) => ({
            key: figure.key,
            filters: figure.filters,
            ...(await countFigure(db, database.dialect, { store, scope }, figure, now)),
          })),
        );
        return { time_zone: STORE_TIME_ZONE, figures };
      },
    }),
    pdfOf(true),
    pdfOf(false),
    bulkDocument('invoice'),
    bulkDocument('ship'),
    defineRoute<Record<string, never>, { csv: string; notify?: boolean; confirm_formats?: boolean }>({
      method: 'POST',
      path: '/V1/escritorio/orders/tracking-import',
      acl: PERMISSIONS.ship,
      tag: 'sales',
      summary:
        'Ships the orders of a CSV of tracking codes (order number, carrier, code); answers, per line, the shipment or why not. `confirm_formats` confirms codes of carriers without a known format',
      schema: {
        body: {
          type: 'object',
          required: ['csv'],
          properties: {
            csv: { type: 'string', minLength: 1, maxLength: 200_000 },
            notify: { type: 'boolean' },
            confirm_formats: { type: 'boolean' },
          },
        },
      },
      handler: async (ctx) => ({
        items: await asRestRefusal(() =>
          bulk(ctx).importTracking(ctx.body.csv, {
            actor: actorOf(ctx.caller!),
            notify: ctx.body.notify ?? true,
            confirmFormats: ctx.body.confirm_formats,
          }),
        ),
      }),
    }),
    defineRoute<Record<string, never>, unknown, { from?: string; to?: string; days?: number }>({
      method: 'GET',
      path: '/V1/escritorio/sales/daily',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary:
        'Orders and sales (paid, not cancelled) per day, every day from `from` to `to` (default: the last `days`, 30, to today)',
      schema: {
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', pattern: DATE },
            to: { type: 'string', pattern: DATE },
            days: { type: 'integer', minimum: 1, maximum: MAX_SERIES_DAYS },
          },
        },
      },
      handler: async ({ query, store, scope }) => {
        const to = query.to ?? new Date().toISOString().slice(0, 10);
        const from =
          query.from ??
          new Date(Date.parse(`${to}T00:00:00Z`) - ((query.days ?? 30) - 1) * DAY_MS)
            .toISOString()
            .slice(0, 10);
        if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`)))
          throw inputError('Invalid date range: "%1" to "%2".', [from, to]);
        const days = daysBetween(from, to);
        if (days.length === 0) throw inputError('Invalid date range: "%1" to "%2".', [from, to]);
        if (days.length > MAX_SERIES_DAYS)
          throw inputError('The date range may cover at most %1 days.', [String(MAX_SERIES_DAYS)]);
        // created_at is an ISO string: its first ten characters are the UTC day, on both databases.
        const day = sql<string>`substr(created_at, 1, 10)`;
        const until = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString();
        const rows = await ordersInScope(db, { store, scope })
          .where('created_at', '>=', from)
          .where('created_at', '<', until)
          .select((eb) => [day.as('day'), ...ordersAndSales(eb)])
          .groupBy(day)
          .execute();
        const byDay = new Map(rows.map((r) => [r.day, r]));
        const items = days.map((date) => {
          const row = byDay.get(date);
          return {
            date,
            orders_count: Number(row?.orders ?? 0),
            grand_total: Number(row?.sales_cents ?? 0) / 100,
          };
        });
        return {
          from,
          to,
          items,
          orders_count: items.reduce((sum, d) => sum + d.orders_count, 0),
          grand_total: Math.round(items.reduce((sum, d) => sum + d.grand_total * 100, 0)) / 100,
        };
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/escritorio/orders/:id/packing-slip',
      acl: PERMISSIONS.ordersView,
      tag: 'sales',
      summary: "An order's packing slip (romaneio) as a PDF",
      schema: { params: idParams('id') },
      handler: async ({ params, reply }) => {
        const row = await db
          .selectFrom('sales_order')
          .selectAll()
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (!row) throw notFound(NOT_FOUND);
        const refusal = packingSlipRefusal(row);
        if (refusal) throw inputError(refusal);
        const [order] = await ordersOutput(db, [row]);
        const storeName = STORE_VIEWS.find((s) => s.code === row.store_code)?.name ?? 'Escritório Total';
        const tracks = await db
          .selectFrom('sales_shipment_track')
          .select(['title', 'track_number'])
          .where('order_id', '=', row.id)
          .orderBy('id')
          .execute();
        const pdf = await renderPackingSlip(order!, { storeName, tracks });
        await reply
          .code(200)
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="romaneio-${row.increment_id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    }),
  ];
};
