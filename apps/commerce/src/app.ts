import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { edgeHopTrust } from './lib/client-address';
import { loggerOptions } from './lib/log-redaction';
import { acceptedRequestId } from './lib/request-id';
import type { PictureDrawer } from './modules/media';
import { corePlugin } from './plugins/core';
import { graphqlPlugin } from './plugins/graphql';
import { graphqlGuardPlugin } from './plugins/graphql-guard';
import { mediaPlugin } from './plugins/media';
import { operationsPlugin } from './plugins/operations';
import { requestIdPlugin } from './plugins/request-id';
import { routesPlugin } from './plugins/routes';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pass `false` to silence request logs (tests, benchmarks). */
  logger?: boolean;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
  /**
   * Draws the product pictures stored as drawing instructions (the demo catalogue's); without
   * it only uploaded photographs are served.
   */
  drawPicture?: PictureDrawer;
}

/** Builds the commerce HTTP server: GraphQL, media and health endpoints over one database. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  drawPicture,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens in query strings and Authorization headers never reach the logs (lib/log-redaction).
    logger: logger
      ? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) }
      : false,
    bodyLimit: config.bodyLimit,
    // request.ip is the shopper's address: X-Forwarded-For is believed for one hop, from our edge only.
    trustProxy: edgeHopTrust(config.trustProxy),
    // The storefront's request id (lib/request-id) names this request in the logs too.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
  });
  // One plugin per concern, in this order: each adds its hooks after the previous one's.
  const options = { config, database };
  await app.register(corePlugin, options);
  await app.register(requestIdPlugin);
  await app.register(graphqlGuardPlugin, options);
  await app.register(operationsPlugin, options);
  await app.register(graphqlPlugin, options);
  await app.register(mediaPlugin, { ...options, ...(drawPicture ? { drawPicture } : {}) });
  await app.register(routesPlugin, options);

  app.addHook('onClose', async () => {
    await app.stopCore();
  });
  return app;
}
