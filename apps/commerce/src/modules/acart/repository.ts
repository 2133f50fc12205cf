import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AcartTable } from './tables';

export type AcartRow = Selectable<AcartTable>;

export async function findAcartByCart(db: Kysely<Database>, cartId: number): Promise<AcartRow | undefined> {
  return db.selectFrom('acart').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

export async function findAcartByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<AcartRow | undefined> {
  return db.selectFrom('acart').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Inserts or refreshes the entry of a cart; true when it was new. */
export async function upsertAcart(
  db: Kysely<Database>,
  values: {
    cartId: number;
    customerId: number;
    storeCode: string;
    email: string;
    userName: string;
    cartData: string;
    now: Date;
  },
): Promise<boolean> {
  const at = values.now.toISOString();
  const existing = await findAcartByCart(db, values.cartId);
  await db
    .insertInto('acart')
    .values({
      cart_id: values.cartId,
      customer_id: values.customerId,
      store_code: values.storeCode,
      email: values.email,
      user_name: values.userName,
      cart_data: values.cartData,
      token_hash: null,
      saved_at: at,
      updated_at: at,
      emailed_at: null,
      restored_at: null,
      restored_cart_id: null,
      converted_order_id: null,
      converted_at: null,
    })
    .onConflict((oc) =>
      oc.column('cart_id').doUpdateSet({
        customer_id: values.customerId,
        store_code: values.storeCode,
        email: values.email,
        user_name: values.userName,
        cart_data: values.cartData,
        saved_at: at,
        updated_at: at,
      }),
    )
    .execute();
  return !existing;
}

/** Deletes a customer's entry of a cart; false when the customer has none for it. */
export async function deleteAcart(
  db: Kysely<Database>,
  customerId: number,
  cartId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('acart')
    .where('cart_id', '=', cartId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function moveAcart(db: Kysely<Database>, id: number, cartId: number, now: Date): Promise<void> {
  await db
    .updateTable('acart')
    .set({ cart_id: cartId, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteAcartById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('acart').where('id', '=', id).execute();
}

export async function markRestored(
  db: Kysely<Database>,
  id: number,
  restoredCartId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('acart')
    .set((eb) => ({
      restored_at: eb.fn.coalesce('restored_at', eb.val(now.toISOString())),
      restored_cart_id: restoredCartId,
    }))
    .where('id', '=', id)
    .execute();
}

/** Records the converting order once (the first call wins). */
export async function markConverted(
  db: Kysely<Database>,
  id: number,
  orderId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('acart')
    .set({ converted_order_id: orderId, converted_at: now.toISOString() })
    .where('id', '=', id)
    .where('converted_order_id', 'is', null)
    .execute();
}

/**
 * Entries saved before the cutoff and neither e-mailed nor converted, oldest first, one page after
 * a position (saved_at, id) in that order; the sweep checks their carts and orders.
 */
export async function unsentAcarts(
  db: Kysely<Database>,
  cutoff: Date,
  after: { savedAt: string; id: number } | null,
  limit: number,
) {
  let query = db
    .selectFrom('acart')
    .selectAll()
    .where('emailed_at', 'is', null)
    .where('converted_order_id', 'is', null)
    .where('saved_at', '<=', cutoff.toISOString());
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('saved_at', '>', after.savedAt),
        eb.and([eb('saved_at', '=', after.savedAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('saved_at').orderBy('id').limit(limit).execute();
}

/** Claims an entry for e-mailing (conditional UPDATE: one instance wins); false when another did. */
export async function claimForEmail(
  db: Kysely<Database>,
  id: number,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('acart')
    .set({ emailed_at: now.toISOString(), token_hash: tokenHash })
    .where('id', '=', id)
    .where('emailed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
