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
 * Entries due for the recovery e-mail: saved before the cutoff, not e-mailed, their cart still
 * active with at least one line and never turned into an order.
 */
export async function dueAcarts(db: Kysely<Database>, cutoff: Date, limit: number) {
  return db
    .selectFrom('acart as a')
    .innerJoin('cart as c', 'c.id', 'a.cart_id')
    .innerJoin('customer as cu', 'cu.id', 'a.customer_id')
    .selectAll('a')
    .select(['cu.email as customer_email', 'cu.firstname as customer_firstname'])
    .where('a.emailed_at', 'is', null)
    .where('a.converted_order_id', 'is', null)
    .where('a.saved_at', '<=', cutoff.toISOString())
    .where('c.is_active', '=', 1)
    .where((eb) =>
      eb.and([
        eb.exists(eb.selectFrom('cart_item as i').select('i.id').whereRef('i.cart_id', '=', 'c.id')),
        eb.not(
          eb.exists(eb.selectFrom('sales_order as o').select('o.id').whereRef('o.cart_id', '=', 'c.id')),
        ),
      ]),
    )
    .orderBy('a.saved_at')
    .limit(limit)
    .execute();
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

/** The lines of a cart with what is needed to add them again (skus, options) and to list them. */
export async function cartLinesForCopy(db: Kysely<Database>, cartId: number) {
  return db
    .selectFrom('cart_item as i')
    .innerJoin('product as p', 'p.id', 'i.product_id')
    .leftJoin('product as v', 'v.id', 'i.variant_product_id')
    .select([
      'i.id',
      'i.quantity',
      'i.options',
      'p.sku as product_sku',
      'p.name as product_name',
      'v.sku as variant_sku',
      'v.name as variant_name',
    ])
    .where('i.cart_id', '=', cartId)
    .orderBy('i.id')
    .execute();
}

/** The latest live order that came from a recovered cart (its cart, its copy, or its customer since the e-mail). */
export async function findConvertingOrder(db: Kysely<Database>, row: AcartRow) {
  const cartIds = [row.cart_id, ...(row.restored_cart_id ? [row.restored_cart_id] : [])];
  return db
    .selectFrom('sales_order')
    .select(['id', 'increment_id'])
    .where('state', '!=', 'canceled')
    .where('created_at', '>=', row.emailed_at ?? row.saved_at)
    .where((eb) => eb.or([eb('cart_id', 'in', cartIds), eb('customer_id', '=', row.customer_id)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
