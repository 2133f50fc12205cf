// The content feature's public entry. `getCmsBlocks` and `getCmsPage` are server-only: import this
// entry from server components only.

export { getCmsBlocks, getCmsPage } from './cms.server';
export { CmsHtml } from './cms-html';
export { CMS_CONTENT_PAGES } from './content-pages';
export { sanitizeCmsHtml } from './sanitize-cms';
