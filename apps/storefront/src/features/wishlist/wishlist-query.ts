import type { Locale } from '../../lib/locales';
import type { QueryClient } from '../../lib/query-client';
import { accountGraphQL, useIsLoggedIn } from '../account/session';
import { useSessionMirror } from '../account/session-mirror';
import { CustomerWishlists } from './wishlist.documents';
import { EMPTY_WISHLIST, toWishlistView, type WishlistView } from './wishlist.model';

/**
 * Reading the wishlist: the one TanStack Query entry `['wishlist', store]` (the contract with the
 * session, which invalidates it after login and logout), observed by session-sync.ts while a
 * customer is logged in, and the hooks that read its mirror. Only customers have a wishlist
 * (spec §6); guests read the empty one without a request. Neither mutations nor TanStack Query
 * here, so the header's count and the hearts do not carry them; they load on the first click
 * (wishlist-actions.ts).
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

export interface UseWishlistResult {
  wishlist: WishlistView;
  isLoggedIn: boolean;
  isLoading: boolean;
  error: Error | null;
}

export function useWishlist(): UseWishlistResult {
  const { isLoggedIn } = useIsLoggedIn();
  const wishlist = useSessionMirror((state) => state.wishlist);
  return {
    wishlist: isLoggedIn ? (wishlist.data ?? EMPTY_WISHLIST) : EMPTY_WISHLIST,
    isLoggedIn,
    isLoading: isLoggedIn && wishlist.isPending,
    error: isLoggedIn ? wishlist.error : null,
  };
}

/**
 * The header's and bottom bar's wishlist count (spec §7 wishlistItemsCount: items_count of
 * every wishlist, summed); 0 for guests, without a request.
 */
export function useWishlistCount(): number {
  return useWishlist().wishlist.count;
}
