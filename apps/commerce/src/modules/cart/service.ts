import type { Db } from '../../db/schema';
import { productsByIds } from '../catalog/products';
import { assertCheckoutAllowed, cartView, getCartForUser } from './cart-access';
import { createCheckoutService } from './checkout-service';
import { createCartLinesService } from './lines-service';
import * as repository from './repository';

/**
 * The cart module's service, shared by the GraphQL resolvers and the /order REST endpoints: the
 * cart's lines (lines-service.ts) and its checkout steps (checkout-service.ts) behind one object.
 * Other modules reach the cart through this file only.
 */
export function createCartService() {
  return {
    getCartForUser,
    view: cartView,
    findById: findCartById,
    findByMaskedId: findCartByMaskedId,
    ...createCartLinesService(),
    ...createCheckoutService(),
  };
}

export type CartService = ReturnType<typeof createCartService>;

export { assertCheckoutAllowed };

/** A cart by id, whoever owns it and whatever its state: the caller checks. */
export function findCartById(db: Db, id: number) {
  return repository.findCartById(db, id);
}

/** A cart by masked id, whoever owns it and whatever its state: the caller checks. */
export function findCartByMaskedId(db: Db, maskedId: string) {
  return repository.findCartByMaskedId(db, maskedId);
}

/**
 * Closes an active cart (an order was placed from it, inside the order's transaction); false
 * when it was not active any more (another request got there first).
 */
export function deactivateCart(db: Db, cartId: number, now = new Date()) {
  return repository.deactivateCart(db, cartId, now);
}

/** Takes a coupon code off every cart holding it (the coupon's rule is being deleted). */
export function clearCouponFromCarts(db: Db, code: string) {
  return repository.clearCouponFromCarts(db, code);
}

/** Of some cart ids, those still active with at least one line (an abandoned cart worth a reminder). */
export function activeCartsWithItems(db: Db, ids: readonly number[]) {
  return repository.activeCartsWithItems(db, ids);
}

/** The lines of a cart with what adding them again (skus, options) and listing them need. */
export async function linesForCopy(db: Db, cartId: number) {
  const items = await repository.listItems(db, cartId);
  const ids = items.flatMap((i) =>
    i.variant_product_id ? [i.product_id, i.variant_product_id] : [i.product_id],
  );
  const products = new Map((await productsByIds(db, ids)).map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const product = products.get(item.product_id);
    if (!product) return []; // deleted meanwhile: its lines go with it
    const variant = item.variant_product_id ? products.get(item.variant_product_id) : undefined;
    return [
      {
        id: item.id,
        quantity: item.quantity,
        options: item.options,
        product_sku: product.sku,
        product_name: product.name,
        variant_sku: variant?.sku ?? null,
        variant_name: variant?.name ?? null,
      },
    ];
  });
}

export type CopiedLine = Awaited<ReturnType<typeof linesForCopy>>[number];

// What other modules use of the cart: they import it from here, never from the files behind it.
export { type CartContext, getCartForUser, MAX_SALE_QTY, userErrorCode } from './cart-access';
export type { EstimateInput } from './checkout-service';
export type { CartRow } from './repository';
