/**
 * Rules §5: search text made only of digits is a SKU match; anything else is a text search with
 * its first letter capitalised. Shared by the header suggestions and the results page.
 */
export type SearchRequest = { kind: 'sku'; sku: string } | { kind: 'search'; text: string };

/** Suggestions start from this many characters (fewer match too much to be useful). */
export const MIN_SUGGESTION_LENGTH = 2;

export function searchRequest(term: string): SearchRequest | undefined {
  const text = term.trim().replace(/\s+/g, ' ');
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return { kind: 'sku', sku: text };
  return { kind: 'search', text: capitalizeFirst(text) };
}

export function capitalizeFirst(text: string): string {
  const [first = '', ...rest] = Array.from(text);
  return first.toLocaleUpperCase() + rest.join('');
}

/** The results page of a term, without locale prefix: `/SearchResultsPage?term=…`. */
export function searchResultsPath(term: string): string {
  return `/SearchResultsPage?term=${encodeURIComponent(term.trim())}`;
}
