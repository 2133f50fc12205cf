import { createHash } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../../services';
import { resolveCaller } from '../customer/auth';
import { IMAGE_CACHE_CONTROL, isValidImageFile } from '../media';
import { cachePath, getOrCreate } from '../media/image-store';
import type { ImageSize } from '../media/sizes';
import { DEFAULT_STORE, findStoreView } from '../store/stores';
import { COVER_SIZE, parseCoverSize, resizeCover } from './cover';
import { findPublishedCover, isPublishedCover } from './repository';
import { assertWithinHourlyLimit, BlogError, CONTENT_MAX, createPendingPost } from './service';

/** Posts one customer may send per hour (spam and abuse guard; counted in the database). */
export const BLOG_POSTS_PER_HOUR = 5;

/**
 * The blog's REST side (README "Blog"):
 *   POST /blog/posts                       multipart (title, content, cover) + bearer → 201 {id, slug, status}
 *   GET  /media/blog/:file                 a published post's cover, 1200 × 630 WebP
 *   GET  /media/blog/cache/:size/:file     the same in 600x315 or 400x210
 * Errors: `{ message, code }`.
 */
export function blogRoutes({ config, database }: RouteDeps): FastifyPluginAsync {
  const db = database.db;
  const cacheDir = path.join(config.dataDir, 'media', 'blog');

  async function customerOf(request: FastifyRequest): Promise<number> {
    const caller = await resolveCaller(db, request.headers.authorization);
    if (caller.customerId === null) {
      throw new BlogError(401, 'UNAUTHORIZED', "The current customer isn't authorized.");
    }
    return caller.customerId;
  }

  async function serveCover(
    request: FastifyRequest,
    reply: FastifyReply,
    size: ImageSize | undefined,
    file: string,
  ) {
    const p = size ? cachePath(cacheDir, size, file) : undefined;
    // A cover is public only while its post is published; the check runs before the disk cache.
    if (!size || !p || !isValidImageFile(file) || !(await isPublishedCover(db, file))) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ message: 'Image not found', code: 'NOT_FOUND' });
    }
    const image = await getOrCreate(
      p,
      async () => {
        const master = await findPublishedCover(db, file);
        if (!master || size === COVER_SIZE) return master;
        return resizeCover(master, size);
      },
      (err) => request.log.warn({ err, file }, 'could not write blog image to the cache'),
    );
    if (!image) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ message: 'Image not found', code: 'NOT_FOUND' });
    }
    const etag = `"${createHash('sha1').update(image.data).digest('base64url')}"`;
    reply
      .header('Content-Type', 'image/webp')
      .header('Cache-Control', IMAGE_CACHE_CONTROL)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.send(image.data);
  }

  return async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: config.content.uploadMaxBytes,
        files: 1,
        fields: 8,
        // Bytes; CONTENT_MAX characters of HTML may take up to four bytes each.
        fieldSize: CONTENT_MAX * 4,
        parts: 10,
      },
    });

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof BlogError) {
        return reply.code(error.statusCode).send({ message: error.message, code: error.code });
      }
      const { code, statusCode } = error as { code?: string; statusCode?: number };
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        const mb = (config.content.uploadMaxBytes / 1024 / 1024).toLocaleString('pt-BR', {
          maximumFractionDigits: 1,
        });
        return reply
          .code(413)
          .send({ message: `A imagem de capa deve ter no máximo ${mb} MB.`, code: 'FILE_TOO_LARGE' });
      }
      if (code === 'FST_FILES_LIMIT') {
        return reply.code(413).send({ message: 'Envie uma única imagem de capa.', code: 'TOO_MANY_FILES' });
      }
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        return reply
          .code(415)
          .send({ message: 'Envie o post como multipart/form-data.', code: 'NOT_MULTIPART' });
      }
      if (statusCode && statusCode >= 400 && statusCode < 500) {
        return reply.code(statusCode).send({ message: (error as Error).message, code: 'INVALID_REQUEST' });
      }
      request.log.error({ err: error }, 'blog endpoint failed');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    });

    app.post('/blog/posts', async (request, reply) => {
      // Who and how often before reading the upload.
      const customerId = await customerOf(request);
      await assertWithinHourlyLimit(db, customerId, BLOG_POSTS_PER_HOUR);
      const storeCode = request.headers.store;
      const store = (typeof storeCode === 'string' && findStoreView(storeCode.trim())) || DEFAULT_STORE;

      const fields: Record<string, string> = {};
      let cover: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'cover') cover = await part.toBuffer();
          else part.file.resume();
          continue;
        }
        if (part.valueTruncated) {
          throw new BlogError(413, 'CONTENT_TOO_LONG', 'O texto do post é longo demais.');
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
      const post = await createPendingPost(db, {
        customerId,
        title: fields.title,
        content: fields.content,
        cover,
        locale: store.locale,
      });
      return reply.code(201).send(post);
    });

    app.get<{ Params: { file: string } }>('/media/blog/:file', (request, reply) =>
      serveCover(request, reply, COVER_SIZE, request.params.file),
    );
    app.get<{ Params: { size: string; file: string } }>('/media/blog/cache/:size/:file', (request, reply) =>
      serveCover(request, reply, parseCoverSize(request.params.size), request.params.file),
    );
  };
}
