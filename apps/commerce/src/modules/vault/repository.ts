import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VaultCardTable } from './tables';

export type VaultCardRow = Selectable<VaultCardTable>;

export async function listCards(db: Kysely<Database>, customerId: number): Promise<VaultCardRow[]> {
  return db
    .selectFrom('vault_card')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

export async function countCards(db: Kysely<Database>, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('vault_card')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A card of a customer (never another customer's). */
export async function findCard(
  db: Kysely<Database>,
  customerId: number,
  id: number,
): Promise<VaultCardRow | undefined> {
  return db
    .selectFrom('vault_card')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function findCardByFingerprint(
  db: Kysely<Database>,
  customerId: number,
  fingerprint: string,
): Promise<VaultCardRow | undefined> {
  return db
    .selectFrom('vault_card')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('fingerprint', '=', fingerprint)
    .executeTakeFirst();
}

export async function insertCard(
  db: Kysely<Database>,
  values: Omit<Insertable<VaultCardTable>, 'id'>,
): Promise<VaultCardRow> {
  return db.insertInto('vault_card').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCard(
  db: Kysely<Database>,
  id: number,
  patch: Pick<VaultCardRow, 'holder' | 'expiry_month' | 'expiry_year' | 'updated_at'>,
): Promise<VaultCardRow> {
  return db
    .updateTable('vault_card')
    .set(patch)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a customer's card; false when the customer has no such card. */
export async function deleteCard(db: Kysely<Database>, customerId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('vault_card')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
