import type { Locale } from '../../lib/locales';

/** A post's date in the shopper's language, on the store's calendar (São Paulo). */
export function formatPostDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale.iso, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(
    new Date(iso),
  );
}
