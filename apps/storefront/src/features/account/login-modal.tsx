'use client';

import { useTranslations } from 'use-intl/react';
import { create } from 'zustand';
import { openOverlay, useOverlay } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';

export type AccountModalView = 'login' | 'register' | 'forgot';

interface AccountModalState {
  view: AccountModalView;
  /** A line above the login form ('Your account is confirmed, now log in.'). */
  notice: string | undefined;
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
  const link = 'font-semibold text-primary-strong underline underline-offset-2 hover:text-primary-hover';
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
      {view === 'login' && (
        <div className="flex flex-col gap-4">
          <LoginForm onLoggedIn={closeAndReset} notice={notice} />
          <p className="text-sm">
            <button type="button" className={link} onClick={() => show('forgot')}>
              {t('login.forgot')}
            </button>
          </p>
          <p className="border-t border-line pt-4 text-sm text-ink-muted">
            {t('login.noAccount')}{' '}
            <button type="button" className={link} onClick={() => show('register')}>
              {t('login.register')}
            </button>
          </p>
        </div>
      )}
      {view === 'register' && (
        <div className="flex flex-col gap-4">
          <RegistrationForm onLoggedIn={closeAndReset} />
          <p className="border-t border-line pt-4 text-sm text-ink-muted">
            {t('register.haveAccount')}{' '}
            <button type="button" className={link} onClick={() => show('login')}>
              {t('register.login')}
            </button>
          </p>
        </div>
      )}
      {view === 'forgot' && (
        <div className="flex flex-col gap-4">
          <ForgotPasswordForm />
          <p className="text-sm">
            <button type="button" className={link} onClick={() => show('login')}>
              {t('forgot.back')}
            </button>
          </p>
        </div>
      )}
    </Dialog>
  );
}
