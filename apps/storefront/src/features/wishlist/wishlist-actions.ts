import type { Locale } from '../../lib/locales';
import type { QueryClient } from '../../lib/query-client';
import { accountGraphQL } from '../../lib/session';
import { notify } from '../../lib/ui-store';
import type { CartWords } from '../cart';
import { addItemsToCartLazily, cartErrorMessage } from '../cart';
import {
  AddProductsToWishlist,
  RemoveProductsFromWishlist,
  type WishlistFields,
  type WishlistUserError,
} from './wishlist.documents';
import {
  DEFAULT_WISHLIST_ID,
  toWishlistView,
  type WishlistItemView,
  type WishlistProduct,
  type WishlistView,
  wishlistToggle,
} from './wishlist.model';
import { setCachedWishlist, wishlistKeys } from './wishlist-query';

/**
 * The wishlist's changes, without React: each sends one mutation on wishlist '0' and puts the
 * wishlist it answers in the query cache, so hearts, counts and lists update at once. Loaded on
 * the first click, to keep it out of catalogue pages' first load.
 */

/** A wishlist change the shopper must hear about; `message` is already in their language. */
export class WishlistActionError extends Error {
  override readonly name = 'WishlistActionError';
}

function answered(
  output: { wishlist: WishlistFields; user_errors: WishlistUserError[] } | null | undefined,
): WishlistView {
  if (!output) throw new Error('the wishlist mutation answered nothing');
  const first = output.user_errors[0];
  if (first) throw new WishlistActionError(first.message);
  return toWishlistView([output.wishlist]);
}

export async function removeWishlistItems(
  queryClient: QueryClient,
  locale: Locale,
  itemIds: string[],
): Promise<WishlistView> {
  const { removeProductsFromWishlist } = await accountGraphQL(locale, RemoveProductsFromWishlist, {
    wishlistId: DEFAULT_WISHLIST_ID,
    itemIds,
  });
  const wishlist = answered(removeProductsFromWishlist);
  await setCachedWishlist(queryClient, locale, wishlist);
  return wishlist;
}

/**
 * Adds the product when absent, removes it when present (rules §4). An unsupported type is
 * logged as the spec words it and thrown for the shopper (§5). Answers whether it is now in.
 */
export async function toggleWishlist(
  queryClient: QueryClient,
  locale: Locale,
  current: WishlistView,
  product: WishlistProduct,
  unsupportedMessage: string,
): Promise<boolean> {
  const decision = wishlistToggle(current, product);
  if (decision.action === 'unsupported') {
    console.error(decision.message);
    throw new WishlistActionError(unsupportedMessage);
  }
  if (decision.action === 'remove') {
    await removeWishlistItems(queryClient, locale, decision.itemIds);
    return false;
  }
  const { addProductsToWishlist } = await accountGraphQL(locale, AddProductsToWishlist, {
    wishlistId: DEFAULT_WISHLIST_ID,
    items: [decision.input],
  });
  await setCachedWishlist(queryClient, locale, answered(addProductsToWishlist));
  return true;
}

export interface MoveWords {
  /** Rules §8: 'Wishlist' */
  title: string;
  /** Rules §8: 'You added {product} to your shopping cart.' */
  added(product: string): string;
  /** Rules §8: 'Wishlist error' */
  errorTitle: string;
  cart: Pick<CartWords, 'error'>;
}

/**
 * Moves an item to the cart (rules §4, §8): add to cart, then remove it from the wishlist with a
 * success notice titled 'Wishlist'; when the cart refuses, a danger notice titled 'Wishlist
 * error' with the reason, and the item stays. Answers whether it moved.
 */
export async function moveWishlistItemToCart(
  queryClient: QueryClient,
  locale: Locale,
  item: WishlistItemView,
  words: MoveWords,
): Promise<boolean> {
  if (!item.cartItem) return false;
  try {
    await addItemsToCartLazily(queryClient, locale, [item.cartItem], words.cart);
  } catch (error) {
    console.error('wishlist: add to cart failed', error);
    notify({
      type: 'danger',
      title: words.errorTitle,
      message: cartErrorMessage(error, words.cart.error('addFailed')),
    });
    return false;
  }
  try {
    await removeWishlistItems(queryClient, locale, [item.id]);
  } catch (error) {
    console.error('wishlist: the moved item could not be removed', error);
    await queryClient.invalidateQueries({ queryKey: wishlistKeys.current(locale.store) });
  }
  notify({ type: 'success', title: words.title, message: words.added(item.product.name) });
  return true;
}
