import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The back office's own headers: its scripts are files of its build (no inline script, so no
 * nonce), MUI writes its styles at run time (`style-src 'unsafe-inline'`), it talks to `/rest` on
 * this origin only, and no other site may frame it.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function secure(reply: FastifyReply) {
  reply.header('Content-Security-Policy', ADMIN_CSP);
  reply.header('X-Frame-Options', 'DENY');
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'no-referrer');
  reply.header('X-Robots-Tag', 'noindex, nofollow');
}

/**
 * `/admin/`: the admin app's static build (index.html and hashed assets). The app routes with the
 * URL's hash, so no path other than the files needs an answer. Missing build: 404 with a hint.
 */
export function adminAppRoutes({ root }: { root: string }) {
  return async function adminApp(app: FastifyInstance) {
    const built = existsSync(path.join(root, 'index.html'));
    app.get('/admin', async (_request, reply) => reply.redirect('/admin/', 301));
    if (!built) {
      app.get('/admin/*', async (_request, reply) => {
        secure(reply);
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('The admin app has not been built: npm run build -w apps/admin (npm start does it).');
      });
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/admin/',
      index: ['index.html'],
      // Brotli/gzip copies are not made at build time; the files are served as they are and the
      // hashed ones kept for a year.
      preCompressed: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        secure(res);
      },
    });
  };
}
