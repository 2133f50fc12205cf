import { createTranslator } from 'use-intl/core';
import deCommon from '../messages/de-DE/common.json';
import enCommon from '../messages/en-US/common.json';
import ptCommon from '../messages/pt-BR/common.json';
import { type Locale, type LocaleCode, localeOf } from './locales';

/**
 * Shopper-facing words (STYLE §5: they come from message files). One JSON file per namespace
 * and language under src/messages/<iso>/; each feature owns its namespace. Register a new
 * namespace in NAMESPACES below (all three languages).
 */
const NAMESPACES = {
  'pt-BR': { common: ptCommon },
  'en-US': { common: enCommon },
  'de-DE': { common: deCommon },
} as const;

export type Messages = (typeof NAMESPACES)['pt-BR'];

/** Every message of a locale, for the server translator and the client IntlProvider. */
export function messagesOf(locale: Locale | LocaleCode): Messages {
  const iso = typeof locale === 'string' ? localeOf(locale).iso : locale.iso;
  return NAMESPACES[iso] as Messages;
}

/** A translator for server components: `const t = translator(locale, 'common'); t('home')`. */
export function translator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale: locale.iso, messages: messagesOf(locale), namespace });
}
