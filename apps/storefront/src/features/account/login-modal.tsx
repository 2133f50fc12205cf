'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'use-intl/react';
import { create } from 'zustand';
import { openOverlay, useOverlay } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';

export type AccountModalView = 'login' | 'register' | 'forgot';

interface AccountModalState {
  view: AccountModalView;
  /** A line above the login form ('Your account is confirmed, now log in.'). */
  notice: string | undefined;
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

const useAccountModalStore = create<AccountModalState>(() => ({ view: 'login', notice: undefined }));

/** Opens the login modal (spec §2) on one of its views, optionally with a notice above the form. */
export function openAccountModal(view: AccountModalView = 'login', notice?: string) {
  useAccountModalStore.setState({ view, notice });
  openOverlay('login');
}

/**
 * The login modal (spec §2 overlays): log in, register, or ask for a new password, one view at
 * a time, with links between them. It closes after a login.
 */
export function LoginModal() {
  const t = useTranslations('account');
  const { isOpen, close } = useOverlay('login');
  const { view, notice } = useAccountModalStore();
  const show = (next: AccountModalView) => useAccountModalStore.setState({ view: next, notice: undefined });
  const closeAndReset = () => {
    close();
    useAccountModalStore.setState({ view: 'login', notice: undefined });
  };
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
      {isOpen && <AccountModalViews view={view} notice={notice} onShow={show} onLoggedIn={closeAndReset} />}
    </Dialog>
  );
}
