import 'server-only';
import { commerceUrl } from './config';
import { COOKIES } from './locales';

/** Request headers the commerce server reads (store view, display currency, auth, caching). */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'authorization',
  'content-currency',
  'content-type',
  'if-none-match',
  'store',
  // The shopper's address (set by Next's server), for per-address limits on the commerce side.
  'x-forwarded-for',
  'x-recaptcha',
  'x-request-id',
];
const FORWARDED_RESPONSE_HEADERS = [
  'cache-control',
  'content-disposition',
  'content-type',
  'etag',
  'x-request-id',
];

/**
 * Same-origin proxy to the commerce server (ARCHITECTURE "One picture"): the browser only talks
 * to the storefront. COMMERCE_URL is read per request, so one build runs against any server.
 */
export async function proxyToCommerce(request: Request, path: string): Promise<Response> {
  const source = new URL(request.url);
  const target = `${commerceUrl()}${path}${source.search}`;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // ARCHITECTURE decision 7: the customer token lives in an httpOnly cookie that browser code
  // never reads; the proxy turns it into the bearer header the commerce server expects.
  const token = customerToken(request);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(30_000),
      cache: 'no-store',
    });
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    console.error(`commerce proxy: ${request.method} ${path} failed`, error);
    return Response.json(
      { errors: [{ message: 'Não foi possível falar com a loja agora. Tente novamente em instantes.' }] },
      { status: 502 },
    );
  }
}

/** The customer token from the `vsf-customer` cookie of a request, if any. */
function customerToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIES.customer) {
      const value = decodeURIComponent(rest.join('='));
      return /^[A-Za-z0-9._~+/=-]+$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}
