import type { Selectable } from 'kysely';
import type { CartItemTable, CartTable, Db, ProductTable } from '../../db/schema';

export type CartRow = Selectable<CartTable>;
export type CartItemRow = Selectable<CartItemTable>;
export type ProductRow = Selectable<ProductTable>;

export async function findCartByMaskedId(db: Db, maskedId: string): Promise<CartRow | undefined> {
  return db.selectFrom('cart').selectAll().where('masked_id', '=', maskedId).executeTakeFirst();
}

export async function findCartById(db: Db, id: number): Promise<CartRow | undefined> {
  return db.selectFrom('cart').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findActiveCustomerCart(
  db: Db,
  customerId: number,
  storeCode: string,
): Promise<CartRow | undefined> {
  return db
    .selectFrom('cart')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('store_code', '=', storeCode)
    .where('is_active', '=', 1)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertCart(
  db: Db,
  values: { maskedId: string; storeCode: string; customerId: number | null; now: Date },
): Promise<CartRow> {
  const at = values.now.toISOString();
  return db
    .insertInto('cart')
    .values({
      masked_id: values.maskedId,
      store_code: values.storeCode,
      customer_id: values.customerId,
      is_active: 1,
      billing_same_as_shipping: 0,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type CartPatch = Partial<
  Pick<
    CartRow,
    | 'customer_id'
    | 'email'
    | 'coupon_code'
    | 'shipping_address'
    | 'billing_address'
    | 'billing_same_as_shipping'
    | 'shipping_carrier_code'
    | 'shipping_method_code'
    | 'payment_method_code'
    | 'purchase_order_number'
  >
>;

export async function updateCart(db: Db, cartId: number, patch: CartPatch, now = new Date()): Promise<void> {
  await db
    .updateTable('cart')
    .set({ ...patch, updated_at: now.toISOString() })
    .where('id', '=', cartId)
    .execute();
}

/** Deactivates an active cart; false when it was not active any more (someone else got there first). */
export async function deactivateCart(db: Db, cartId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('cart')
    .set({ is_active: 0, updated_at: now.toISOString() })
    .where('id', '=', cartId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listItems(db: Db, cartId: number): Promise<CartItemRow[]> {
  return db.selectFrom('cart_item').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
}

export async function insertItem(
  db: Db,
  values: {
    cartId: number;
    productId: number;
    variantProductId: number | null;
    quantity: number;
    options: string;
    now: Date;
  },
): Promise<number> {
  const at = values.now.toISOString();
  const row = await db
    .insertInto('cart_item')
    .values({
      cart_id: values.cartId,
      product_id: values.productId,
      variant_product_id: values.variantProductId,
      quantity: values.quantity,
      options: values.options,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setItemQuantity(
  db: Db,
  itemId: number,
  quantity: number,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('cart_item')
    .set({ quantity, updated_at: now.toISOString() })
    .where('id', '=', itemId)
    .execute();
}

export async function deleteItem(db: Db, itemId: number): Promise<void> {
  await db.deleteFrom('cart_item').where('id', '=', itemId).execute();
}

/** Takes a coupon code off every cart that holds it (the code is being deleted). */
export async function clearCouponFromCarts(db: Db, code: string): Promise<void> {
  await db.updateTable('cart').set({ coupon_code: null }).where('coupon_code', '=', code).execute();
}

/** Of some cart ids, those still active with at least one line. */
export async function activeCartsWithItems(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('cart as c')
    .select('c.id')
    .where('c.id', 'in', [...new Set(ids)])
    .where('c.is_active', '=', 1)
    .where((eb) =>
      eb.exists(eb.selectFrom('cart_item as i').select('i.id').whereRef('i.cart_id', '=', 'c.id')),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}
