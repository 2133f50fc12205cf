'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { useTranslations } from 'use-intl/react';
import { useStoreLocale } from '../cart/store-locale';
import { registerSessionEnvironment } from './session';

/**
 * Registers navigation and the warning's words for logout and authorization errors with the
 * browser's session. Whether the shopper is logged in is asked once per page load from
 * GET /session/status (`useIsLoggedIn`): the pages around it are cached for every shopper alike.
 */
export function SessionState() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useStoreLocale();
  const t = useTranslations('account');
  const notAuthorizedMessage = t('session.notAuthorized');
  useLayoutEffect(
    () =>
      registerSessionEnvironment({
        locale,
        push: router.push,
        refresh: router.refresh,
        notAuthorizedMessage,
        queryClient,
      }),
    [locale, router, notAuthorizedMessage, queryClient],
  );
  return null;
}
