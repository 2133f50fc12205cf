// @ts-check
/**
 * The back office and the Web API on the storefront's origin: `/admin…` (the admin app, which the
 * commerce server serves with its own security headers) and `/rest…` (Magento's REST API) are
 * streamed to the commerce server as they are, so `http://localhost:3000/admin` works from
 * `npm start` and the app calls `/rest` on its own origin. The storefront's CSP and nonce rewriting
 * are for the storefront's pages only; these answers keep the commerce server's headers.
 */
const http = require('node:http');

const PATH = /^\/(?:admin|rest)(?:[/?#]|$)/;

/** Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's, not the message's. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

/** @param {string | undefined} url */
function isBackOfficePath(url) {
  return PATH.test(url ?? '');
}

/**
 * Streams the request to `commerceUrl` (its X-Forwarded-For already set by edge.prepareRequest,
 * which the commerce server believes for one hop from this server) and the answer back.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} commerceUrl
 */
function proxyBackOffice(req, res, commerceUrl) {
  const target = new URL(req.url ?? '/', commerceUrl);
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  // Set by edge.prepareRequest for Next only.
  delete headers['content-security-policy'];
  headers.host = target.host;
  const upstream = http.request(target, { method: req.method, headers }, (answer) => {
    const out = { ...answer.headers };
    for (const name of HOP_BY_HOP) delete out[name];
    res.writeHead(answer.statusCode ?? 502, out);
    answer.pipe(res);
  });
  upstream.setTimeout(120_000, () => upstream.destroy(new Error('commerce server timed out')));
  upstream.on('error', (error) => {
    console.error('storefront: back-office proxy failed', req.url?.split('?')[0], error.message);
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ message: 'The commerce server is not answering.' }));
    } else {
      res.destroy();
    }
  });
  req.pipe(upstream);
}

module.exports = { isBackOfficePath, proxyBackOffice };
