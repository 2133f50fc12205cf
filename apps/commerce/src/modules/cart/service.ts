import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { AlreadyExistsError, AuthorizationError, InputError, NotFoundError } from '../../graphql/errors';
import { decodeIdUid } from '../../graphql/uid';
import { addressForCart, saveCartAddressInBook } from '../customer/addresses';
import type { Caller } from '../customer/auth';
import type { ShippingRate } from '../shipping/rates';
import { type CartItemInput, NOT_AVAILABLE_MESSAGE, resolveCartItem } from './add-items';
import { type CartAddressInput, normalizeAddress } from './address';
import { checkCoupon } from './coupons';
import { withCode } from './errors';
import { loadLines, serializeOptions, stockDemand } from './lines';
import { findPaymentMethod } from './payment-methods';
import {
  type CartRow,
  deactivateCart,
  deleteItem,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertCart,
  insertItem,
  listItems,
  type ProductRow,
  setItemQuantity,
  updateCart,
} from './repository';
import { buildCartView, type CartView } from './view';

/**
 * The cart rules of Magento's QuoteGraphQl, shared by the
 * GraphQL resolvers and the /order REST endpoints.
 */

/** What the cart service needs from a request (GraphQL's context and the REST routes both provide it). */
export interface CartContext {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'env'>;
  store: { code: string };
  caller: Caller;
}

export type CartUserErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';

export interface CartUserError {
  code: CartUserErrorCode;
  message: string;
}

export const MASKED_ID_LENGTH = 32;
export const MAX_SALE_QTY = 10_000;
export const QTY_NOT_AVAILABLE_MESSAGE = 'The requested qty is not available';
export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock.';
export const VIRTUAL_CART_ADDRESS_MESSAGE =
  'The Cart includes virtual product(s) only, so a shipping address is not used.';
export const SHIPPING_ADDRESS_MISSING_MESSAGE =
  'The shipping address is missing. Set the address and try again.';
export const NOT_AUTHORIZED_MESSAGE = "The current customer isn't authorized.";

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new masked cart id: 32 random alphanumeric characters (about 190 bits). */
export function newMaskedId(): string {
  let id = '';
  for (let i = 0; i < MASKED_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** Magento derives a user error's code from its message (QuoteGraphQl). */
export function userErrorCode(message: string): CartUserErrorCode {
  const text = message.toLowerCase();
  if (text.includes('could not find a product with sku')) return 'PRODUCT_NOT_FOUND';
  if (
    text.includes('the required options you selected are not available') ||
    text.includes('product that you are trying to add is not available.') ||
    text.includes('there are no source items')
  )
    return 'NOT_SALABLE';
  if (
    text.includes('this product is out of stock') ||
    text.includes('the fewest you may purchase is') ||
    text.includes('the most you may purchase is') ||
    text.includes('the requested qty is not available')
  )
    return 'INSUFFICIENT_STOCK';
  return 'UNDEFINED';
}

/** A stock problem of a wanted quantity, or undefined when the product can give it. */
function stockProblem(product: ProductRow, wanted: number): string | undefined {
  if (product.is_in_stock !== 1 || product.stock_qty <= 0) return OUT_OF_STOCK_MESSAGE;
  if (wanted > product.stock_qty) return QTY_NOT_AVAILABLE_MESSAGE;
  return undefined;
}

function cartNotFound(maskedId: string) {
  return withCode(new NotFoundError(`Could not find a cart with ID "${maskedId}"`), 'CART_NOT_FOUND');
}

function notOwner(maskedId: string) {
  return withCode(
    new AuthorizationError(`The current user cannot perform operations on cart "${maskedId}"`),
    'CART_FORBIDDEN',
  );
}

function requireCustomer(ctx: CartContext): number {
  if (ctx.caller.customerId === null) {
    throw withCode(new AuthorizationError(NOT_AUTHORIZED_MESSAGE), 'UNAUTHORIZED');
  }
  return ctx.caller.customerId;
}

/** Magento's GetCartForUser: the cart of a masked id if it exists, is active, is in this store and belongs to the caller. */
export async function getCartForUser(
  ctx: CartContext,
  maskedId: string,
  options: { allowInactive?: boolean; asGuest?: boolean } = {},
): Promise<CartRow> {
  if (!maskedId?.trim())
    throw withCode(new InputError('Required parameter "cart_id" is missing'), 'CART_ID_MISSING');
  const cart = await findCartByMaskedId(ctx.db, maskedId);
  if (!cart) throw cartNotFound(maskedId);
  if (cart.is_active !== 1 && !options.allowInactive) {
    throw withCode(new NotFoundError('Current user does not have an active cart.'), 'CART_NOT_ACTIVE');
  }
  if (cart.store_code !== ctx.store.code) {
    throw withCode(
      new AuthorizationError(`Wrong store code specified for cart "${maskedId}"`),
      'CART_WRONG_STORE',
    );
  }
  const callerId = options.asGuest ? null : ctx.caller.customerId;
  if (cart.customer_id !== callerId) throw notOwner(maskedId);
  return cart;
}

function validateMaskedId(maskedId: string): void {
  if (maskedId.length !== MASKED_ID_LENGTH) {
    throw withCode(new InputError('Cart ID length should to be 32 symbols.'), 'INVALID_CART_ID');
  }
}

async function createCart(ctx: CartContext, maskedId: string | undefined, customerId: number | null) {
  if (maskedId !== undefined) {
    validateMaskedId(maskedId);
    if (await findCartByMaskedId(ctx.db, maskedId)) {
      throw new AlreadyExistsError(`Cart with ID "${maskedId}" already exists.`);
    }
  }
  return insertCart(ctx.db, {
    maskedId: maskedId ?? newMaskedId(),
    storeCode: ctx.store.code,
    customerId,
    now: new Date(),
  });
}

async function customerActiveCart(ctx: CartContext, customerId: number): Promise<CartRow> {
  return (
    (await findActiveCustomerCart(ctx.db, customerId, ctx.store.code)) ??
    (await createCart(ctx, undefined, customerId))
  );
}

export function createCartService() {
  const view = (ctx: CartContext, cart: CartRow) => buildCartView(ctx.db, ctx.config, cart);
  const reload = async (ctx: CartContext, cart: CartRow) =>
    view(ctx, (await findCartByMaskedId(ctx.db, cart.masked_id)) ?? cart);

  /** Adds the units of resolved lines to a cart, checking the stock of every product involved. */
  async function addItems(ctx: CartContext, cart: CartRow, inputs: CartItemInput[]) {
    const userErrors: CartUserError[] = [];
    const items = await listItems(ctx.db, cart.id);
    const demand = stockDemand(await loadLines(ctx.db, items));
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

  return {
    getCartForUser,
    view,

    async cart(ctx: CartContext, maskedId: string): Promise<CartView> {
      return view(ctx, await getCartForUser(ctx, maskedId));
    },

    async createGuestCart(ctx: CartContext, cartUid?: string | null): Promise<CartView> {
      if (ctx.caller.customerId !== null) {
        throw new AlreadyExistsError('Use `Query.customerCart` for logged in customer.');
      }
      return view(ctx, await createCart(ctx, cartUid ?? undefined, null));
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
      return view(ctx, await customerActiveCart(ctx, ctx.caller.customerId));
    },

    async addProducts(ctx: CartContext, maskedId: string, inputs: CartItemInput[]) {
      const cart = await getCartForUser(ctx, maskedId);
      const userErrors = await addItems(ctx, cart, inputs);
      return { view: await reload(ctx, cart), userErrors };
    },

    async updateItems(
      ctx: CartContext,
      maskedId: string,
      updates: { cart_item_id?: number | null; cart_item_uid?: string | null; quantity?: number | null }[],
    ): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      if (updates.length === 0) throw new InputError('Required parameter "cart_items" is missing.');
      const items = await listItems(ctx.db, cart.id);
      const lines = await loadLines(ctx.db, items);
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
      return reload(ctx, cart);
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
      return reload(ctx, cart);
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
      return reload(ctx, destination);
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
      return reload(ctx, guest);
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
      await updateCart(ctx.db, cart.id, { coupon_code: verdict.code });
      return reload(ctx, cart);
    },

    async removeCoupon(ctx: CartContext, maskedId: string): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      await updateCart(ctx.db, cart.id, { coupon_code: null });
      return reload(ctx, cart);
    },

    async setGuestEmail(ctx: CartContext, maskedId: string, email: string): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      if (cart.customer_id !== null) {
        throw new InputError('The request is not allowed for logged in customers');
      }
      const trimmed = email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) || trimmed.length > 255) {
        throw withCode(new InputError('Invalid email format'), 'INVALID_EMAIL');
      }
      await updateCart(ctx.db, cart.id, { email: trimmed });
      return reload(ctx, cart);
    },

    async setShippingAddresses(
      ctx: CartContext,
      maskedId: string,
      addresses: {
        customer_address_id?: number | null;
        address?: CartAddressInput | null;
        customer_notes?: string | null;
      }[],
    ): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      if (addresses.length === 0) throw new InputError('Required parameter "shipping_addresses" is missing');
      if (addresses.length > 1) throw new InputError('You cannot specify multiple shipping addresses.');
      const current = await view(ctx, cart);
      if (current.isVirtual) throw withCode(new InputError(VIRTUAL_CART_ADDRESS_MESSAGE), 'VIRTUAL_CART');
      const [entry] = addresses;
      const address = await addressFromInput(ctx, entry!, 'shipping');
      if (entry!.customer_notes?.trim()) address.customer_notes = entry!.customer_notes.trim();
      await updateCart(ctx.db, cart.id, { shipping_address: JSON.stringify(address) });
      return reload(ctx, cart);
    },

    async setBillingAddress(
      ctx: CartContext,
      maskedId: string,
      input: {
        customer_address_id?: number | null;
        address?: CartAddressInput | null;
        same_as_shipping?: boolean | null;
        use_for_shipping?: boolean | null;
      },
    ): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      const sameAsShipping =
        input.same_as_shipping === true ||
        (input.use_for_shipping === true && !input.address && !input.customer_address_id);
      if (sameAsShipping && !input.address && !input.customer_address_id) {
        const current = await view(ctx, cart);
        if (!current.shippingAddress) {
          throw withCode(
            new InputError(
              'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
            ),
            'SHIPPING_ADDRESS_MISSING',
          );
        }
        await updateCart(ctx.db, cart.id, { billing_same_as_shipping: 1, billing_address: null });
        return reload(ctx, cart);
      }
      const address = await addressFromInput(ctx, input, 'billing');
      const patch: Parameters<typeof updateCart>[2] = {
        billing_address: JSON.stringify(address),
        billing_same_as_shipping: 0,
      };
      if (input.use_for_shipping || input.same_as_shipping) {
        const current = await view(ctx, cart);
        if (!current.isVirtual) {
          patch.shipping_address = JSON.stringify(address);
          patch.billing_same_as_shipping = 1;
        }
      }
      await updateCart(ctx.db, cart.id, patch);
      return reload(ctx, cart);
    },

    async setShippingMethods(
      ctx: CartContext,
      maskedId: string,
      methods: { carrier_code: string; method_code: string }[],
    ): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      if (methods.length === 0) throw new InputError('Required parameter "shipping_methods" is missing');
      if (methods.length > 1) throw new InputError('You cannot specify multiple shipping methods.');
      const [method] = methods;
      const current = await view(ctx, cart);
      if (current.isVirtual) throw withCode(new InputError(VIRTUAL_CART_ADDRESS_MESSAGE), 'VIRTUAL_CART');
      if (!current.shippingAddress) {
        throw withCode(new InputError(SHIPPING_ADDRESS_MISSING_MESSAGE), 'SHIPPING_ADDRESS_MISSING');
      }
      const rate = current.shippingRates.find(
        (r) => r.available && r.carrierCode === method!.carrier_code && r.methodCode === method!.method_code,
      );
      if (!rate) {
        throw withCode(
          new InputError(
            `Carrier with such method not found: ${method!.carrier_code}, ${method!.method_code}`,
          ),
          'SHIPPING_METHOD_NOT_FOUND',
        );
      }
      await updateCart(ctx.db, cart.id, {
        shipping_carrier_code: rate.carrierCode,
        shipping_method_code: rate.methodCode,
      });
      return reload(ctx, cart);
    },

    async setPaymentMethod(
      ctx: CartContext,
      maskedId: string,
      input: { code: string; purchase_order_number?: string | null },
    ): Promise<CartView> {
      const cart = await getCartForUser(ctx, maskedId);
      const method = findPaymentMethod(ctx.config, input.code.trim());
      if (!method) {
        throw withCode(
          new InputError('The requested Payment Method is not available.'),
          'PAYMENT_METHOD_NOT_AVAILABLE',
        );
      }
      const current = await view(ctx, cart);
      if (!current.isVirtual && current.lines.length > 0 && !current.shippingAddress) {
        throw withCode(new InputError(SHIPPING_ADDRESS_MISSING_MESSAGE), 'SHIPPING_ADDRESS_MISSING');
      }
      await updateCart(ctx.db, cart.id, {
        payment_method_code: method.code,
        purchase_order_number: input.purchase_order_number?.trim() || null,
      });
      return reload(ctx, cart);
    },

    /**
     * Shipping methods and prices for a destination, without changing the cart (Magento's
     * estimateShippingMethods). Logged-in customers only (spec §6).
     */
    async estimateShippingMethods(ctx: CartContext, input: EstimateInput): Promise<ShippingRate[]> {
      const estimate = await estimateView(ctx, input, view);
      return estimate.shippingRates;
    },

    /** The cart's totals as if shipped to a destination by a method; the cart is not changed. */
    async estimateTotals(ctx: CartContext, input: EstimateInput): Promise<CartView> {
      return estimateView(ctx, input, view);
    },
  };
}

export const ESTIMATE_LOGIN_MESSAGE = 'Log in or register to check shipping costs';

/** Magento's EstimateTotalsInput. */
export interface EstimateInput {
  cart_id: string;
  address: {
    country_code: string;
    region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
    postcode?: string | null;
  };
  shipping_method?: { carrier_code: string; method_code: string } | null;
}

/** The cart's view with a destination (and method) applied in memory only. */
async function estimateView(
  ctx: CartContext,
  input: EstimateInput,
  view: (ctx: CartContext, cart: CartRow) => Promise<CartView>,
): Promise<CartView> {
  if (ctx.caller.customerId === null) {
    throw withCode(new AuthorizationError(ESTIMATE_LOGIN_MESSAGE), 'UNAUTHORIZED');
  }
  const cart = await getCartForUser(ctx, input.cart_id);
  // The address validator fills region and checks the CEP; the person's fields are not needed here.
  const placeholder = '-';
  const destination = normalizeAddress({
    firstname: placeholder,
    lastname: placeholder,
    street: [placeholder],
    city: placeholder,
    telephone: placeholder,
    country_code: input.address.country_code,
    postcode: input.address.postcode,
    region: input.address.region?.region_code ?? input.address.region?.region ?? null,
    region_id: input.address.region?.region_id ?? null,
  });
  const address = { ...destination, firstname: '', lastname: '', street: [], city: '', telephone: null };
  const method = input.shipping_method;
  const estimate = await view(ctx, {
    ...cart,
    shipping_address: JSON.stringify(address),
    shipping_carrier_code: method?.carrier_code ?? cart.shipping_carrier_code,
    shipping_method_code: method?.method_code ?? cart.shipping_method_code,
  });
  if (method && !estimate.isVirtual && !estimate.selectedShipping) {
    throw withCode(
      new InputError(`Carrier with such method not found: ${method.carrier_code}, ${method.method_code}`),
      'SHIPPING_METHOD_NOT_FOUND',
    );
  }
  return estimate;
}

export type CartService = ReturnType<typeof createCartService>;

/**
 * An address from `address` or from the customer's address book (`customer_address_id`), exactly
 * one. A customer's new address is also saved in their book unless `save_in_address_book` is
 * false (Magento's default is true for customers); identical addresses are not saved twice.
 */
async function addressFromInput(
  ctx: CartContext,
  input: {
    customer_address_id?: number | null;
    address?: (CartAddressInput & { save_in_address_book?: boolean | null }) | null;
  },
  kind: 'shipping' | 'billing',
) {
  const hasId = input.customer_address_id !== undefined && input.customer_address_id !== null;
  if (hasId && input.address) {
    throw new InputError(
      `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`,
    );
  }
  if (!hasId && !input.address) {
    throw new InputError(`The ${kind} address must contain either "customer_address_id" or "address".`);
  }
  if (hasId) {
    requireCustomer(ctx);
    return addressForCart(ctx, input.customer_address_id!);
  }
  const address = normalizeAddress(input.address!);
  if (ctx.caller.customerId !== null && input.address!.save_in_address_book !== false) {
    await saveCartAddressInBook(ctx, address);
  }
  return address;
}
