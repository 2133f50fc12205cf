'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslations } from 'use-intl/react';
import { create } from 'zustand';
import { openOverlay, useOverlay } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';
import { LOGIN_PARAM, RETURN_TO_PARAM, safeReturnTo } from './return-to';

export type AccountModalView = 'login' | 'register' | 'forgot';

interface AccountModalState {
  view: AccountModalView;
  /** A line above the login form ('Your account is confirmed, now log in.'). */
  notice: string | undefined;
  /** The page to open after logging in (a same-origin path), when the login was asked for one. */
  returnTo: string | undefined;
}

// The forms (react-hook-form, zod, the Brazilian validators) load when the modal first opens,
// so they stay out of every page's first-load JavaScript.
const AccountModalViews = dynamic(
  () => import('./login-modal-views').then((module) => module.AccountModalViews),
  { ssr: false, loading: () => <AccountModalLoading /> },
);

function AccountModalLoading() {
  const t = useTranslations('account');
  return (
    <p role="status" className="py-8 text-center text-sm text-ink-muted">
      {t('modal.loading')}
    </p>
  );
}

const CLOSED: AccountModalState = { view: 'login', notice: undefined, returnTo: undefined };
const useAccountModalStore = create<AccountModalState>(() => CLOSED);

/**
 * Opens the login modal (rules §2) on one of its views, optionally with a notice above the form and
 * a page to open after logging in.
 */
export function openAccountModal(view: AccountModalView = 'login', notice?: string, returnTo?: string) {
  useAccountModalStore.setState({ view, notice, returnTo });
  openOverlay('login');
}

/**
 * `?login=1&returnTo=…` (My Account's guard sends guests home with it): opens the modal once, then
 * drops the parameters from the address so that a reload or a shared link does not open it again.
 */
function openFromAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LOGIN_PARAM)) return;
  const returnTo = safeReturnTo(url.searchParams.get(RETURN_TO_PARAM), url.origin);
  url.searchParams.delete(LOGIN_PARAM);
  url.searchParams.delete(RETURN_TO_PARAM);
  window.history.replaceState(window.history.state, '', url);
  openAccountModal('login', undefined, returnTo);
}

/**
 * The login modal (rules §2 overlays): log in, register, or ask for a new password, one view at
 * a time, with links between them. It closes after a login, and opens the page the shopper was
 * sent away from, if any.
 */
export function LoginModal() {
  const t = useTranslations('account');
  const router = useRouter();
  const { isOpen, close } = useOverlay('login');
  const { view, notice } = useAccountModalStore();
  const show = (next: AccountModalView) => useAccountModalStore.setState({ view: next, notice: undefined });
  const closeAndReset = () => {
    close();
    useAccountModalStore.setState(CLOSED);
  };
  const loggedIn = () => {
    const { returnTo } = useAccountModalStore.getState();
    closeAndReset();
    if (returnTo) router.push(returnTo);
  };
  useEffect(openFromAddress, []);
  return (
    <Dialog
      open={isOpen}
      onClose={closeAndReset}
      title={t(`modal.${view}`)}
      closeLabel={t('modal.close')}
      variant="modal"
      className={
        view === 'register'
          ? '!max-h-[80dvh] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto'
          : '!max-h-[80dvh] overflow-y-auto'
      }
    >
      {isOpen && <AccountModalViews view={view} notice={notice} onShow={show} onLoggedIn={loggedIn} />}
    </Dialog>
  );
}
