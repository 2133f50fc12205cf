'use client';

import type { LocaleCode } from '../../lib/locales';

/** The header search field with suggestions (spec §7: 300 ms after typing stops). */
export function SearchBox({ locale }: { locale: LocaleCode }) {
  return <input type="search" aria-label="Buscar" data-locale={locale} />;
}
