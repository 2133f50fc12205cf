import type { Metadata } from 'next';
import { commerceQuery } from '../../lib/graphql.server';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { absoluteUrl, languageAlternates } from '../../lib/seo';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { NavLink } from '../../ui/nav-link';
import { CategoryIndex } from './listing.documents';
import { categoryPath } from './listing.server';

/** `/categories` without a category: every department with its sub-categories, as a way in. */
export async function CategoryIndexView({ ctx }: { ctx: RequestContext }) {
  const { locale } = ctx;
  const t = translator(locale, 'listing');
  const data = await commerceQuery(CategoryIndex, {}, { store: ctx.store, currency: ctx.currency });
  const departments = (data.categories?.items?.[0]?.children ?? [])
    .filter((node) => node !== null)
    .filter((node) => (node.product_count ?? 0) > 0)
    .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', locale.iso));
  return (
    <div className="mx-auto max-w-page px-4 py-6">
      <Breadcrumbs locale={locale} items={[{ label: t('allCategoriesTitle') }]} />
      <h1 className="text-xl font-bold md:text-2xl">{t('allCategoriesTitle')}</h1>
      <p className="mt-1 text-ink-muted">{t('allCategoriesText')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {departments.map((department) => (
          <li key={department.uid} className="rounded border border-line p-4">
            <h2 className="text-lg font-semibold">
              <NavLink
                href={localePath(locale, categoryPath(department))}
                className="hover:text-primary-strong hover:underline"
              >
                {department.name}
              </NavLink>
            </h2>
            <p className="tabular text-sm text-ink-muted">
              {t('productCount', { count: department.product_count ?? 0 })}
            </p>
            <ul className="mt-3 flex flex-col gap-1 text-sm">
              {(department.children ?? [])
                .filter((child) => child !== null)
                .filter((child) => (child.product_count ?? 0) > 0)
                .map((child) => (
                  <li key={child.uid}>
                    <NavLink
                      href={localePath(locale, categoryPath(child!))}
                      className="text-ink hover:text-primary-strong hover:underline"
                    >
                      {child.name}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function categoryIndexMetadata(ctx: RequestContext): Metadata {
  const t = translator(ctx.locale, 'listing');
  return {
    title: t('allCategoriesTitle'),
    description: t('allCategoriesText'),
    alternates: {
      canonical: absoluteUrl(ctx.locale, '/categories'),
      languages: languageAlternates('/categories'),
    },
  };
}
