import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_STORE, findStoreView, type StoreView } from '../modules/store/stores';
import { translate } from './translate';

/** The store view named by a REST request's `Store` header; the default one when absent or unknown. */
export function storeOfRequest(request: FastifyRequest): StoreView {
  const header = request.headers.store;
  const code = (Array.isArray(header) ? header[0] : header)?.trim();
  return (code && findStoreView(code)) || DEFAULT_STORE;
}

/**
 * Answers a REST plugin's error bodies (`{message, code[, fields]}`, status ≥ 400) in the
 * request's store view language, as the GraphQL error formatter does. Registered inside each
 * plugin (Fastify scopes the hook to it), so the routes keep building the store's messages.
 */
export function translateErrorBodies(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || Array.isArray(payload))
      return payload;
    const body = payload as { message?: unknown; fields?: unknown };
    if (typeof body.message !== 'string') return payload;
    const store = storeOfRequest(request);
    const translated: Record<string, unknown> = { ...body, message: translate(store, body.message) };
    if (body.fields && typeof body.fields === 'object') {
      translated.fields = Object.fromEntries(
        Object.entries(body.fields as Record<string, unknown>).map(([name, text]) => [
          name,
          typeof text === 'string' ? translate(store, text) : text,
        ]),
      );
    }
    return translated;
  });
}
