import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { RouteDeps } from '../../../services';
import { resolveCaller } from '../../customer/auth';
import { hit } from '../../ratelimit/limiter';
import { findUploads } from '../../uploads/store';
import { countDownload, DownloadRefused, downloadableFor } from './service';

/**
 * GET /downloads/{link_hash}: a customer's purchased file (the storefront forwards its httpOnly
 * session cookie as the bearer token), streamed as an attachment under its original name, or a
 * redirect to the address of a URL link. Each answered download counts against the purchase's
 * limit. Refusals are a short Portuguese text (the shopper's browser shows it as it is) or
 * `{message, code}` to a client that asks for JSON. The stored file's name never leaves here.
 */

/** Downloads one customer may start in ten minutes: plenty for a person, a wall for a script. */
const PER_CUSTOMER = { name: 'download-customer', max: 60, windowMs: 600_000 };

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function refuse(reply: FastifyReply, wantsJson: boolean, error: DownloadRefused) {
  reply.code(error.statusCode).header('cache-control', 'no-store');
  if (wantsJson) return reply.send({ message: error.message, code: error.code });
  return reply.type('text/plain; charset=utf-8').send(error.message);
}

export function downloadRoutes({ database, services }: RouteDeps): FastifyPluginAsync {
  const { db } = database;
  return async (app) => {
    // No automatic HEAD: every answered request counts a download.
    app.get<{ Params: { hash: string } }>(
      '/downloads/:hash',
      { exposeHeadRoute: false },
      async (request, reply) => {
        const wantsJson = (request.headers.accept ?? '').includes('application/json');
        try {
          const caller = await resolveCaller(db, request.headers.authorization);
          const link = await downloadableFor(db, request.params.hash, caller.customerId);
          const limit = await hit(db, PER_CUSTOMER, String(link.customerId));
          if (!limit.allowed) {
            reply.header('retry-after', String(limit.retryAfterSeconds));
            throw new DownloadRefused(
              429,
              'RATE_LIMITED',
              'Muitos downloads em pouco tempo. Tente novamente em alguns minutos.',
            );
          }
          if (link.linkType === 'url' && link.linkUrl) {
            await countDownload(db, link);
            return reply.header('cache-control', 'no-store').redirect(link.linkUrl, 302);
          }
          const [upload] = link.uploadId === null ? [] : await findUploads(db, [link.uploadId]);
          const file = upload ? services.uploads.pathOf(upload.stored_name) : null;
          const size = file
            ? await stat(file).then(
                (s) => s.size,
                () => null,
              )
            : null;
          if (!upload || !file || size === null) {
            request.log.error({ purchasedLink: link.id }, 'purchased download has no file');
            throw new DownloadRefused(
              410,
              'FILE_MISSING',
              'O arquivo deste download não está disponível agora. Fale com a loja.',
            );
          }
          await countDownload(db, link);
          return reply
            .header('cache-control', 'private, no-store')
            .header('content-type', upload.mime)
            .header('content-length', String(size))
            .header('content-disposition', attachmentHeader(upload.original_name))
            .header('x-content-type-options', 'nosniff')
            .send(createReadStream(file));
        } catch (error) {
          if (error instanceof DownloadRefused) return refuse(reply, wantsJson, error);
          throw error;
        }
      },
    );
  };
}
