import { ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';

/** Home › … › the current page (the last item has no link and carries aria-current). */
export function Breadcrumbs({
  locale,
  items,
}: {
  locale: Locale;
  items: ReadonlyArray<{ label: string; path?: string }>;
}) {
  const t = translator(locale, 'content');
  const home = translator(locale, 'common')('home');
  const trail = [{ label: home, path: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbLabel')} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={item.path ?? item.label} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0" />}
              {last || !item.path ? (
                <span aria-current={last ? 'page' : undefined} className="text-ink">
                  {item.label}
                </span>
              ) : (
                <Link
                  href={localePath(locale, item.path)}
                  className="hover:text-primary-strong hover:underline"
                >
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
