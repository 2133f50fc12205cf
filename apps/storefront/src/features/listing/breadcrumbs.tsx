import { ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';

export interface Crumb {
  label: string;
  /** Path without locale prefix; the last crumb (the current page) has none. */
  path?: string;
}

/** Home › … › current page (spec §2: category crumbs link to /{url_path}{url_suffix}). */
export function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = translator(locale, 'listing');
  const crumbs: Crumb[] = [{ label: t('home'), path: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${crumb.path ?? ''}`} className="flex items-center gap-1">
              {crumb.path && !isLast ? (
                <Link
                  href={localePath(locale, crumb.path)}
                  className="hover:text-primary-strong hover:underline"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.label}
                </span>
              )}
              {!isLast && <ChevronRight aria-hidden="true" size={14} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
