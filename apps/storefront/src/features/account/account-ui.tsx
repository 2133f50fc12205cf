'use client';

import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { buttonClasses } from '../../ui/button';

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

/** An empty list of My Account: what is missing, and the way back to the shop. */
export function AccountEmpty({
  icon: Icon,
  text,
  shopLabel,
  locale,
}: {
  icon: LucideIcon;
  text: string;
  shopLabel: string;
  locale: LocaleCode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded border border-dashed border-line p-6 text-center">
      <Icon aria-hidden size={32} className="text-ink-muted" />
      <p className="text-ink-muted">{text}</p>
      <Link href={localePath(locale, '/')} className={buttonClasses('primary')}>
        {shopLabel}
      </Link>
    </div>
  );
}

/** A column of an account table: its heading, right-aligned for amounts, or read aloud only. */
export interface AccountColumn {
  label: string;
  align?: 'right';
  hidden?: boolean;
}

/** The heading row of an account table (desktop; phones get cards). */
export function AccountTableHead({ columns }: { columns: AccountColumn[] }) {
  return (
    <thead className="bg-surface-muted text-ink-muted">
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={`px-3 py-2${column.hidden ? '' : ' font-semibold'}${column.align === 'right' ? ' text-right' : ''}`}
          >
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
