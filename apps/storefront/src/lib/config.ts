/**
 * Storefront configuration read from the environment (README.md, "Configuration").
 * Server-side only: none of these variables is NEXT_PUBLIC_, so the browser never sees them.
 */

const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4000';

/** Base URL of the commerce server (GraphQL at `${url}/graphql`), without a trailing slash. */
export function commerceUrl(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.COMMERCE_URL?.trim() || DEFAULT_COMMERCE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new Error(`COMMERCE_URL must be an absolute http(s) URL, got "${raw}"`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`COMMERCE_URL must use http or https, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}
