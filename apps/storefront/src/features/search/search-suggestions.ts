import { clientGraphQL } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import { graphql } from '../../lib/typed-document';
import type { SearchRequest } from './search-term';

/** Rules §9 asks for the first few matches only: the panel shows this many products. */
export const SUGGESTION_COUNT = 6;

export interface SearchSuggestionsQuery {
  products: {
    total_count: number | null;
    items: Array<{
      uid: string;
      sku: string | null;
      name: string | null;
      url_key: string | null;
      url_suffix: string | null;
      thumbnail: { url: string | null; label: string | null } | null;
      price_range: { minimum_price: { final_price: { value: number | null; currency: string | null } } };
    } | null> | null;
  } | null;
}

interface SearchSuggestionsVariables {
  search: string | null;
  filter: { sku: { eq: string } } | null;
  pageSize: number;
}

export const SearchSuggestions = graphql<SearchSuggestionsQuery, SearchSuggestionsVariables>(`
  query SearchSuggestions($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int!) {
    products(search: $search, filter: $filter, pageSize: $pageSize) {
      total_count
      items {
        uid
        sku
        name
        url_key
        url_suffix
        thumbnail { url label }
        price_range { minimum_price { final_price { value currency } } }
      }
    }
  }
`);

export interface Suggestion {
  uid: string;
  sku: string;
  name: string;
  /** Product path without locale prefix. */
  path: string;
  imageUrl: string | undefined;
  imageAlt: string;
  price: { value: number; currency: string } | undefined;
}

export interface SuggestionResult {
  total: number;
  items: Suggestion[];
}

/**
 * Asks the commerce server (through the same-origin /graphql proxy) for the first products of a
 * search; `signal` lets a newer keystroke cancel a stale request.
 */
export async function fetchSuggestions(
  locale: Locale,
  request: SearchRequest,
  signal: AbortSignal,
): Promise<SuggestionResult> {
  const variables: SearchSuggestionsVariables =
    request.kind === 'sku'
      ? { search: null, filter: { sku: { eq: request.sku } }, pageSize: SUGGESTION_COUNT }
      : { search: request.text, filter: null, pageSize: SUGGESTION_COUNT };
  const data = await clientGraphQL(locale, SearchSuggestions, variables, signal);
  const products = data.products;
  return {
    total: products?.total_count ?? 0,
    items: (products?.items ?? [])
      .filter((item) => item !== null)
      .map((item) => {
        const { value, currency } = item.price_range.minimum_price.final_price;
        return {
          uid: item.uid,
          sku: item.sku ?? '',
          name: item.name ?? item.sku ?? '',
          path: `/${item.url_key ?? ''}${item.url_suffix ?? ''}`,
          imageUrl: item.thumbnail?.url ?? undefined,
          imageAlt: item.thumbnail?.label || item.name || '',
          price: value !== null && currency ? { value, currency } : undefined,
        };
      }),
  };
}
