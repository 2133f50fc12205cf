'use client';

import { LoaderCircle, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { useQueryClient } from '../../lib/query-client';
import { accountGraphQL, customerKeys, useSession } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { UpdateCustomerV2 } from './account.documents';
import { FormAlert } from './account-fields';
import { AccountSection, AccountSkeleton } from './account-ui';

/** my-newsletter: subscribe or unsubscribe the account's e-mail (updateCustomerV2 is_subscribed). */
export function NewsletterView() {
  const t = useTranslations('account.newsletter');
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  const { customer, isLoading } = useSession();
  const [isSaving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  if (isLoading || !customer) {
    return (
      <AccountSection title={t('title')}>
        <AccountSkeleton lines={1} />
      </AccountSection>
    );
  }
  const isSubscribed = customer.is_subscribed === true;

  async function toggle() {
    setSaving(true);
    setResult(undefined);
    try {
      const data = await accountGraphQL(locale, UpdateCustomerV2, {
        input: { is_subscribed: !isSubscribed },
      });
      if (data.updateCustomerV2) {
        queryClient.setQueryData(customerKeys.current(locale.store), data.updateCustomerV2.customer);
      }
      const nowSubscribed = data.updateCustomerV2?.customer.is_subscribed === true;
      setResult({ ok: true, text: nowSubscribed ? t('subscribedNotice') : t('unsubscribedNotice') });
    } catch (error) {
      setResult({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <AccountSection title={t('title')}>
      <div className="flex flex-col gap-4 rounded border border-line p-4 sm:flex-row sm:items-center">
        <Mail aria-hidden size={28} className="shrink-0 text-primary-strong" />
        <div className="flex-1">
          <p className="font-semibold" data-testid="newsletter-status">
            {isSubscribed ? t('subscribed') : t('notSubscribed')}
          </p>
          <p className="text-sm text-ink-muted">{t('text', { email: customer.email ?? '' })}</p>
        </div>
        <button
          type="button"
          disabled={isSaving}
          onClick={() => void toggle()}
          className={buttonClasses(isSubscribed ? 'secondary' : 'primary')}
        >
          {isSaving && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
          {isSubscribed ? t('unsubscribe') : t('subscribe')}
        </button>
      </div>
      <FormAlert message={result?.text} tone={result?.ok ? 'success' : 'danger'} />
    </AccountSection>
  );
}
