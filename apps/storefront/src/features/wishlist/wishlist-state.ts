import { useIsLoggedIn } from '../../lib/session';
import { useSessionMirror } from '../../lib/session-mirror';
import { EMPTY_WISHLIST, type WishlistView } from './wishlist.model';

/**
 * The wishlist as every page shows it (header count, hearts, drawer), read from the session's
 * mirror of the `['wishlist', store]` entry (session-sync.ts fills it). Only customers have a
 * wishlist (rules §6); guests read the empty one without a request.
 */

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
 * The header's and bottom bar's wishlist count (rules §7 wishlistItemsCount: items_count of
 * every wishlist, summed); 0 for guests, without a request.
 */
export function useWishlistCount(): number {
  return useWishlist().wishlist.count;
}
