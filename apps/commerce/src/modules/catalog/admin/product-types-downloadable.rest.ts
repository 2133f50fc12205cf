import { defineRoute, type RestModule } from '../../../rest/api';
import { PERMISSIONS } from '../../staff/acl';
import { createUploadStore } from '../../uploads/store';
import {
  type DownloadableLinkBody,
  deleteDownloadableLink,
  downloadableLinkList,
  LINK_FILE_MAX_BYTES,
  saveDownloadableLink,
} from './product-types-downloadable';
import { by, magento, skuParams } from './rest-shapes';

/**
 * Magento's downloadable-link web API (Downloadable's webapi.xml, links only; samples are the
 * links' sample URLs). The rules are in product-types-downloadable.ts.
 */

const linkSchema = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'] },
    title: { type: 'string' },
    price: { type: ['number', 'string'] },
    sort_order: { type: 'integer' },
    is_shareable: { type: 'integer' },
    number_of_downloads: { type: 'integer' },
    link_type: { type: 'string' },
    link_url: { type: ['string', 'null'] },
    link_file: { type: ['string', 'null'] },
    link_file_content: {
      type: ['object', 'null'],
      required: ['file_data'],
      properties: { file_data: { type: 'string' }, name: { type: 'string' } },
    },
    sample_type: { type: ['string', 'null'] },
    sample_url: { type: ['string', 'null'] },
    sample_file: { type: ['string', 'null'] },
  },
};
const body = {
  type: 'object',
  required: ['link'],
  properties: { link: linkSchema, isGlobalScopeContent: { type: 'boolean' } },
};
const idParams = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(
    names.map((n) => [n, n === 'id' ? { type: 'integer' } : { type: 'string', minLength: 1 }]),
  ),
});
/** A file as base64 is a third larger, plus the rest of the body. */
const bodyLimit = Math.ceil((LINK_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;
const common = { acl: PERMISSIONS.products, tag: 'catalog' } as const;

export const catalogDownloadableRestRoutes: RestModule = ({ config, database }) => {
  const uploads = createUploadStore(config.content.uploadsDir);
  return [
    defineRoute<{ sku: string }>({
      ...common,
      method: 'GET',
      path: '/V1/products/:sku/downloadable-links',
      summary: 'The links of a downloadable product (files are named, never served here)',
      schema: { params: skuParams },
      handler: ({ params }) => magento(() => downloadableLinkList(database.db, params.sku)),
    }),
    defineRoute<{ sku: string }, { link: DownloadableLinkBody }>({
      ...common,
      method: 'POST',
      path: '/V1/products/:sku/downloadable-links',
      summary:
        'Adds a link (an address or a file sent as base64), or changes the one of link.id; answers its id',
      schema: { params: skuParams, body },
      bodyLimit,
      handler: (ctx) => {
        const id = ctx.body.link.id ?? undefined;
        return magento(() =>
          saveDownloadableLink(database, uploads, ctx.params.sku, ctx.body.link, id, by(ctx)),
        );
      },
    }),
    defineRoute<{ sku: string; id: number }, { link: DownloadableLinkBody }>({
      ...common,
      method: 'PUT',
      path: '/V1/products/:sku/downloadable-links/:id',
      summary: 'Changes a link (fields left out keep their value; a file not sent stays); answers its id',
      schema: { params: idParams('sku', 'id'), body },
      bodyLimit,
      handler: (ctx) =>
        magento(() =>
          saveDownloadableLink(database, uploads, ctx.params.sku, ctx.body.link, ctx.params.id, by(ctx)),
        ),
    }),
    defineRoute<{ id: number }>({
      ...common,
      method: 'DELETE',
      path: '/V1/products/downloadable-links/:id',
      summary: 'Removes a link',
      schema: { params: idParams('id') },
      handler: async (ctx) => {
        await magento(() => deleteDownloadableLink(database, ctx.params.id, by(ctx)));
        return true;
      },
    }),
  ];
};
