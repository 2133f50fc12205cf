import type { ReactNode } from 'react';
import type { Locale } from '../../lib/locales';

/** Header, navigation, footer and overlays around every page of a locale. */
export function SiteChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <div data-locale={locale.code}>{children}</div>;
}
