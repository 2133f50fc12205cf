import { clsx } from 'clsx';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { ChevronLeft, ChevronRight } from '../../ui/server-icons';
import { type ListingState, listingQuery } from './listing-params';

/** Pages shown around the current one; the first and last are always shown. */
const NEIGHBOURS = 1;

/** Page numbers to show, with `gap` where pages are skipped: 1 … 4 5 6 … 12. */
export function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let page = 1; page <= total; page += 1) {
    const near = Math.abs(page - current) <= NEIGHBOURS;
    // A lone skipped page is shown instead of a gap (1 2 3 rather than 1 … 3).
    const bridgesGap =
      (page === 2 && current - NEIGHBOURS === 3) ||
      (page === total - 1 && current + NEIGHBOURS === total - 2);
    if (page === 1 || page === total || near || bridgesGap) pages.push(page);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded border px-3 text-sm tabular';

/** Numbered pagination with previous/next, as links (rules §2: the page lives in the URL). */
export function Pagination({
  locale,
  state,
  totalPages,
  action,
}: {
  locale: Locale;
  state: ListingState;
  totalPages: number;
  action: string;
}) {
  if (totalPages <= 1) return null;
  const t = translator(locale, 'listing');
  const current = Math.min(state.page, totalPages);
  const href = (page: number) => action + listingQuery(state, { page });
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <NavLink
              href={href(current - 1)}
              rel="prev"
              aria-label={t('previousPage')}
              className={clsx(itemClass, 'border-line hover:border-primary-strong hover:text-primary-strong')}
            >
              <ChevronLeft aria-hidden="true" size={18} />
              <span className="hidden sm:inline">{t('previous')}</span>
            </NavLink>
          ) : (
            <span aria-disabled="true" className={clsx(itemClass, 'border-line text-ink-muted opacity-60')}>
              <ChevronLeft aria-hidden="true" size={18} />
              <span className="hidden sm:inline">{t('previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <NavLink
                href={href(page)}
                aria-label={t('page', { page })}
                aria-current={page === current ? 'page' : undefined}
                className={clsx(
                  itemClass,
                  page === current
                    ? 'border-primary-strong bg-primary-strong font-semibold text-white'
                    : 'border-line hover:border-primary-strong hover:text-primary-strong',
                )}
              >
                {page}
              </NavLink>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <NavLink
              href={href(current + 1)}
              rel="next"
              aria-label={t('nextPage')}
              className={clsx(itemClass, 'border-line hover:border-primary-strong hover:text-primary-strong')}
            >
              <span className="hidden sm:inline">{t('next')}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </NavLink>
          ) : (
            <span aria-disabled="true" className={clsx(itemClass, 'border-line text-ink-muted opacity-60')}>
              <span className="hidden sm:inline">{t('next')}</span>
              <ChevronRight aria-hidden="true" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
