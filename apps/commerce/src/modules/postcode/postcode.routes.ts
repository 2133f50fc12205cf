import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../services';

/**
 * GET /cep/:cep — postcode lookup in ViaCEP's shape (rules §5, §7, §8). Exactly 8 digits after
 * removing punctuation, or 400 with no lookup; unknown → 404 'CEP não encontrado'; every provider
 * down → 502 'Erro ao buscar endereço'.
 */
export function postcodeRoutes({ services }: Pick<RouteDeps, 'services'>): FastifyPluginAsync {
  return async (app) => {
    const { postcodes } = services;

    app.get<{ Params: { cep: string } }>('/cep/:cep', async (request, reply) => {
      const cep = request.params.cep.replace(/[\s.-]/g, '');
      if (!/^\d{8}$/.test(cep)) {
        return reply.code(400).send({ message: 'O CEP deve ter 8 dígitos', code: 'INVALID_CEP' });
      }
      const result = await postcodes.lookup(cep);
      if (result.kind === 'found') {
        return reply.header('cache-control', 'public, max-age=86400').send(result.address);
      }
      if (result.kind === 'not-found') {
        return reply.code(404).send({ erro: true, message: 'CEP não encontrado', code: 'CEP_NOT_FOUND' });
      }
      return reply.code(502).send({ message: 'Erro ao buscar endereço', code: 'CEP_LOOKUP_FAILED' });
    });
  };
}
