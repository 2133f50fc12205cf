/** The search field's look, shared by the interactive box and the plain form that stands for it. */
export const SEARCH_FIELD_CLASS =
  'flex h-11 items-center rounded border border-line bg-surface focus-within:border-primary-strong focus-within:ring-2 focus-within:ring-primary-strong';
export const SEARCH_INPUT_CLASS =
  'h-full min-w-0 flex-1 rounded-l bg-transparent px-3 text-base text-ink placeholder:text-ink-muted focus-visible:outline-none';
export const SEARCH_SUBMIT_CLASS =
  'flex h-full items-center rounded-r bg-primary-strong px-4 text-white hover:bg-primary-hover';
/** Where the search form goes without JavaScript. */
export const SEARCH_ACTION = '/SearchResultsPage';
