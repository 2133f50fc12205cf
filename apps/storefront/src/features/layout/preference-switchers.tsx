'use client';

import { clsx } from 'clsx';
import { Coins, Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslations } from 'use-intl/react';
import type { LocaleCode } from '../../lib/locales';
import { switchCurrency, switchStore } from '../../lib/preferences';
import type { SwitcherData } from './chrome.server';

export interface PreferenceSwitchersProps {
  /** Absent when the stores and currencies query failed: the switchers are hidden (rules §7). */
  options: SwitcherData | undefined;
  locale: LocaleCode;
  currency: string;
  /** `bar`: small, in the promo bar; `stacked`: full width, in the phone menu. */
  layout: 'bar' | 'stacked';
}

/**
 * Store (language) and currency switchers. Each is enabled only when there is more than one
 * option (rules §7); changing one reloads the page in the new store or currency.
 */
export function PreferenceSwitchers({ options, locale, currency, layout }: PreferenceSwitchersProps) {
  const t = useTranslations('layout.switchers');
  const storeId = useId();
  const currencyId = useId();
  if (!options) return null;
  const { stores, currencies } = options;
  const isBar = layout === 'bar';
  const selectClass = clsx(
    'rounded border border-line bg-surface text-ink disabled:opacity-60',
    isBar ? 'h-7 py-0 pl-1.5 pr-6 text-xs' : 'h-11 w-full px-3 text-base',
  );
  const labelClass = clsx(
    'flex items-center gap-1 text-ink-muted',
    isBar ? 'text-xs' : 'text-sm font-semibold',
  );
  return (
    <div className={clsx(isBar ? 'flex items-center gap-3' : 'grid gap-4')}>
      {stores.length > 0 && (
        <div className={clsx(isBar ? 'flex items-center gap-1.5' : 'grid gap-1')}>
          <label htmlFor={storeId} className={labelClass}>
            <Globe aria-hidden size={14} />
            {t('store')}
          </label>
          <select
            id={storeId}
            className={selectClass}
            value={locale}
            disabled={stores.length < 2}
            onChange={(event) => {
              const store = stores.find((option) => option.locale === event.target.value);
              if (store) switchStore(store.locale, store.currency);
            }}
          >
            {stores.map((store) => (
              <option key={store.locale} value={store.locale}>
                {store.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {currencies.length > 0 && (
        <div className={clsx(isBar ? 'flex items-center gap-1.5' : 'grid gap-1')}>
          <label htmlFor={currencyId} className={labelClass}>
            <Coins aria-hidden size={14} />
            {t('currency')}
          </label>
          <select
            id={currencyId}
            className={selectClass}
            value={currency}
            disabled={currencies.length < 2}
            onChange={(event) => switchCurrency(event.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
