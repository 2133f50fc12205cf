'use client';

import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { GraphQLRequestError } from '../../lib/graphql.client';
import { type LocaleCode, localeOf } from '../../lib/locales';
import { accountGraphQL } from '../../lib/session';
import { graphql } from '../../lib/typed-document';
import { buttonClasses } from '../../ui/button';
import { type NewsletterOutcome, outcomeOfError, outcomeOfStatus } from './newsletter-status';

const ConfirmNewsletterSubscription = graphql<
  { confirmNewsletterSubscription: { status: string | null } | null },
  { email: string; code: string }
>(`
  mutation ConfirmNewsletterSubscription($email: String!, $code: String!) {
    confirmNewsletterSubscription(email: $email, confirmation_code: $code) { status }
  }
`);

/**
 * The link of the newsletter confirmation e-mail (guest subscriptions when the store asks for
 * confirmation). Confirming is a button, not a side effect of opening the page: mail scanners
 * that open links must not subscribe anyone.
 */
export function NewsletterConfirmation({
  locale,
  email,
  code,
}: {
  locale: LocaleCode;
  email: string;
  code: string;
}) {
  const t = useTranslations('engagement.newsletter');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string }>();

  const wordsOf = (outcome: NewsletterOutcome) =>
    'key' in outcome ? t(outcome.key.replace('newsletter.', ''), { email }) : outcome.serverMessage;

  async function confirm() {
    setState('sending');
    try {
      const data = await accountGraphQL(localeOf(locale), ConfirmNewsletterSubscription, { email, code });
      const outcome = outcomeOfStatus(data.confirmNewsletterSubscription?.status);
      setMessage({ tone: outcome.tone === 'danger' ? 'danger' : 'success', text: wordsOf(outcome) });
    } catch (error) {
      const outcome =
        error instanceof GraphQLRequestError
          ? outcomeOfError(error.englishMessage)
          : ({ tone: 'danger', key: 'newsletter.errors.network' } as const);
      setMessage({ tone: 'danger', text: wordsOf(outcome) });
    }
    setState('done');
  }

  if (!email || !code) {
    return <p className="text-danger">{t('confirm.invalidLink')}</p>;
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-ink">{t('confirm.text', { email })}</p>
      {state !== 'done' && (
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={confirm}
          disabled={state === 'sending'}
        >
          {t('confirm.button')}
        </button>
      )}
      <p role="status" className={message?.tone === 'danger' ? 'text-danger' : 'text-success'}>
        {message?.text}
      </p>
    </div>
  );
}
