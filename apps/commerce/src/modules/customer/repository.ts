import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CustomerTable, Db } from '../../db/schema';
import type { CustomerAddressTable } from './tables';

/** All SQL of customer accounts: customers, tokens, password resets, addresses. */

export type CustomerRow = Selectable<CustomerTable>;
export type CustomerPatch = Updateable<CustomerTable>;
export type AddressRow = Selectable<CustomerAddressTable>;
export type AddressValues = Omit<
  Insertable<CustomerAddressTable>,
  'customer_id' | 'created_at' | 'updated_at'
>;

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('id', '=', id).executeTakeFirst();
}

/** E-mails are stored trimmed and lower-cased; look-ups normalise the same way. */
export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customer').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function insertCustomer(db: Db, values: Insertable<CustomerTable>): Promise<CustomerRow> {
  return db.insertInto('customer').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateCustomer(db: Db, id: number, patch: CustomerPatch): Promise<void> {
  await db.updateTable('customer').set(patch).where('id', '=', id).execute();
}

export async function deleteCustomerRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('customer').where('id', '=', id).execute();
}

// --- tokens

export async function insertToken(
  db: Db,
  values: { tokenHash: string; customerId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('customer_token')
    .values({
      token_hash: values.tokenHash,
      customer_id: values.customerId,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
      revoked_at: null,
    })
    .execute();
}

export async function revokeToken(db: Db, tokenHash: string, at: string): Promise<void> {
  await db
    .updateTable('customer_token')
    .set({ revoked_at: at })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of a customer except, optionally, one (the caller's own). */
export async function revokeCustomerTokens(
  db: Db,
  customerId: number,
  at: string,
  exceptHash?: string,
): Promise<void> {
  let query = db
    .updateTable('customer_token')
    .set({ revoked_at: at })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null);
  if (exceptHash) query = query.where('token_hash', '!=', exceptHash);
  await query.execute();
}

// --- password resets

export async function insertPasswordReset(
  db: Db,
  values: { customerId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('customer_password_reset')
    .values({
      customer_id: values.customerId,
      token_hash: values.tokenHash,
      created_at: values.createdAt,
      expires_at: values.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('customer_password_reset')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a reset token once: false when someone used it first. */
export async function usePasswordReset(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('customer_password_reset')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new reset link (or a password change) makes the older links useless. */
export async function invalidatePasswordResets(db: Db, customerId: number, at: string): Promise<void> {
  await db
    .updateTable('customer_password_reset')
    .set({ used_at: at })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
}

// --- address book

export async function listAddresses(db: Db, customerId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('customer_address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

export async function findAddress(db: Db, id: number): Promise<AddressRow | undefined> {
  return db.selectFrom('customer_address').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAddress(
  db: Db,
  customerId: number,
  values: AddressValues,
  at: string,
): Promise<AddressRow> {
  return db
    .insertInto('customer_address')
    .values({ ...values, customer_id: customerId, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateAddress(db: Db, id: number, values: AddressValues, at: string): Promise<void> {
  await db
    .updateTable('customer_address')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function deleteAddress(db: Db, id: number): Promise<void> {
  await db.deleteFrom('customer_address').where('id', '=', id).execute();
}

/** Locks a customer's row until the transaction ends (PostgreSQL's FOR UPDATE). */
export async function lockCustomerRow(db: Db, customerId: number): Promise<void> {
  await db.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().execute();
}
