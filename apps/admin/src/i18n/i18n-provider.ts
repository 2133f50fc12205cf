import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import portugueseMessages from 'ra-language-portuguese';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { pt } from './pt';
import { raPortuguese } from './ra-pt';

type Tree = { [key: string]: unknown };

/** `base` with `over` laid on top, branch by branch. */
export function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as Tree, value as Tree)
        : value;
  }
  return out;
}

// ra-language-portuguese predates some of react-admin 5's messages: English fills the gaps
// rather than showing message keys.
const messages = {
  pt: deepMerge(
    deepMerge(deepMerge(englishMessages as unknown as Tree, portugueseMessages as Tree), raPortuguese),
    pt,
  ),
  en: deepMerge(englishMessages as unknown as Tree, en),
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? messages.en : messages.pt) as TranslationMessages,
  'pt',
  [
    { locale: 'pt', name: 'Português' },
    { locale: 'en', name: 'English' },
  ],
);

/** The language screens show now, for words made outside React (the API's refusals). */
export function screenLanguage(): 'pt' | 'en' {
  return i18nProvider.getLocale() === 'en' ? 'en' : 'pt';
}
