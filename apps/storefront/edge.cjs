// @ts-check
/**
 * What server.cjs does to every request and answer before Next sees them, so that the storefront
 * can face the open internet (README "Security at the edge").
 *
 * - The client's address is the TCP peer's, never what the client wrote in X-Forwarded-For,
 *   X-Real-IP or Forwarded; behind TRUSTED_PROXY_HOPS reverse proxies, the address those proxies
 *   appended. Next and the commerce proxy read it from `x-storefront-client-address` (and
 *   X-Forwarded-For, rewritten to that one address), which only this server may set.
 * - Every answer carries the security headers and an enforced Content-Security-Policy whose
 *   script nonce is fresh per answer. Next renders pages (once per minute, then cached) with a
 *   secret placeholder nonce that this process made at start; the placeholder is swapped for
 *   the answer's nonce in the HTML as it streams out.
 */
const crypto = require('node:crypto');
const net = require('node:net');

/** The client's address as this server established it; a client-sent value is dropped first. */
const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/** Query parameters that grant access: an order's `token` (/checkout/success), a confirmation `key` or `code`. */
const TOKEN_IN_QUERY = /[?&](?:token|key|code)=/i;

/** Request headers a client may use to lie about its address, protocol or host. */
const SPOOFABLE_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
  CLIENT_ADDRESS_HEADER,
  // Next reads the nonce it renders with from the request's CSP: a client must not choose it
  // (it would end up in the shared page cache).
  'content-security-policy',
  'content-security-policy-report-only',
];

/** Hosts each tracking tool (features/engagement/consent.ts) loads scripts from and reports to. */
const TOOL_SOURCES = {
  NEXT_PUBLIC_GTM_ID: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  NEXT_PUBLIC_GA_ID: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  NEXT_PUBLIC_GOOGLE_ADS_ID: {
    script: [
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
    ],
    connect: [
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
    ],
    img: [
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
    ],
    frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
  },
  NEXT_PUBLIC_META_PIXEL_ID: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
  },
  NEXT_PUBLIC_CLARITY_ID: {
    script: ['https://www.clarity.ms', 'https://*.clarity.ms'],
    connect: ['https://*.clarity.ms'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
  },
  NEXT_PUBLIC_HOTJAR_ID: {
    script: ['https://static.hotjar.com', 'https://script.hotjar.com'],
    connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    img: ['https://*.hotjar.com'],
    frame: ['https://vars.hotjar.com'],
  },
  // The login and forms' bot check (features/account/recaptcha.ts).
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: {
    script: ['https://www.google.com', 'https://www.gstatic.com'],
    connect: ['https://www.google.com'],
    frame: ['https://www.google.com', 'https://recaptcha.google.com'],
  },
};

/**
 * How many reverse proxies in front of the storefront to believe (TRUSTED_PROXY_HOPS, default 0:
 * the storefront faces the internet). An invalid value stops the server.
 * @param {NodeJS.ProcessEnv} env
 */
function trustedProxyHops(env = process.env) {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "${raw}"`);
  }
  return hops;
}

/** `::ffff:1.2.3.4` → `1.2.3.4`; anything that is not an IP address → undefined. */
function normalizeAddress(/** @type {string | undefined} */ value) {
  let address = value?.trim() ?? '';
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  if (address.toLowerCase().startsWith('::ffff:') && net.isIPv4(address.slice(7))) address = address.slice(7);
  return net.isIP(address) ? address : undefined;
}

/** The comma-separated values of a request header (repeated headers joined by Node). */
function headerValues(/** @type {string | string[] | undefined} */ header) {
  const joined = Array.isArray(header) ? header.join(',') : (header ?? '');
  return joined
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The client's address. With no trusted proxy it is the TCP peer. With `hops` trusted proxies, each
 * appended the address it saw to X-Forwarded-For, so the client is the entry `hops` places from
 * the right end of [...X-Forwarded-For, peer]; whatever the client itself wrote lies to its left.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} hops
 */
function clientAddress(req, hops) {
  const peer = normalizeAddress(req.socket.remoteAddress) ?? req.socket.remoteAddress ?? 'unknown';
  if (hops === 0) return peer;
  const chain = [...headerValues(req.headers['x-forwarded-for']), peer];
  const entry = chain[Math.max(0, chain.length - 1 - hops)];
  return normalizeAddress(entry) ?? peer;
}

/**
 * Whether the shopper reached the store over HTTPS: a TLS socket, X-Forwarded-Proto from a
 * trusted proxy, or a production store whose public address is https.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} hops
 * @param {NodeJS.ProcessEnv} env
 */
function isHttps(req, hops, env = process.env) {
  if (/** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted) return true;
  if (hops > 0 && headerValues(req.headers['x-forwarded-proto']).at(-1)?.toLowerCase() === 'https')
    return true;
  return env.NODE_ENV === 'production' && /^https:\/\//i.test(env.STOREFRONT_URL?.trim() ?? '');
}

/**
 * The Content-Security-Policy of every answer. Scripts: the answer's nonce, and what a nonced
 * script loads (`'strict-dynamic'`: Next's chunks, the tracking tools' snippets that next/script
 * inserts); 'self' and the tools' hosts only count in browsers without CSP 3.
 * @param {string} nonce
 * @param {{ env?: NodeJS.ProcessEnv, https?: boolean }} [options]
 */
function contentSecurityPolicy(nonce, { env = process.env, https = false } = {}) {
  /** @type {Record<string, Set<string>>} */
  const extra = { script: new Set(), connect: new Set(), img: new Set(), frame: new Set() };
  for (const [name, sources] of Object.entries(TOOL_SOURCES)) {
    if (!env[name]?.trim()) continue;
    for (const [kind, hosts] of Object.entries(sources)) for (const host of hosts) extra[kind]?.add(host);
  }
  // Cart and order lines show the commerce server's own picture URLs (its public COMMERCE_URL).
  const commerce = originOf(env.COMMERCE_URL);
  if (commerce) extra.img?.add(commerce);
  const list = (/** @type {string[]} */ base, /** @type {string} */ kind) =>
    [...base, ...(extra[kind] ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"], 'script')}`,
    // React and the UI set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:', 'blob:'], 'img')}`,
    "font-src 'self' data:",
    `connect-src ${list(["'self'"], 'connect')}`,
    `frame-src ${list(["'self'"], 'frame')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The origin (`http://host:port`) of an absolute http(s) URL, or undefined. */
function originOf(/** @type {string | undefined} */ url) {
  try {
    const parsed = new URL(url?.trim() ?? '');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** A nonce: 16 random bytes, base64url (22 characters, as long as the placeholder). */
function newNonce() {
  return crypto.randomBytes(16).toString('base64url');
}

/**
 * Replaces `placeholder` with `replacement` (the same length) in a stream of chunks written one
 * by one. A chunk never changes in place (it may be a cached page's buffer); only the end of a
 * chunk that could be the start of a placeholder split across chunks is held back, so streamed
 * pages still go out chunk by chunk.
 * @param {string} placeholder
 * @param {string} replacement
 */
function createReplacer(placeholder, replacement) {
  const needle = Buffer.from(placeholder);
  const substitute = Buffer.from(replacement);
  if (needle.length !== substitute.length) throw new Error('the nonce and its placeholder differ in length');
  let held = Buffer.alloc(0);
  return {
    /** @param {Buffer} chunk @returns {Buffer} the bytes that can go out now */
    push(chunk) {
      let data = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      let index = data.indexOf(needle);
      if (index !== -1 && data === chunk) data = Buffer.from(chunk);
      while (index !== -1) {
        substitute.copy(data, index);
        index = data.indexOf(needle, index + needle.length);
      }
      let keep = Math.min(needle.length - 1, data.length);
      while (keep > 0 && !data.subarray(data.length - keep).equals(needle.subarray(0, keep))) keep -= 1;
      held = Buffer.from(data.subarray(data.length - keep));
      return data.subarray(0, data.length - keep);
    },
    /** @returns {Buffer} what was held back, at the end of the stream */
    flush() {
      const rest = held;
      held = Buffer.alloc(0);
      return rest;
    },
  };
}

/**
 * Prepares a request for Next: the spoofable headers go, the client's address, protocol and the
 * placeholder nonce come from this server.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ hops: number, https: boolean, placeholder: string }} options
 */
function prepareRequest(req, { hops, https, placeholder }) {
  const address = clientAddress(req, hops);
  const forwardedHost = hops > 0 ? req.headers['x-forwarded-host'] : undefined;
  for (const name of SPOOFABLE_HEADERS) delete req.headers[name];
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  req.headers['x-forwarded-for'] = address;
  req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
  if (forwardedHost) req.headers['x-forwarded-host'] = forwardedHost;
  req.headers['content-security-policy'] = `script-src 'nonce-${placeholder}'`;
}

/**
 * Answers Next renders with the nonce: pages, and RSC payloads (client navigations), which name
 * it in the scripts they list. The placeholder must never go out, or it would no longer be secret.
 * @param {import('node:http').ServerResponse} res
 */
function carriesNonce(res) {
  return /^\s*text\/(?:html|x-component)\b/i.test(String(res.getHeader('content-type') ?? ''));
}

/**
 * Security headers on every answer (set when its head is written, whoever writes it: Next, the
 * precompressed files, the error fallback), and a fresh nonce in the CSP.
 * @param {import('node:http').ServerResponse} res
 * A page whose URL carries an access token (an order's `?token=`, a password reset's) sends no
 * Referer at all, not even to the store's own pictures and scripts, so the token stays out of
 * every log but the page's own.
 * @param {{ nonce: string, https: boolean, env?: NodeJS.ProcessEnv, url?: string }} options
 */
function secureHeaders(res, { nonce, https, env = process.env, url = '' }) {
  const referrerPolicy = TOKEN_IN_QUERY.test(url) ? 'no-referrer' : 'strict-origin-when-cross-origin';
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function securedWriteHead(/** @type {any[]} */ ...args) {
    // writeHead(status, [reason], [headers]): headers given here are set first, so they are seen.
    const last = args.at(-1);
    if (args.length > 1 && last && typeof last === 'object' && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last)) if (value !== undefined) res.setHeader(name, value);
      args.pop();
    }
    dropRepeatedValues(res);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, { env, https }));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', referrerPolicy);
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    else res.removeHeader('Strict-Transport-Security');
    res.removeHeader('X-Powered-By');
    return writeHead.apply(this, /** @type {any} */ (args));
  };
}

/**
 * A header set twice to the same value goes out once. Next, serving a page's redirect within the
 * process, sets its Location and then appends it again (`Location: /a, /a`), which browsers and
 * clients read as one broken URL. A Location is single by definition: only its first value goes.
 * @param {import('node:http').ServerResponse} res
 */
function dropRepeatedValues(res) {
  for (const name of res.getHeaderNames()) {
    const value = res.getHeader(name);
    if (!Array.isArray(value) || name === 'set-cookie') continue;
    const unique = [...new Set(value.map(String))];
    if (name === 'location' || unique.length === 1) res.setHeader(name, unique[0] ?? '');
    else if (unique.length < value.length) res.setHeader(name, unique);
  }
}

/**
 * Swaps the placeholder nonce for the answer's in pages and RSC payloads. Installed over the compression
 * middleware's write/end, so it sees the page before it is compressed.
 * @param {import('node:http').ServerResponse} res
 * @param {{ nonce: string, placeholder: string }} options
 */
function substituteNonce(res, { nonce, placeholder }) {
  const write = res.write;
  const end = res.end;
  /** @type {ReturnType<typeof createReplacer> | null | undefined} undefined until the first write */
  let replacer;
  const replacerFor = () => {
    if (replacer === undefined) replacer = carriesNonce(res) ? createReplacer(placeholder, nonce) : null;
    return replacer;
  };
  /** @param {any} chunk @param {any} encoding */
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, encoding)
        : Buffer.from(chunk);

  /** @type {any} */ (res).write = function nonceWrite(
    /** @type {any} */ chunk,
    /** @type {any[]} */ ...rest
  ) {
    const active = chunk != null && chunk.length !== 0 ? replacerFor() : null;
    if (!active) return write.call(this, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
    const callback = rest.find((arg) => typeof arg === 'function');
    return write.call(this, active.push(toBuffer(chunk, encoding)), callback);
  };
  /** @type {any} */ (res).end = function nonceEnd(/** @type {any} */ chunk, /** @type {any[]} */ ...rest) {
    const hasChunk = chunk != null && typeof chunk !== 'function';
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function');
    const active = hasChunk && chunk.length !== 0 ? replacerFor() : replacer;
    if (!active) return end.call(this, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
    const head = hasChunk ? active.push(toBuffer(chunk, encoding)) : Buffer.alloc(0);
    return end.call(this, Buffer.concat([head, active.flush()]), callback);
  };
}

module.exports = {
  CLIENT_ADDRESS_HEADER,
  SPOOFABLE_HEADERS,
  clientAddress,
  contentSecurityPolicy,
  createReplacer,
  isHttps,
  newNonce,
  prepareRequest,
  secureHeaders,
  substituteNonce,
  trustedProxyHops,
};
