import { useCallback, useMemo, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { GraphQLRequestError } from '../../lib/graphql.client';
import { loadQueryClient } from '../../lib/query-client-ref';
import { isLoggedInNow } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { notify, openOverlay } from '../../lib/ui-store';
import type { WishlistItemView, WishlistProduct } from './wishlist.model';
import type { MoveWords } from './wishlist-actions';
import { useWishlist } from './wishlist-state';

/**
 * The wishlist's actions for components: the mutations (wishlist-actions.ts) load on the first
 * click. Guests are sent to the login modal (rules §5: wishlist add needs authentication); a
 * failure shows as a 'Wishlist error' notice with the server's words.
 */

function useWishlistWords() {
  const t = useTranslations('wishlist');
  const tCart = useTranslations('cart');
  return useMemo(
    () => ({
      unsupported: t('notices.unsupported'),
      failed: t('notices.failed'),
      errorTitle: t('notices.errorTitle'),
      loginRequired: t('notices.loginRequired'),
      move: {
        title: t('notices.movedTitle'),
        added: (product: string) => t('notices.moved', { product }),
        errorTitle: t('notices.errorTitle'),
        cart: { error: (key) => tCart(`errors.${key}`) },
      } satisfies MoveWords,
    }),
    [t, tCart],
  );
}

function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof GraphQLRequestError && error.errors.length > 0) return error.message;
  if (error instanceof Error && error.name === 'WishlistActionError') return error.message;
  return fallback;
}

/** The mutations and the page's query client, loaded together on the first click. */
async function loadWishlistActions() {
  const [actions, queryClient] = await Promise.all([import('./wishlist-actions'), loadQueryClient()]);
  return { ...actions, queryClient };
}

/**
 * Toggles products in the wishlist: the hearts of the product page and of every card on a page
 * (card-hearts.tsx) share it. Guests are sent to the login modal; failures show as a notice.
 */
export function useWishlistToggler() {
  const locale = useStoreLocale();
  const words = useWishlistWords();
  const { wishlist, isLoggedIn } = useWishlist();

  const toggle = useCallback(
    async (product: WishlistProduct) => {
      if (!(isLoggedIn || (await isLoggedInNow()))) {
        console.error('wishlist: adding to the wishlist needs a logged-in customer');
        notify({ type: 'info', message: words.loginRequired });
        openOverlay('login');
        return;
      }
      try {
        const { toggleWishlist, queryClient } = await loadWishlistActions();
        await toggleWishlist(queryClient, locale, wishlist, product, words.unsupported);
      } catch (error) {
        if (!(error instanceof Error && error.name === 'WishlistActionError')) {
          console.error('wishlist: toggle failed', error);
        }
        notify({ type: 'danger', title: words.errorTitle, message: failureMessage(error, words.failed) });
      }
    },
    [isLoggedIn, locale, wishlist, words],
  );
  return { wishlist, isLoggedIn, toggle };
}

/** The heart's toggle: pressed state, pending state and the click handler. */
export function useWishlistToggle(product: WishlistProduct) {
  const { wishlist, isLoggedIn, toggle: toggleProduct } = useWishlistToggler();
  const [isPending, setPending] = useState(false);
  const isInWishlist = wishlist.items.some((item) => item.product.sku === product.sku);

  const toggle = useCallback(async () => {
    setPending(true);
    try {
      await toggleProduct(product);
    } finally {
      setPending(false);
    }
  }, [toggleProduct, product]);

  return { isInWishlist, isPending, isLoggedIn, toggle };
}

/** Move to cart and remove, for the drawer and My Account's list. */
export function useWishlistItemActions() {
  const locale = useStoreLocale();
  const words = useWishlistWords();
  const [pending, setPending] = useState<{ id: string; action: 'move' | 'remove' } | undefined>();

  const move = useCallback(
    async (item: WishlistItemView) => {
      setPending({ id: item.id, action: 'move' });
      try {
        const { moveWishlistItemToCart, queryClient } = await loadWishlistActions();
        return await moveWishlistItemToCart(queryClient, locale, item, words.move);
      } catch (error) {
        console.error('wishlist: move to cart could not load', error);
        notify({ type: 'danger', title: words.errorTitle, message: words.failed });
        return false;
      } finally {
        setPending(undefined);
      }
    },
    [locale, words],
  );

  const remove = useCallback(
    async (item: WishlistItemView) => {
      setPending({ id: item.id, action: 'remove' });
      try {
        const { removeWishlistItems, queryClient } = await loadWishlistActions();
        await removeWishlistItems(queryClient, locale, [item.id]);
      } catch (error) {
        console.error('wishlist: remove failed', error);
        notify({ type: 'danger', title: words.errorTitle, message: failureMessage(error, words.failed) });
      } finally {
        setPending(undefined);
      }
    },
    [locale, words],
  );

  return { move, remove, pending };
}
