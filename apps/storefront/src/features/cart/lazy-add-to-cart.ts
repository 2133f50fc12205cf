import { useCallback, useState } from 'react';
import { loadQueryClient } from '../../lib/query-client-ref';
import { useStoreLocale } from '../../lib/store-locale';
import { notify } from '../../lib/ui-store';
import type { CartItemInput } from './cart.documents';
import { useCartWords } from './cart-words';

/**
 * Add to cart for buttons on catalogue pages (cards, buy box): the cart's mutations load on the
 * first click, with TanStack Query, so listing and product pages do not carry them in their
 * first-load JavaScript.
 * Same behaviour as useAddToCart: notice and mini-cart on success, the reason on refusal.
 */
export function useLazyAddToCart() {
  const locale = useStoreLocale();
  const words = useCartWords();
  const [isPending, setPending] = useState(false);
  const add = useCallback(
    async (items: CartItemInput[], productName: string): Promise<boolean> => {
      setPending(true);
      try {
        const [{ addToCartWithNotice }, queryClient] = await Promise.all([
          import('./cart-actions'),
          loadQueryClient(),
        ]);
        return await addToCartWithNotice(queryClient, locale, items, productName, words);
      } catch (error) {
        // Only the chunk load can fail here: addToCartWithNotice reports its own failures.
        console.error('add to cart could not load', error);
        notify({ type: 'danger', message: words.error('addFailed') });
        return false;
      } finally {
        setPending(false);
      }
    },
    [locale, words],
  );
  return { add, isPending };
}
