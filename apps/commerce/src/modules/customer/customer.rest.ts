import { defineRoute, type RestContext, type RestModule } from '../../rest/api';
import { parseSearchCriteria, searchResults } from '../../rest/search-criteria';
import { PERMISSIONS } from '../staff/acl';
import {
  customerForStaff,
  magentoCustomer,
  searchCustomers,
  sendPasswordResetByStaff,
  setCustomerLock,
  updateCustomerByStaff,
} from './back-office';
import type { CustomerFieldsInput } from './service';
import type { MagentoAddressInput } from './staff-addresses';

/** Customers over Magento's Web API (Magento_Customer webapi.xml) plus the back office's lock. */

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

const text = { type: ['string', 'null'], maxLength: 255 } as const;

const customerBody = {
  type: 'object',
  required: ['customer'],
  properties: {
    customer: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        email: { type: 'string', minLength: 1, maxLength: 254 },
        firstname: { type: 'string', minLength: 1, maxLength: 255 },
        lastname: { type: 'string', minLength: 1, maxLength: 255 },
        middlename: text,
        prefix: { type: ['string', 'null'], maxLength: 40 },
        suffix: { type: ['string', 'null'], maxLength: 40 },
        dob: { type: ['string', 'null'], maxLength: 32 },
        gender: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
        taxvat: { type: ['string', 'null'], maxLength: 32 },
        group_id: { type: ['integer', 'null'], minimum: 0 },
        addresses: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            properties: {
              id: { type: 'integer', minimum: 1 },
              customer_id: { type: 'integer' },
              firstname: text,
              lastname: text,
              middlename: text,
              prefix: { type: ['string', 'null'], maxLength: 40 },
              suffix: { type: ['string', 'null'], maxLength: 40 },
              company: text,
              street: { type: 'array', maxItems: 4, items: { type: 'string', maxLength: 255 } },
              city: text,
              region: {
                type: ['object', 'null'],
                properties: {
                  region_code: { type: ['string', 'null'], maxLength: 32 },
                  region: text,
                  region_id: { type: ['integer', 'null'] },
                },
              },
              region_id: { type: ['integer', 'null'] },
              postcode: { type: ['string', 'null'], maxLength: 20 },
              country_id: { type: ['string', 'null'], maxLength: 2 },
              telephone: { type: ['string', 'null'], maxLength: 40 },
              fax: { type: ['string', 'null'], maxLength: 40 },
              vat_id: { type: ['string', 'null'], maxLength: 32 },
              default_shipping: { type: 'boolean' },
              default_billing: { type: 'boolean' },
            },
          },
        },
        custom_attributes: {
          type: 'array',
          maxItems: 20,
          items: {
            type: 'object',
            required: ['attribute_code'],
            properties: { attribute_code: { type: 'string', maxLength: 64 }, value: text },
          },
        },
      },
    },
  },
} as const;

type CustomerBody = {
  customer: CustomerFieldsInput & {
    id?: number;
    group_id?: number | null;
    addresses?: MagentoAddressInput[];
  };
};

const change = (ctx: Pick<RestContext, 'actor' | 'ip'>) => ({ actor: ctx.actor(), ip: ctx.ip });

export const customerRestRoutes: RestModule = (deps) => {
  const db = deps.database.db;
  const acl = PERMISSIONS.customers;
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/customers/search',
      acl,
      tag: 'customer',
      summary: 'Customers by searchCriteria (email, firstname, lastname, taxvat, dob, gender, dates)',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { items, total } = await searchCustomers(db, criteria);
        return searchResults(items, criteria, total);
      },
    }),
    defineRoute<unknown, { email: string; template: string; websiteId?: number }>({
      method: 'PUT',
      path: '/V1/customers/password',
      acl,
      tag: 'customer',
      summary: 'Sends the password-reset e-mail of an account (template email_reset or email_reminder)',
      schema: {
        body: {
          type: 'object',
          required: ['email', 'template'],
          properties: {
            email: { type: 'string', minLength: 1, maxLength: 254 },
            template: { type: 'string', enum: ['email_reset', 'email_reminder'] },
            websiteId: { type: 'integer' },
          },
        },
      },
      handler: async (ctx) => {
        await sendPasswordResetByStaff(
          { db, config: deps.config, services: deps.services, log: ctx.request.log },
          ctx.body.email,
          change(ctx),
        );
        return true;
      },
    }),
    defineRoute<{ id: number }>({
      method: 'GET',
      path: '/V1/customers/:id',
      acl,
      tag: 'customer',
      summary: 'A customer by id',
      schema: { params: idParams },
      handler: async ({ params }) => magentoCustomer(db, await customerForStaff(db, params.id)),
    }),
    defineRoute<{ id: number }, CustomerBody>({
      method: 'PUT',
      path: '/V1/customers/:id',
      acl,
      tag: 'customer',
      summary:
        'Changes a customer (names, e-mail, date of birth, gender, CPF/CNPJ, group, custom attributes) and, with addresses, its whole address book',
      schema: { params: idParams, body: customerBody },
      handler: async (ctx) => {
        const { id: _ignored, addresses, ...input } = ctx.body.customer;
        const row = await updateCustomerByStaff(db, ctx.params.id, input, change(ctx), addresses);
        return magentoCustomer(db, row);
      },
    }),
    ...(['lock', 'unlock'] as const).map((action) =>
      defineRoute<{ id: number }>({
        method: 'PUT',
        path: `/V1/customers/:id/${action}`,
        acl,
        tag: 'customer',
        summary:
          action === 'lock'
            ? 'Locks an account until unlocked (its sessions end)'
            : 'Unlocks an account (a staff lock or the sign-in throttle)',
        schema: { params: idParams },
        handler: async (ctx) =>
          magentoCustomer(db, await setCustomerLock(db, ctx.params.id, action === 'lock', change(ctx))),
      }),
    ),
  ];
};
