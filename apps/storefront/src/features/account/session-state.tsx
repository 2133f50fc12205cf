'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect } from 'react';
import { useTranslations } from 'use-intl/react';
import { useHasCartId } from '../../lib/cart-cookie';
import { registerSessionEnvironment, useIsLoggedIn } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';

/**
 * Registers navigation and the warning's words for logout and authorization errors with the
 * browser's session, and keeps the session's mirror (lib/session-mirror.ts) fed: once the shopper has
 * a cart or is logged in, session-sync.ts loads, with TanStack Query, and observes cart, profile
 * and wishlist. Whether the shopper is logged in is asked once per page load from
 * GET /session/status (`useIsLoggedIn`): the pages around it are cached for every shopper alike.
 */
export function SessionState() {
  const router = useRouter();
  const locale = useStoreLocale();
  const t = useTranslations('account');
  const notAuthorizedMessage = t('session.notAuthorized');
  const { isLoggedIn } = useIsLoggedIn();
  const hasCartId = useHasCartId();
  const hasSessionState = isLoggedIn || hasCartId;

  useLayoutEffect(
    () =>
      registerSessionEnvironment({
        locale,
        push: router.push,
        refresh: router.refresh,
        notAuthorizedMessage,
      }),
    [locale, router, notAuthorizedMessage],
  );

  useEffect(() => {
    if (!hasSessionState) return;
    let isCurrent = true;
    let stop: (() => void) | undefined;
    import('./session-sync')
      .then(({ syncSession }) => {
        if (isCurrent) stop = syncSession(locale, isLoggedIn);
      })
      .catch((error: unknown) => console.error('the cart and account state could not load', error));
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [hasSessionState, isLoggedIn, locale]);

  return null;
}
