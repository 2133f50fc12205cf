import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { CatalogCache } from '../../db/catalog-cache';
import type { DatabaseHandle } from '../../db/database';
import { MIGRATIONS } from '../../db/migrate';

/** How long GET /cache/version waits for a change before answering the version it has. */
const LONG_POLL_MS = 25_000;
/** Waiting requests at most; past it the answer is immediate (the caller asks again later). */
const MAX_WAITERS = 500;

export interface OpsDeps {
  database: DatabaseHandle;
  cache: CatalogCache;
  /** How long a version request waits at most (tests shorten it). */
  longPollMs?: number;
}

/**
 * GET /ready: this instance can serve (the database answers and every migration of this build is
 * applied); a load balancer sends it traffic only then. /health (app.ts) stays the cheap liveness.
 *
 * GET /cache/version?after=N: the catalogue version `{ catalog }`, at once when it differs from N,
 * otherwise when it moves (at most LONG_POLL_MS later). Each storefront keeps one such request
 * open to learn of catalogue changes made on any instance (its page cache, cache-handler.cjs).
 */
export function opsRoutes({ database, cache, longPollMs = LONG_POLL_MS }: OpsDeps): FastifyPluginAsync {
  return async (app) => {
    const expected = MIGRATIONS.map((migration) => migration.name);

    app.get('/ready', async (request, reply) => {
      try {
        const rows = await sql<{ name: string }>`SELECT name FROM schema_migration`.execute(database.db);
        const applied = new Set(rows.rows.map((row) => row.name));
        const missing = expected.filter((name) => !applied.has(name));
        if (missing.length) return reply.code(503).send({ status: 'migrations pending', missing });
        return { status: 'ready' };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'database unavailable' });
      }
    });

    const waiters = new Set<(version: number) => void>();
    const unsubscribe = cache.subscribe((version) => {
      for (const waiter of [...waiters]) waiter(version);
    });
    // Waiting requests are answered before the server waits for requests under way to finish:
    // otherwise each would hold a graceful shutdown for up to LONG_POLL_MS.
    app.addHook('preClose', async () => {
      unsubscribe();
      for (const waiter of [...waiters]) waiter(-1);
    });

    app.get<{ Querystring: { after?: string } }>('/cache/version', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const current = await cache.currentVersion();
      const after = Number(request.query.after);
      if (!Number.isInteger(after) || after !== current || waiters.size >= MAX_WAITERS) {
        return { catalog: current };
      }
      const version = await new Promise<number>((resolve) => {
        const done = (value: number) => {
          clearTimeout(timer);
          waiters.delete(done);
          reply.raw.off('close', gone);
          resolve(value);
        };
        const gone = () => done(current);
        const timer = setTimeout(() => done(current), longPollMs);
        waiters.add(done);
        reply.raw.on('close', gone);
      });
      return { catalog: version < 0 ? current : version };
    });
  };
}
