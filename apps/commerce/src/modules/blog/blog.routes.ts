import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../app';

/** Registration point; the module's routes are being written (issue 6). */
export function blogRoutes(_deps: RouteDeps): FastifyPluginAsync {
  return async () => {};
}
