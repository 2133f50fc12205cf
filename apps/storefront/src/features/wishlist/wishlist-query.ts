import type { Locale } from '../../lib/locales';
import type { QueryClient } from '../../lib/query-client';
import { accountGraphQL } from '../../lib/session';
import { CustomerWishlists } from './wishlist.documents';
import { toWishlistView, type WishlistView } from './wishlist.model';

/**
 * The wishlist's server state: the one TanStack Query entry `['wishlist', store]` (the contract
 * with the session, which invalidates it after login and logout), observed by session-sync.ts
 * while a customer is logged in. Pages read its mirror through wishlist-state.ts; the mutations
 * load on the first click (wishlist-actions.ts).
 */

export const wishlistKeys = {
  all: ['wishlist'] as const,
  current: (store: string) => ['wishlist', store] as const,
};

export async function fetchWishlist(locale: Locale, signal?: AbortSignal): Promise<WishlistView> {
  const { customer } = await accountGraphQL(locale, CustomerWishlists, {}, signal);
  return toWishlistView(customer?.wishlists);
}

/** Replaces the cached wishlist with a mutation's answer (a read under way is cancelled first). */
export async function setCachedWishlist(queryClient: QueryClient, locale: Locale, wishlist: WishlistView) {
  const queryKey = wishlistKeys.current(locale.store);
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, wishlist);
}

/** The wishlist entry's options, for session-sync.ts. */
export function wishlistQueryOptions(locale: Locale) {
  return {
    queryKey: wishlistKeys.current(locale.store),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchWishlist(locale, signal),
  };
}
