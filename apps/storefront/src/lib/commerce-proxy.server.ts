import 'server-only';
import { commerceUrl } from './config';

/** Request headers the commerce server reads (store view, display currency, auth, caching). */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'authorization',
  'content-currency',
  'content-type',
  'if-none-match',
  'store',
  'x-request-id',
];
const FORWARDED_RESPONSE_HEADERS = ['cache-control', 'content-type', 'etag', 'x-request-id'];

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
