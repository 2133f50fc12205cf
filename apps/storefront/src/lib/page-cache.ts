/**
 * The page cache (docs/architecture.md, decision 9). A page that reads no request data — no cookies, no
 * query: the proxy puts the locale and the display currency in the `[locale]` segment, and the
 * browser asks for the session — is the same for every shopper, so it opts in with
 *
 *   export const revalidate = 60;
 *   export const generateStaticParams = noPrebuiltPages;
 *
 * It is then rendered on its first visit and kept in the server's page cache (in memory,
 * next.config.ts); a visit more than a minute later gets the kept page while a fresh one renders
 * in the background. The commerce server drops every kept page when stock, reviews or the index
 * change (POST /cache/revalidate, app/cache/revalidate/route.ts). Nothing is pre-built: at build
 * time the commerce server is not running. Pages that read the session cookie or the query stay
 * rendered per request.
 */
export function noPrebuiltPages(): [] {
  return [];
}
