import { clsx } from 'clsx';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { ChevronLeft, ChevronRight } from '../../ui/server-icons';
import { blogListPath } from './blog-paths';

/** Previous / numbered / next links; the page lives in the URL (`?page=`). */
export function BlogPagination({
  locale,
  currentPage,
  totalPages,
}: {
  locale: Locale;
  currentPage: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const t = translator(locale, 'blog');
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  const linkClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded border border-line px-3 text-sm font-medium text-ink hover:border-primary-strong hover:text-primary-strong';
  return (
    <nav aria-label={t('list.pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {currentPage > 1 && (
        <NavLink href={localePath(locale, blogListPath(currentPage - 1))} rel="prev" className={linkClass}>
          <ChevronLeft aria-hidden size={18} />
          {t('list.previous')}
        </NavLink>
      )}
      {pages.map((page) => (
        <NavLink
          key={page}
          href={localePath(locale, blogListPath(page))}
          aria-current={page === currentPage ? 'page' : undefined}
          aria-label={t('list.page', { page })}
          className={clsx(
            linkClass,
            page === currentPage && 'border-primary-strong bg-primary-strong text-white hover:text-white',
          )}
        >
          {page}
        </NavLink>
      ))}
      {currentPage < totalPages && (
        <NavLink href={localePath(locale, blogListPath(currentPage + 1))} rel="next" className={linkClass}>
          {t('list.next')}
          <ChevronRight aria-hidden size={18} />
        </NavLink>
      )}
    </nav>
  );
}
