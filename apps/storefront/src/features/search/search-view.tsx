import type { Metadata } from 'next';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { absoluteUrl, languageAlternates } from '../../lib/seo';
import { NavLink } from '../../ui/nav-link';
import {
  fetchListingPage,
  hasFilters,
  type ListingResult,
  ListingView,
  listingQuery,
  loadCategory,
  parseListingState,
  type SearchParams,
} from '../listing';
import { PopularPicks } from './popular-picks';
import { SearchBox } from './search-box';
import { searchRequest, searchResultsPath } from './search-term';

export interface SearchViewProps {
  ctx: RequestContext;
  /** The search text (`?term=` or the `/search/{query}` segment), possibly empty. */
  term: string;
  searchParams: SearchParams;
  /** The page's path without locale prefix, for URL-state links. */
  basePath: string;
}

/**
 * Search results (rules §2 `/SearchResultsPage`, `/search/{query}`): the listing of a text search
 * (first letter capitalised) or, for an all-digit term, of the product with that SKU (rules §5),
 * falling back to a text search when no SKU matches. Facets, sort and paging as on categories.
 */
export async function SearchView({ ctx, term, searchParams, basePath }: SearchViewProps) {
  const { locale } = ctx;
  const t = translator(locale, 'search');
  const state = parseListingState(searchParams);
  const request = searchRequest(term);
  const action = localePath(locale, basePath);

  if (!request) {
    return (
      <div className="mx-auto max-w-page px-4 py-10">
        <div className="mx-auto max-w-xl text-center">
          <h1 className="text-xl font-bold md:text-2xl">{t('emptyTermTitle')}</h1>
          <p className="mt-2 text-ink-muted">{t('emptyTermText')}</p>
          <div className="mt-6 text-left">
            <SearchBox locale={locale.code} label={t('pageSearchLabel')} />
          </div>
        </div>
      </div>
    );
  }

  const selectedUid = state.filters.category_uid;
  const [first, selectedCategory] = await Promise.all([
    request.kind === 'sku'
      ? fetchListingPage(ctx, { kind: 'sku', sku: request.sku }, state, basePath)
      : fetchListingPage(ctx, { kind: 'search', text: request.text }, state, basePath),
    selectedUid ? loadCategory(ctx.store, ctx.currency, selectedUid) : undefined,
  ]);
  let result: ListingResult = first;
  if (request.kind === 'sku' && result.total === 0 && !hasFilters(state)) {
    // Digits that are no SKU may still be part of a name ("75 g", a model number).
    result = await fetchListingPage(ctx, { kind: 'search', text: request.sku }, state, basePath);
  }

  return (
    <ListingView
      locale={locale}
      kind="search"
      state={state}
      basePath={basePath}
      title={t('resultsTitle', { term })}
      breadcrumbs={[{ label: t('title') }]}
      result={result}
      selectedCategoryLabel={selectedCategory?.name ?? undefined}
      categoryHref={(option) =>
        action +
        listingQuery(state, { filters: { category_uid: option.selected ? undefined : option.value } })
      }
      empty={
        <div className="mt-6">
          <div role="status" className="max-w-xl rounded border border-line bg-surface-muted p-6">
            <h2 className="text-lg font-semibold">{t('noResultsTitle', { term })}</h2>
            <p className="mt-1 text-ink-muted">{t('noResultsText')}</p>
          </div>
          <div className="mt-6 max-w-xl">
            <SearchBox locale={locale.code} initialTerm={term} label={t('pageSearchLabel')} />
          </div>
          <PopularPicks ctx={ctx} />
          <NavLink
            href={localePath(locale, '/')}
            className="mt-6 inline-block rounded border border-primary-strong px-4 py-2 font-semibold text-primary-strong hover:bg-primary-tint"
          >
            {t('backHome')}
          </NavLink>
        </div>
      }
    />
  );
}

/**
 * Search pages stay out of search engines (thin, endless variants) but their links are followed;
 * both routes name `/SearchResultsPage?term=…` as canonical.
 */
export function searchMetadata(ctx: RequestContext, term: string): Metadata {
  const t = translator(ctx.locale, 'search');
  const text = term.trim();
  const path = text ? searchResultsPath(text) : '/SearchResultsPage';
  return {
    title: text ? t('resultsTitle', { term: text }) : t('title'),
    description: text ? t('metaDescription', { term: text }) : undefined,
    alternates: { canonical: absoluteUrl(ctx.locale, path), languages: languageAlternates(path) },
    robots: { index: false, follow: true },
  };
}
