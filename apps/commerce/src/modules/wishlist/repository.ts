import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { WishlistItemTable, WishlistTable } from './tables';

export type WishlistRow = Selectable<WishlistTable>;
export type WishlistItemRow = Selectable<WishlistItemTable>;

export async function findWishlistById(db: Kysely<Database>, id: number): Promise<WishlistRow | undefined> {
  return db.selectFrom('wishlist').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer's wishlist, created when missing (UNIQUE customer_id: concurrent calls agree). */
export async function ensureCustomerWishlist(
  db: Kysely<Database>,
  customerId: number,
  now: Date,
): Promise<WishlistRow> {
  const existing = await db
    .selectFrom('wishlist')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (existing) return existing;
  const at = now.toISOString();
  await db
    .insertInto('wishlist')
    .values({
      customer_id: customerId,
      name: null,
      sharing_code: randomBytes(16).toString('hex'),
      shared: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  return db
    .selectFrom('wishlist')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
}

export async function touchWishlist(db: Kysely<Database>, id: number, now: Date): Promise<void> {
  await db.updateTable('wishlist').set({ updated_at: now.toISOString() }).where('id', '=', id).execute();
}

export async function listWishlistItems(
  db: Kysely<Database>,
  wishlistId: number,
  page?: { limit: number; offset: number },
): Promise<WishlistItemRow[]> {
  let query = db.selectFrom('wishlist_item').selectAll().where('wishlist_id', '=', wishlistId).orderBy('id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countWishlistItems(db: Kysely<Database>, wishlistId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wishlist_id', '=', wishlistId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findWishlistItem(
  db: Kysely<Database>,
  wishlistId: number,
  itemId: number,
): Promise<WishlistItemRow | undefined> {
  return db
    .selectFrom('wishlist_item')
    .selectAll()
    .where('wishlist_id', '=', wishlistId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** The line holding the same product, variant and options, if any. */
export async function findSameLine(
  db: Kysely<Database>,
  wishlistId: number,
  line: { productId: number; variantProductId: number | null; options: string },
): Promise<WishlistItemRow | undefined> {
  let query = db
    .selectFrom('wishlist_item')
    .selectAll()
    .where('wishlist_id', '=', wishlistId)
    .where('product_id', '=', line.productId)
    .where('options', '=', line.options);
  query =
    line.variantProductId === null
      ? query.where('variant_product_id', 'is', null)
      : query.where('variant_product_id', '=', line.variantProductId);
  return query.executeTakeFirst();
}

export async function insertWishlistItem(
  db: Kysely<Database>,
  values: {
    wishlistId: number;
    productId: number;
    variantProductId: number | null;
    quantity: number;
    options: string;
    description: string | null;
    now: Date;
  },
): Promise<number> {
  const at = values.now.toISOString();
  const row = await db
    .insertInto('wishlist_item')
    .values({
      wishlist_id: values.wishlistId,
      product_id: values.productId,
      variant_product_id: values.variantProductId,
      quantity: values.quantity,
      options: values.options,
      description: values.description,
      added_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWishlistItem(
  db: Kysely<Database>,
  itemId: number,
  patch: Partial<Pick<WishlistItemRow, 'quantity' | 'description' | 'options' | 'variant_product_id'>>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('wishlist_item')
    .set({ ...patch, updated_at: now.toISOString() })
    .where('id', '=', itemId)
    .execute();
}

/** Deletes one line of a wishlist; false when the wishlist has no such line. */
export async function deleteWishlistItem(
  db: Kysely<Database>,
  wishlistId: number,
  itemId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlist_item')
    .where('wishlist_id', '=', wishlistId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function clearWishlistItems(db: Kysely<Database>, wishlistId: number): Promise<void> {
  await db.deleteFrom('wishlist_item').where('wishlist_id', '=', wishlistId).execute();
}
