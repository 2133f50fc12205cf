import { decodePathSegment } from '../../lib/url';

/**
 * Route prefixes some storefronts put before category and product URLs (`/c/…`, `/p/…`,
 * `/category/…`, `/product/…`). They are not part of the backend's URL, so they are dropped.
 */
const ENTITY_PREFIXES = new Set(['c', 'p', 'category', 'product']);

/** The backend URL of a catch-all slug (locale prefix already removed by the `[locale]` segment). */
export function urlFromSlug(slug: readonly string[]): string {
  const parts = slug.map(decodePathSegment).filter(Boolean);
  while (parts.length > 1 && ENTITY_PREFIXES.has((parts[0] ?? '').toLowerCase())) parts.shift();
  return parts.join('/');
}
