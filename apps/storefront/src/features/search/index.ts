// The search feature's public entry: the header's search box and the suggestions the quote form uses.
export { SearchBox } from './search-box';
export { useSearchSuggestions } from './use-search-suggestions';
