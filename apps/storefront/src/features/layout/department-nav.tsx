import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { ChevronDown } from '../../ui/server-icons';
import { DepartmentMenus } from './department-menus';
import type { MenuCategory } from './menu-categories';

/**
 * The department bar under the header on tablets and desktops (rules §2): one link per department
 * and a drop-down with its sub-categories, opened by hover or by the chevron button (keyboard,
 * touch). Rendered on the server as plain links and buttons: phones, where the bar is hidden,
 * hydrate nothing of it; on wider screens DepartmentMenus opens and closes the drop-downs and
 * renders a drop-down's links the first time it opens (every page would otherwise carry the
 * whole category tree, about 150 elements, before its first paint; the same links are on the
 * department pages and in the sitemap). Department pages are prefetched when pointed at, not
 * during the load.
 */
export function DepartmentNav({ departments, locale }: { departments: MenuCategory[]; locale: Locale }) {
  if (departments.length === 0) return null;
  const t = translator(locale, 'layout');
  return (
    <nav aria-label={t('nav.label')} className="relative hidden border-t border-line md:block">
      <ul className="mx-auto flex h-11 max-w-page items-stretch gap-1 px-2">
        {departments.map((department) => (
          <li
            key={department.uid}
            data-department={department.uid}
            className="group/department flex items-stretch"
          >
            <NavLink
              href={localePath(locale, department.path)}
              className="flex items-center border-b-2 border-transparent px-3 text-sm font-semibold text-ink hover:text-primary-strong group-data-[open]/department:border-primary group-data-[open]/department:text-primary-strong"
            >
              {department.name}
            </NavLink>
            {department.children.length > 0 && (
              <>
                <button
                  type="button"
                  data-department-toggle=""
                  aria-expanded={false}
                  aria-controls={panelId(department)}
                  aria-label={t('nav.subcategoriesOf', { name: department.name })}
                  className="-ml-2 flex w-7 items-center justify-center text-ink-muted hover:text-primary-strong"
                >
                  <ChevronDown
                    aria-hidden
                    size={16}
                    className="transition-transform motion-reduce:transition-none group-data-[open]/department:rotate-180"
                  />
                </button>
                <div
                  id={panelId(department)}
                  data-department-panel=""
                  hidden
                  className="absolute inset-x-0 top-full z-10 border-y border-line bg-surface shadow-overlay"
                />
              </>
            )}
          </li>
        ))}
      </ul>
      <DepartmentMenus departments={departments} locale={locale.code} />
    </nav>
  );
}

function panelId(department: MenuCategory): string {
  return `department-${department.uid.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
