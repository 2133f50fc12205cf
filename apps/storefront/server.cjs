// @ts-check
/**
 * The storefront's production server (`npm start`, scripts/start.mjs): Next's request handler
 * behind two things `next start` lacks.
 *
 * - The build's browser files (`/_next/static/…`) go out as the brotli or gzip copies that
 *   precompress.cjs made at build time, from memory, instead of being compressed again on every
 *   request (gzip only, on the same thread that renders the pages).
 * - Pages, RSC payloads and API answers are compressed with brotli when the browser takes it
 *   (`compression`, quality 5: as fast as gzip and 17 % smaller for the pages), gzip otherwise;
 *   streamed pages are flushed chunk by chunk as before. next.config.ts turns Next's own gzip off.
 * - The edge rules of edge.cjs: the client's address from the socket (never from the client's
 *   X-Forwarded-For), the security headers and a per-answer CSP nonce on every answer.
 * - `/admin` and `/rest` go to the commerce server as they are (back-office-proxy.cjs).
 *
 * `node server.cjs --port 3000 --hostname 127.0.0.1` (NEXT_DIST_DIR: the build to serve).
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { parseArgs } = require('node:util');
const zlib = require('node:zlib');
const compression = require('compression');
const Negotiator = require('negotiator');
const { isBackOfficePath, proxyBackOffice } = require('./back-office-proxy.cjs');
const edge = require('./edge.cjs');
const ops = require('./ops.cjs');
const { CONTENT_TYPES, COPIES, MIN_BYTES } = require('./precompress.cjs');

const STATIC_PREFIX = '/_next/static/';
/**
 * Brotli quality for answers compressed on the fly: 5 compresses a 320 KB page in 2.5 ms, as fast
 * as gzip's default level, and 17 % smaller (4: 1.7 ms, 11 % smaller).
 */
const BROTLI_QUALITY = 5;
/** The build's file names carry their content's hash: a copy never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The host Next takes as its own, whatever interface the server listens on (see main). */
const NEXT_HOSTNAME = 'localhost';

/**
 * @typedef {{ type: string, encodings: Map<string, string> }} Asset
 *   a build file's content type and its precompressed copies (content coding → path)
 */

/**
 * Serves the precompressed copies of `<distDir>/static`. The files are listed once, when the server
 * starts (a build never changes under a running server), so no request can make the list grow or
 * reach a file outside it; each copy is read once and then kept in memory.
 * @param {string} distDir
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} true when it answered
 */
function precompressedAssets(distDir) {
  const root = path.join(distDir, 'static');
  /** @type {Map<string, Asset>} by URL path below /_next/static/ */
  const assets = new Map();
  const entries = fs.existsSync(root) ? fs.readdirSync(root, { withFileTypes: true, recursive: true }) : [];
  const names = new Set(
    entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name)),
  );
  for (const file of names) {
    const type = CONTENT_TYPES[path.extname(file)];
    if (!type) continue;
    const encodings = new Map(
      COPIES.filter(([, suffix]) => names.has(file + suffix)).map(([name, suffix]) => [name, file + suffix]),
    );
    if (encodings.size === 0) continue;
    assets.set(path.relative(root, file).split(path.sep).join('/'), { type, encodings });
  }
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();

  return function serve(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(STATIC_PREFIX)) return false;
    const asset = assets.get(req.url.slice(STATIC_PREFIX.length).split('?')[0] ?? '');
    if (!asset) return false;
    const available = [...asset.encodings.keys()];
    const encoding = new Negotiator(req).encoding([...available, 'identity'], available);
    const copy = encoding ? asset.encodings.get(encoding) : undefined;
    // The browser takes neither: Next sends the file as it is.
    if (!encoding || !copy) return false;
    let body = bodies.get(copy);
    if (!body) {
      body = fs.readFileSync(copy);
      bodies.set(copy, body);
    }
    res.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
      'Cache-Control': IMMUTABLE,
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/**
 * The HTTP server: the edge rules (edge.cjs), precompressed build files, then everything else
 * through `handle` (Next), compressed on the fly.
 * @param {{
 *   distDir: string,
 *   handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void,
 *   env?: NodeJS.ProcessEnv,
 *   noncePlaceholder?: string,
 *   commerceUrl?: () => string,
 * }} options
 */
function createStorefrontServer({
  distDir,
  handle,
  env = process.env,
  noncePlaceholder = edge.newNonce(),
  commerceUrl = () => commerceUrlOf(env),
}) {
  const serveAsset = precompressedAssets(distDir);
  const compress = compression({
    threshold: MIN_BYTES,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  const hops = edge.trustedProxyHops(env);
  return http.createServer((req, res) => {
    // Request id, metrics and readiness (ops.cjs) come first: /metrics and /ready are not pages.
    const requestId = ops.assignRequestId(req, res);
    ops.countRequest(req, res);
    if (ops.serveOps(req, res, { env, commerceUrl })) return;
    const https = edge.isHttps(req, hops, env);
    const nonce = edge.newNonce();
    edge.prepareRequest(req, { hops, https, placeholder: noncePlaceholder });
    if (isBackOfficePath(req.url)) {
      proxyBackOffice(req, res, env.COMMERCE_URL ?? 'http://127.0.0.1:4000');
      return;
    }
    edge.secureHeaders(res, { nonce, https, env, url: req.url });
    closeWhenBodyRefused(req, res);
    if (serveAsset(req, res)) return;
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      edge.substituteNonce(res, { nonce, placeholder: noncePlaceholder });
      ops.requestContext.run({ requestId }, () =>
        new Promise((resolve) => resolve(handle(req, res))).catch((error) => {
          // Order and reset tokens travel in query strings: the log keeps the path only.
          console.error('storefront: request failed', requestId, req.url?.split('?')[0], error);
          if (!res.headersSent) {
            res.statusCode = 500;
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          }
          res.end('Erro interno do servidor');
        }),
      );
    });
  });
}

/**
 * A body refused as too large (413) is not read to its end: the connection closes after the
 * answer instead of taking in the rest of the upload to keep the connection alive.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function closeWhenBodyRefused(req, res) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function writeHeadOf413(/** @type {any[]} */ ...args) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    if (status === 413 && !req.complete) res.setHeader('Connection', 'close');
    return writeHead.apply(this, /** @type {any} */ (args));
  };
}

/**
 * The commerce server's address (COMMERCE_URL, as src/lib/config.ts reads it).
 * @param {NodeJS.ProcessEnv} env
 */
function commerceUrlOf(env) {
  return (env.COMMERCE_URL?.trim() || 'http://127.0.0.1:4000').replace(/\/+$/, '');
}

module.exports = { precompressedAssets, createStorefrontServer, STATIC_PREFIX, IMMUTABLE };

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const hostname = values.hostname ?? process.env.HOSTNAME ?? '127.0.0.1';
  // As `next start` does: the production build, before Next is loaded.
  process.env.NODE_ENV = 'production';
  const next = require('next');
  // Next is told its own origin is http://localhost:<port>, whatever interface the server listens
  // on: the proxy's rewrites (src/proxy.ts) name a URL built from the request's `nextUrl`, whose
  // host Next writes as `localhost` for 127.x, ::1 and localhost, and Next serves a rewrite
  // itself only when its origin is the one Next was given. With 127.0.0.1 here every page was
  // sent back over HTTP to the storefront's own port, and keep-alive races on that loop answered
  // shoppers with bare 500s ("Failed to proxy … ECONNRESET").
  const app = next({ dev: false, dir: __dirname, hostname: NEXT_HOSTNAME, port });
  await app.prepare();
  const distDir = path.resolve(__dirname, process.env.NEXT_DIST_DIR ?? '.next');
  const server = createStorefrontServer({ distDir, handle: app.getRequestHandler() });
  server.listen(port, hostname, () => console.log(`Storefront listening on http://${hostname}:${port}`));
  // Catalogue changes made on any commerce instance drop this storefront's cached pages.
  const stopWatching = ops.watchCatalogue({ commerceUrl: () => commerceUrlOf(process.env) });

  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    stopWatching();
    // Requests under way finish; keep-alive connections that wait for the next one are dropped.
    server.close(() => app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
