import { defineRoute, type RestContext, type RestModule, type RestRoute } from '../../rest/api';
import { parseSearchCriteria, searchResults } from '../../rest/search-criteria';
import { PERMISSIONS } from '../staff/acl';
import {
  type CmsInput,
  type CmsKind,
  createCms,
  DEFAULT_TEXTS,
  deleteCms,
  getCms,
  searchCms,
  updateCms,
} from './back-office';

/**
 * CMS pages and blocks over Magento's Web API (Magento_Cms webapi.xml): `/V1/cmsPage…` and
 * `/V1/cmsBlock…`. The URL's store view (`/rest/en/V1/…`) picks the texts read and written;
 * `/rest/V1` and `/rest/all/V1` the default ones.
 */

const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** Lower-case letters, digits, `-`, `_` and `/` between segments: a page's identifier is its URL. */
const identifier = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[a-z0-9][a-z0-9_-]*(/[a-z0-9_-]+)*$',
} as const;

const PROPERTIES: Record<CmsKind, Record<string, unknown>> = {
  page: {
    id: { type: 'integer' },
    identifier,
    title: { type: 'string', minLength: 1, maxLength: 255 },
    page_layout: {
      type: 'string',
      enum: ['1column', '2columns-left', '2columns-right', '3columns', 'empty'],
    },
    content_heading: nullableText(255),
    content: { type: 'string', maxLength: 2_000_000 },
    meta_title: nullableText(255),
    meta_description: nullableText(10_000),
    meta_keywords: nullableText(10_000),
    active: { type: 'boolean' },
  },
  block: {
    id: { type: 'integer' },
    identifier,
    title: { type: 'string', minLength: 1, maxLength: 255 },
    content: { type: 'string', maxLength: 2_000_000 },
    active: { type: 'boolean' },
  },
};

const ROUTES = {
  page: { path: '/V1/cmsPage', wrapper: 'page', noun: 'CMS page' },
  block: { path: '/V1/cmsBlock', wrapper: 'block', noun: 'CMS block' },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

function bodySchema(kind: CmsKind, creating: boolean) {
  const wrapper = ROUTES[kind].wrapper;
  return {
    type: 'object',
    required: [wrapper],
    properties: {
      [wrapper]: {
        type: 'object',
        ...(creating ? { required: ['identifier', 'title'] } : {}),
        properties: PROPERTIES[kind],
      },
    },
  };
}

const storeCodeOf = (ctx: Pick<RestContext, 'store'>) => ctx.store?.code ?? DEFAULT_TEXTS;
const change = (ctx: Pick<RestContext, 'actor' | 'ip'>) => ({ actor: ctx.actor(), ip: ctx.ip });

type Body = Record<string, CmsInput & { id?: number }>;

function cmsRoutes(db: Parameters<typeof searchCms>[0], kind: CmsKind): RestRoute[] {
  const { path, wrapper, noun } = ROUTES[kind];
  const read = kind === 'page' ? PERMISSIONS.cmsPage : PERMISSIONS.cmsBlock;
  const save = kind === 'page' ? [PERMISSIONS.cmsPage, PERMISSIONS.cmsSave] : PERMISSIONS.cmsBlock;
  const remove = kind === 'page' ? [PERMISSIONS.cmsPage, PERMISSIONS.cmsPageDelete] : PERMISSIONS.cmsBlock;
  const input = (body: Body) => {
    const { id: _id, ...fields } = body[wrapper] ?? {};
    return fields as CmsInput;
  };
  return [
    defineRoute({
      method: 'GET',
      path: `${path}/search`,
      acl: read,
      tag: 'cms',
      summary: `${noun}s by searchCriteria, texts of the URL's store view`,
      searchCriteria: true,
      handler: async (ctx) => {
        const criteria = parseSearchCriteria(ctx.query);
        const { items, total } = await searchCms(db, kind, storeCodeOf(ctx), criteria);
        return searchResults(items, criteria, total);
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: `${path}/:id`,
      acl: read,
      tag: 'cms',
      summary: `A ${noun} by id`,
      schema: { params: idParams },
      handler: (ctx) => getCms(db, kind, storeCodeOf(ctx), ctx.params.id),
    }),
    defineRoute<unknown, Body>({
      method: 'POST',
      path,
      acl: save,
      tag: 'cms',
      summary: `Creates a ${noun} (default texts, and the URL's store view's)`,
      schema: { body: bodySchema(kind, true) },
      handler: (ctx) => createCms(db, kind, storeCodeOf(ctx), input(ctx.body), change(ctx)),
    }),
    defineRoute<{ id: number }, Body>({
      method: 'PUT',
      path: `${path}/:id`,
      acl: save,
      tag: 'cms',
      summary: `Changes a ${noun} (texts of the URL's store view)`,
      schema: { params: idParams, body: bodySchema(kind, false) },
      handler: (ctx) => updateCms(db, kind, storeCodeOf(ctx), ctx.params.id, input(ctx.body), change(ctx)),
    }),
    defineRoute<{ id: number }>({
      method: 'DELETE',
      path: `${path}/:id`,
      acl: remove,
      tag: 'cms',
      summary: `Deletes a ${noun} and its texts in every store view`,
      schema: { params: idParams },
      handler: async (ctx) => {
        await deleteCms(db, kind, ctx.params.id, change(ctx));
        return true;
      },
    }),
  ];
}

export const cmsRestRoutes: RestModule = (deps) => [
  ...cmsRoutes(deps.database.db, 'page'),
  ...cmsRoutes(deps.database.db, 'block'),
];
