import { defineRoute, type RestContext, type RestModule } from '../../rest/api';
import { parseSearchCriteria, searchResults } from '../../rest/search-criteria';
import { PERMISSIONS } from '../staff/acl';
import {
  createGroup,
  deleteGroup,
  GENERAL_GROUP_ID,
  groupOrThrow,
  NOT_LOGGED_IN_GROUP_ID,
  searchGroups,
  toMagentoGroup,
  updateGroup,
} from './groups';

/** Customer groups over Magento's Web API (Magento_Customer webapi.xml, GroupRepositoryInterface). */

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 0 } },
} as const;

const groupBody = {
  type: 'object',
  required: ['group'],
  properties: {
    group: {
      type: 'object',
      required: ['code'],
      properties: {
        id: { type: 'integer' },
        code: { type: 'string', maxLength: 255 },
        tax_class_id: { type: 'integer' },
        tax_class_name: { type: ['string', 'null'] },
      },
    },
  },
} as const;

type GroupBody = { group: { code: string } };

const change = (ctx: Pick<RestContext, 'actor' | 'ip'>) => ({ actor: ctx.actor(), ip: ctx.ip });

export const customerGroupRestRoutes: RestModule = (deps) => {
  const db = deps.database.db;
  const acl = PERMISSIONS.customers;
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/customerGroups/search',
      acl,
      tag: 'customer',
      summary: 'Customer groups by searchCriteria (id, code)',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { items, total } = await searchGroups(db, criteria);
        return searchResults(items, criteria, total);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/customerGroups/default',
      acl,
      tag: 'customer',
      summary: 'The group new accounts join (General)',
      handler: async () => toMagentoGroup(await groupOrThrow(db, GENERAL_GROUP_ID)),
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/customerGroups/:id',
      acl,
      tag: 'customer',
      summary: 'A customer group by id',
      schema: { params: idParams },
      handler: async ({ params }) => toMagentoGroup(await groupOrThrow(db, params.id)),
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/customerGroups/:id/permissions',
      acl,
      tag: 'customer',
      summary: 'Whether a group can be deleted (NOT LOGGED IN and General cannot)',
      schema: { params: idParams },
      handler: async ({ params }) => {
        await groupOrThrow(db, params.id);
        return params.id !== NOT_LOGGED_IN_GROUP_ID && params.id !== GENERAL_GROUP_ID;
      },
    }),
    defineRoute<unknown, GroupBody>({
      method: 'POST',
      path: '/V1/customerGroups',
      acl,
      tag: 'customer',
      summary: 'Creates a customer group (its code unique, at most 32 characters)',
      schema: { body: groupBody },
      handler: async (ctx) => toMagentoGroup(await createGroup(db, ctx.body.group, change(ctx))),
    }),
    defineRoute<{ id: number }, GroupBody>({
      method: 'PUT',
      path: '/V1/customerGroups/:id',
      acl,
      tag: 'customer',
      summary: 'Renames a customer group',
      schema: { params: idParams, body: groupBody },
      handler: async (ctx) =>
        toMagentoGroup(await updateGroup(db, ctx.params.id, ctx.body.group, change(ctx))),
    }),
    defineRoute<{ id: number }>({
      method: 'DELETE',
      path: '/V1/customerGroups/:id',
      acl,
      tag: 'customer',
      summary: 'Deletes a store-created group; its customers go back to General, its tier prices go',
      schema: { params: idParams },
      handler: async (ctx) => {
        await deleteGroup(db, ctx.params.id, change(ctx));
        return true;
      },
    }),
  ];
};
