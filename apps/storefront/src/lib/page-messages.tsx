import type { ReactNode } from 'react';
import { type PageNamespace, pageMessagesOf } from './i18n';
import type { Locale } from './locales';
import { MergedMessages } from './providers';

/**
 * Adds the words of page-specific namespaces (checkout, forms) to the client components below it;
 * the layout sends only the chrome's namespaces with every page (lib/i18n.ts).
 */
export function PageMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly PageNamespace[];
  children: ReactNode;
}) {
  return <MergedMessages messages={pageMessagesOf(locale, namespaces)}>{children}</MergedMessages>;
}
