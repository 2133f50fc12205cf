import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { sql } from 'kysely';
import mercurius from 'mercurius';
import type { AppConfig } from './config';
import { createCatalogCache, onCatalogChange } from './db/catalog-cache';
import { watchCatalog } from './db/catalog-watch';
import type { DatabaseHandle } from './db/database';
import type { DisplayCurrency, RequestContext } from './graphql/context';
import { DomainError, flattenErrors, formatGraphQLError } from './graphql/errors';
import { createGraphQLGuard } from './graphql/guard';
import { createResponseCache, type GraphQLRequest } from './graphql/response-cache';
import { buildResolvers, buildTypeDefs } from './graphql/schema';
import { edgeHopTrust } from './lib/client-address';
import { loggerOptions } from './lib/log-redaction';
import { acceptedRequestId } from './lib/request-id';
import { createCatalogLoaders } from './modules/catalog/loaders';
import { findImageSpecByFile } from './modules/catalog/repository';
import { type Caller, GUEST, resolveCaller } from './modules/customer/auth';
import { createMailer, type Mailer } from './modules/mail/mailer';
import './modules/mail/tables';
import { acartRoutes } from './modules/acart/acart.routes';
import { adminAppRoutes } from './modules/admin-app/admin-app.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { createStorefrontPagesNotifier } from './modules/catalog/storefront-pages';
import { mediaRoutes, type PictureDrawer, productImageSource } from './modules/media';
import { installMetrics } from './modules/ops/metrics';
import { opsRoutes } from './modules/ops/ops.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { createPaymentProviders } from './modules/payments/provider-factory';
import { postcodeRoutes } from './modules/postcode/postcode.routes';
import { requestRoutes } from './modules/requests/requests.routes';
import { auditOrderChange } from './modules/sales/lifecycle/audit-hook';
import { createOrderLifecycle, type OrderLifecycle } from './modules/sales/lifecycle/service';
import { orderRoutes } from './modules/sales/order.routes';
import { registerOrderMails } from './modules/sales/order-mail';
import { DEFAULT_STORE, findStoreView, type StoreView } from './modules/store/stores';
import { vaultRoutes } from './modules/vault/vault.routes';
import { restApi } from './rest/api';
import { REST_MODULES } from './rest/routes';
import { createServices, type RouteDeps } from './services';

declare module 'fastify' {
  interface FastifyRequest {
    storeView?: StoreView;
    caller?: Caller;
    displayCurrency?: DisplayCurrency;
    /** Set when the answer may be kept in the response cache. */
    responseCacheEntry?: { key: string; version: number };
  }
  interface FastifyInstance {
    /** The outbox of this app: `deliverPending()` runs its worker once (operations, tests). */
    mailer: Mailer;
    /** Invoice, ship, refund, cancel, hold… an order (REST admin API, CLI, tests). */
    orderLifecycle: OrderLifecycle;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Pass `false` to silence request logs (tests, benchmarks). */
  logger?: boolean;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
  /**
   * Draws the product pictures stored as drawing instructions (the demo catalogue's); without
   * it only uploaded photographs are served.
   */
  drawPicture?: PictureDrawer;
}

/** Builds the commerce HTTP server: GraphQL, media and health endpoints over one database. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  drawPicture,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens in query strings and Authorization headers never reach the logs (lib/log-redaction).
    logger: logger
      ? { ...loggerOptions(config.logLevel), ...(logStream ? { stream: logStream } : {}) }
      : false,
    bodyLimit: config.bodyLimit,
    // request.ip is the shopper's address: X-Forwarded-For is believed for one hop, from our edge only.
    trustProxy: edgeHopTrust(config.trustProxy),
    // The storefront's request id (lib/request-id) names this request in the logs too.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
  });
  const cache = createCatalogCache(database.db, config.cacheCheckMs);
  const stopCatalogWatch = watchCatalog({ config, database, cache, log: app.log });
  const mailer = createMailer({
    db: database.db,
    log: app.log,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    kick: 'when-told',
  });
  // Queued mail goes out from here, on every instance (rows are claimed, each is sent once), after
  // the answer that queued it is sent: its time says nothing about whether an e-mail was written.
  mailer.start(config.mail.sweepMs);
  app.decorate('mailer', mailer);
  app.addHook('onResponse', async () => {
    mailer.deliverQueued();
  });
  const services = createServices(database.db, cache, mailer);
  const stopOrderMails = registerOrderMails({ db: database.db, mailer, config, log: app.log });
  app.decorate(
    'orderLifecycle',
    createOrderLifecycle({
      db: database.db,
      dialect: database.dialect,
      providers: createPaymentProviders(config.payments),
      onChange: auditOrderChange,
    }),
  );
  // The storefront caches its pages; catalogue changes made here drop them at once. This process
  // drops its own cached answers first: the storefront renders the pages again from them.
  const notifyStorefront = config.pageCacheSecret
    ? createStorefrontPagesNotifier({
        storefrontUrl: config.storefrontUrl,
        secret: config.pageCacheSecret,
        log: app.log,
      })
    : undefined;
  // Changes made by this process (orders, moderation, the admin API) are seen by its next answers
  // at once, whatever the cache's check delay, and then by the storefront's pages.
  const stopNotifyingStorefront = onCatalogChange(() => {
    cache.refresh().then(notifyStorefront, (error: unknown) => {
      app.log.warn({ err: error }, 'storefront page cache: the catalogue version could not be read');
    });
  });
  const responseCache = createResponseCache(cache, config.responseCacheEntries);
  // Echo the request id so a shopper-reported failure can be found in the logs.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Malformed requests (400) and clients past their cost budget (429) are answered before
  // anything else looks at the request.
  const guard = createGraphQLGuard(config.graphql);
  app.addHook('preHandler', guard.screenRequest);

  installMetrics(app, { token: config.metricsToken });
  await app.register(opsRoutes({ database, cache }));

  app.get('/health', async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(database.db);
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

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
      request.displayCurrency = await services.store.displayCurrency(
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
        services,
        loaders: createCatalogLoaders(database.db, store.code, cache),
        cache,
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

  await app.register(
    mediaRoutes({
      cacheDir: path.join(config.dataDir, 'media'),
      source: productImageSource({
        photoDir: path.join(config.dataDir, 'media', 'photos'),
        findInstructions: (file) => findImageSpecByFile(database.db, file),
        ...(drawPicture ? { draw: drawPicture } : {}),
      }),
    }),
  );

  // The store's own REST endpoints (spec §7): checkout steps, payments, postcode lookup.
  const routeDeps: RouteDeps = { config, database, services };
  await app.register(orderRoutes(routeDeps));
  await app.register(paymentRoutes(routeDeps));
  await app.register(postcodeRoutes(routeDeps));
  await app.register(blogRoutes(routeDeps));
  await app.register(requestRoutes(routeDeps));
  await app.register(vaultRoutes(routeDeps));
  await app.register(acartRoutes(routeDeps));
  await app.register(restApi(routeDeps, REST_MODULES));
  // The back office (apps/admin): static files under /admin, calling /rest/V1 on this origin.
  await app.register(adminAppRoutes({ root: config.adminDistDir }));

  // Document shape before validation; cost, page sizes and the client's budget before execution.
  guard.install(app);

  app.addHook('onClose', async () => {
    stopNotifyingStorefront();
    await stopCatalogWatch();
    stopOrderMails();
    await mailer.close();
    await database.destroy();
  });
  return app;
}

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
