'use client';

import { useTranslations } from 'use-intl/react';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import type { AccountModalView } from './login-modal';
import { RegistrationForm } from './registration-form';

const link = 'font-semibold text-primary-strong underline underline-offset-2 hover:text-primary-hover';

/** The login modal's views (log in, register, forgot password), loaded when the modal first opens. */
export function AccountModalViews({
  view,
  notice,
  onShow,
  onLoggedIn,
}: {
  view: AccountModalView;
  notice: string | undefined;
  onShow: (view: AccountModalView) => void;
  onLoggedIn: () => void;
}) {
  const t = useTranslations('account');
  return (
    <>
      {view === 'login' && (
        <div className="flex flex-col gap-4">
          <LoginForm onLoggedIn={onLoggedIn} notice={notice} />
          <p className="text-sm">
            <button type="button" className={link} onClick={() => onShow('forgot')}>
              {t('login.forgot')}
            </button>
          </p>
          <p className="border-t border-line pt-4 text-sm text-ink-muted">
            {t('login.noAccount')}{' '}
            <button type="button" className={link} onClick={() => onShow('register')}>
              {t('login.register')}
            </button>
          </p>
        </div>
      )}
      {view === 'register' && (
        <div className="flex flex-col gap-4">
          <RegistrationForm onLoggedIn={onLoggedIn} />
          <p className="border-t border-line pt-4 text-sm text-ink-muted">
            {t('register.haveAccount')}{' '}
            <button type="button" className={link} onClick={() => onShow('login')}>
              {t('register.login')}
            </button>
          </p>
        </div>
      )}
      {view === 'forgot' && (
        <div className="flex flex-col gap-4">
          <ForgotPasswordForm />
          <p className="text-sm">
            <button type="button" className={link} onClick={() => onShow('login')}>
              {t('forgot.back')}
            </button>
          </p>
        </div>
      )}
    </>
  );
}
