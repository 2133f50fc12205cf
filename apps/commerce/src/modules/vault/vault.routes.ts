import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../services';
import { resolveCaller } from '../customer/auth';
import { VaultError } from './service';

/**
 * Saved cards, same-origin for the storefront (rules §7; the storefront proxies /payment-card*):
 *   GET    /payment-card/all   → the bearer's cards (the `email` query is accepted and ignored)
 *   POST   /payment-card       → 201 the saved card (200 when the same number was saved before)
 *   DELETE /payment-card/:id   → 200 { id, deleted: true }, 404 when the bearer has no such card
 * A bearer token is required (401 otherwise). Errors: `{ message, code }`.
 */
export function vaultRoutes({ database, services }: RouteDeps): FastifyPluginAsync {
  const { vault } = services;

  async function customerOf(request: FastifyRequest): Promise<number> {
    const caller = await resolveCaller(database.db, request.headers.authorization);
    if (caller.customerId === null) {
      throw new VaultError(401, 'UNAUTHORIZED', "The current customer isn't authorized.");
    }
    return caller.customerId;
  }

  return async (app) => {
    app.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof VaultError) {
        return reply.code(error.statusCode).send({ message: error.message, code: error.code });
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        return reply.code(status).send({ message: (error as Error).message, code: 'INVALID_REQUEST' });
      }
      request.log.error({ err: error }, 'saved-card endpoint failed');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    });

    app.get('/payment-card/all', async (request) => vault.list(await customerOf(request)));

    app.post('/payment-card', async (request, reply) => {
      const customerId = await customerOf(request);
      const { card, created } = await vault.save(customerId, request.body);
      return reply.code(created ? 201 : 200).send(card);
    });

    app.delete<{ Params: { id: string } }>('/payment-card/:id', async (request) => {
      const customerId = await customerOf(request);
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      if (id === undefined || !(await vault.remove(customerId, id))) {
        throw new VaultError(404, 'CARD_NOT_FOUND', 'Saved card not found');
      }
      return { id, deleted: true };
    });
  };
}
