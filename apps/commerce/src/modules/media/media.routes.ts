/**
 * Product images, generated on first request and cached on disk:
 *
 *   GET /media/catalog/product/:file                 master (gallery) image, 1080 x 1340
 *   GET /media/catalog/product/cache/:size/:file     one of the storefront sizes, `{w}x{h}`
 *
 * Names and sizes are validated before touching the disk; responses are immutable WebP.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ImageSource } from './image-source';
import { cachePath, getOrCreate } from './image-store';
import { renderImage } from './rasterize';
import { type ImageSize, MASTER_SIZE, parseSizeKey } from './sizes';

export { type PregenerateItem, type PregenerateResult, pregenerateImages } from './pregenerate';

export interface MediaRouteDeps {
  /** Root of the image cache; sizes live in `{cacheDir}/{w}x{h}/`. */
  cacheDir: string;
  /** The picture of an image file name (an uploaded photograph or a drawing). */
  source: ImageSource;
}

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function etagOf(data: Buffer): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Image not found' });
}

export function mediaRoutes(deps: MediaRouteDeps): FastifyPluginAsync {
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    size: ImageSize | undefined,
    file: string,
  ) => {
    const p = size ? cachePath(deps.cacheDir, size, file) : undefined;
    if (!size || !p) return notFound(reply);
    const image = await getOrCreate(
      p,
      async () => {
        const image = await deps.source.find(file);
        return image ? renderImage(image, size.width, size.height) : undefined;
      },
      (err) => request.log.warn({ err, file }, 'could not write product image to the cache'),
    );
    if (!image) return notFound(reply);
    const etag = etagOf(image.data);
    reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', IMAGE_CACHE_CONTROL)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(image.data);
  };

  return async (app) => {
    app.get<{ Params: { file: string } }>('/media/catalog/product/:file', (request, reply) =>
      serve(request, reply, MASTER_SIZE, request.params.file),
    );
    app.get<{ Params: { size: string; file: string } }>(
      '/media/catalog/product/cache/:size/:file',
      (request, reply) => serve(request, reply, parseSizeKey(request.params.size), request.params.file),
    );
  };
}
