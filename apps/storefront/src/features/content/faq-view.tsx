'use client';

import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { filterFaq } from './faq';

export interface FaqEntry {
  id: string;
  question: string;
  /** Sanitised on the server. */
  answerHtml: string;
  answerText: string;
}

/** The FAQ with a search box that filters the questions as the shopper types. */
export function FaqView({ items }: { items: readonly FaqEntry[] }) {
  const t = useTranslations('forms.faq');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = filterFaq(items, query);
  return (
    <div className="mt-6">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t('search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            size={18}
            className="pointer-events-none absolute left-3 top-3 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('placeholder')}
            onChange={(event) => setQuery(event.target.value)}
            className="min-h-11 w-full rounded border border-line bg-surface pl-10 pr-3 text-base text-ink focus:border-primary-strong focus:outline-none focus:ring-2 focus:ring-primary/40"
          />
        </div>
        <p aria-live="polite" className="text-xs text-ink-muted">
          {t('count', { count: shown.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 rounded border border-line bg-surface-muted p-4 text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded border border-line">
          {shown.map((item) => (
            <li key={item.id}>
              <details id={item.id} className="group" open={query.trim() !== ''}>
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-ink hover:text-primary-strong [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <span aria-hidden className="text-xl leading-none text-ink-muted group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div
                  className="px-4 pb-4 leading-relaxed text-ink-muted [&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_strong]:font-semibold [&_strong]:text-ink"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitizeCmsHtml)
                  dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
