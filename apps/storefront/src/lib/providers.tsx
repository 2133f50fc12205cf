'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'use-intl/react';
import type { Messages } from './i18n';

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
      <IntlProvider locale={locale} messages={messages} timeZone="America/Sao_Paulo">
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );
}
