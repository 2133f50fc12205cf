import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database, Db } from '../../db/schema';
import { AlreadyExistsError, AuthorizationError, InputError, NotFoundError } from '../../graphql/errors';
import { productsByIds } from '../catalog/products';
import type { Caller } from '../customer/auth';
import { withCode } from './errors';
import {
  type CartRow,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertCart,
  listItems,
  type ProductRow,
} from './repository';
import { buildCartView, type CartView } from './view';

/**
 * Finding the caller's cart and the rules every cart operation shares (Magento's QuoteGraphQl
 * GetCartForUser, masked ids, user-error codes), used by lines-service.ts and checkout-service.ts.
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
export const GUEST_CHECKOUT_NOT_ALLOWED_MESSAGE =
  'Guest checkout is not allowed. Register a customer account or login with existing one.';

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
export function stockProblem(product: ProductRow, wanted: number): string | undefined {
  if (product.is_in_stock !== 1 || product.stock_qty <= 0) return OUT_OF_STOCK_MESSAGE;
  if (wanted > product.stock_qty) return QTY_NOT_AVAILABLE_MESSAGE;
  return undefined;
}

export function cartNotFound(maskedId: string) {
  return withCode(new NotFoundError(`Could not find a cart with ID "${maskedId}"`), 'CART_NOT_FOUND');
}

export function notOwner(maskedId: string) {
  return withCode(
    new AuthorizationError(`The current user cannot perform operations on cart "${maskedId}"`),
    'CART_FORBIDDEN',
  );
}

export function requireCustomer(ctx: CartContext): number {
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

/**
 * Magento's CheckCartCheckoutAllowance with "Disable Guest Checkout if Cart Contains Downloadable
 * Items" (its default): a guest could pay for a file but would have no account to download it
 * from, so a guest cart holding a downloadable product cannot go through checkout. Every checkout
 * step and placeOrder (inside its transaction, `db` then being the transaction) ask here.
 */
export async function assertCheckoutAllowed(db: Db, cart: CartRow): Promise<void> {
  if (cart.customer_id !== null) return;
  const items = await listItems(db, cart.id);
  if (items.length === 0) return;
  const products = await productsByIds(
    db,
    items.map((item) => item.product_id),
  );
  if (products.some((product) => product.type_id === 'downloadable')) {
    throw withCode(new AuthorizationError(GUEST_CHECKOUT_NOT_ALLOWED_MESSAGE), 'GUEST_CHECKOUT_NOT_ALLOWED');
  }
}

/** The caller's cart for a checkout step: getCartForUser, then the guest checkout rule. */
export async function getCartForCheckout(ctx: CartContext, maskedId: string): Promise<CartRow> {
  const cart = await getCartForUser(ctx, maskedId);
  await assertCheckoutAllowed(ctx.db, cart);
  return cart;
}

export function validateMaskedId(maskedId: string): void {
  if (maskedId.length !== MASKED_ID_LENGTH) {
    throw withCode(new InputError('Cart ID length should to be 32 symbols.'), 'INVALID_CART_ID');
  }
}

export async function createCart(ctx: CartContext, maskedId: string | undefined, customerId: number | null) {
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

export async function customerActiveCart(ctx: CartContext, customerId: number): Promise<CartRow> {
  return (
    (await findActiveCustomerCart(ctx.db, customerId, ctx.store.code)) ??
    (await createCart(ctx, undefined, customerId))
  );
}

/** The cart's view, as the shopper sees it now. */
export function cartView(ctx: CartContext, cart: CartRow): Promise<CartView> {
  return buildCartView(ctx.db, ctx.config, cart);
}

/** The view of a cart read again after a change (its row's columns may have moved). */
export async function reloadView(ctx: CartContext, cart: CartRow): Promise<CartView> {
  return cartView(ctx, (await findCartByMaskedId(ctx.db, cart.masked_id)) ?? cart);
}
