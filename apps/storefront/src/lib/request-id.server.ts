import 'server-only';
import type { AsyncLocalStorage } from 'node:async_hooks';

/** Set by the storefront's server (ops.cjs) around each request it hands to Next. */
const REQUEST_CONTEXT = Symbol.for('store.storefront.requestContext');

/**
 * `X-Request-Id` of the shopper's request being answered, for a call to the commerce server: its
 * logs then name the same id as the storefront's (ops.cjs). Empty under `next dev` (no server.cjs)
 * and outside a request.
 */
export function requestIdHeaders(): Record<string, string> {
  const storage = (globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT] as
    | AsyncLocalStorage<{ requestId: string }>
    | undefined;
  const id = storage?.getStore()?.requestId;
  return id ? { 'X-Request-Id': id } : {};
}
