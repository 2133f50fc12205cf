import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/schema';
import { magentoDate } from '../../rest/format';
import type { SearchCriteria } from '../../rest/search-criteria';
import { type SubscriberRow, searchSubscribers } from './repository';
import { statusName } from './service';

/**
 * Newsletter subscribers for the back office (Magento's Newsletter Subscribers grid and its CSV
 * export). Magento has no Web API for them; ours lives under `/V1/escritorio/newsletter`. The
 * confirmation code's hash never leaves the server.
 */

/** A subscriber with Magento's newsletter_subscriber names, and the status's GraphQL name. */
export function toSubscriber(row: SubscriberRow) {
  return {
    subscriber_id: row.id,
    subscriber_email: row.email,
    subscriber_status: row.status,
    status: statusName(row.status),
    customer_id: row.customer_id,
    store_code: row.store_code,
    created_at: magentoDate(row.created_at),
    change_status_at: magentoDate(row.updated_at),
  };
}

export async function listSubscribers(db: Db, criteria: SearchCriteria) {
  const { rows, total } = await searchSubscribers(db, criteria);
  return { items: rows.map(toSubscriber), total };
}

export const CSV_HEADER = [
  'subscriber_id',
  'subscriber_email',
  'status',
  'customer_id',
  'store_code',
  'created_at',
  'change_status_at',
] as const;

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-` or `@` as a formula; an e-mail a
 * visitor typed could, so such cells are written as text (OWASP's CSV injection advice).
 */
function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Every subscriber the criteria's filters match (all pages), as CSV with a header row. */
export async function subscribersCsv(db: Db, criteria: SearchCriteria): Promise<string> {
  const { page_size: _size, current_page: _page, ...unpaged } = criteria;
  const { items } = await listSubscribers(db, unpaged);
  return stringify(
    items.map((item) => CSV_HEADER.map((column) => cell(item[column]))),
    { header: true, columns: [...CSV_HEADER] },
  );
}
