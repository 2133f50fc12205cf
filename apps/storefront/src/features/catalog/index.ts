// The catalogue feature's public entry: what other features (home, search, listing, product) may
// use. `getPopularPicks` and `brlRate` are server-only: import this entry from server components only.
export { brlRate } from './brl-rate.server';
export { getPopularPicks } from './popular.server';
export { FlagBadge, ProductCard } from './product-card';
