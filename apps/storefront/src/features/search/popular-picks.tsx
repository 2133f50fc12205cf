import 'server-only';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { NavLink } from '../../ui/nav-link';
import { getPopularPicks, ProductCard } from '../catalog';
import { searchResultsPath } from './search-term';

const CHIP =
  'inline-block rounded-full border border-line px-3 py-1.5 text-sm text-ink hover:border-primary-strong hover:text-primary-strong';

/**
 * What a search that found nothing offers instead (the server chooses it): popular searches,
 * the categories of popular products and the products themselves. Nothing when the server
 * cannot answer: the page still offers the search box.
 */
export async function PopularPicks({ ctx }: { ctx: RequestContext }) {
  const t = translator(ctx.locale, 'search');
  const picks = await getPopularPicks(ctx).catch(() => undefined);
  if (!picks) return null;
  return (
    <div className="mt-8 flex flex-col gap-6">
      {picks.searches.length > 0 && (
        <section aria-labelledby="popular-searches">
          <h2 id="popular-searches" className="mb-2 font-semibold">
            {t('popularSearches')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {picks.searches.map((term) => (
              <li key={term}>
                <NavLink href={localePath(ctx.locale, searchResultsPath(term))} className={CHIP}>
                  {term}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {picks.categories.length > 0 && (
        <section aria-labelledby="popular-categories">
          <h2 id="popular-categories" className="mb-2 font-semibold">
            {t('popularCategories')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {picks.categories.map((category) => (
              <li key={category.uid}>
                <NavLink href={localePath(ctx.locale, category.path)} className={CHIP}>
                  {category.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {picks.products.length > 0 && (
        <section aria-labelledby="popular-products">
          <h2 id="popular-products" className="mb-3 font-semibold">
            {t('popularProducts')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {picks.products.map((product) => (
              <li key={product.uid}>
                <ProductCard product={product} locale={ctx.locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
