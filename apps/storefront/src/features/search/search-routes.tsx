import type { Metadata } from 'next';
import { requestContext } from '../../lib/request.server';
import { decodePathSegment } from '../../lib/url';
import type { SearchParams } from '../listing';
import { SearchView, searchMetadata } from './search-view';

interface ResultsPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

interface QueryPageProps {
  params: Promise<{ locale: string; query: string }>;
  searchParams: Promise<SearchParams>;
}

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** `/SearchResultsPage?term=…` (rules §2). */
export async function SearchResultsPage({ params, searchParams }: ResultsPageProps) {
  const [ctx, query] = await Promise.all([requestContext((await params).locale), searchParams]);
  return (
    <SearchView ctx={ctx} term={firstValue(query.term)} searchParams={query} basePath="/SearchResultsPage" />
  );
}

export async function generateSearchResultsMetadata({
  params,
  searchParams,
}: ResultsPageProps): Promise<Metadata> {
  const [ctx, query] = await Promise.all([requestContext((await params).locale), searchParams]);
  return searchMetadata(ctx, firstValue(query.term));
}

/** `/search/{query}` (rules §2): the same results, the term in the path. */
export async function SearchQueryPage({ params, searchParams }: QueryPageProps) {
  const { locale, query: segment } = await params;
  const [ctx, query] = await Promise.all([requestContext(locale), searchParams]);
  const term = decodePathSegment(segment).trim();
  return (
    <SearchView ctx={ctx} term={term} searchParams={query} basePath={`/search/${encodeURIComponent(term)}`} />
  );
}

export async function generateSearchQueryMetadata({ params }: QueryPageProps): Promise<Metadata> {
  const { locale, query: segment } = await params;
  return searchMetadata(await requestContext(locale), decodePathSegment(segment).trim());
}
