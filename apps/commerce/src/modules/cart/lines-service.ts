import { AlreadyExistsError, AuthorizationError, InputError, NotFoundError } from '../../graphql/errors';
import { decodeIdUid } from '../../graphql/uid';
import { type CartItemInput, NOT_AVAILABLE_MESSAGE, resolveCartItem } from './add-items';
import {
  type CartContext,
  type CartUserError,
  cartView,
  createCart,
  customerActiveCart,
  getCartForUser,
  MAX_SALE_QTY,
  notOwner,
  reloadView,
  requireCustomer,
  stockProblem,
  userErrorCode,
  validateMaskedId,
} from './cart-access';
import { checkCoupon, couponBelowMinimum, couponShortfallCents } from './coupons';
import { withCode } from './errors';
import { loadLines, serializeOptions, stockDemand } from './lines';
import {
  type CartRow,
  deactivateCart,
  deleteItem,
  findActiveCustomerCart,
  insertItem,
  listItems,
  setItemQuantity,
  updateCart,
} from './repository';
import type { CartView } from './view';

/**
 * What goes in a cart: creating it, its lines (add, change, remove), merging a guest's cart into
 * a customer's, and the coupon. The checkout steps (e-mail, addresses, shipping, payment) are in
 * checkout-service.ts.
 */
export function createCartLinesService() {
  return {
    async cart(ctx: CartContext, maskedId: string): Promise<CartView> {
      return cartView(ctx, await getCartForUser(ctx, maskedId));
    },

    async createGuestCart(ctx: CartContext, cartUid?: string | null): Promise<CartView> {
      if (ctx.caller.customerId !== null) {
        throw new AlreadyExistsError('Use `Query.customerCart` for logged in customer.');
      }
      return cartView(ctx, await createCart(ctx, cartUid ?? undefined, null));
    },

    /** Deprecated createEmptyCart: a new guest cart, or the customer's active cart. */
    async createEmptyCart(ctx: CartContext, cartId?: string | null): Promise<string> {
      if (ctx.caller.customerId !== null) {
        if (cartId) validateMaskedId(cartId);
        const existing = await findActiveCustomerCart(ctx.db, ctx.caller.customerId, ctx.store.code);
        if (existing) return existing.masked_id;
        return (await createCart(ctx, cartId ?? undefined, ctx.caller.customerId)).masked_id;
      }
      return (await createCart(ctx, cartId ?? undefined, null)).masked_id;
    },

    async customerCart(ctx: CartContext): Promise<CartView> {
      if (ctx.caller.customerId === null) {
        throw withCode(
          new AuthorizationError('The request is allowed for logged in customer'),
          'UNAUTHORIZED',
        );
      }
      return cartView(ctx, await customerActiveCart(ctx, ctx.caller.customerId));
    },

    async addProducts(ctx: CartContext, maskedId: string, inputs: CartItemInput[]) {
      const cart = await getCartForUser(ctx, maskedId);
      const userErrors = await addItems(ctx, cart, inputs);
      return { view: await reloadView(ctx, cart), userErrors };
    },

    async updateItems(
      ctx: CartContext,
      maskedId: string,
      updates: { cart_item_id?: number | null; cart_item_uid?: string | null; quantity?: number | null }[],
    ): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      if (updates.length === 0) throw new InputError('Required parameter "cart_items" is missing.');
      const items = await listItems(ctx.db, cart.id);
      const lines = await loadLines(ctx.db, items, cart.store_code, ctx.caller.groupId);
      const now = new Date();
      // Validate every change first, then apply them all: one bad line changes nothing.
      const changes: { id: number; quantity: number }[] = [];
      for (const update of updates) {
        const ref = update.cart_item_uid ?? update.cart_item_id;
        if (ref === undefined || ref === null || ref === '') {
          throw new InputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
        }
        const id = update.cart_item_uid ? decodeIdUid(update.cart_item_uid) : update.cart_item_id;
        const item = items.find((i) => i.id === id);
        if (!item)
          throw withCode(
            new NotFoundError(`Could not find cart item with id: ${ref}.`),
            'CART_ITEM_NOT_FOUND',
          );
        if (update.quantity === undefined || update.quantity === null) {
          throw new InputError('Required parameter "quantity" for "cart_items" is missing.');
        }
        if (update.quantity < 0) throw new InputError('The product quantity should be greater than 0');
        if (!Number.isInteger(update.quantity))
          throw new InputError('You cannot use decimal quantity for this product.');
        if (update.quantity > MAX_SALE_QTY)
          throw new InputError(`The most you may purchase is ${MAX_SALE_QTY}.`);
        changes.push({ id: item.id, quantity: update.quantity });
      }
      const after = lines.map((l) => {
        const change = changes.find((c) => c.id === l.item.id);
        return change ? { ...l, item: { ...l.item, quantity: change.quantity } } : l;
      });
      for (const { product, quantity } of stockDemand(after).values()) {
        const changedHere = after.some(
          (l) =>
            changes.some((c) => c.id === l.item.id) &&
            l.stockPerUnit.some((s) => s.product.id === product.id),
        );
        const problem = changedHere && quantity > 0 ? stockProblem(product, quantity) : undefined;
        if (problem) throw withCode(new InputError(problem), 'INSUFFICIENT_STOCK');
      }
      for (const change of changes) {
        if (change.quantity === 0) await deleteItem(ctx.db, change.id);
        else await setItemQuantity(ctx.db, change.id, change.quantity, now);
      }
      await updateCart(ctx.db, cart.id, {}, now);
      return reloadView(ctx, cart);
    },

    async removeItem(
      ctx: CartContext,
      maskedId: string,
      ref: { cart_item_id?: number | null; cart_item_uid?: string | null },
    ): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      if (!ref.cart_item_uid && (ref.cart_item_id === undefined || ref.cart_item_id === null)) {
        throw new InputError('Required parameter "cart_item_uid" is missing.');
      }
      const id = ref.cart_item_uid ? decodeIdUid(ref.cart_item_uid) : ref.cart_item_id;
      const item = (await listItems(ctx.db, cart.id)).find((i) => i.id === id);
      if (!item)
        throw withCode(new NotFoundError("The cart doesn't contain the item"), 'CART_ITEM_NOT_FOUND');
      await deleteItem(ctx.db, item.id);
      await updateCart(ctx.db, cart.id, {});
      return reloadView(ctx, cart);
    },

    async mergeCarts(ctx: CartContext, sourceId: string, destinationId?: string | null): Promise<CartView> {
      const customerId = requireCustomer(ctx);
      const source = await getCartForUser(ctx, sourceId, { asGuest: true });
      const destination = destinationId
        ? await getCartForUser(ctx, destinationId)
        : await customerActiveCart(ctx, customerId);
      if (destination.id === source.id) throw notOwner(sourceId);
      await moveItems(ctx, source, destination);
      await deactivateCart(ctx.db, source.id);
      await updateCart(ctx.db, destination.id, {});
      return reloadView(ctx, destination);
    },

    /** The guest cart becomes the customer's; the customer's previous active cart is merged into it. */
    async assignCustomerToGuestCart(ctx: CartContext, maskedId: string): Promise<CartView> {
      const customerId = requireCustomer(ctx);
      const guest = await getCartForUser(ctx, maskedId, { asGuest: true });
      const previous = await findActiveCustomerCart(ctx.db, customerId, ctx.store.code);
      if (previous) {
        await moveItems(ctx, previous, guest);
        await deactivateCart(ctx.db, previous.id);
      }
      await updateCart(ctx.db, guest.id, { customer_id: customerId, email: null });
      return reloadView(ctx, guest);
    },

    async applyCoupon(ctx: CartContext, maskedId: string, code: string): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      if (!code.trim()) throw new InputError('Required parameter "coupon_code" is missing');
      if ((await listItems(ctx.db, cart.id)).length === 0) {
        throw withCode(new InputError('Cart does not contain products.'), 'CART_EMPTY');
      }
      if (cart.coupon_code) {
        throw withCode(
          new InputError('A coupon is already applied to the cart. Please remove it to apply another'),
          'COUPON_ALREADY_APPLIED',
        );
      }
      const verdict = await checkCoupon(ctx.db, code, cart.customer_id);
      if (!verdict.ok) throw verdict.error;
      if (verdict.coupon.min_subtotal_cents !== null) {
        const lines = await loadLines(
          ctx.db,
          await listItems(ctx.db, cart.id),
          cart.store_code,
          ctx.caller.groupId,
        );
        const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.item.quantity, 0);
        const shortfall = couponShortfallCents(subtotal, verdict.coupon);
        if (shortfall > 0) throw couponBelowMinimum(shortfall, verdict.coupon);
      }
      await updateCart(ctx.db, cart.id, { coupon_code: verdict.code });
      return reloadView(ctx, cart);
    },

    async removeCoupon(ctx: CartContext, maskedId: string): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      await updateCart(ctx.db, cart.id, { coupon_code: null });
      return reloadView(ctx, cart);
    },
  };
}

/** Adds the units of resolved lines to a cart, checking the stock of every product involved. */
async function addItems(ctx: CartContext, cart: CartRow, inputs: CartItemInput[]) {
  const userErrors: CartUserError[] = [];
  const items = await listItems(ctx.db, cart.id);
  const demand = stockDemand(await loadLines(ctx.db, items, cart.store_code, ctx.caller.groupId));
  const now = new Date();
  for (const input of inputs) {
    const reject = (message: string) => userErrors.push({ code: userErrorCode(message), message });
    if (!(input.quantity > 0)) {
      reject('The product quantity should be greater than 0');
      continue;
    }
    if (!Number.isInteger(input.quantity)) {
      reject('You cannot use decimal quantity for this product.');
      continue;
    }
    const resolution = await resolveCartItem(ctx.db, input);
    if ('error' in resolution) {
      reject(resolution.error);
      continue;
    }
    const problem = resolution.specs
      .map((spec) => {
        if (spec.products.some((p) => p.status !== 1)) return NOT_AVAILABLE_MESSAGE;
        const existing = items.find(
          (i) =>
            i.product_id === spec.productId &&
            i.variant_product_id === spec.variantProductId &&
            i.options === serializeOptions(spec.options),
        );
        if ((existing?.quantity ?? 0) + spec.quantity > MAX_SALE_QTY) {
          return `The most you may purchase is ${MAX_SALE_QTY}.`;
        }
        for (const { product, quantity } of spec.stockPerUnit) {
          const wanted = (demand.get(product.id)?.quantity ?? 0) + quantity * spec.quantity;
          const stock = stockProblem(product, wanted);
          if (stock) return stock;
        }
        return undefined;
      })
      .find((p) => p !== undefined);
    if (problem) {
      reject(problem);
      continue;
    }
    for (const spec of resolution.specs) {
      const options = serializeOptions(spec.options);
      const existing = items.find(
        (i) =>
          i.product_id === spec.productId &&
          i.variant_product_id === spec.variantProductId &&
          i.options === options,
      );
      if (existing) {
        existing.quantity += spec.quantity;
        await setItemQuantity(ctx.db, existing.id, existing.quantity, now);
      } else {
        const id = await insertItem(ctx.db, {
          cartId: cart.id,
          productId: spec.productId,
          variantProductId: spec.variantProductId,
          quantity: spec.quantity,
          options,
          now,
        });
        items.push({
          id,
          cart_id: cart.id,
          product_id: spec.productId,
          variant_product_id: spec.variantProductId,
          quantity: spec.quantity,
          options,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
      }
      for (const { product, quantity } of spec.stockPerUnit) {
        const entry = demand.get(product.id) ?? { product, quantity: 0 };
        entry.quantity += quantity * spec.quantity;
        demand.set(product.id, entry);
      }
    }
  }
  await updateCart(ctx.db, cart.id, {}, now);
  return userErrors;
}

/** Moves the lines of one cart into another (same product and options: quantities add up). */
async function moveItems(ctx: CartContext, from: CartRow, to: CartRow) {
  const [source, target] = await Promise.all([listItems(ctx.db, from.id), listItems(ctx.db, to.id)]);
  const now = new Date();
  for (const item of source) {
    const same = target.find(
      (t) =>
        t.product_id === item.product_id &&
        t.variant_product_id === item.variant_product_id &&
        t.options === item.options,
    );
    if (same) {
      same.quantity += item.quantity;
      await setItemQuantity(ctx.db, same.id, same.quantity, now);
    } else {
      await insertItem(ctx.db, {
        cartId: to.id,
        productId: item.product_id,
        variantProductId: item.variant_product_id,
        quantity: item.quantity,
        options: item.options,
        now,
      });
    }
  }
}
