'use client';

import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { GraphQLRequestError } from '../../lib/graphql.client';
import { accountGraphQL } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { SubscribeEmailToNewsletter } from '../account';
import { writeRecord } from './browser-storage';
import { NEWSLETTER_RECORD_KEY } from './newsletter-prompt';
import {
  isSubscribedOutcome,
  type NewsletterOutcome,
  outcomeOfError,
  outcomeOfStatus,
} from './newsletter-status';

/** The same check as the server's, so an obvious typo is caught before the request. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * E-mail field → subscribeEmailToNewsletter (rules §7), with the answer (rules §3 statuses) or the
 * server's refusal beside it. Used inline in the footer and in the newsletter modal.
 */
export function NewsletterForm({
  layout = 'stacked',
  onSubscribed,
}: {
  layout?: 'stacked' | 'inline';
  onSubscribed?: () => void;
}) {
  const t = useTranslations('engagement.newsletter');
  const locale = useStoreLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [isSending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<NewsletterOutcome>();
  const [answeredFor, setAnsweredFor] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setOutcome({ tone: 'danger', key: 'newsletter.errors.required' });
    if (!EMAIL_PATTERN.test(address)) return setOutcome({ tone: 'danger', key: 'newsletter.errors.invalid' });
    setSending(true);
    setOutcome(undefined);
    let next: NewsletterOutcome;
    try {
      const data = await accountGraphQL(locale, SubscribeEmailToNewsletter, { email: address });
      next = outcomeOfStatus(data.subscribeEmailToNewsletter?.status);
    } catch (error) {
      if (error instanceof GraphQLRequestError) next = outcomeOfError(error.englishMessage);
      else {
        console.error('newsletter subscription failed', error);
        next = { tone: 'danger', key: 'newsletter.errors.network' };
      }
    } finally {
      setSending(false);
    }
    setAnsweredFor(address);
    setOutcome(next);
    if (isSubscribedOutcome(next)) {
      writeRecord('local', NEWSLETTER_RECORD_KEY, { state: 'subscribed', at: new Date().toISOString() });
      onSubscribed?.();
    }
  }

  const messageId = `${id}-message`;
  const message =
    outcome &&
    ('key' in outcome
      ? t(outcome.key.replace('newsletter.', ''), { email: answeredFor })
      : outcome.serverMessage);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="w-full">
      <div
        className={clsx(
          'flex gap-2',
          layout === 'stacked' ? 'flex-col' : 'flex-col sm:flex-row sm:items-end',
        )}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-email`} className="text-sm font-semibold text-ink">
            {t('emailLabel')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t('emailPlaceholder')}
            aria-invalid={outcome?.tone === 'danger' || undefined}
            aria-describedby={outcome ? messageId : undefined}
            className="h-11 rounded border border-line bg-surface px-3 text-base text-ink focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/40"
          />
        </div>
        <button type="submit" disabled={isSending} className={buttonClasses('primary', 'h-11 shrink-0')}>
          {isSending && (
            <LoaderCircle aria-hidden size={18} className="animate-spin motion-reduce:animate-none" />
          )}
          {t('submit')}
        </button>
      </div>
      <p
        id={messageId}
        role={outcome?.tone === 'danger' ? 'alert' : 'status'}
        className={clsx(
          'mt-2 text-sm empty:hidden',
          outcome?.tone === 'danger' && 'font-semibold text-danger',
          outcome?.tone === 'success' && 'font-semibold text-success',
          outcome?.tone === 'info' && 'text-ink',
        )}
      >
        {message}
      </p>
    </form>
  );
}
