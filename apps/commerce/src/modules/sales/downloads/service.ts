import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/schema';
import type { CartLine } from '../../cart/lines';
import type { Caller } from '../../customer/auth';
import { requireCustomerId } from '../service';
import './tables';

/**
 * What a customer bought as downloadable links (Magento's "My Downloadable Products"): recorded
 * when the order is placed, listed to the customer, and handed out by the download route. The
 * status is worked out here, and only here, from the order as it is now:
 * - hidden once the order is cancelled or closed, or the item cancelled or refunded in full;
 * - `pending` until the item is invoiced or the order paid (Magento enables downloads when the
 *   item is invoiced; a confirmed Pix, boleto or card payment is this store's capture), and
 *   while the order is on hold;
 * - `expired` when a limited purchase has used all its downloads;
 * - `available` otherwise.
 */

export type DownloadStatus = 'pending' | 'available' | 'expired';

/** One purchased link with what its status depends on. */
export interface PurchasedLink {
  id: number;
  orderId: number;
  orderNumber: string;
  orderCreatedAt: string;
  customerId: number | null;
  title: string;
  linkType: 'url' | 'file';
  linkUrl: string | null;
  uploadId: number | null;
  bought: number;
  used: number;
  hash: string;
  /** null: not shown and not downloadable (cancelled or refunded). */
  status: DownloadStatus | null;
}

/** Records the links of the order's downloadable lines (inside placeOrder's transaction). */
export async function recordPurchasedLinks(
  trx: Db,
  order: { id: number; customerId: number | null },
  lines: readonly CartLine[],
  now: Date,
): Promise<void> {
  if (!lines.some((line) => line.type === 'downloadable')) return;
  // The order's items were inserted in the order of the lines, so their ids follow it.
  const items = await trx
    .selectFrom('sales_order_item')
    .select(['id'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const rows = lines.flatMap((line, index) =>
    line.type !== 'downloadable'
      ? []
      : line.links.map((link) => ({
          order_id: order.id,
          order_item_id: items[index]!.id,
          customer_id: order.customerId,
          link_id: link.id,
          link_title: link.title,
          link_type: link.link_type,
          link_url: link.link_url,
          link_upload_id: link.link_upload_id,
          number_of_downloads_bought: link.number_of_downloads * line.item.quantity,
          link_hash: randomBytes(24).toString('hex'),
          created_at: now.toISOString(),
        })),
  );
  if (rows.length) await trx.insertInto('sales_downloadable_link').values(rows).execute();
}

interface StatusInputs {
  state: string;
  paid_at: string | null;
  quantity: number;
  qty_invoiced: number;
  qty_refunded: number;
  qty_canceled: number;
  bought: number;
  used: number;
}

export function downloadStatus(row: StatusInputs): DownloadStatus | null {
  if (row.state === 'canceled' || row.state === 'closed') return null;
  if (row.qty_canceled >= row.quantity || row.qty_refunded >= row.quantity) return null;
  if (row.state === 'holded' || (row.qty_invoiced <= 0 && row.paid_at === null)) return 'pending';
  if (row.bought > 0 && row.used >= row.bought) return 'expired';
  return 'available';
}

/** Magento's remaining_downloads: 'Unlimited' or the number left, as a string. */
export function remainingDownloads(link: Pick<PurchasedLink, 'bought' | 'used'>): string {
  return link.bought === 0 ? 'Unlimited' : String(Math.max(0, link.bought - link.used));
}

function purchasedQuery(db: Db) {
  return db
    .selectFrom('sales_downloadable_link as l')
    .innerJoin('sales_order as o', 'o.id', 'l.order_id')
    .innerJoin('sales_order_item as i', 'i.id', 'l.order_item_id')
    .select([
      'l.id',
      'l.order_id',
      'l.customer_id',
      'l.link_title',
      'l.link_type',
      'l.link_url',
      'l.link_upload_id',
      'l.number_of_downloads_bought',
      'l.number_of_downloads_used',
      'l.link_hash',
      'o.increment_id',
      'o.created_at',
      'o.state',
      'o.paid_at',
      'i.quantity',
      'i.qty_invoiced',
      'i.qty_refunded',
      'i.qty_canceled',
    ]);
}

type PurchasedRow = Awaited<ReturnType<ReturnType<typeof purchasedQuery>['execute']>>[number];

function toPurchased(row: PurchasedRow): PurchasedLink {
  const bought = row.number_of_downloads_bought;
  const used = row.number_of_downloads_used;
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.increment_id,
    orderCreatedAt: row.created_at,
    customerId: row.customer_id,
    title: row.link_title,
    linkType: row.link_type,
    linkUrl: row.link_url,
    uploadId: row.link_upload_id,
    bought,
    used,
    hash: row.link_hash,
    status: downloadStatus({ ...row, bought, used }),
  };
}

/**
 * The logged-in customer's purchased links that are shown (not cancelled or refunded), newest
 * order first; a guest is refused.
 */
export async function customerDownloads(db: Db, caller: Caller): Promise<PurchasedLink[]> {
  const rows = await purchasedQuery(db)
    .where('l.customer_id', '=', requireCustomerId(caller))
    .orderBy('l.order_id', 'desc')
    .orderBy('l.id')
    .limit(500)
    .execute();
  return rows.map(toPurchased).filter((link) => link.status !== null);
}

/** A refused download: the HTTP status, a code, and the message for the shopper (pt-BR). */
export class DownloadRefused extends Error {
  constructor(
    readonly statusCode: 401 | 403 | 404 | 410 | 429,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const NOT_FOUND = () => new DownloadRefused(404, 'NOT_FOUND', 'Download não encontrado.');

/**
 * The customer's purchased link of `hash`, checked to be downloadable now. Another customer's
 * link answers as unknown, so an address reveals nothing to whoever is not its owner.
 */
export async function downloadableFor(
  db: Db,
  hash: string,
  customerId: number | null,
): Promise<PurchasedLink> {
  if (customerId === null) {
    throw new DownloadRefused(401, 'NOT_LOGGED_IN', 'Entre na sua conta para baixar este arquivo.');
  }
  if (!/^[0-9a-f]{48}$/.test(hash)) throw NOT_FOUND();
  const row = await purchasedQuery(db).where('l.link_hash', '=', hash).executeTakeFirst();
  if (!row || row.customer_id !== customerId) throw NOT_FOUND();
  const link = toPurchased(row);
  if (link.status === null) {
    throw new DownloadRefused(
      410,
      'NOT_AVAILABLE',
      'Este download não está mais disponível: o pedido foi cancelado ou reembolsado.',
    );
  }
  if (link.status === 'pending') {
    throw new DownloadRefused(
      403,
      'PENDING',
      'O download será liberado assim que o pagamento do pedido for confirmado.',
    );
  }
  if (link.status === 'expired') throw expired();
  return link;
}

const expired = () =>
  new DownloadRefused(403, 'EXPIRED', 'Você já usou todos os downloads permitidos deste arquivo.');

/**
 * Counts one download, unless a limited purchase has none left (one conditional UPDATE, so two
 * downloads at once cannot both take the last one).
 */
export async function countDownload(db: Db, link: PurchasedLink): Promise<void> {
  const result = await db
    .updateTable('sales_downloadable_link')
    .set({ number_of_downloads_used: sql`number_of_downloads_used + 1` })
    .where('id', '=', link.id)
    .where((eb) =>
      eb.or([
        eb('number_of_downloads_bought', '=', 0),
        eb('number_of_downloads_used', '<', eb.ref('number_of_downloads_bought')),
      ]),
    )
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw expired();
}
