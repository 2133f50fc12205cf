import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import type { Brand } from './home.server';

/**
 * The brands with the most products. Each links to the whole catalogue filtered by that brand
 * (the listing's `manufacturer` filter on `/categories`, titled with the brand's name).
 */
export function BrandList({
  brands,
  rootUid,
  locale,
}: {
  brands: readonly Brand[];
  rootUid: string;
  locale: Locale;
}) {
  if (brands.length === 0) return null;
  const t = translator(locale, 'home');
  return (
    <section aria-labelledby="home-brands-title">
      <h2 id="home-brands-title" className="mb-3 text-lg font-bold text-ink lg:text-xl">
        {t('brands.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 md:grid-cols-4 lg:grid-cols-6">
        {brands.map((brand) => {
          const query = new URLSearchParams({
            categoryId: rootUid,
            title: brand.label,
            manufacturer: brand.value,
          });
          return (
            <li key={brand.value}>
              <NavLink
                href={localePath(locale, `/categories?${query.toString()}`)}
                className="flex h-full flex-col items-center justify-center rounded border border-line px-2 py-3 text-center text-sm sm:text-base hover:border-primary-strong hover:text-primary-strong"
              >
                <span className="font-semibold">{brand.label}</span>
                <span className="text-xs text-ink-muted">{t('brands.products', { count: brand.count })}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
