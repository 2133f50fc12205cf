import { GraphQLRequestError } from '../../lib/graphql.client';
import type { CartUserInputError } from './cart.documents';

/**
 * How cart failures reach the shopper (rules §5, §8): the first user error of addProductsToCart is
 * thrown as the message, in the shopper's language when its code says what happened; errors the
 * server words itself (coupon refused, guests must log in) are shown as the server words them.
 */

/**
 * Magento's answers when a stored cart id can no longer be used (semantics §3.4): unknown id,
 * inactive (ordered or merged) cart, another store view's cart, or a cart of another owner (a
 * guest cart after login). The spec's remedy is the same for all: forget the id, start a new cart.
 */
const STALE_CART_MESSAGES = [
  /could not find a cart with id/i,
  /does not have an active cart/i,
  /the cart isn't active/i,
  /cannot perform operations on cart/i,
  /wrong store code specified for cart/i,
];

export function isStaleCartError(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.errors.some((entry) =>
      STALE_CART_MESSAGES.some((pattern) => pattern.test(entry.extensions?.message_en ?? entry.message)),
    )
  );
}

/** A cart call failed with something to tell the shopper; `message` is already in their language. */
export class CartActionError extends Error {
  override readonly name = 'CartActionError';
}

/**
 * A user error has no English copy (GraphQL errors carry one in `extensions.message_en`): the
 * server's "This product is out of stock." is recognised in each store view's language.
 */
const OUT_OF_STOCK = /out of stock|está esgotado|nicht vorrätig/i;

/** Keys of the `cart.errors` messages. */
export type CartErrorKey = 'outOfStock' | 'exceedsStock' | 'unavailable' | 'addFailed';

/**
 * The message key for a user error of addProductsToCart: stock problems and unsellable products
 * have the spec's own words ('Out of stock', 'quantity exceeds available stock', 'Product
 * unavailable to purchase'); anything else (UNDEFINED) keeps the server's text.
 */
export function userErrorKey(error: CartUserInputError): CartErrorKey | undefined {
  switch (error.code) {
    case 'INSUFFICIENT_STOCK':
      return OUT_OF_STOCK.test(error.message) ? 'outOfStock' : 'exceedsStock';
    case 'NOT_SALABLE':
    case 'PRODUCT_NOT_FOUND':
      return 'unavailable';
    default:
      return undefined;
  }
}

/**
 * What to show for a failed cart call: a CartActionError's message as it is, the GraphQL
 * errors joined by commas (rules §8) when the server answered — a stock refusal in the shopper's
 * words when `describe` is given —, else the fallback (network down, timeout).
 */
export function cartErrorMessage(
  error: unknown,
  fallback: string,
  describe?: (key: CartErrorKey) => string,
): string {
  if (error instanceof CartActionError) return error.message;
  if (error instanceof GraphQLRequestError && error.errors.length > 0) {
    const key = describe && stockErrorKey(error.englishMessage);
    return key && describe ? describe(key) : error.message;
  }
  return fallback;
}

/**
 * A quantity change the server refused for want of stock (updateCartItems answers it as a GraphQL
 * error, INSUFFICIENT_STOCK worded as Magento does): the line then says what is available.
 */
export function isStockRefusal(error: unknown): boolean {
  return (
    error instanceof GraphQLRequestError &&
    error.errors.some((entry) => stockErrorKey(entry.extensions?.message_en ?? entry.message) !== undefined)
  );
}

/** Stock refusals of a quantity change (updateCartItems answers them as GraphQL errors). */
function stockErrorKey(message: string): CartErrorKey | undefined {
  if (/out of stock/i.test(message)) return 'outOfStock';
  if (/requested qty is not available|the most you may purchase is/i.test(message)) return 'exceedsStock';
  return undefined;
}
