// The catalogue feature's public entry: what other features (home, search, listing) may use.
// `getPopularPicks` is server-only: import this entry from server components only.
export { getPopularPicks } from './popular.server';
export { PriceBlock, type PriceTranslate } from './price-block';
export { ProductCard } from './product-card';
export type { ProductCardData } from './product-card.documents';
