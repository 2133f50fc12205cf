/**
 * The page a visitor wanted before being asked to log in (rules §2: an authorization failure sends
 * the user home with the login modal open). The guard of My Account sends a guest to
 * `/?login=1&returnTo=/customer/order-history`; the login modal opens and, after the login, goes
 * back there. Only a path of this store is followed, never another site (no open redirect).
 */

export const LOGIN_PARAM = 'login';
export const RETURN_TO_PARAM = 'returnTo';

/** Home with the login modal asked for, and the page to return to after the login. */
export function loginPath(home: string, returnTo: string): string {
  return `${home}?${new URLSearchParams({ [LOGIN_PARAM]: '1', [RETURN_TO_PARAM]: returnTo })}`;
}

/**
 * `value` when it is a path of the page's own origin (`/customer?x=1#y`), else undefined:
 * absolute and protocol-relative URLs (`https://evil.example`, `//evil.example`, `/\evil.example`),
 * other schemes and control characters are refused.
 */
export function safeReturnTo(value: string | null | undefined, origin: string): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//')) return undefined;
  // Browsers read a backslash as a slash and drop tabs and newlines from URLs.
  if (value.includes('\\') || [...value].some((char) => char < ' ' || char === '\u007f')) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
