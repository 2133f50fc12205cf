'use client';

import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useLocale, useMessages } from 'use-intl/react';
import { NavLinks } from './behaviour/nav-links';
import type { Messages } from './i18n';
import { type MessageTree, mergeMessages } from './message-tree';

const TIME_ZONE = 'America/Sao_Paulo';

/**
 * Client-side context for every page: messages (use-intl), and the one listener that routes the
 * server-rendered links (NavLinks). Server state (TanStack Query) needs no
 * provider: its hooks are bound to the page's one client (query-client.ts), which only the code
 * that reads or changes server state loads.
 */
export function Providers({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
      <NavLinks />
    </IntlProvider>
  );
}

/** The messages of the providers above, plus `messages` (PageMessages), part by part. */
export function MergedMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages();
  const merged = useMemo(
    () => mergeMessages(inherited as MessageTree, messages as MessageTree) as Partial<Messages>,
    [inherited, messages],
  );
  return (
    <IntlProvider locale={locale} messages={merged} timeZone={TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}
