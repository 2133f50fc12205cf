import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../app';

/** Placeholder registration point; the module's routes are being written (issue 4). */
export function paymentRoutes(_deps: RouteDeps): FastifyPluginAsync {
  return async () => {};
}
