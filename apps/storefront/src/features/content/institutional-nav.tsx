import clsx from 'clsx';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { INSTITUTIONAL_LINKS } from './content-pages';

/** The institutional pages beside a content page; the current one is marked. */
export function InstitutionalNav({ locale, currentPath }: { locale: Locale; currentPath: string }) {
  const t = translator(locale, 'content');
  return (
    <nav aria-label={t('institutionalNav')} className="rounded border border-line p-4">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {t('institutional')}
      </h2>
      <ul className="space-y-1">
        {INSTITUTIONAL_LINKS.map((link) => {
          const current = link.path === currentPath;
          return (
            <li key={link.path}>
              <NavLink
                href={localePath(locale, link.path)}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'block rounded px-2 py-1.5 text-sm hover:bg-surface-muted hover:text-primary-strong',
                  current ? 'bg-primary-tint font-semibold text-primary-strong' : 'text-ink',
                )}
              >
                {t(`pages.${link.key}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
