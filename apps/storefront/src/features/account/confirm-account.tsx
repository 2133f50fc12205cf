'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { clientGraphQL } from '../../lib/graphql.client';
import { useIsLoggedIn } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { ConfirmEmail } from './account.documents';
import { FormAlert } from './account-fields';
import { openAccountModal } from './login-modal';

type State = { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; message: string };

/**
 * confirmar-conta?email&key: confirms the account from the e-mailed link (confirmEmail), then
 * opens the login modal with 'now log in' (or says so when the shopper is already logged in).
 */
export function ConfirmAccount({
  email,
  confirmationKey,
}: {
  email: string | undefined;
  confirmationKey: string | undefined;
}) {
  const t = useTranslations('account.confirm');
  const locale = useStoreLocale();
  const { isLoggedIn } = useIsLoggedIn();
  const [state, setState] = useState<State>({ status: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !email || !confirmationKey) return;
    started.current = true;
    clientGraphQL(locale, ConfirmEmail, { input: { email, confirmation_key: confirmationKey } })
      .then(() => {
        setState({ status: 'confirmed' });
        openAccountModal('login', t('nowLogIn'));
      })
      .catch((error: unknown) => {
        console.error('confirmEmail failed', error);
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
  }, [email, confirmationKey, locale, t]);

  if (!email || !confirmationKey) return <FormAlert message={t('missing')} />;
  if (state.status === 'confirming') {
    return (
      <p role="status" className="text-ink-muted">
        {t('confirming')}
      </p>
    );
  }
  if (state.status === 'failed') return <FormAlert message={`${t('failed')} ${state.message}`} />;
  return (
    <div className="flex flex-col items-start gap-4">
      <FormAlert tone="success" message={isLoggedIn ? t('confirmedLoggedIn') : t('confirmed')} />
      {!isLoggedIn && (
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => openAccountModal('login', t('nowLogIn'))}
        >
          {t('login')}
        </button>
      )}
    </div>
  );
}
