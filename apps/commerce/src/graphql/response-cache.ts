import { createHash } from 'node:crypto';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import type { CatalogCache } from '../db/catalog-cache';
import { MAX_DOCUMENT_TOKENS } from './limits';

/**
 * Root fields whose answers depend only on the catalogue, the store view and the display
 * currency: an anonymous query made of these alone can be answered from memory. Anything that
 * reads or writes a cart, a customer or an order is never cached.
 */
const CACHEABLE_ROOT_FIELDS = new Set([
  '__schema',
  '__type',
  '__typename',
  'products',
  'categories',
  'categoryList',
  'category',
  'route',
  'urlResolver',
  'cmsPage',
  'cmsBlocks',
  'storeConfig',
  'availableStores',
  'currency',
  'countries',
  'country',
  'productReviewRatingsMetadata',
]);

export interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/**
 * Whole-response cache for anonymous catalogue reads, like the full-page cache in front of a
 * Magento store: keyed by document, variables, store view and currency, emptied whenever the
 * catalogue version moves (every reindex), bounded in entries (least recently used go first).
 */
export function createResponseCache(catalog: CatalogCache, capacity: number) {
  const responses = new Map<string, string>();
  const cacheableDocuments = new Map<string, boolean>();
  let version = -1;

  /** Whether a document is a query reading only catalogue root fields (memoised per text). */
  function isCacheableDocument(query: string, operationName: string | undefined): boolean {
    const key = `${operationName ?? ''}\n${query}`;
    let cacheable = cacheableDocuments.get(key);
    if (cacheable === undefined) {
      try {
        const operations = parse(query, { maxTokens: MAX_DOCUMENT_TOKENS }).definitions.filter(
          (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
        );
        const operation = operationName
          ? operations.find((o) => o.name?.value === operationName)
          : operations.length === 1
            ? operations[0]
            : undefined;
        cacheable =
          operation?.operation === 'query' &&
          operation.selectionSet.selections.every(
            (s) => s.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(s.name.value),
          );
      } catch {
        cacheable = false; // a syntax error is answered (and not cached) by the GraphQL layer
      }
      if (cacheableDocuments.size >= 1000) cacheableDocuments.clear();
      cacheableDocuments.set(key, cacheable);
    }
    return cacheable;
  }

  return {
    /** The cache key of a request, or undefined when its answer must not be shared. */
    keyOf(
      request: GraphQLRequest,
      context: { store: string; currency: string; authorized: boolean },
    ): string | undefined {
      if (capacity === 0 || context.authorized || typeof request.query !== 'string') return undefined;
      const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
      if (!isCacheableDocument(request.query, operationName)) return undefined;
      const variables =
        typeof request.variables === 'string' ? request.variables : JSON.stringify(request.variables ?? {});
      return createHash('sha1')
        .update(
          `${context.store}\n${context.currency}\n${operationName ?? ''}\n${variables}\n${request.query}`,
        )
        .digest('base64');
    },

    /** The cached answer, if any, and the catalogue version the request runs against. */
    async get(key: string): Promise<{ body: string | undefined; version: number }> {
      const current = await catalog.currentVersion();
      if (current !== version) {
        responses.clear();
        version = current;
      }
      const body = responses.get(key);
      if (body !== undefined) {
        responses.delete(key); // re-insert: Map order is the LRU order
        responses.set(key, body);
      }
      return { body, version: current };
    },

    /** Keeps an answer computed against `computedAt`, unless the catalogue moved meanwhile. */
    set(key: string, body: string, computedAt: number): void {
      if (computedAt !== version) return;
      if (responses.size >= capacity) responses.delete(responses.keys().next().value as string);
      responses.set(key, body);
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
