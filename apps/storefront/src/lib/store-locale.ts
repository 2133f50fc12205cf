import { useLocale } from 'use-intl/react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** The store locale of the page, from the IntlProvider's language (pt-BR → default store). */
export function useStoreLocale(): Locale {
  const iso = useLocale();
  return LOCALES.find((locale) => locale.iso === iso) ?? DEFAULT_LOCALE;
}
