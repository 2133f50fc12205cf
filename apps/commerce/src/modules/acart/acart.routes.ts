import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../../services';
import { resolveCaller } from '../customer/auth';
import { AcartError } from './service';

/**
 * Abandoned-cart endpoints of rules §7 (the storefront proxies /acart/*). Bearer required except for
 * the recovery link's restore and conversion, which the link's token authorises:
 *   POST /acart/save                              { cartId, userName, email, cartData }
 *   DELETE /acart/delete/:cartId
 *   PUT /acart/update/cartId/:oldCartId           { cartId }
 *   PUT /acart/update/emailConversion/:utmTerm    → { converted, order_number }
 *   GET /acart/restore/:token                     → { cart_id }
 * Errors: `{ message, code }`.
 */
export function acartRoutes({ database, services }: RouteDeps): FastifyPluginAsync {
  const { db } = database;
  const { acarts } = services;
  const callerOf = (authorization: string | undefined) => resolveCaller(db, authorization);

  return async (app) => {
    app.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof AcartError) {
        return reply.code(error.statusCode).send({ message: error.message, code: error.code });
      }
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        return reply.code(status).send({ message: (error as Error).message, code: 'INVALID_REQUEST' });
      }
      // Rules §8 names abandoned-cart failures 'Erro ao salvar carrinho:'.
      request.log.error(
        { err: error, url: request.url },
        'Erro ao salvar carrinho: abandoned-cart endpoint failed',
      );
      return reply.code(500).send({ message: 'Erro ao salvar carrinho', code: 'INTERNAL' });
    });

    app.post('/acart/save', async (request, reply) => {
      const result = await acarts.save(await callerOf(request.headers.authorization), request.body);
      const { created, ...body } = result;
      return reply.code(created ? 201 : 200).send(body);
    });

    app.delete<{ Params: { cartId: string } }>('/acart/delete/:cartId', async (request) =>
      acarts.remove(await callerOf(request.headers.authorization), request.params.cartId),
    );

    app.put<{ Params: { oldCartId: string } }>('/acart/update/cartId/:oldCartId', async (request) =>
      acarts.replaceCart(
        await callerOf(request.headers.authorization),
        request.params.oldCartId,
        request.body,
      ),
    );

    app.put<{ Params: { utmTerm: string } }>('/acart/update/emailConversion/:utmTerm', async (request) =>
      acarts.recordConversion(request.params.utmTerm),
    );

    app.get<{ Params: { token: string } }>('/acart/restore/:token', async (request, reply) => {
      const result = await acarts.restore(
        await callerOf(request.headers.authorization),
        request.params.token,
      );
      return reply.header('cache-control', 'no-store').send(result);
    });
  };
}
