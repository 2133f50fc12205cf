import { sql } from 'kysely';
import { installMetrics } from '../modules/ops/metrics';
import { opsRoutes } from '../modules/ops/ops.routes';
import type { AppPluginOptions } from './options';
import { sharedScope } from './shared-scope';

/** What operators look at: the metrics, the ops routes and /health. */
export const operationsPlugin = sharedScope<AppPluginOptions>(async (app, { config, database }) => {
  installMetrics(app, { token: config.metricsToken });
  await app.register(opsRoutes({ database, cache: app.catalogCache }));

  app.get('/health', async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(database.db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
});
