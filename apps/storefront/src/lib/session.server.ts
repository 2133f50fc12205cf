import 'server-only';
import { cookies } from 'next/headers';
import type { StoreCode } from './graphql.server';
import { COOKIES, LOCALES } from './locales';

/**
 * The customer session on the server (docs/architecture.md, decision 7): the token lives in the httpOnly
 * `vsf-customer` cookie, set by POST /session/login and cleared by POST /session/logout. Browser
 * code never reads it; server pages and the same-origin proxy turn it into the bearer header.
 */

/** The same token syntax the proxy accepts: anything else in the cookie is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]+$/;

/** The customer's token from the request's cookie, or undefined for a guest. */
export async function customerToken(): Promise<string | undefined> {
  const value = (await cookies()).get(COOKIES.customer)?.value;
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * How long the cookie lives: the commerce server's token lifetime. Both apps read the same
 * `CUSTOMER_TOKEN_LIFETIME_MINUTES` (apps/commerce config; default 60 = Magento's one hour).
 */
export function tokenLifetimeSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.CUSTOMER_TOKEN_LIFETIME_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60) : 3600;
}

/** Cookie attributes of the token (rules §9 path / and SameSite Lax; httpOnly and Secure per decision 7). */
export function sessionCookieOptions(maxAge: number) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    httpOnly: true,
    secure: process.env.NODE_ENV === 'production',
    maxAge,
  };
}

/** The store view of a /session request: its `Store` header, else the locale cookie's store. */
export function storeOfRequest(request: Request): StoreCode {
  const header = request.headers.get('store');
  const fromHeader = LOCALES.find((locale) => locale.store === header);
  if (fromHeader) return fromHeader.store;
  const cookie = request.headers.get('cookie') ?? '';
  const code = /(?:^|;\s*)vsf-locale=([^;]+)/.exec(cookie)?.[1];
  return LOCALES.find((locale) => locale.code === code)?.store ?? 'default';
}

/** The /session handlers answer errors as the REST endpoints do: `{ message }`, never cached. */
export function jsonError(message: string, status: number): Response {
  return Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } });
}
