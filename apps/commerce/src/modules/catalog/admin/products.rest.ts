import path from 'node:path';
import { defineRoute, type RestContext, type RestModule } from '../../../rest/api';
import { inputError, notFound } from '../../../rest/errors';
import { type FieldMap, parseSearchCriteria, runSearch, searchResults } from '../../../rest/search-criteria';
import { PERMISSIONS } from '../../staff/acl';
import { chunks } from '../indexer';
import { importCatalogCsv } from './csv-import';
import { addProductImage, removeProductImage } from './media';
import { deleteSpecialPrices, setBasePrices, setSpecialPrices, specialPriceInformation } from './prices';
import { deleteProduct, saveProduct } from './products';
import { type MagentoProductBody, magento, magentoProducts, productInput } from './rest-shapes';
import { stockItem, updateStock } from './stock';
import type { WriteAudit } from './write';

const PRODUCT_FIELDS: FieldMap = {
  entity_id: { column: 'id', type: 'int' },
  id: { column: 'id', type: 'int' },
  sku: { type: 'string' },
  name: { type: 'string' },
  type_id: { type: 'string' },
  status: { type: 'int' },
  visibility: { type: 'int' },
  created_at: { type: 'date' },
  updated_at: { type: 'date' },
};

const by = (ctx: RestContext<unknown, unknown, unknown>): WriteAudit => ({ actor: ctx.actor(), ip: ctx.ip });
const skuParams = {
  type: 'object',
  required: ['sku'],
  properties: { sku: { type: 'string', minLength: 1 } },
};
const customAttributes = {
  type: 'array',
  items: {
    type: 'object',
    required: ['attribute_code'],
    properties: { attribute_code: { type: 'string' }, value: {} },
  },
};
const productSchema = {
  type: 'object',
  properties: {
    sku: { type: 'string', minLength: 1, maxLength: 64 },
    name: { type: 'string', maxLength: 255 },
    attribute_set_id: { type: 'integer' },
    price: { type: 'number' },
    status: { type: 'integer' },
    visibility: { type: 'integer' },
    type_id: { type: 'string' },
    weight: { type: 'number' },
    custom_attributes: customAttributes,
    extension_attributes: {
      type: 'object',
      properties: {
        website_ids: { type: 'array', items: { type: 'integer' } },
        category_links: {
          type: 'array',
          items: {
            type: 'object',
            required: ['category_id'],
            properties: { category_id: { type: ['string', 'integer'] }, position: { type: 'integer' } },
          },
        },
        stock_item: {
          type: 'object',
          properties: { qty: { type: 'number' }, is_in_stock: { type: 'boolean' } },
        },
        configurable_product_links: { type: 'array', items: { type: 'integer' } },
        configurable_product_options: { type: 'array' },
      },
    },
  },
};
const priceRows = (extra: Record<string, object>, required: string[]) => ({
  type: 'object',
  required: ['prices'],
  properties: {
    prices: {
      type: 'array',
      items: {
        type: 'object',
        required: ['sku', ...required],
        properties: {
          sku: { type: 'string' },
          price: { type: 'number' },
          store_id: { type: 'integer' },
          ...extra,
        },
      },
    },
  },
});
const skusBody = {
  type: 'object',
  required: ['skus'],
  properties: { skus: { type: 'array', items: { type: 'string' } } },
};

export const catalogProductRestRoutes: RestModule = ({ config, database }) => {
  const db = database.db;
  const mediaDir = path.join(config.dataDir, 'media');
  const loadOne = async (sku: string) => {
    const row = await db.selectFrom('product').where('sku', '=', sku).selectAll().executeTakeFirst();
    if (!row)
      throw notFound("The product that was requested doesn't exist. Verify the product and try again.");
    return (await magentoProducts(db, [row], true))[0];
  };
  /** Magento's partial-success price calls: unknown skus and bad prices are reported, the rest applied. */
  const splitPrices = async <T extends { sku: string; price?: number }>(rows: T[]) => {
    const known = new Set<string>();
    for (const part of chunks([...new Set(rows.map((r) => r.sku))])) {
      for (const r of await db.selectFrom('product').where('sku', 'in', part).select('sku').execute())
        known.add(r.sku);
    }
    const failures: { message: string; parameters: string[] }[] = [];
    const valid: T[] = [];
    for (const row of rows) {
      if (!known.has(row.sku))
        failures.push({
          message: 'Invalid attribute %fieldName = %fieldValue.',
          parameters: ['SKU', row.sku],
        });
      else if (row.price !== undefined && !(row.price >= 0)) {
        failures.push({
          message: 'Invalid attribute %fieldName = %fieldValue.',
          parameters: ['Price', String(row.price)],
        });
      } else valid.push(row);
    }
    return { valid, failures };
  };

  return [
    defineRoute({
      method: 'GET',
      path: '/V1/products',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Products by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch(db.selectFrom('product'), (qb) => qb.selectAll(), criteria, {
          fields: PRODUCT_FIELDS,
          tieBreak: [{ field: 'entity_id', direction: 'ASC' }],
        });
        return searchResults(await magentoProducts(db, rows as never), criteria, total);
      },
    }),
    defineRoute<{ sku: string }>({
      method: 'GET',
      path: '/V1/products/:sku',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'One product, with its stock item',
      schema: { params: skuParams },
      handler: ({ params }) => loadOne(params.sku),
    }),
    ...(['POST', 'PUT'] as const).map((method) =>
      defineRoute<{ sku?: string }, { product: MagentoProductBody }>({
        method,
        path: method === 'POST' ? '/V1/products' : '/V1/products/:sku',
        acl: PERMISSIONS.products,
        tag: 'catalog',
        summary:
          method === 'POST'
            ? 'Creates or updates a product (by sku)'
            : 'Updates or creates the product of the URL sku',
        schema: {
          ...(method === 'PUT' && { params: skuParams }),
          body: {
            type: 'object',
            required: ['product'],
            properties: {
              product: method === 'POST' ? { ...productSchema, required: ['sku'] } : productSchema,
              saveOptions: { type: 'boolean' },
            },
          },
        },
        handler: async (ctx) => {
          const sku = ctx.params.sku ?? ctx.body.product.sku!;
          const input = await productInput(db, sku, ctx.body.product);
          await magento(() => saveProduct(database, input, 'upsert', by(ctx)));
          return loadOne(sku);
        },
      }),
    ),
    defineRoute<{ sku: string }>({
      method: 'DELETE',
      path: '/V1/products/:sku',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Deletes a product (its variants stay)',
      schema: { params: skuParams },
      handler: async (ctx) => {
        await magento(() => deleteProduct(database, ctx.params.sku, by(ctx)));
        return true;
      },
    }),
    defineRoute<{ sku: string }>({
      method: 'GET',
      path: '/V1/products/:sku/media',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Gallery entries of a product',
      schema: { params: skuParams },
      handler: async ({ params }) => (await loadOne(params.sku))?.media_gallery_entries,
    }),
    defineRoute<
      { sku: string },
      {
        entry: {
          label?: string;
          position?: number;
          disabled?: boolean;
          content: { base64_encoded_data: string; type: string; name: string };
        };
      }
    >({
      method: 'POST',
      path: '/V1/products/:sku/media',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Adds an image sent as base64 to the gallery; answers the entry id',
      schema: {
        params: skuParams,
        body: {
          type: 'object',
          required: ['entry'],
          properties: {
            entry: {
              type: 'object',
              required: ['content'],
              properties: {
                media_type: { type: 'string' },
                label: { type: ['string', 'null'] },
                position: { type: 'integer' },
                disabled: { type: 'boolean' },
                types: { type: 'array', items: { type: 'string' } },
                content: {
                  type: 'object',
                  required: ['base64_encoded_data', 'type', 'name'],
                  properties: {
                    base64_encoded_data: { type: 'string' },
                    type: { type: 'string' },
                    name: { type: 'string' },
                  },
                },
              },
            },
          },
        },
      },
      handler: async (ctx) => {
        const { entry } = ctx.body;
        if (
          !['image/jpg', 'image/jpeg', 'image/gif', 'image/png', 'image/webp'].includes(entry.content.type)
        ) {
          throw inputError('The image MIME type is not valid or not supported.');
        }
        const id = await magento(() =>
          addProductImage(
            database,
            mediaDir,
            ctx.params.sku,
            {
              name: entry.content.name,
              label: entry.label,
              position: entry.position,
              disabled: entry.disabled,
              base64: entry.content.base64_encoded_data,
            },
            by(ctx),
          ),
        );
        return String(id);
      },
    }),
    defineRoute<{ sku: string; entryId: number }>({
      method: 'DELETE',
      path: '/V1/products/:sku/media/:entryId',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Removes a gallery entry',
      schema: {
        params: {
          type: 'object',
          required: ['sku', 'entryId'],
          properties: { sku: { type: 'string' }, entryId: { type: 'integer' } },
        },
      },
      handler: async (ctx) => {
        await magento(() =>
          removeProductImage(database, mediaDir, ctx.params.sku, ctx.params.entryId, by(ctx)),
        );
        return true;
      },
    }),
    defineRoute<unknown, { prices: { sku: string; price: number }[] }>({
      method: 'POST',
      path: '/V1/products/base-prices',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Regular prices of many products; answers the rows it could not apply',
      schema: { body: priceRows({}, ['price']) },
      handler: async (ctx) => {
        const { valid, failures } = await splitPrices(ctx.body.prices);
        if (valid.length > 0) await magento(() => setBasePrices(database, valid, by(ctx)));
        return failures;
      },
    }),
    defineRoute<unknown, { skus: string[] }>({
      method: 'POST',
      path: '/V1/products/base-prices-information',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Regular prices of the given skus',
      schema: { body: skusBody },
      handler: async ({ body }) => {
        if (body.skus.length === 0) return [];
        const rows = await db
          .selectFrom('product')
          .where('sku', 'in', body.skus)
          .select(['sku', 'price_cents'])
          .execute();
        return rows.map((r) => ({ price: r.price_cents / 100, store_id: 0, sku: r.sku }));
      },
    }),
    ...(['special-price', 'special-price-delete'] as const).map((kind) =>
      defineRoute<
        unknown,
        { prices: { sku: string; price: number; price_from?: string; price_to?: string }[] }
      >({
        method: 'POST',
        path: `/V1/products/${kind}`,
        acl: PERMISSIONS.products,
        tag: 'catalog',
        summary:
          kind === 'special-price' ? 'Special prices, optionally between dates' : 'Removes special prices',
        schema: {
          body: priceRows(
            { price_from: { type: ['string', 'null'] }, price_to: { type: ['string', 'null'] } },
            kind === 'special-price' ? ['price'] : [],
          ),
        },
        handler: async (ctx) => {
          const { valid, failures } = await splitPrices(ctx.body.prices);
          if (valid.length > 0) {
            await magento(() =>
              kind === 'special-price'
                ? setSpecialPrices(database, valid, by(ctx))
                : deleteSpecialPrices(
                    database,
                    valid.map((v) => v.sku),
                    by(ctx),
                  ),
            );
          }
          return failures;
        },
      }),
    ),
    defineRoute<unknown, { skus: string[] }>({
      method: 'POST',
      path: '/V1/products/special-price-information',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Special prices of the given skus',
      schema: { body: skusBody },
      handler: async ({ body }) =>
        (await magento(() => specialPriceInformation(database, body.skus))).map((s) => ({
          ...s,
          store_id: 0,
          price_from: s.price_from ? `${s.price_from} 00:00:00` : null,
          price_to: s.price_to ? `${s.price_to} 23:59:59` : null,
        })),
    }),
    defineRoute<{ sku: string }>({
      method: 'GET',
      path: '/V1/stockItems/:sku',
      acl: PERMISSIONS.inventory,
      tag: 'catalog',
      summary: 'Stock item of a product (single source)',
      schema: { params: skuParams },
      handler: ({ params }) =>
        magento(() => stockItem(db, params.sku)).catch((error) => {
          if ((error as { statusCode?: number }).statusCode === 404) {
            throw notFound('The Product with the "%1" SKU doesn\'t exist.', [params.sku]);
          }
          throw error;
        }),
    }),
    defineRoute<{ sku: string; itemId: string }, { stockItem: { qty?: number; is_in_stock?: boolean } }>({
      method: 'PUT',
      path: '/V1/products/:sku/stockItems/:itemId',
      acl: PERMISSIONS.inventory,
      tag: 'catalog',
      summary: 'Updates the stock of a product; answers its stock item id',
      schema: {
        params: {
          type: 'object',
          required: ['sku', 'itemId'],
          properties: { sku: { type: 'string' }, itemId: { type: 'string' } },
        },
        body: {
          type: 'object',
          required: ['stockItem'],
          properties: {
            stockItem: {
              type: 'object',
              properties: { qty: { type: 'number' }, is_in_stock: { type: 'boolean' } },
            },
          },
        },
      },
      handler: async (ctx) => {
        const { qty, is_in_stock } = ctx.body.stockItem;
        await magento(() =>
          updateStock(database, [{ sku: ctx.params.sku, qty, is_in_stock }], by(ctx)),
        ).catch((error) => {
          if ((error as { statusCode?: number }).statusCode === 404) {
            throw notFound('The Product with the "%1" SKU doesn\'t exist.', [ctx.params.sku]);
          }
          throw error;
        });
        return (await stockItem(db, ctx.params.sku)).item_id;
      },
    }),
    defineRoute<
      unknown,
      { sourceItems: { sku: string; source_code: string; quantity: number; status: number }[] }
    >({
      method: 'POST',
      path: '/V1/inventory/source-items',
      acl: PERMISSIONS.inventory,
      tag: 'catalog',
      summary: 'Quantities of the default source (single-source store), many skus in one transaction',
      schema: {
        body: {
          type: 'object',
          required: ['sourceItems'],
          properties: {
            sourceItems: {
              type: 'array',
              items: {
                type: 'object',
                required: ['sku', 'source_code', 'quantity', 'status'],
                properties: {
                  sku: { type: 'string' },
                  source_code: { type: 'string' },
                  quantity: { type: 'number' },
                  status: { type: 'integer' },
                },
              },
            },
          },
        },
      },
      handler: async (ctx) => {
        const items = ctx.body.sourceItems;
        if (items.length === 0) throw inputError('Input data is empty');
        const other = items.find((i) => i.source_code !== 'default');
        if (other)
          throw inputError('Validation Failed', [`Source with code "${other.source_code}" does not exist.`]);
        await magento(() =>
          updateStock(
            database,
            items.map((i) => ({ sku: i.sku, qty: i.quantity, is_in_stock: i.status === 1 })),
            by(ctx),
          ),
        );
        return [];
      },
    }),
    defineRoute<unknown, { csv: string; dry_run?: boolean }>({
      method: 'POST',
      path: '/V1/catalog/import',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Imports a product CSV (Magento format); dry_run reports row errors and writes nothing',
      schema: {
        body: {
          type: 'object',
          required: ['csv'],
          properties: { csv: { type: 'string', minLength: 1 }, dry_run: { type: 'boolean' } },
        },
      },
      handler: async (ctx) => {
        ctx.requirePermission(PERMISSIONS.categories);
        return importCatalogCsv(database, ctx.body.csv, {
          dryRun: ctx.body.dry_run ?? true,
          mediaDir,
          by: by(ctx),
        });
      },
    }),
  ];
};
