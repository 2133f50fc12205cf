import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cacheLookups,
  graphqlDuration,
  httpDuration,
  httpRequests,
  metricsRegistry,
} from '../../lib/metrics';

/** Operation names kept as their own series; past this many, new names count as `other`. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Counts every answer (rate and latency per route pattern, GraphQL ones per operation name, the
 * response cache's HIT/MISS) and serves GET /metrics. Installed on the root instance, not as an
 * encapsulated plugin: its hooks must see every route.
 */
export function installMetrics(app: FastifyInstance, options: { token: string | undefined }): void {
  const operationNames = new Set<string>();

  function operationOf(request: FastifyRequest): string {
    const source = (request.method === 'GET' ? request.query : request.body) as
      | { operationName?: unknown; query?: unknown }
      | undefined;
    let name = typeof source?.operationName === 'string' ? source.operationName : undefined;
    if (!name && typeof source?.query === 'string') {
      name = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(source.query)?.[1];
    }
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (operationNames.has(name)) return name;
    // Clients choose the names: a bounded set keeps the series (and the scrape) bounded.
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const seconds = reply.elapsedTime / 1000;
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method: request.method, route }, seconds);
    if (route === '/graphql') {
      graphqlDuration.observe({ operation: operationOf(request) }, seconds);
      const cache = reply.getHeader('x-cache');
      if (cache === 'HIT' || cache === 'MISS') {
        cacheLookups.inc({ cache: 'graphql_response', result: cache === 'HIT' ? 'hit' : 'miss' });
      }
    }
  });

  app.get('/metrics', async (request, reply) => {
    if (!mayScrape(request, options.token)) return refuse(reply, options.token);
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

/**
 * With METRICS_TOKEN, whoever presents it as a bearer token; without, only this machine (the
 * socket's peer, never X-Forwarded-For: a proxy on this machine forwards strangers too, so the
 * reverse proxy must not route /metrics; deploy/nginx.conf does not).
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const peer = request.socket.remoteAddress ?? '';
  return peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
}

function refuse(reply: FastifyReply, token: string | undefined) {
  if (token) return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Unauthorized' });
  return reply.code(403).send({ message: 'Forbidden: /metrics answers loopback only without METRICS_TOKEN' });
}
