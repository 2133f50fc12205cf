import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as one whose hooks and decorators belong to the whole app, not to a child
 * context: Fastify's `skip-override` flag, the one fastify-plugin sets. The app's plugins are
 * registered in order (app.ts) and each adds its hooks where the previous one left off.
 */
export function sharedScope<Options extends object>(
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
