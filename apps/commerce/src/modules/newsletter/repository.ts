import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema';
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
