import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../../services';
import { attachmentHeader } from '../downloads/download.routes';

/**
 * GET /order/nfe/{token}/danfe.pdf and /order/nfe/{token}/{key}.xml: the DANFE and XML of an
 * NF-e the ERP attached, for the customer's My Account and e-mail links (the storefront proxies
 * /order/*). The 48-hex-digit token is the capability, as an ERP's own DANFE links are.
 */
export function nfeRoutes({ database }: RouteDeps): FastifyPluginAsync {
  const { db } = database;
  const find = (token: string) =>
    /^[0-9a-f]{48}$/.test(token)
      ? db.selectFrom('sales_nfe').selectAll().where('download_token', '=', token).executeTakeFirst()
      : Promise.resolve(undefined);
  return async (app) => {
    app.get<{ Params: { token: string; file: string } }>(
      '/order/nfe/:token/:file',
      async (request, reply) => {
        const nfe = await find(request.params.token);
        const { file } = request.params;
        reply.header('cache-control', 'private, no-store');
        if (nfe && file === 'danfe.pdf' && nfe.danfe_pdf) {
          return reply
            .type('application/pdf')
            .header('content-disposition', attachmentHeader(`DANFE-${nfe.access_key}.pdf`))
            .send(Buffer.from(nfe.danfe_pdf, 'base64'));
        }
        if (nfe && file === `${nfe.access_key}.xml` && nfe.xml) {
          return reply
            .type('application/xml; charset=utf-8')
            .header('content-disposition', attachmentHeader(`${nfe.access_key}-nfe.xml`))
            .send(nfe.xml);
        }
        return reply.code(404).type('text/plain; charset=utf-8').send('Nota fiscal não encontrada.');
      },
    );
  };
}
