import type { JsonSchema, RestRoute } from './api';

/**
 * The Swagger 2.0 document of the routes a caller may use (Magento lists only those, and only the
 * anonymous ones without a token), built from the routes' own JSON schemas.
 */

const ERROR_RESPONSE: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'Error message, %placeholders not substituted' },
    parameters: { description: 'Values of the placeholders (object or list)' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { message: { type: 'string' }, parameters: {} } },
    },
  },
};

const SEARCH_CRITERIA_PARAMETERS = [
  ['searchCriteria[filter_groups][0][filters][0][field]', 'string', 'Field of a filter'],
  ['searchCriteria[filter_groups][0][filters][0][value]', 'string', 'Value of a filter'],
  [
    'searchCriteria[filter_groups][0][filters][0][condition_type]',
    'string',
    'eq (default), neq, gt, gteq, lt, lteq, moreq, from, to, like, nlike, fulltext, in, nin, null, notnull, finset, nfinset, seq, sneq',
  ],
  ['searchCriteria[sortOrders][0][field]', 'string', 'Sort field'],
  ['searchCriteria[sortOrders][0][direction]', 'string', 'ASC or DESC'],
  ['searchCriteria[pageSize]', 'integer', 'Page size (all rows when absent)'],
  ['searchCriteria[currentPage]', 'integer', 'Current page, from 1'],
].map(([name, type, description]) => ({ name, in: 'query', type, description, required: false }));

function parametersOf(route: RestRoute): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const params = route.schema?.params;
  for (const name of [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '')) {
    const property = params?.properties?.[name] ?? { type: 'string' };
    parameters.push({ name, in: 'path', required: true, type: property.type ?? 'string' });
  }
  const query = route.schema?.querystring;
  for (const [name, property] of Object.entries<JsonSchema>(query?.properties ?? {})) {
    parameters.push({
      name,
      in: 'query',
      required: (query?.required ?? []).includes(name),
      type: property.type ?? 'string',
      ...(property.description ? { description: property.description } : {}),
    });
  }
  if (route.searchCriteria) parameters.push(...SEARCH_CRITERIA_PARAMETERS);
  if (route.schema?.body)
    parameters.push({ name: '$body', in: 'body', required: true, schema: route.schema.body });
  return parameters;
}

function operationId(route: RestRoute): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.replace(/^:/, 'by-').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string) => (c ?? '').toUpperCase()),
    );
  return `${route.method.toLowerCase()}${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
}

export function swaggerDocument(
  routes: readonly RestRoute[],
  options: { host: string; basePath: string; scheme: string },
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const acl = typeof route.acl === 'string' ? [route.acl] : [...route.acl];
    paths[path] ??= {};
    (paths[path] as Record<string, JsonSchema>)[route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      operationId: operationId(route),
      description: `ACL: ${acl.join(', ')}`,
      ...(route.acl === 'anonymous' ? {} : { security: [{ bearer: [] }] }),
      parameters: parametersOf(route),
      responses: {
        200: {
          description: '200 Success.',
          ...(route.schema?.response?.[200] ? { schema: route.schema.response[200] } : {}),
        },
        400: { description: 'Bad request.', schema: { $ref: '#/definitions/error-response' } },
        401: { description: 'Unauthorized.', schema: { $ref: '#/definitions/error-response' } },
        404: { description: 'Not found.', schema: { $ref: '#/definitions/error-response' } },
        default: { description: 'Unexpected error', schema: { $ref: '#/definitions/error-response' } },
      },
    };
  }
  return {
    swagger: '2.0',
    info: { version: '2.4', title: 'Escritório Total — admin REST API (Magento 2.4 compatible subset)' },
    host: options.host,
    basePath: options.basePath,
    schemes: [options.scheme],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    securityDefinitions: {
      bearer: {
        type: 'apiKey',
        name: 'Authorization',
        in: 'header',
        description: 'Bearer <admin or integration token>',
      },
    },
    paths,
    definitions: { 'error-response': ERROR_RESPONSE },
  };
}
