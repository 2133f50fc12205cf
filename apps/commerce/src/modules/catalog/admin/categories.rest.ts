import { defineRoute, type RestContext, type RestModule } from '../../../rest/api';
import { inputError } from '../../../rest/errors';
import { type FieldMap, parseSearchCriteria, runSearch, searchResults } from '../../../rest/search-criteria';
import { PERMISSIONS } from '../../staff/acl';
import {
  assignProduct,
  type CategoryInput,
  createCategory,
  deleteCategory,
  moveCategory,
  unassignProduct,
  updateCategory,
} from './categories';
import { noSuchCategory } from './errors';
import { magento, magentoDate } from './rest-shapes';
import type { WriteAudit } from './write';

const CATEGORY_FIELDS: FieldMap = {
  entity_id: { column: 'c.id', type: 'int' },
  id: { column: 'c.id', type: 'int' },
  parent_id: { column: 'c.parent_id', type: 'int' },
  name: { column: 't.name', type: 'string' },
  level: { column: 'c.level', type: 'int' },
  position: { column: 'c.position', type: 'int' },
  is_active: { column: 'c.is_active', type: 'bool' },
  include_in_menu: { column: 'c.include_in_menu', type: 'bool' },
  path: { column: 'c.path', type: 'string' },
  url_key: { column: 'c.url_key', type: 'string' },
  created_at: { column: 'c.created_at', type: 'date' },
  updated_at: { column: 'c.updated_at', type: 'date' },
};

interface MagentoCategoryBody {
  parent_id?: number;
  name?: string;
  is_active?: boolean;
  position?: number;
  include_in_menu?: boolean;
  custom_attributes?: { attribute_code: string; value: unknown }[];
}

const categoryBody = {
  type: 'object',
  required: ['category'],
  properties: {
    category: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        parent_id: { type: 'integer' },
        name: { type: 'string', minLength: 1, maxLength: 255 },
        is_active: { type: 'boolean' },
        position: { type: 'integer' },
        include_in_menu: { type: 'boolean' },
        custom_attributes: {
          type: 'array',
          items: {
            type: 'object',
            required: ['attribute_code'],
            properties: { attribute_code: { type: 'string' }, value: {} },
          },
        },
      },
    },
  },
};
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
const by = (ctx: RestContext<unknown, unknown, unknown>): WriteAudit => ({ actor: ctx.actor(), ip: ctx.ip });

function categoryInput(body: MagentoCategoryBody): CategoryInput {
  const input: CategoryInput = {};
  if (body.parent_id !== undefined) input.parent_id = body.parent_id;
  if (body.name !== undefined) input.name = body.name;
  if (body.is_active !== undefined) input.is_active = body.is_active;
  if (body.position !== undefined) input.position = body.position;
  if (body.include_in_menu !== undefined) input.include_in_menu = body.include_in_menu;
  for (const { attribute_code: code, value } of body.custom_attributes ?? []) {
    const text = value === null || value === undefined ? null : String(value);
    if (code === 'url_key' && text) input.url_key = text;
    else if (code === 'is_anchor') input.is_anchor = text === '1' || text === 'true';
    else if (
      code === 'description' ||
      code === 'meta_title' ||
      code === 'meta_description' ||
      code === 'meta_keywords'
    )
      input[code] = text;
  }
  return input;
}

export const catalogCategoryRestRoutes: RestModule = ({ database }) => {
  const db = database.db;
  const base = () =>
    db
      .selectFrom('category as c')
      .innerJoin('category_translation as t', (join) =>
        join.onRef('t.category_id', '=', 'c.id').on('t.store_code', '=', 'default'),
      );
  const select = (qb: ReturnType<typeof base>) =>
    qb.select([
      'c.id',
      'c.parent_id',
      'c.path',
      'c.level',
      'c.position',
      'c.url_key',
      'c.url_path',
      'c.is_anchor',
      'c.include_in_menu',
      'c.is_active',
      'c.product_count',
      'c.created_at',
      'c.updated_at',
      't.name',
      't.description',
      't.meta_title',
      't.meta_description',
      't.meta_keywords',
    ]);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const childrenOf = async () => {
    const rows = await db.selectFrom('category').select(['id', 'parent_id']).orderBy('position').execute();
    const map = new Map<number, number[]>();
    for (const r of rows)
      if (r.parent_id !== null) map.set(r.parent_id, [...(map.get(r.parent_id) ?? []), r.id]);
    return map;
  };
  const toCategory = (c: Row, children: Map<number, number[]>) => ({
    id: c.id,
    parent_id: c.parent_id ?? 0,
    name: c.name,
    is_active: c.is_active === 1,
    position: c.position,
    level: c.level,
    children: (children.get(c.id) ?? []).join(','),
    created_at: magentoDate(c.created_at),
    updated_at: magentoDate(c.updated_at),
    path: c.path,
    available_sort_by: [],
    include_in_menu: c.include_in_menu === 1,
    custom_attributes: [
      ['url_key', c.url_key],
      ['url_path', c.url_path],
      ['is_anchor', String(c.is_anchor)],
      ['description', c.description],
      ['meta_title', c.meta_title],
      ['meta_description', c.meta_description],
      ['meta_keywords', c.meta_keywords],
    ]
      .filter(([, v]) => v !== null)
      .map(([attribute_code, value]) => ({ attribute_code, value })),
  });
  const loadOne = async (id: number) => {
    const row = await select(base().where('c.id', '=', id)).executeTakeFirst();
    if (!row) return magento(() => Promise.reject(noSuchCategory(id)));
    return toCategory(row, await childrenOf());
  };

  return [
    defineRoute<unknown, unknown, { rootCategoryId?: number; depth?: number }>({
      method: 'GET',
      path: '/V1/categories',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'The category tree (from the store root, or the tree root in the all scope)',
      schema: {
        querystring: {
          type: 'object',
          properties: { rootCategoryId: { type: 'integer' }, depth: { type: 'integer' } },
        },
      },
      handler: async ({ query, scope }) => {
        const rows = await select(base()).orderBy('c.position').execute();
        const byParent = new Map<number, Row[]>();
        for (const r of rows)
          if (r.parent_id !== null) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
        const rootId = query.rootCategoryId ?? (scope === 'all' ? 1 : 2);
        const root = rows.find((r) => r.id === rootId);
        if (!root) return magento(async () => Promise.reject(noSuchCategory(rootId)));
        const node = (c: Row, depth: number): object => ({
          id: c.id,
          parent_id: c.parent_id ?? 0,
          name: c.name,
          is_active: c.is_active === 1,
          position: c.position,
          level: c.level,
          product_count: c.product_count,
          children_data:
            query.depth !== undefined && depth >= query.depth
              ? []
              : (byParent.get(c.id) ?? []).map((child) => node(child, depth + 1)),
        });
        return node(root, 0);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/categories/list',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'Categories by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(base(), (qb) => select(qb as never), criteria, {
          fields: CATEGORY_FIELDS,
          tieBreak: [{ field: 'entity_id', direction: 'ASC' }],
        });
        const children = await childrenOf();
        return searchResults(
          (rows as Row[]).map((r) => toCategory(r, children)),
          criteria,
          total,
        );
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/categories/:id',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'One category',
      schema: { params: idParams },
      handler: ({ params }) => loadOne(params.id),
    }),
    defineRoute<unknown, { category: MagentoCategoryBody }>({
      method: 'POST',
      path: '/V1/categories',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'Creates a category',
      schema: { body: categoryBody },
      handler: async (ctx) => {
        if (!ctx.body.category.name)
          throw inputError('The "%1" attribute is required. Enter and try again.', ['name']);
        const id = await magento(() => createCategory(database, categoryInput(ctx.body.category), by(ctx)));
        return loadOne(id);
      },
    }),
    defineRoute<{ id: number }, { category: MagentoCategoryBody }>({
      method: 'PUT',
      path: '/V1/categories/:id',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'Updates a category (the URL id wins)',
      schema: { params: idParams, body: categoryBody },
      handler: async (ctx) => {
        await magento(() =>
          updateCategory(database, ctx.params.id, categoryInput(ctx.body.category), by(ctx)),
        );
        return loadOne(ctx.params.id);
      },
    }),
    defineRoute<{ id: number }>({
      method: 'DELETE',
      path: '/V1/categories/:id',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'Deletes a category and its subcategories (products stay)',
      schema: { params: idParams },
      handler: async (ctx) => {
        await magento(() => deleteCategory(database, ctx.params.id, by(ctx)));
        return true;
      },
    }),
    defineRoute<{ id: number }, { parentId: number; afterId?: number }>({
      method: 'PUT',
      path: '/V1/categories/:id/move',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'Moves a category under another, after a sibling',
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['parentId'],
          properties: { parentId: { type: 'integer' }, afterId: { type: ['integer', 'null'] } },
        },
      },
      handler: async (ctx) => {
        await magento(() =>
          moveCategory(database, ctx.params.id, ctx.body.parentId, ctx.body.afterId ?? undefined, by(ctx)),
        );
        return true;
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/categories/:id/products',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'Products assigned to a category',
      schema: { params: idParams },
      handler: async ({ params }) => {
        await loadOne(params.id);
        const rows = await db
          .selectFrom('product_category as pc')
          .innerJoin('product as p', 'p.id', 'pc.product_id')
          .where('pc.category_id', '=', params.id)
          .select(['p.sku', 'pc.position'])
          .orderBy('pc.position')
          .execute();
        return rows.map((r) => ({ sku: r.sku, position: r.position, category_id: String(params.id) }));
      },
    }),
    ...(['POST', 'PUT'] as const).map((method) =>
      defineRoute<
        { id: number },
        { productLink: { sku: string; position?: number; category_id?: string | number } }
      >({
        method,
        path: '/V1/categories/:id/products',
        acl: PERMISSIONS.categories,
        tag: 'catalog',
        summary: 'Assigns a product to a category (or changes its position)',
        schema: {
          params: idParams,
          body: {
            type: 'object',
            required: ['productLink'],
            properties: {
              productLink: {
                type: 'object',
                required: ['sku'],
                properties: {
                  sku: { type: 'string' },
                  position: { type: 'integer' },
                  category_id: { type: ['string', 'integer'] },
                },
              },
            },
          },
        },
        handler: async (ctx) => {
          const link = ctx.body.productLink;
          // Magento: on POST the body's category_id is used, on PUT the URL's.
          const categoryId =
            method === 'POST' && link.category_id !== undefined ? Number(link.category_id) : ctx.params.id;
          await magento(() => assignProduct(database, categoryId, link.sku, link.position, by(ctx)));
          return true;
        },
      }),
    ),
    defineRoute<{ id: number; sku: string }>({
      method: 'DELETE',
      path: '/V1/categories/:id/products/:sku',
      acl: PERMISSIONS.categories,
      tag: 'catalog',
      summary: 'Removes a product from a category',
      schema: {
        params: {
          type: 'object',
          required: ['id', 'sku'],
          properties: { id: { type: 'integer' }, sku: { type: 'string' } },
        },
      },
      handler: async (ctx) => {
        await magento(() => unassignProduct(database, ctx.params.id, ctx.params.sku, by(ctx)));
        return true;
      },
    }),
  ];
};
