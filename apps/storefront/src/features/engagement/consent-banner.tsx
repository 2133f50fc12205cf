'use client';

import { clsx } from 'clsx';
import { Cookie } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { saveConsent, useConsentStore } from './consent-store';

/** The cookie banner (LGPD), loaded when it first opens (consent-manager.tsx). */
export function ConsentBanner({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const t = useTranslations('engagement.consent');
  const locale = useStoreLocale();
  const titleId = useId();
  const isCustomising = useConsentStore((state) => state.isCustomising);
  const consent = useConsentStore((state) => state.consent);
  const [choice, setChoice] = useState({
    analytics: consent?.analytics ?? false,
    marketing: consent?.marketing ?? false,
  });
  return (
    <section
      aria-labelledby={titleId}
      data-testid="consent-banner"
      className={clsx(
        'fixed inset-x-0 z-40 border-t border-line bg-surface shadow-overlay md:bottom-0',
        aboveBottomBar ? 'bottom-16' : 'bottom-0',
      )}
    >
      <div className="mx-auto flex max-h-[70dvh] max-w-page flex-col gap-3 overflow-y-auto px-4 py-4 md:py-5">
        <div className="flex items-start gap-3">
          <Cookie aria-hidden size={24} className="mt-0.5 hidden shrink-0 text-primary-strong sm:block" />
          <div className="space-y-1">
            <h2 id={titleId} className="text-base font-bold text-ink">
              {t('title')}
            </h2>
            <p className="text-sm text-ink">
              {t('text')}{' '}
              <Link
                href={localePath(locale, '/privacidade')}
                prefetch={false}
                className="font-semibold text-primary-strong underline"
              >
                {t('policy')}
              </Link>
            </p>
          </div>
        </div>
        {isCustomising && (
          <fieldset className="grid gap-2 md:grid-cols-3">
            <legend className="sr-only">{t('categories')}</legend>
            <CategorySwitch
              name="necessary"
              label={t('necessary.label')}
              text={t('necessary.text')}
              checked
              disabled
            />
            <CategorySwitch
              name="analytics"
              label={t('analytics.label')}
              text={t('analytics.text')}
              checked={choice.analytics}
              onChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
            />
            <CategorySwitch
              name="marketing"
              label={t('marketing.label')}
              text={t('marketing.text')}
              checked={choice.marketing}
              onChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
            />
          </fieldset>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {isCustomising ? (
            <button type="button" onClick={() => saveConsent(choice)} className={buttonClasses('secondary')}>
              {t('save')}
            </button>
          ) : (
            <>
              <button
                type="button"
                onClick={() => useConsentStore.setState({ isCustomising: true })}
                className={buttonClasses('ghost', 'underline')}
              >
                {t('customise')}
              </button>
              <button
                type="button"
                onClick={() => saveConsent({ analytics: false, marketing: false })}
                className={buttonClasses('secondary')}
              >
                {t('rejectOptional')}
              </button>
            </>
          )}
          <button
            type="button"
            onClick={() => saveConsent({ analytics: true, marketing: true })}
            className={buttonClasses('primary')}
          >
            {t('acceptAll')}
          </button>
        </div>
      </div>
    </section>
  );
}

function CategorySwitch({
  name,
  label,
  text,
  checked,
  disabled = false,
  onChange,
}: {
  name: string;
  label: string;
  text: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex gap-3 rounded border border-line p-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary-strong"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-text`} className="text-xs text-ink-muted">
          {text}
        </p>
      </div>
    </div>
  );
}
