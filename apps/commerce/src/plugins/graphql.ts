import type { FastifyRequest } from 'fastify';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import type { DisplayCurrency, RequestContext } from '../graphql/context';
import { DomainError, flattenErrors, formatGraphQLError } from '../graphql/errors';
import { createResponseCache, type GraphQLRequest } from '../graphql/response-cache';
import { buildResolvers, buildTypeDefs } from '../graphql/schema';
import { createCatalogLoaders } from '../modules/catalog/loaders';
import { type Caller, GUEST, resolveCaller } from '../modules/customer/auth';
import { DEFAULT_STORE, findStoreView, type StoreView } from '../modules/store/stores';
import type { AppPluginOptions } from './options';
import { sharedScope } from './shared-scope';

declare module 'fastify' {
  interface FastifyRequest {
    storeView?: StoreView;
    caller?: Caller;
    displayCurrency?: DisplayCurrency;
    /** Set when the answer may be kept in the response cache. */
    responseCacheEntry?: { key: string; version: number };
  }
}

/**
 * The storefront's API at /graphql (Magento's GraphQL): store view, currency and caller from the
 * headers, the shared answers of the response cache, mercurius and the guard's document checks.
 */
export const graphqlPlugin = sharedScope<AppPluginOptions>(async (app, { config, database }) => {
  const guard = app.graphqlGuard;
  const responseCache = createResponseCache(app.catalogCache, config.responseCacheEntries);

  // Store view and display currency come from headers (docs/architecture.md, decision 8). They are
  // checked before the document runs so that a wrong header fails the whole request, as in Magento.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    const storeCode = headerValue(request, 'store');
    const store = storeCode ? findStoreView(storeCode) : DEFAULT_STORE;
    if (!store)
      return reply.code(200).send(errorResponse('Requested store is not found', 'graphql-no-such-entity'));
    try {
      request.storeView = store;
      request.displayCurrency = await app.services.store.displayCurrency(
        store,
        headerValue(request, 'content-currency'),
      );
    } catch (error) {
      if (error instanceof DomainError)
        return reply.code(200).send(errorResponse(error.message, error.category));
      throw error;
    }
    if (request.headers.authorization) {
      request.caller = await resolveCaller(database.db, headerValue(request, 'authorization'));
    }
    const key = responseCache.keyOf(
      (request.method === 'GET' ? request.query : request.body) as GraphQLRequest,
      {
        store: store.code,
        currency: request.displayCurrency.code,
        authorized: Boolean(request.headers.authorization),
      },
    );
    if (!key) return;
    const { body, version } = await responseCache.get(key);
    if (body !== undefined)
      return reply.header('x-cache', 'HIT').type('application/json; charset=utf-8').send(body);
    request.responseCacheEntry = { key, version };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.responseCacheEntry;
    if (!entry) return payload;
    reply.header('x-cache', 'MISS');
    // Only complete answers are shared; an error may depend on a transient condition.
    if (reply.statusCode === 200 && typeof payload === 'string' && !payload.includes('"errors"')) {
      responseCache.set(entry.key, payload, entry.version);
    }
    return payload;
  });

  const typeDefs = buildTypeDefs();
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: buildResolvers(typeDefs) as never,
    path: '/graphql',
    graphiql: false,
    // A production store does not describe its whole schema to whoever asks.
    validationRules: config.env === 'production' ? [noIntrospection] : [],
    queryDepth: config.graphql.maxDepth,
    cache: 1024,
    graphql: { parseOptions: guard.parseOptions },
    // Compile a document to plain JavaScript after its second use (graphql-jit).
    jit: 1,
    context: (request): RequestContext => {
      const store = request.storeView ?? DEFAULT_STORE;
      return {
        store,
        currency: request.displayCurrency ?? { code: store.defaultCurrency, rate: 1 },
        caller: request.caller ?? GUEST,
        db: database.db,
        dialect: database.dialect,
        config,
        services: app.services,
        loaders: createCatalogLoaders(database.db, store.code, app.catalogCache),
        cache: app.catalogCache,
        log: request.log,
      };
    },
    // Magento answers 200 with `errors[]` for every GraphQL failure. Only
    // transport failures keep their HTTP status: a body too large (413), malformed JSON (400),
    // a syntax error (400, as Magento 2.4.7), a spent cost budget (429).
    errorFormatter: (execution, context) => {
      const log = context.reply?.request.log ?? app.log;
      const flat = flattenErrors(execution.errors as readonly GraphQLError[]);
      const refusal = execution.data ? undefined : guard.refusal(flat, context.reply?.request);
      const transport = transportError(execution.errors as readonly GraphQLError[]);
      if (transport && !execution.data) {
        return {
          statusCode: transport.statusCode,
          response: {
            data: null,
            errors: [{ message: transport.message, extensions: { category: 'graphql-input' } }],
          } as never,
        };
      }
      const store = context.reply?.request.storeView ?? DEFAULT_STORE;
      const errors = flat.map((e) => formatGraphQLError(e, log, store));
      return { statusCode: refusal ?? 200, response: { data: execution.data ?? null, errors } as never };
    },
  });

  // Document shape before validation; cost, page sizes and the client's budget before execution.
  guard.install(app);
});

/**
 * Refuses `__schema` and `__type` (graphql-php's DisableIntrospection, as Magento answers). Written
 * here rather than graphql's NoSchemaIntrospectionCustomRule, which checks types with instanceof
 * and fails when mercurius and this module load different copies (CJS and ESM) of graphql.
 */
const noIntrospection: ValidationRule = (context: ValidationContext) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('GraphQL introspection is not allowed, but the query contained __schema or __type', {
          nodes: node,
        }),
      );
    }
  },
});

/** A Fastify request error (FST_*, status 4xx) that reached the GraphQL error formatter. */
function transportError(
  errors: readonly GraphQLError[],
): { statusCode: number; message: string } | undefined {
  const original =
    errors.length === 1
      ? (errors[0]?.originalError as { statusCode?: unknown; code?: unknown } | undefined)
      : undefined;
  const statusCode = original?.statusCode;
  if (typeof original?.code !== 'string' || !original.code.startsWith('FST_')) return undefined;
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return undefined;
  return { statusCode, message: (original as unknown as Error).message };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

function errorResponse(message: string, category: string) {
  return { errors: [{ message, extensions: { category } }], data: null };
}
