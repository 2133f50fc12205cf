import type { PoolItem } from './home.documents';

/** Products per home carousel. */
export const CAROUSEL_SIZE = 8;

export interface PoolRanking {
  bestRated: string[];
  newest: string[];
}

/** Today in the store's time zone, as YYYY-MM-DD (the format of new_from_date / new_to_date). */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** Magento's "new" window: new_from_date ≤ today ≤ new_to_date (an open end never expires). */
export function isNew(item: PoolItem, day: string): boolean {
  const from = item.new_from_date?.slice(0, 10);
  const to = item.new_to_date?.slice(0, 10);
  return Boolean(from && from <= day && (!to || to >= day));
}

/**
 * Best rated: reviewed products by rating_summary, more reviews first on ties. New: products
 * inside their new-from/new-to window, the most recent first. SKUs, CAROUSEL_SIZE of each.
 */
export function rankPool(items: readonly PoolItem[], day: string): PoolRanking {
  const withSku = items.filter((item): item is PoolItem & { sku: string } => Boolean(item.sku));
  const bestRated = withSku
    .filter((item) => item.review_count > 0)
    .sort((a, b) => b.rating_summary - a.rating_summary || b.review_count - a.review_count)
    .slice(0, CAROUSEL_SIZE)
    .map((item) => item.sku);
  const newest = withSku
    .filter((item) => isNew(item, day))
    .sort((a, b) => (b.new_from_date ?? '').localeCompare(a.new_from_date ?? ''))
    .slice(0, CAROUSEL_SIZE)
    .map((item) => item.sku);
  return { bestRated, newest };
}
