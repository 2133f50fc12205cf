import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import {
  Briefcase,
  Coffee,
  Monitor,
  Package,
  PenLine,
  type ServerIcon,
  SprayCan,
} from '../../ui/server-icons';
import type { Department } from './home.server';

/** Pictograms of the demo store's departments (by url key); other departments get a box. */
const ICONS: Record<string, ServerIcon> = {
  escritorio: Briefcase,
  papelaria: PenLine,
  informatica: Monitor,
  limpeza: SprayCan,
  'copa-e-cozinha': Coffee,
};

const SUBCATEGORIES_SHOWN = 3;

/** The departments as tiles: name, product count and their first sub-categories. */
export function DepartmentTiles({
  departments,
  locale,
}: {
  departments: readonly Department[];
  locale: Locale;
}) {
  if (departments.length === 0) return null;
  const t = translator(locale, 'home');
  return (
    <section aria-labelledby="home-departments-title">
      <h2 id="home-departments-title" className="mb-3 text-lg font-bold text-ink lg:text-xl">
        {t('departments.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:gap-4">
        {departments.map((department) => {
          const Icon = ICONS[department.urlKey] ?? Package;
          return (
            <li
              key={department.uid}
              className="flex flex-col rounded border border-line bg-surface p-4 transition-shadow hover:shadow-overlay"
            >
              <NavLink href={localePath(locale, department.path)} className="group flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary-strong">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span>
                  <span className="block font-semibold text-ink group-hover:text-primary-strong group-hover:underline">
                    {department.name}
                  </span>
                  <span className="block text-xs text-ink-muted">
                    {t('departments.products', { count: department.productCount })}
                  </span>
                </span>
              </NavLink>
              {department.children.length > 0 && (
                <ul className="mt-3 hidden space-y-1 border-t border-line pt-3 text-sm sm:block">
                  {department.children.slice(0, SUBCATEGORIES_SHOWN).map((child) => (
                    <li key={child.uid}>
                      <NavLink
                        href={localePath(locale, child.path)}
                        className="text-ink-muted hover:text-primary-strong hover:underline"
                      >
                        {child.name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
