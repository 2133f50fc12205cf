import { clsx } from 'clsx';
import { translator } from '../lib/i18n';
import { type Locale, localePath } from '../lib/locales';
import { NavLink } from './nav-link';
import { ChevronLeft, ChevronRight } from './server-icons';

export interface Crumb {
  label: string;
  /** Path without locale prefix; the current page (last crumb) has none. */
  path?: string;
}

/**
 * Home › … › current page. Category crumbs link to /{url_path}{url_suffix}, products to their
 * url key (rules §2); the last crumb is the current page (aria-current, no link).
 */
export function Breadcrumbs({
  locale,
  items,
  compact = false,
  className,
}: {
  locale: Locale;
  items: readonly Crumb[];
  /** Phones show only the way back up (the parent), on one line; the page's h1 names the rest. */
  compact?: boolean;
  className?: string;
}) {
  const t = translator(locale, 'common');
  const trail: Crumb[] = [{ label: t('home'), path: '/' }, ...items];
  const parentIndex = trail.findLastIndex((crumb, index) => crumb.path && index < trail.length - 1);
  return (
    <nav aria-label={t('breadcrumb')} className={clsx('text-sm text-ink-muted', className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li
              key={`${crumb.path ?? 'current'}-${crumb.label}`}
              className={clsx('flex items-center gap-1', compact && index !== parentIndex && 'max-md:hidden')}
            >
              {index > 0 && (
                <ChevronRight
                  aria-hidden="true"
                  size={14}
                  className={clsx('shrink-0', compact && 'max-md:hidden')}
                />
              )}
              {compact && index === parentIndex && (
                <ChevronLeft aria-hidden="true" size={14} className="shrink-0 md:hidden" />
              )}
              {crumb.path && !isLast ? (
                <NavLink
                  href={localePath(locale, crumb.path)}
                  className="hover:text-primary-strong hover:underline"
                >
                  {crumb.label}
                </NavLink>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className="line-clamp-1 text-ink">
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
