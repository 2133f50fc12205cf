import type { ReactNode } from 'react';
import { type PageMessagesPart, pageMessagesOf } from './i18n';
import type { Locale } from './locales';
import { MergedMessages } from './providers';

/**
 * Adds the words of some pages' client components (checkout, forms, My Account, the product page's
 * pickers) to the client components below it; the layout sends only the chrome's (lib/i18n.ts).
 */
export function PageMessages({
  locale,
  parts,
  children,
}: {
  locale: Locale;
  parts: readonly PageMessagesPart[];
  children: ReactNode;
}) {
  return <MergedMessages messages={pageMessagesOf(locale, parts)}>{children}</MergedMessages>;
}
