import { clsx } from 'clsx';
import { type ReactNode, Suspense } from 'react';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { Breadcrumbs, type Crumb } from '../../ui/breadcrumbs';
import { NavLink } from '../../ui/nav-link';
import { ProductCard } from '../catalog';
import { ActiveFilters } from './active-filters';
import { FacetFilters } from './facet-filters';
import { FilterDrawerButton, FilterSidebar } from './filter-drawer';
import type { FacetOption, ListingResult } from './listing.server';
import { CLEAR_FILTERS, hasFilters, type ListingState, listingQuery, MULTI_FACETS } from './listing-params';
import { ListingToolbar } from './listing-toolbar';
import { ListingResults, ListingTransitionProvider } from './listing-transition';
import { Pagination } from './pagination';

const SIDEBAR_ID = 'listing-filters';

export interface ListingViewProps {
  locale: Locale;
  kind: 'category' | 'search';
  state: ListingState;
  /** The page's path without locale prefix (`/papelaria.html`, `/SearchResultsPage`). */
  basePath: string;
  title: string;
  breadcrumbs: Crumb[];
  /** Shown under the title (a category's description). */
  intro?: ReactNode;
  result: ListingResult;
  categoryHref: (option: FacetOption) => string;
  /** Name of the category a search is narrowed to, for its filter chip. */
  selectedCategoryLabel?: string;
  /** What to show when nothing is listed and no filter is ticked (empty category, no search result). */
  empty: ReactNode;
}

/**
 * A server-rendered listing (rules §2, §7): breadcrumbs, title and count, the facet sidebar (a
 * drawer on phones), applied filters, sort / page size / grid-list, the products and pagination.
 * All of it is links and GET forms over the URL state.
 */
export function ListingView(props: ListingViewProps) {
  const { locale, kind, state, basePath, title, breadcrumbs, intro, result, categoryHref, empty } = props;
  const { selectedCategoryLabel } = props;
  const t = translator(locale, 'listing');
  const action = localePath(locale, basePath);
  const filtered = hasFilters(state);
  const showFacets = result.facets.length > 0 || filtered;
  const activeCount =
    (state.filters.category_uid ? 1 : 0) +
    MULTI_FACETS.reduce((sum, facet) => sum + state.filters[facet].length, 0);

  if (result.total === 0 && !filtered) {
    return (
      <div className="mx-auto max-w-page px-4 py-6">
        <Breadcrumbs locale={locale} items={breadcrumbs} className="mb-3" />
        <h1 className="text-xl font-bold md:text-2xl">{title}</h1>
        {empty}
      </div>
    );
  }

  return (
    <ListingTransitionProvider>
      <div className="mx-auto max-w-page px-4 py-6">
        <Breadcrumbs locale={locale} items={breadcrumbs} className="mb-3" />
        <header className="mb-4">
          <h1 className="text-xl font-bold md:text-2xl">{title}</h1>
          <p className="tabular mt-1 text-sm text-ink-muted" data-testid="listing-count">
            {t('productCount', { count: result.total })}
          </p>
          {intro}
        </header>
        <div className={clsx(showFacets && 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8')}>
          {showFacets && (
            <FilterSidebar
              id={SIDEBAR_ID}
              title={t('filters')}
              closeLabel={t('closeFilters')}
              showLabel={t('showProducts', { count: result.total })}
            >
              {/* Hydrated on its own, after the products (site-chrome.tsx). */}
              <Suspense>
                <FacetFilters
                  locale={locale}
                  priceScale={result.priceScale}
                  facets={result.facets}
                  state={state}
                  action={action}
                  categoryHref={categoryHref}
                />
              </Suspense>
            </FilterSidebar>
          )}
          <ListingResults listingKey={`${listingQuery(state)}#${result.total}`}>
            <ActiveFilters
              locale={locale}
              priceScale={result.priceScale}
              facets={result.facets}
              state={state}
              action={action}
              categoryLabel={selectedCategoryLabel}
            />
            <ListingToolbar
              locale={locale}
              state={state}
              action={action}
              kind={kind}
              filterButton={
                showFacets ? (
                  <FilterDrawerButton
                    sidebarId={SIDEBAR_ID}
                    label={t('openFilters')}
                    activeCount={activeCount}
                  />
                ) : null
              }
            />
            {result.total === 0 ? (
              <div role="status" className="rounded border border-line bg-surface-muted p-6 text-center">
                <h2 className="text-lg font-semibold">{t('noFilterResultsTitle')}</h2>
                <p className="mt-1 text-ink-muted">{t('noFilterResultsText')}</p>
                <NavLink
                  href={action + listingQuery(state, CLEAR_FILTERS)}
                  className="mt-4 inline-block rounded bg-primary-strong px-4 py-2 font-semibold text-white hover:bg-primary-hover"
                >
                  {t('clearAll')}
                </NavLink>
              </div>
            ) : (
              <section aria-labelledby="listing-products-heading">
                <h2 id="listing-products-heading" className="sr-only">
                  {t('products')}
                </h2>
                {/* No Suspense boundary here: its reveal would wait for the streamed end of the page,
                  and the first cards are the largest paint on phones (site-chrome.tsx). */}
                <ul
                  className={
                    state.view === 'grid'
                      ? 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 xl:grid-cols-4'
                      : 'flex flex-col divide-y divide-line'
                  }
                >
                  {result.products.map((product, index) => (
                    <li key={product.uid} className={state.view === 'list' ? 'py-4' : undefined}>
                      {/* The first cards are the largest content above the fold on phones: loaded eagerly. */}
                      <ProductCard
                        product={product}
                        locale={locale}
                        layout={state.view}
                        priority={index < 2}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Pagination locale={locale} state={state} totalPages={result.totalPages} action={action} />
          </ListingResults>
        </div>
        {/* Product cards fill the screen: the chat bubble waits, and on phones the WhatsApp button
          leaves (the menu keeps the contacts) rather than cover a card's price. */}
        <span data-quiet-chat hidden />
      </div>
    </ListingTransitionProvider>
  );
}
