// @ts-check
/**
 * Operations of the storefront's server (server.cjs), before Next sees a request:
 *
 * - one request id per request: the caller's X-Request-Id when well-formed (a reverse proxy may
 *   set it), a new UUID otherwise; echoed on the answer and sent on every call to the commerce
 *   server (lib/request-id.server.ts reads it from `requestContext`), whose logs name it too;
 * - GET /metrics (Prometheus): requests and latency per kind of route, the page cache's hits and
 *   misses (Next's x-nextjs-cache), catalogue changes seen; METRICS_TOKEN as a bearer token, or
 *   loopback callers only when it is unset;
 * - GET /ready: the commerce server answers its /health (GET /health stays the cheap liveness);
 * - `watchCatalogue`: a long poll of the commerce server's GET /cache/version, so that a change
 *   made on any commerce instance drops this storefront's cached pages (cache-handler.cjs).
 */
const { AsyncLocalStorage } = require('node:async_hooks');
const { randomUUID, timingSafeEqual } = require('node:crypto');
const promClient = require('prom-client');
const { markPagesStale } = require('./cache-handler-state.cjs');

/** Next patches the global fetch once it is loaded; the watcher keeps the plain one. */
const plainFetch = globalThis.fetch;

/** Shared through globalThis: Next may load the modules that read it under another module instance. */
const REQUEST_CONTEXT = Symbol.for('store.storefront.requestContext');
const shared = /** @type {Record<symbol, any>} */ (globalThis);
shared[REQUEST_CONTEXT] ??= new AsyncLocalStorage();
/** @type {AsyncLocalStorage<{ requestId: string }>} */
const requestContext = shared[REQUEST_CONTEXT];

/**
 * The caller's id when it is letters, digits and `-_.:` (8 to 128 characters), so that it can
 * neither forge log lines nor grow without bound; the commerce server applies the same rule.
 * @param {string | string[] | undefined} header
 */
function acceptedRequestId(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9._:-]{8,128}$/.test(value) ? value : undefined;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {string} the request's id, now also in `req.headers` (the proxy routes forward it)
 */
function assignRequestId(req, res) {
  const id = acceptedRequestId(req.headers['x-request-id']) ?? randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

const registry = promClient.register;
const METRICS = Symbol.for('store.storefront.metrics');
/** One set of instruments per process (tests require this module more than once). */
function createInstruments() {
  promClient.collectDefaultMetrics({ register: registry });
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    requests: new promClient.Counter({
      name: 'storefront_http_requests_total',
      help: 'HTTP requests answered, by method, kind of route and status code',
      labelNames: ['method', 'route', 'status'],
    }),
    duration: new promClient.Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and kind of route',
      labelNames: ['method', 'route'],
      buckets,
    }),
    pageCache: new promClient.Counter({
      name: 'storefront_page_cache_lookups_total',
      help: "Cacheable pages answered, by Next's page cache result (hit, stale, miss)",
      labelNames: ['result'],
    }),
    catalogueChanges: new promClient.Counter({
      name: 'storefront_catalogue_changes_total',
      help: 'Catalogue changes learnt from the commerce server (each drops the cached pages)',
    }),
  };
}
shared[METRICS] ??= createInstruments();
const metrics = shared[METRICS];

/** Paths the storefront forwards to the commerce server (lib/commerce-proxy.server.ts) and its own. */
const KNOWN_PREFIXES = [
  'graphql',
  'media',
  'order',
  'payments',
  'downloads',
  'cep',
  'payment-card',
  'acart',
  'session',
  'requests',
  'blog',
  'health',
  'ready',
  'cache',
];

/**
 * A bounded label for a URL: build files, pictures, the routes above, or `page` (every rendered
 * page, whatever its locale and path: shoppers choose paths, the label set must stay small).
 * @param {string | undefined} url
 */
function routeOf(url = '/') {
  if (url.startsWith('/_next/static/')) return 'static';
  if (url.startsWith('/_next/image')) return 'image';
  if (url.startsWith('/_next/')) return 'next';
  const first = url.split(/[/?]/)[1] ?? '';
  return KNOWN_PREFIXES.includes(first) ? `/${first}` : 'page';
}

/**
 * Counts the answer when it is finished.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function countRequest(req, res) {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const route = routeOf(req.url);
    const method = req.method ?? 'GET';
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.requests.inc({ method, route, status: String(res.statusCode) });
    metrics.duration.observe({ method, route }, seconds);
    const cache = String(res.getHeader('x-nextjs-cache') ?? '').toLowerCase();
    if (cache === 'hit' || cache === 'stale' || cache === 'miss') metrics.pageCache.inc({ result: cache });
  });
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} token
 */
function mayScrape(req, token) {
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const peer = req.socket.remoteAddress ?? '';
  return peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Answers GET /metrics and GET /ready; false for every other request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ env?: NodeJS.ProcessEnv, commerceUrl: () => string }} options
 */
function serveOps(req, res, { env = process.env, commerceUrl }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url?.split('?')[0];
  if (path === '/metrics') {
    if (!mayScrape(req, env.METRICS_TOKEN)) {
      sendJson(res, env.METRICS_TOKEN ? 401 : 403, { message: 'Forbidden' });
      return true;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (error) => sendJson(res, 500, { message: String(error) }),
    );
    return true;
  }
  if (path === '/ready') {
    plainFetch(`${commerceUrl()}/health`, { signal: AbortSignal.timeout(2000) })
      .then(async (response) => {
        await response.arrayBuffer();
        sendJson(
          res,
          response.ok ? 200 : 503,
          response.ok ? { status: 'ready' } : { status: `commerce answered HTTP ${response.status}` },
        );
      })
      .catch(() => sendJson(res, 503, { status: 'commerce unreachable' }));
    return true;
  }
  return false;
}

/** Pages rendered while other commerce instances were still reloading are dropped once more. */
const SETTLE_MS = 1500;

/**
 * Keeps one GET /cache/version?after=<version> open to the commerce server; when the version
 * moves, every cached page is treated as stale (cache-handler.cjs) and rendered anew on its next
 * visit, and once more SETTLE_MS later (another commerce instance may have answered the first
 * render from caches it had not dropped yet). A failure waits `retryMs` and asks again.
 * @param {{ commerceUrl: () => string, log?: (message: string) => void, retryMs?: number }} options
 * @returns {() => void} stops watching
 */
function watchCatalogue({ commerceUrl, log = console.warn, retryMs = 1000 }) {
  let stopped = false;
  /** @type {number | undefined} */
  let version;
  /** @type {AbortController | undefined} */
  let controller;
  let failing = false;

  const changed = () => {
    metrics.catalogueChanges.inc();
    markPagesStale(Date.now());
    setTimeout(() => markPagesStale(Date.now()), SETTLE_MS).unref();
  };

  (async () => {
    while (!stopped) {
      controller = new AbortController();
      const timer = setTimeout(() => controller?.abort(), 40_000);
      try {
        const query = version === undefined ? '' : `?after=${version}`;
        const response = await plainFetch(`${commerceUrl()}/cache/version${query}`, {
          headers: { Accept: 'application/json' },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`GET /cache/version answered HTTP ${response.status}`);
        const body = /** @type {{ catalog?: unknown }} */ (await response.json());
        if (typeof body.catalog !== 'number') throw new Error('GET /cache/version: no version');
        if (version !== undefined && body.catalog !== version) changed();
        version = body.catalog;
        failing = false;
      } catch (error) {
        if (stopped) break;
        if (!failing) log(`storefront: catalogue versions unavailable (${String(error)}); retrying`);
        failing = true;
        await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
      } finally {
        clearTimeout(timer);
      }
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
  };
}

module.exports = {
  acceptedRequestId,
  assignRequestId,
  countRequest,
  requestContext,
  routeOf,
  serveOps,
  watchCatalogue,
};
