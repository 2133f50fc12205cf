import { sql } from 'kysely';
import { defineRoute, type RestModule } from '../../../rest/api';
import { inputError, notFound } from '../../../rest/errors';
import { PERMISSIONS } from '../../staff/acl';
import { STORE_VIEWS } from '../../store/stores';
import { STORE_TIME_ZONE } from '../../store/time-zone';
import { NOT_FOUND } from './errors';
import { countFigure, ORDER_FIGURES } from './order-queues';
import { renderPackingSlip } from './packing-slip';
import { ordersOutput } from './rest-output';
import { idParams } from './rest-schemas';
import { ordersAndSales, ordersInScope } from './sales-figures';

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

export const salesBackOfficeRestRoutes: RestModule = ({ database }) => {
  const db = database.db;
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
        const [order] = await ordersOutput(db, [row]);
        const storeName = STORE_VIEWS.find((s) => s.code === row.store_code)?.name ?? 'Escritório Total';
        const pdf = await renderPackingSlip(order!, { storeName: storeName });
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
