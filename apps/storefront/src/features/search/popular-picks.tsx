import 'server-only';
import Link from 'next/link';
import { commerceQuery } from '../../lib/graphql.server';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { graphql } from '../../lib/typed-document';
import { ProductCard } from '../catalog/product-card';
import {
  PRODUCT_CARD_FIELDS,
  type ProductCardFragment,
  toProductCardData,
} from '../catalog/product-card.documents';
import { searchResultsPath } from './search-term';

interface PopularPicksResult {
  popularPicks: {
    searches: string[];
    categories: Array<{
      uid: string;
      name: string | null;
      url_path: string | null;
      url_suffix: string | null;
    }>;
    products: ProductCardFragment[];
  } | null;
}

const PopularPicksQuery = graphql<PopularPicksResult, Record<string, never>>(`
  query PopularPicks {
    popularPicks {
      searches
      categories { uid name url_path url_suffix }
      products { ...ProductCardFields }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`);

const CHIP =
  'inline-block rounded-full border border-line px-3 py-1.5 text-sm text-ink hover:border-primary-strong hover:text-primary-strong';

/**
 * What a search that found nothing offers instead (the server chooses it): popular searches,
 * the categories of popular products and the products themselves. Nothing when the server
 * cannot answer: the page still offers the search box.
 */
export async function PopularPicks({ ctx }: { ctx: RequestContext }) {
  const t = translator(ctx.locale, 'search');
  const data = await commerceQuery(PopularPicksQuery, {}, { store: ctx.store, currency: ctx.currency }).catch(
    () => undefined,
  );
  const picks = data?.popularPicks;
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
                <Link href={localePath(ctx.locale, searchResultsPath(term))} className={CHIP}>
                  {term}
                </Link>
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
                <Link
                  href={localePath(ctx.locale, `/${category.url_path ?? ''}${category.url_suffix ?? ''}`)}
                  className={CHIP}
                >
                  {category.name}
                </Link>
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
                <ProductCard product={toProductCardData(product)} locale={ctx.locale} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
