// The search feature's public entry: the header's search box and the suggestions the quote form uses.
export { HeaderSearch } from './header-search';
export { SearchBox } from './search-box';
export { SearchForm } from './search-form';
export { useSearchSuggestions } from './use-search-suggestions';
