import { create } from 'zustand';
import type { CustomerFields } from '../features/account/account.documents';
import type { CartView } from '../features/cart/cart.model';
import type { WishlistView } from '../features/wishlist/wishlist.model';

/**
 * The shopper's server state as every page shows it: the customer's profile, the cart and the
 * wishlist. TanStack Query owns them (`['customer', store]`, `['cart', store]`,
 * `['wishlist', store]`, the contracts with checkout and My Account); session-sync.ts observes those
 * entries and copies each answer here. The header, the bottom bar, the hearts and the panels
 * read this store, so catalogue pages hydrate without TanStack Query, which loads only once there
 * is something to read (a cart id or a logged-in customer).
 */

interface Mirrored<T> {
  /** The last answer; undefined until one came. */
  data: T | undefined;
  /** No answer yet (or the entry is not observed). */
  isPending: boolean;
  error: Error | null;
}

export interface SessionMirror {
  customer: Mirrored<CustomerFields>;
  cart: Mirrored<CartView | null>;
  wishlist: Mirrored<WishlistView>;
}

export const NOT_OBSERVED: Mirrored<never> = { data: undefined, isPending: true, error: null };

export const useSessionMirror = create<SessionMirror>(() => ({
  customer: NOT_OBSERVED,
  cart: NOT_OBSERVED,
  wishlist: NOT_OBSERVED,
}));

export function mirror<K extends keyof SessionMirror>(key: K, value: SessionMirror[K]): void {
  const current = useSessionMirror.getState()[key];
  if (current.data === value.data && current.isPending === value.isPending && current.error === value.error) {
    return;
  }
  useSessionMirror.setState({ [key]: value } as Pick<SessionMirror, K>);
}
