import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import { type FieldMap, runSearch, type SearchCriteria } from '../../rest/search-criteria';
import type { NewsletterSubscriberTable } from './tables';

export type SubscriberRow = Selectable<NewsletterSubscriberTable>;

export async function findSubscriberByEmail(db: Db, email: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('newsletter_subscriber').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findSubscriberOfCustomer(
  db: Db,
  customerId: number,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .executeTakeFirst();
}

export async function insertSubscriber(
  db: Db,
  values: {
    email: string;
    customerId: number | null;
    storeCode: string;
    status: number;
    confirmCodeHash: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('newsletter_subscriber')
    .values({
      email: values.email,
      customer_id: values.customerId,
      store_code: values.storeCode,
      status: values.status,
      confirm_code_hash: values.confirmCodeHash,
      created_at: values.at,
      updated_at: values.at,
    })
    .execute();
}

export async function updateSubscriber(
  db: Db,
  id: number,
  patch: Partial<
    Pick<SubscriberRow, 'email' | 'customer_id' | 'status' | 'confirm_code_hash' | 'store_code'>
  >,
  at: string,
): Promise<void> {
  await db
    .updateTable('newsletter_subscriber')
    .set({ ...patch, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteSubscriber(db: Db, id: number): Promise<void> {
  await db.deleteFrom('newsletter_subscriber').where('id', '=', id).execute();
}

/** The subscriber columns the back office filters and sorts on, by Magento's grid names. */
export const SUBSCRIBER_FIELDS: FieldMap = {
  subscriber_id: { column: 'id', type: 'int' },
  subscriber_email: { column: 'email', type: 'string' },
  subscriber_status: { column: 'status', type: 'int' },
  customer_id: { type: 'int' },
  store_code: { type: 'string' },
  created_at: { type: 'date' },
  change_status_at: { column: 'updated_at', type: 'date' },
};

/** Subscribers by searchCriteria (every matching row when the criteria set no page size). */
export async function searchSubscribers(db: Db, criteria: SearchCriteria) {
  return runSearch<SubscriberRow>(db.selectFrom('newsletter_subscriber'), (qb) => qb.selectAll(), criteria, {
    fields: SUBSCRIBER_FIELDS,
    tieBreak: [{ field: 'subscriber_id', direction: 'ASC' }],
  });
}
