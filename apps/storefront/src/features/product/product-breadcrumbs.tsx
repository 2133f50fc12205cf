import { ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { type Locale, localePath } from '../../lib/locales';
import type { Breadcrumb } from './product.model';

/** Home › category path › product (spec §2: category links are `/{url_path}{url_suffix}`). */
export function ProductBreadcrumbs({
  crumbs,
  locale,
  label,
  homeLabel,
}: {
  crumbs: Breadcrumb[];
  locale: Locale;
  label: string;
  homeLabel: string;
}) {
  const trail: Breadcrumb[] = [{ name: homeLabel, path: '/' }, ...crumbs];
  return (
    <nav aria-label={label} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => (
          <li key={crumb.path ?? 'current'} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" size={14} className="shrink-0" />}
            {crumb.path ? (
              <Link
                href={localePath(locale, crumb.path)}
                className="hover:text-primary-strong hover:underline"
              >
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
