import { defineRoute, type RestModule } from '../../../rest/api';
import { notFound } from '../../../rest/errors';
import { PERMISSIONS } from '../../staff/acl';
import { attributeOptions } from '../repository';
import { OPTION_ATTRIBUTES } from './product-fields';
import {
  addBundleLink,
  addBundleOption,
  type BundleLinkBody,
  type BundleOptionBody,
  bundleOptions,
  deleteBundleOption,
  removeBundleLink,
  updateBundleOption,
} from './product-types-bundle';
import {
  addConfigurableChild,
  addConfigurableOption,
  type ConfigurableOptionBody,
  configurableChildren,
  configurableOption,
  configurableOptions,
  createConfigurableChild,
  deleteConfigurableOption,
  type NewVariantBody,
  removeConfigurableChild,
  updateConfigurableOption,
} from './product-types-configurable';
import {
  deleteProductLink,
  type ProductLinkBody,
  productLinks,
  saveProductLinks,
} from './product-types-links';
import { by, magento, magentoProducts, skuParams } from './rest-shapes';

/**
 * The composite types' admin routes (Magento's ConfigurableProduct, Bundle and product-link
 * web APIs); the rules are in product-types-*.ts, these only map URLs and bodies.
 */

const params = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(
    names.map((n) => [
      n,
      n.endsWith('Id') || n === 'id' ? { type: 'integer' } : { type: 'string', minLength: 1 },
    ]),
  ),
});

const configurableOptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    attribute_id: { type: ['string', 'integer'] },
    label: { type: 'string', maxLength: 255 },
    position: { type: 'integer', minimum: 0 },
    is_use_default: { type: 'boolean' },
    values: { type: 'array', items: { type: 'object', properties: { value_index: { type: 'integer' } } } },
    product_id: { type: 'integer' },
  },
};

const newVariantSchema = {
  type: 'object',
  required: ['sku', 'color', 'price'],
  properties: {
    sku: { type: 'string', minLength: 1, maxLength: 64 },
    color: { type: ['string', 'integer'] },
    price: { type: ['number', 'string'] },
    qty: { type: ['number', 'string'] },
    name: { type: 'string', maxLength: 255 },
    status: { type: 'integer' },
  },
};

const bundleLinkSchema = {
  type: 'object',
  required: ['sku'],
  properties: {
    id: { type: ['string', 'integer', 'null'] },
    sku: { type: 'string', minLength: 1, maxLength: 64 },
    option_id: { type: 'integer' },
    qty: { type: 'number' },
    position: { type: 'integer', minimum: 0 },
    is_default: { type: 'boolean' },
    price: { type: ['number', 'null'] },
    price_type: { type: ['integer', 'null'] },
    can_change_quantity: { type: ['integer', 'boolean'] },
  },
};

const bundleOptionSchema = {
  type: 'object',
  required: ['sku'],
  properties: {
    option_id: { type: ['integer', 'null'] },
    title: { type: 'string', maxLength: 255 },
    required: { type: 'boolean' },
    type: { type: 'string' },
    position: { type: 'integer', minimum: 0 },
    sku: { type: 'string', minLength: 1, maxLength: 64 },
    product_links: { type: 'array', items: bundleLinkSchema },
  },
};

const productLinkSchema = {
  type: 'object',
  required: ['link_type', 'linked_product_sku'],
  properties: {
    sku: { type: 'string' },
    link_type: { type: 'string' },
    linked_product_sku: { type: 'string', minLength: 1, maxLength: 64 },
    linked_product_type: { type: 'string' },
    position: { type: 'integer', minimum: 0 },
    extension_attributes: { type: 'object', properties: { qty: { type: 'number' } } },
  },
};

const common = { acl: PERMISSIONS.products, tag: 'catalog' } as const;

export const catalogProductTypeRestRoutes: RestModule = ({ database }) => {
  const db = database.db;
  return [
    // --- configurable
    defineRoute<{ sku: string }>({
      ...common,
      method: 'GET',
      path: '/V1/configurable-products/:sku/children',
      summary: 'The variants of a configurable product',
      schema: { params: skuParams },
      handler: async ({ params: p }) =>
        magentoProducts(db, await magento(() => configurableChildren(db, p.sku)), true),
    }),
    defineRoute<{ sku: string }, { childSku: string }>({
      ...common,
      method: 'POST',
      path: '/V1/configurable-products/:sku/child',
      summary: 'Makes a simple product (with a value of each option attribute) a variant',
      schema: {
        params: skuParams,
        body: {
          type: 'object',
          required: ['childSku'],
          properties: { childSku: { type: 'string', minLength: 1 } },
        },
      },
      handler: async (ctx) => {
        await magento(() => addConfigurableChild(database, ctx.params.sku, ctx.body.childSku, by(ctx)));
        return true;
      },
    }),
    defineRoute<{ sku: string }, { child: NewVariantBody }>({
      ...common,
      method: 'POST',
      path: '/V1/escritorio/configurable-products/:sku/children',
      summary:
        'Creates a simple product as a new variant, all or nothing (an existing sku is refused); answers it',
      schema: {
        params: skuParams,
        body: { type: 'object', required: ['child'], properties: { child: newVariantSchema } },
      },
      handler: async (ctx) => {
        const id = await magento(() =>
          createConfigurableChild(database, ctx.params.sku, ctx.body.child, by(ctx)),
        );
        const row = await db.selectFrom('product').where('id', '=', id).selectAll().executeTakeFirstOrThrow();
        return (await magentoProducts(db, [row], true))[0];
      },
    }),
    defineRoute<{ sku: string; childSku: string }>({
      ...common,
      method: 'DELETE',
      path: '/V1/configurable-products/:sku/children/:childSku',
      summary: 'A variant leaves its configurable product (it stays a product)',
      schema: { params: params('sku', 'childSku') },
      handler: async (ctx) => {
        await magento(() => removeConfigurableChild(database, ctx.params.sku, ctx.params.childSku, by(ctx)));
        return true;
      },
    }),
    defineRoute<{ sku: string }>({
      ...common,
      method: 'GET',
      path: '/V1/configurable-products/:sku/options/all',
      summary: 'The options (variant attributes) of a configurable product',
      schema: { params: skuParams },
      handler: ({ params: p }) => magento(() => configurableOptions(db, p.sku)),
    }),
    defineRoute<{ sku: string; id: number }>({
      ...common,
      method: 'GET',
      path: '/V1/configurable-products/:sku/options/:id',
      summary: 'One option of a configurable product',
      schema: { params: params('sku', 'id') },
      handler: ({ params: p }) => magento(() => configurableOption(db, p.sku, p.id)),
    }),
    defineRoute<{ sku: string }, { option: ConfigurableOptionBody }>({
      ...common,
      method: 'POST',
      path: '/V1/configurable-products/:sku/options',
      summary: 'Adds an option (colour, attribute 93); answers its id',
      schema: {
        params: skuParams,
        body: { type: 'object', required: ['option'], properties: { option: configurableOptionSchema } },
      },
      handler: (ctx) =>
        magento(() => addConfigurableOption(database, ctx.params.sku, ctx.body.option, by(ctx))),
    }),
    defineRoute<{ sku: string; id: number }, { option: ConfigurableOptionBody }>({
      ...common,
      method: 'PUT',
      path: '/V1/configurable-products/:sku/options/:id',
      summary: "Changes an option's label or position; answers its id",
      schema: {
        params: params('sku', 'id'),
        body: { type: 'object', required: ['option'], properties: { option: configurableOptionSchema } },
      },
      handler: (ctx) =>
        magento(() =>
          updateConfigurableOption(database, ctx.params.sku, ctx.params.id, ctx.body.option, by(ctx)),
        ),
    }),
    defineRoute<{ sku: string; id: number }>({
      ...common,
      method: 'DELETE',
      path: '/V1/configurable-products/:sku/options/:id',
      summary: 'Removes an option (the last one unlinks the variants)',
      schema: { params: params('sku', 'id') },
      handler: async (ctx) => {
        await magento(() => deleteConfigurableOption(database, ctx.params.sku, ctx.params.id, by(ctx)));
        return true;
      },
    }),
    defineRoute<{ code: string }>({
      ...common,
      method: 'GET',
      path: '/V1/products/attributes/:code/options',
      summary: 'The options of a select attribute (color, manufacturer): label and option id',
      schema: { params: params('code') },
      handler: async ({ params: p }) => {
        if (!(OPTION_ATTRIBUTES as readonly string[]).includes(p.code))
          throw notFound(
            'The attribute with a "%1" attributeCode doesn\'t exist. Verify the attribute and try again.',
            [p.code],
          );
        const rows = await attributeOptions(db, p.code);
        return rows.map((row) => ({ label: row.label, value: String(row.id) }));
      },
    }),
    // --- bundle
    defineRoute<{ sku: string }>({
      ...common,
      method: 'GET',
      path: '/V1/bundle-products/:sku/options/all',
      summary: 'The options of a bundle product with their items',
      schema: { params: skuParams },
      handler: ({ params: p }) => magento(() => bundleOptions(db, p.sku)),
    }),
    defineRoute<unknown, { option: BundleOptionBody }>({
      ...common,
      method: 'POST',
      path: '/V1/bundle-products/options/add',
      summary: 'Adds an option (and its items) to the bundle of option.sku; answers its id',
      schema: { body: { type: 'object', required: ['option'], properties: { option: bundleOptionSchema } } },
      handler: (ctx) => magento(() => addBundleOption(database, ctx.body.option, by(ctx))),
    }),
    defineRoute<{ optionId: number }, { option: BundleOptionBody }>({
      ...common,
      method: 'PUT',
      path: '/V1/bundle-products/options/:optionId',
      summary: 'Changes an option; sent product_links replace its items',
      schema: {
        params: params('optionId'),
        body: { type: 'object', required: ['option'], properties: { option: bundleOptionSchema } },
      },
      handler: (ctx) =>
        magento(() => updateBundleOption(database, ctx.params.optionId, ctx.body.option, by(ctx))),
    }),
    defineRoute<{ sku: string; optionId: number }>({
      ...common,
      method: 'DELETE',
      path: '/V1/bundle-products/:sku/options/:optionId',
      summary: 'Removes an option of a bundle and its items',
      schema: { params: params('sku', 'optionId') },
      handler: async (ctx) => {
        await magento(() => deleteBundleOption(database, ctx.params.sku, ctx.params.optionId, by(ctx)));
        return true;
      },
    }),
    defineRoute<{ sku: string; optionId: number }, { linkedProduct: BundleLinkBody }>({
      ...common,
      method: 'POST',
      path: '/V1/bundle-products/:sku/links/:optionId',
      summary: 'Adds a simple product to a bundle option; answers the item id',
      schema: {
        params: params('sku', 'optionId'),
        body: {
          type: 'object',
          required: ['linkedProduct'],
          properties: { linkedProduct: bundleLinkSchema },
        },
      },
      handler: (ctx) =>
        magento(() =>
          addBundleLink(database, ctx.params.sku, ctx.params.optionId, ctx.body.linkedProduct, by(ctx)),
        ),
    }),
    defineRoute<{ sku: string; optionId: number; childSku: string }>({
      ...common,
      method: 'DELETE',
      path: '/V1/bundle-products/:sku/options/:optionId/children/:childSku',
      summary: 'Takes a product out of a bundle option',
      schema: { params: params('sku', 'optionId', 'childSku') },
      handler: async (ctx) => {
        const { sku, optionId, childSku } = ctx.params;
        await magento(() => removeBundleLink(database, sku, optionId, childSku, by(ctx)));
        return true;
      },
    }),
    // --- product links (grouped items: type associated)
    defineRoute<{ sku: string }>({
      ...common,
      method: 'GET',
      path: '/V1/products/:sku/links',
      summary: 'Every link of a product (related, upsell, crosssell, associated)',
      schema: { params: skuParams },
      handler: ({ params: p }) => magento(() => productLinks(db, p.sku)),
    }),
    defineRoute<{ sku: string; type: string }>({
      ...common,
      method: 'GET',
      path: '/V1/products/:sku/links/:type',
      summary: 'The links of one type (associated: the items of a grouped product)',
      schema: { params: params('sku', 'type') },
      handler: ({ params: p }) => magento(() => productLinks(db, p.sku, p.type)),
    }),
    defineRoute<{ sku: string }, { items: ProductLinkBody[] }>({
      ...common,
      method: 'POST',
      path: '/V1/products/:sku/links',
      summary: 'Adds or updates links (associated: grouped items with their default qty)',
      schema: {
        params: skuParams,
        body: {
          type: 'object',
          required: ['items'],
          properties: { items: { type: 'array', minItems: 1, items: productLinkSchema } },
        },
      },
      handler: async (ctx) => {
        await magento(() => saveProductLinks(database, ctx.params.sku, ctx.body.items, by(ctx)));
        return true;
      },
    }),
    defineRoute<{ sku: string; type: string; linkedSku: string }>({
      ...common,
      method: 'DELETE',
      path: '/V1/products/:sku/links/:type/:linkedSku',
      summary: 'Removes a link',
      schema: { params: params('sku', 'type', 'linkedSku') },
      handler: async (ctx) => {
        const { sku, type, linkedSku } = ctx.params;
        await magento(() => deleteProductLink(database, sku, type, linkedSku, by(ctx)));
        return true;
      },
    }),
  ];
};
