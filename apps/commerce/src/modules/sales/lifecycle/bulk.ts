import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { STORE_VIEWS } from '../../store/stores';
import { LifecycleError } from './errors';
import { packingSlipRefusal, renderPackingSlips, type SlipTrack } from './packing-slip';
import { ordersOutput } from './rest-output';
import type { OrderLifecycle } from './service';
import type { Actor } from './types';

/**
 * Work on many orders at once from the order list: their packing slips in one PDF with the picking
 * list, invoicing or shipping a selection, and shipping from a CSV of tracking codes. Each order
 * goes through the same lifecycle call as on its own page, one by one, so that one refusal stops
 * nothing else; the answer says, per order, what was done or why not.
 */

/** The most orders one bulk action takes: a day's packing at a small store, and a bounded request. */
export const MAX_BULK_ORDERS = 200;

export interface BulkOutcome {
  /** The CSV line, for an import. */
  row?: number;
  order_id?: number;
  increment_id: string;
  ok: boolean;
  /** The document created (invoice or shipment id). */
  document_id?: number;
  /** Why not, in the API's English (the back office translates it). */
  message?: string;
}

export const NO_ORDER_PRINTABLE = 'None of the selected orders can have a packing slip.';

type Db = Kysely<Database>;

async function ordersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('sales_order').selectAll().where('id', 'in', ids).orderBy('increment_id').execute();
}

const refusalOf = (error: unknown): string => {
  if (error instanceof LifecycleError) return error.message;
  throw error;
};

export function createBulkOrders(deps: { db: Db; life: () => OrderLifecycle }) {
  const { db } = deps;

  async function each(ids: number[], work: (orderId: number) => Promise<number>): Promise<BulkOutcome[]> {
    const rows = new Map((await ordersByIds(db, ids)).map((r) => [r.id, r]));
    const outcomes: BulkOutcome[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) {
        outcomes.push({
          order_id: id,
          increment_id: String(id),
          ok: false,
          message: `Order ${id} does not exist.`,
        });
        continue;
      }
      try {
        outcomes.push({
          order_id: id,
          increment_id: row.increment_id,
          ok: true,
          document_id: await work(id),
        });
      } catch (error) {
        outcomes.push({ order_id: id, increment_id: row.increment_id, ok: false, message: refusalOf(error) });
      }
    }
    return outcomes;
  }

  return {
    invoice: (ids: number[], actor: Actor, notify: boolean) =>
      each(ids, (id) => deps.life().invoice(id, { actor, notify })),

    ship: (ids: number[], actor: Actor, notify: boolean) =>
      each(ids, (id) => deps.life().ship(id, { actor, notify })),

    /**
     * The packing slips (and picking list) of the printable orders among `ids`, and the refusals of
     * the others. Throws when none can print: an empty PDF would look like a success.
     */
    async packingSlips(ids: number[], options: { slips: boolean; pickingList: boolean }) {
      const rows = await ordersByIds(db, ids);
      const found = new Set(rows.map((r) => r.id));
      const refused: BulkOutcome[] = ids
        .filter((id) => !found.has(id))
        .map((id) => ({
          order_id: id,
          increment_id: String(id),
          ok: false,
          message: `Order ${id} does not exist.`,
        }));
      const printable = rows.filter((row) => {
        const refusal = packingSlipRefusal(row);
        if (refusal)
          refused.push({ order_id: row.id, increment_id: row.increment_id, ok: false, message: refusal });
        return !refusal;
      });
      if (printable.length === 0) throw new LifecycleError(NO_ORDER_PRINTABLE);
      const orders = await ordersOutput(db, printable);
      const tracks = await db
        .selectFrom('sales_shipment_track')
        .select(['order_id', 'title', 'track_number'])
        .where(
          'order_id',
          'in',
          printable.map((r) => r.id),
        )
        .orderBy('id')
        .execute();
      const tracksOf = (orderId: number): SlipTrack[] => tracks.filter((t) => t.order_id === orderId);
      const storeName = STORE_VIEWS[0]?.name ?? 'Escritório Total';
      const pdf = await renderPackingSlips(
        orders.map((order) => ({ order, tracks: tracksOf(order.entity_id) })),
        { storeName, ...options },
      );
      return { pdf, printed: printable.map((r) => r.increment_id), refused };
    },

    /**
     * Ships each order of a CSV of tracking codes (`order number, carrier, code`, a header line
     * optional): the order's remaining items, with that track, checked as on the order page.
     * Several lines of one order are one shipment with several tracks.
     */
    async importTracking(
      csv: string,
      options: { actor: Actor; notify: boolean; confirmFormats?: boolean },
    ): Promise<BulkOutcome[]> {
      let records: { record: string[]; info: { lines: number } }[];
      try {
        records = parse(csv, {
          bom: true,
          skip_empty_lines: true,
          trim: true,
          relax_column_count: true,
          delimiter: [',', ';'],
          info: true,
        }) as never;
      } catch (error) {
        throw new LifecycleError(`The file is not a valid CSV: ${(error as Error).message}`);
      }
      const first = records[0]?.record.map((c) => c.toLowerCase()) ?? [];
      if (
        first.some((cell) => /pedido|order|transportadora|carrier|c[oó]digo|code|rastreio|track/.test(cell))
      )
        records = records.slice(1);
      if (records.length > MAX_BULK_ORDERS)
        throw new LifecycleError(`A tracking file holds at most ${MAX_BULK_ORDERS} lines.`);

      const outcomes: BulkOutcome[] = [];
      const byOrder = new Map<string, { rows: number[]; tracks: { carrier: string; code: string }[] }>();
      for (const { record, info } of records) {
        const [number = '', carrier = '', code = ''] = record;
        if (!number || !carrier || !code) {
          outcomes.push({
            row: info.lines,
            increment_id: number,
            ok: false,
            message: 'A line needs the order number, the carrier and the tracking code.',
          });
          continue;
        }
        const group = byOrder.get(number) ?? { rows: [], tracks: [] };
        group.rows.push(info.lines);
        group.tracks.push({ carrier: carrier.toLowerCase(), code });
        byOrder.set(number, group);
      }
      for (const [number, group] of byOrder) {
        const row = await db
          .selectFrom('sales_order')
          .select(['id', 'increment_id'])
          .where('increment_id', '=', number)
          .executeTakeFirst();
        const report = (outcome: Omit<BulkOutcome, 'row' | 'increment_id'>) =>
          outcomes.push(...group.rows.map((line) => ({ row: line, increment_id: number, ...outcome })));
        if (!row) {
          report({ ok: false, message: `Order ${number} does not exist.` });
          continue;
        }
        try {
          const shipmentId = await deps.life().ship(row.id, {
            actor: options.actor,
            notify: options.notify,
            tracks: group.tracks.map((t) => ({
              carrier_code: t.carrier,
              track_number: t.code,
              ...(options.confirmFormats ? { extension_attributes: { format_override: true } } : {}),
            })),
          });
          report({ order_id: row.id, ok: true, document_id: shipmentId });
        } catch (error) {
          report({ order_id: row.id, ok: false, message: refusalOf(error) });
        }
      }
      return outcomes.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    },
  };
}
