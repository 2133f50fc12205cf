import 'server-only';
import { clientAddressHeaders } from './client-address.server';
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
  'x-recaptcha',
  'x-request-id',
];
const FORWARDED_RESPONSE_HEADERS = [
  'cache-control',
  'content-disposition',
  'content-type',
  'etag',
  'location',
  'retry-after',
  'x-content-type-options',
  'x-request-id',
];

/**
 * Commerce paths the public storefront never forwards: the sandbox bank marks Pix charges and
 * boletos paid, for tests and demos that talk to the commerce server directly.
 */
const REFUSED_PATHS = [/^\/payments\/sandbox(?:\/|$)/i];

const MIB = 1024 * 1024;

/** A whole number of bytes from the environment, or the default. */
function bytesFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The largest request body the proxy streams to the commerce server for `path`, from the same
 * variables as the commerce server's own limits (apps/commerce config): BODY_LIMIT (1 MiB) for
 * GraphQL and JSON; for the multipart forms, the most files they take at UPLOAD_MAX_BYTES /
 * CV_MAX_BYTES each plus 1 MiB of fields (a return: invoice and 5 photos; a blog post: a cover).
 */
export function bodyLimit(path: string, env: Record<string, string | undefined> = process.env): number {
  const json = bytesFrom(env.BODY_LIMIT, MIB);
  const upload = bytesFrom(env.UPLOAD_MAX_BYTES, 5 * MIB);
  const cv = bytesFrom(env.CV_MAX_BYTES, 2 * MIB);
  if (path === '/requests/return') return 6 * upload + MIB;
  if (path === '/requests/careers') return cv + MIB;
  if (path.startsWith('/requests/') || path === '/blog/posts') return upload + MIB;
  return json;
}

/** The body was larger than its cap; raised inside the stream that counts it. */
class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/**
 * The request's body as a stream that fails with BodyTooLarge once more than `limit` bytes have
 * passed, so nothing larger is ever held: chunks go on to the commerce server as they come.
 */
function cappedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLarge(`request body over ${limit} bytes`));
        else controller.enqueue(chunk);
      },
    }),
  );
}

function tooLarge(limit: number): Response {
  return Response.json(
    {
      message: `O envio passa do tamanho máximo de ${Math.floor(limit / MIB)} MB.`,
      code: 'PAYLOAD_TOO_LARGE',
    },
    // server.cjs closes the connection after a 413 rather than reading the rest of the body.
    { status: 413, headers: { 'Cache-Control': 'no-store' } },
  );
}

function notFound(): Response {
  return Response.json(
    { message: 'Não encontrado.' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

/**
 * Same-origin proxy to the commerce server (docs/architecture.md "One picture"): the browser only talks
 * to the storefront. COMMERCE_URL is read per request, so one build runs against any server.
 * The client's address goes as X-Forwarded-For (lib/client-address.server.ts); the body streams
 * under its cap (`bodyLimit`) and is answered 413 as soon as it passes it.
 */
export async function proxyToCommerce(
  request: Request,
  path: string,
  options: { redirect?: 'follow' | 'manual'; timeoutMs?: number } = {},
): Promise<Response> {
  const source = new URL(request.url);
  const target = new URL(`${commerceUrl()}${path}${source.search}`);
  // A path that URL parsing changes (dot segments from decoded parameters) could reach any
  // commerce endpoint: only the path the route asked for is forwarded.
  const basePath = new URL(commerceUrl()).pathname.replace(/\/$/, '');
  const forwardedPath = target.pathname.slice(basePath.length);
  if (forwardedPath !== path || REFUSED_PATHS.some((refused) => refused.test(safeDecode(forwardedPath)))) {
    return notFound();
  }
  const headers = new Headers(clientAddressHeaders(request));
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // docs/architecture.md, decision 7: the customer token lives in an httpOnly cookie that browser code
  // never reads; the proxy turns it into the bearer header the commerce server expects.
  const token = customerToken(request);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const limit = bodyLimit(path);
  if (hasBody && Number(request.headers.get('content-length') ?? 0) > limit) {
    await request.body?.cancel().catch(() => {});
    return tooLarge(limit);
  }
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: hasBody && request.body ? cappedBody(request.body, limit) : undefined,
      // Node's fetch sends a stream as it is read (the request body is not buffered first).
      ...(hasBody ? { duplex: 'half' } : {}),
      // The whole exchange, body included: a route streaming large answers asks for longer.
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      cache: 'no-store',
      // 'manual' hands a commerce redirect (a download's address) to the browser, unfollowed.
      redirect: options.redirect ?? 'follow',
    } as RequestInit);
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) responseHeaders.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    if (isBodyTooLarge(error)) return tooLarge(limit);
    console.error(`commerce proxy: ${request.method} ${path} failed`, error);
    return Response.json(
      { errors: [{ message: 'Não foi possível falar com a loja agora. Tente novamente em instantes.' }] },
      { status: 502 },
    );
  }
}

/** A path with its escapes decoded (`%73andbox` is `sandbox`), or as it is when malformed. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** fetch wraps the body stream's error (TypeError: fetch failed, cause: …). */
function isBodyTooLarge(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof BodyTooLarge) return true;
  }
  return false;
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
