import type { FastifyRequest } from 'fastify';

/**
 * Logs must not carry credentials: an order's access token or a reset token travels in query
 * strings (payment pages, PDF and QR links), a bearer token in Authorization. Whoever reads the
 * logs would otherwise hold them. Query values whose name says secret are masked; headers are
 * censored by pino's `redact` wherever a log line carries them.
 */

const SECRET_PARAM = /token|secret|password|signature|key/i;
export const REDACTED = '[redacted]';

/** The URL with the values of secret-looking query parameters replaced by [redacted]. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name);
      } catch {
        // a malformed name is tested as it is
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** Header paths pino censors (in a serialized request, or in any object logged with headers). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-recaptcha"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

/** Fastify's request serializer, with the URL's secrets masked. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options of the commerce server (Fastify `logger`). */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: requestSerializer },
  };
}
