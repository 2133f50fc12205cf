import { useEffect, useState } from 'react';
import { rememberCartId } from '../../lib/cart-cookie';
import { useQueryClient } from '../../lib/query-client';
import { useStoreLocale } from '../../lib/store-locale';
import { rememberUtmCookies, restoreAbandonedCart } from './acart';
import { cartKeys } from './cart-query';

/**
 * The abandoned-cart e-mail's link (`/cart?utm_source=carrinhoabandonado&…&acart=<token>`):
 * keeps the utm cookies for an hour (rules §9), asks the server for the cart the token names,
 * stores its id in `vsf-cart` and shows it. The token leaves the address bar once used.
 * Answers 'restoring' while the request runs, 'failed' when the link no longer works.
 */
export function useAbandonedCartRestore(isEnabled = true): 'idle' | 'restoring' | 'failed' {
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'restoring' | 'failed'>('idle');

  useEffect(() => {
    if (!isEnabled) return;
    const url = new URL(window.location.href);
    rememberUtmCookies(url.searchParams);
    const token = url.searchParams.get('acart');
    if (!token) return;
    url.searchParams.delete('acart');
    window.history.replaceState(window.history.state, '', url);
    let isCurrent = true;
    setState('restoring');
    restoreAbandonedCart(locale, token)
      .then(async (cartId) => {
        rememberCartId(cartId);
        await queryClient.invalidateQueries({ queryKey: cartKeys.current(locale.store) });
        if (isCurrent) setState('idle');
      })
      .catch((error: unknown) => {
        console.error('the abandoned cart could not be restored', error);
        if (isCurrent) setState('failed');
      });
    return () => {
      isCurrent = false;
    };
  }, [isEnabled, locale, queryClient]);

  return state;
}
