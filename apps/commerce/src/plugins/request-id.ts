import { sharedScope } from './shared-scope';

/** Echoes the request id so a shopper-reported failure can be found in the logs. */
export const requestIdPlugin = sharedScope(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
