'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl/react';

/** A section of My Account: its heading and content. */
export function AccountSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-ink lg:text-2xl">{title}</h1>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Skeleton lines the height of a short list, while the account loads. */
export function AccountSkeleton({ lines = 3 }: { lines?: number }) {
  const t = useTranslations('account');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <div key={index} className="h-16 animate-pulse rounded bg-surface-muted" />
      ))}
    </div>
  );
}

/** A failed read, in words, beside where the content would be. */
export function AccountLoadError({ error }: { error: Error | null }) {
  const t = useTranslations('account');
  if (!error) return null;
  return (
    <p role="alert" className="rounded border border-danger/40 bg-danger-tint px-3 py-2 text-sm text-danger">
      {t('loadFailed')} {error.message}
    </p>
  );
}
