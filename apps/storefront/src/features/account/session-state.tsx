'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useLayoutEffect } from 'react';
import { useTranslations } from 'use-intl/react';
import { useStoreLocale } from '../cart/store-locale';
import { registerSessionEnvironment, setLoggedIn } from './session';

/**
 * Hands the server's knowledge of the session (the httpOnly cookie exists, spec §4: logged in at
 * start) to the browser's session store, and registers navigation and the warning's words for
 * logout and authorization errors. Rendered once per page frame (site chrome, checkout chrome).
 */
export function SessionState({ isLoggedIn }: { isLoggedIn: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const locale = useStoreLocale();
  const t = useTranslations('account');
  const notAuthorizedMessage = t('session.notAuthorized');
  useLayoutEffect(() => {
    setLoggedIn(isLoggedIn);
  }, [isLoggedIn]);
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
