import Ajv from 'ajv';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { allows } from '../modules/staff/acl';
import type { AuditActor } from '../modules/staff/audit';
import { resolveStaffCaller, type StaffCaller } from '../modules/staff/tokens';
import { DEFAULT_STORE, findStoreView, type StoreView } from '../modules/store/stores';
import type { RouteDeps } from '../services';
import { inputError, NO_ROUTE, notFound, sendRestError, unauthorized } from './errors';
import { applyFieldsFilter } from './fields-filter';
import { swaggerDocument } from './openapi';

/**
 * The admin REST API (a subset of Magento 2.4's Web API, Magento_Webapi; docs/back-office.md): every route of
 * every REST module mounted under `/rest/V1`, `/rest/:storeCode/V1` and `/rest/all/V1`, checked
 * against its ACL resources before its input is read, its body/params/query validated by its JSON
 * schema, every error in Magento's `{message, parameters}` envelope. rest/README.md tells how to
 * add a route.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects are free-form.
export type JsonSchema = Record<string, any>;

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `anonymous`, or the ACL resources (all required) of acl.ts. */
export type RestAcl = 'anonymous' | string | readonly string[];

export interface RestContext<P = Record<string, string>, B = unknown, Q = Record<string, unknown>> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: P;
  body: B;
  query: Q;
  /** The staff user or integration; always set on routes that are not `anonymous`. */
  caller: StaffCaller | undefined;
  /** Store view named by the URL (default store for `/rest/V1`); null for `/rest/all` (admin scope). */
  store: StoreView | null;
  scope: 'default' | 'store' | 'all';
  /** Client address (lib/client-address.ts decides which hop is believed). */
  ip: string;
  /** The caller as an audit-log actor (throws on anonymous routes without a token). */
  actor(): AuditActor;
  /** 401 unless the caller holds every one of the resources. */
  requirePermission(...resources: string[]): void;
  deps: RouteDeps;
}

// biome-ignore lint/suspicious/noExplicitAny: a module's list holds routes of different params/body/query.
type Any = any;

export interface RestRoute<P = Any, B = Any, Q = Any> {
  method: RestMethod;
  /** From the version on, Magento's spelling: `/V1/orders/:id`. */
  path: string;
  acl: RestAcl;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Group in the OpenAPI document (`sales`, `catalog`, `staff`…). */
  tag: string;
  /** Fastify JSON schemas (validated before the handler runs; a failure is Magento's 400). */
  schema?: {
    body?: JsonSchema;
    params?: JsonSchema;
    querystring?: JsonSchema;
    response?: Record<number, JsonSchema>;
  };
  /** Bytes a request body may have when more than the app's BODY_LIMIT (files sent as base64). */
  bodyLimit?: number;
  /** The route reads `searchCriteria` from the query string (documented as such). */
  searchCriteria?: boolean;
  handler(ctx: RestContext<P, B, Q>): Promise<unknown> | unknown;
}

/** A REST module: the routes of one domain, built from the app's dependencies. */
export type RestModule = (deps: RouteDeps) => RestRoute[];

/** Identity function that types a route's params, body and query. */
export function defineRoute<P = Record<string, string>, B = unknown, Q = Record<string, unknown>>(
  route: RestRoute<P, B, Q>,
): RestRoute<P, B, Q> {
  return route;
}

export function aclList(acl: RestAcl): readonly string[] {
  return typeof acl === 'string' ? (acl === 'anonymous' ? [] : [acl]) : acl;
}

/** Throws Magento's 401 unless `caller` holds every resource. */
export function requirePermission(
  caller: StaffCaller | undefined,
  resources: readonly string[],
): StaffCaller {
  if (!caller || !allows(caller.permissions, resources)) throw unauthorized(resources);
  return caller;
}

export function actorOf(caller: StaffCaller): AuditActor {
  return { type: caller.kind, id: caller.id, name: caller.name };
}

declare module 'fastify' {
  interface FastifyRequest {
    staffCaller?: StaffCaller;
    restStore?: { store: StoreView | null; scope: 'default' | 'store' | 'all' };
  }
}

/** Resolves the URL's store scope: `/rest/V1` default store, `/rest/all/V1` admin scope, `/rest/<code>/V1` that view. */
function storeScope(code: string | undefined): {
  store: StoreView | null;
  scope: 'default' | 'store' | 'all';
} {
  if (code === undefined) return { store: DEFAULT_STORE, scope: 'default' };
  if (code === 'all') return { store: null, scope: 'all' };
  const store = findStoreView(code);
  if (!store) throw notFound(NO_ROUTE);
  return { store, scope: 'store' };
}

function withStoreParam(params: JsonSchema | undefined): JsonSchema | undefined {
  if (!params) return undefined;
  return { ...params, properties: { ...(params.properties ?? {}), storeCode: { type: 'string' } } };
}

/** The plugin; register once, with the REST modules of every domain (rest/routes.ts). */
export function restApi(deps: RouteDeps, modules: readonly RestModule[]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const routes = modules.flatMap((module) => module(deps));
    await app.register(
      async (rest) => {
        rest.setErrorHandler((error, request, reply) => sendRestError(error, request, reply));
        // Fastify's own options plus allErrors: Magento reports every missing field at once.
        const ajv = new Ajv({
          coerceTypes: 'array',
          useDefaults: true,
          removeAdditional: true,
          allErrors: true,
          verbose: true,
          allowUnionTypes: true,
        });
        rest.setValidatorCompiler(({ schema }) => ajv.compile(schema));
        rest.setNotFoundHandler((request, reply) => {
          if (!['GET', 'POST', 'PUT', 'DELETE'].includes(request.method)) {
            return sendRestError(inputError('Request method is invalid.'), request, reply);
          }
          return sendRestError(notFound(NO_ROUTE), request, reply);
        });

        for (const route of routes) {
          const resources = aclList(route.acl);
          for (const prefix of ['', '/:storeCode']) {
            rest.route({
              method: route.method,
              url: `${prefix}${route.path}`, // `:param` is Fastify's syntax too
              ...(route.bodyLimit && { bodyLimit: route.bodyLimit }),
              schema: {
                ...(route.schema?.body ? { body: route.schema.body } : {}),
                ...(route.schema?.querystring ? { querystring: route.schema.querystring } : {}),
                ...(route.schema?.response ? { response: route.schema.response } : {}),
                ...(route.schema?.params
                  ? { params: prefix ? withStoreParam(route.schema.params) : route.schema.params }
                  : {}),
              },
              // Store and permission come before the body is even parsed (Magento checks the ACL first).
              onRequest: async (request) => {
                const code = (request.params as { storeCode?: string }).storeCode;
                request.restStore = storeScope(prefix ? code : undefined);
                request.staffCaller = await resolveStaffCaller(
                  deps.database.db,
                  request.headers.authorization,
                );
                if (route.acl !== 'anonymous') requirePermission(request.staffCaller, resources);
              },
              handler: async (request, reply) => {
                const { storeCode: _storeCode, ...params } = request.params as Record<string, string>;
                const scope = request.restStore ?? storeScope(undefined);
                const caller = request.staffCaller;
                const result = await route.handler({
                  request,
                  reply,
                  params,
                  body: request.body,
                  query: request.query as Record<string, unknown>,
                  caller,
                  store: scope.store,
                  scope: scope.scope,
                  ip: request.ip,
                  actor: () => {
                    if (!caller) throw unauthorized(resources);
                    return actorOf(caller);
                  },
                  requirePermission: (...needed) => {
                    requirePermission(caller, needed);
                  },
                  deps,
                });
                if (reply.sent) return reply;
                // Magento answers `[]` for void methods; `?fields=` trims objects and lists.
                const output = applyFieldsFilter(result, (request.query as { fields?: unknown }).fields);
                return reply
                  .code(200)
                  .type('application/json')
                  .send(JSON.stringify(output === undefined ? [] : output));
              },
            });
          }
        }

        // Magento serves its Swagger document at /rest/<store|all|default>/schema; ours also at /rest/schema.
        const schemaHandler = async (request: FastifyRequest, reply: FastifyReply) => {
          const code = (request.params as { storeCode?: string }).storeCode;
          const scope = storeScope(code);
          const caller = await resolveStaffCaller(deps.database.db, request.headers.authorization);
          const visible = routes.filter(
            (route) =>
              route.acl === 'anonymous' || (caller && allows(caller.permissions, aclList(route.acl))),
          );
          const host = request.headers.host ?? 'localhost';
          const basePath = `/rest/${code ?? scope.store?.code ?? 'default'}`;
          return reply.send(swaggerDocument(visible, { host, basePath, scheme: request.protocol }));
        };
        rest.get('/schema', schemaHandler);
        rest.get('/:storeCode/schema', schemaHandler);
      },
      { prefix: '/rest' },
    );
  };
}
