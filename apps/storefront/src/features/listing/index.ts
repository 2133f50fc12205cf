// The listing feature's public entry, for the search page and the URL resolver (server components:
// `fetchListingPage` and `loadCategory` are server-only).
export { CategoryView, categoryMetadata } from './category-view';
export { fetchListingPage, type ListingResult, loadCategory } from './listing.server';
export { hasFilters, listingQuery, parseListingState, type SearchParams } from './listing-params';
export { ListingView } from './listing-view';
