'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { IntlProvider, useLocale, useMessages } from 'use-intl/react';
import type { Messages } from './i18n';

const TIME_ZONE = 'America/Sao_Paulo';

/** Client-side context for every page: server state (TanStack Query) and messages (use-intl). */
export function Providers({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );
}

/** The messages of the providers above, plus `messages` (PageMessages). */
export function MergedMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const locale = useLocale();
  const inherited = useMessages();
  const merged = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages]);
  return (
    <IntlProvider locale={locale} messages={merged} timeZone={TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}
