import { defineRoute, type RestContext, type RestModule } from '../../../rest/api';
import { notFound } from '../../../rest/errors';
import { PERMISSIONS } from '../../staff/acl';
import { trackingUrl } from './carriers';
import type { AddressType } from './corrections';
import { asRestRefusal, NOT_FOUND } from './errors';
import { address as addressOutput, magentoDate } from './rest-output';
import { idParams } from './rest-schemas';
import type { Actor, TrackInput } from './types';

/**
 * Corrections of an order after the fact (lifecycle/corrections.ts). The address is Magento's
 * `PUT /V1/orders/:parent_id` (OrderAddressRepository::save, `{entity: OrderAddress}`); editing a
 * track's number is ours (Magento's track save neither checks the code nor tells the customer).
 */

interface OrderAddressBody {
  entity: {
    address_type: AddressType;
    parent_id?: number;
    firstname: string;
    lastname: string;
    middlename?: string;
    company?: string;
    street: string[];
    city: string;
    region?: string;
    region_code?: string;
    region_id?: number;
    postcode?: string;
    country_id?: string;
    telephone?: string;
    vat_id?: string;
    extension_attributes?: { notify?: boolean };
  };
}

const actorOf = (ctx: RestContext<unknown, unknown>): Actor => {
  const caller = ctx.caller!;
  return { kind: caller.kind, id: caller.id, name: caller.name };
};

export const salesCorrectionRestRoutes: RestModule = ({ database }) => {
  const db = database.db;
  const life = (ctx: { request: RestContext['request'] }) => ctx.request.server.orderLifecycle;
  const orderRow = async (id: number) => {
    const row = await db.selectFrom('sales_order').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  return [
    defineRoute<{ parent_id: number }, OrderAddressBody>({
      method: 'PUT',
      path: '/V1/orders/:parent_id',
      acl: PERMISSIONS.ordersEdit,
      tag: 'sales',
      summary:
        "Replaces an order's billing or shipping address (checked as at checkout); the history keeps the old one and the customer is e-mailed",
      schema: {
        params: idParams('parent_id'),
        body: {
          type: 'object',
          required: ['entity'],
          properties: {
            entity: {
              type: 'object',
              required: ['address_type', 'firstname', 'lastname', 'street', 'city'],
              properties: {
                address_type: { type: 'string', enum: ['billing', 'shipping'] },
                parent_id: { type: 'integer' },
                firstname: { type: 'string' },
                lastname: { type: 'string' },
                middlename: { type: 'string' },
                company: { type: 'string' },
                street: { type: 'array', items: { type: 'string' }, minItems: 1 },
                city: { type: 'string' },
                region: { type: 'string' },
                region_code: { type: 'string' },
                region_id: { type: 'integer' },
                postcode: { type: 'string' },
                country_id: { type: 'string' },
                telephone: { type: 'string' },
                vat_id: { type: 'string' },
                extension_attributes: { type: 'object', properties: { notify: { type: 'boolean' } } },
              },
            },
          },
        },
      },
      handler: async (ctx) => {
        const id = ctx.params.parent_id;
        await orderRow(id);
        const e = ctx.body.entity;
        await asRestRefusal(() =>
          life(ctx).updateAddress(
            id,
            e.address_type,
            {
              firstname: e.firstname,
              lastname: e.lastname,
              middlename: e.middlename,
              company: e.company,
              street: e.street,
              city: e.city,
              region: e.region_code ?? e.region,
              region_id: e.region_id,
              postcode: e.postcode,
              country_code: e.country_id ?? 'BR',
              telephone: e.telephone,
              vat_id: e.vat_id,
            },
            { actor: actorOf(ctx), ip: ctx.ip, notify: e.extension_attributes?.notify },
          ),
        );
        const row = await orderRow(id);
        return addressOutput(
          e.address_type === 'billing' ? row.billing_address : row.shipping_address,
          e.address_type,
          row,
        );
      },
    }),
    defineRoute<{ id: number; trackId: number }, TrackInput & { notify?: boolean }>({
      method: 'PUT',
      path: '/V1/escritorio/orders/:id/tracks/:trackId',
      acl: PERMISSIONS.ship,
      tag: 'sales',
      summary:
        "Corrects a shipment track's carrier and number (checked as at shipping); the history keeps the old one and the customer is e-mailed (`notify`, default true)",
      schema: {
        params: {
          type: 'object',
          required: ['id', 'trackId'],
          properties: { ...idParams('id').properties, ...idParams('trackId').properties },
        },
        body: {
          type: 'object',
          required: ['carrier_code', 'track_number'],
          properties: {
            carrier_code: { type: 'string', minLength: 1 },
            title: { type: 'string' },
            track_number: { type: 'string' },
            notify: { type: 'boolean' },
            extension_attributes: { type: 'object', properties: { format_override: { type: 'boolean' } } },
          },
        },
      },
      handler: async (ctx) => {
        await orderRow(ctx.params.id);
        await asRestRefusal(() =>
          life(ctx).updateTrack(ctx.params.id, ctx.params.trackId, {
            ...ctx.body,
            actor: actorOf(ctx),
            ip: ctx.ip,
          }),
        );
        const t = await db
          .selectFrom('sales_shipment_track')
          .selectAll()
          .where('id', '=', ctx.params.trackId)
          .executeTakeFirstOrThrow();
        return {
          entity_id: t.id,
          parent_id: t.shipment_id,
          order_id: t.order_id,
          track_number: t.track_number,
          title: t.title,
          carrier_code: t.carrier_code,
          created_at: magentoDate(t.created_at),
          extension_attributes: { tracking_url: trackingUrl(t.carrier_code, t.track_number) },
        };
      },
    }),
  ];
};
