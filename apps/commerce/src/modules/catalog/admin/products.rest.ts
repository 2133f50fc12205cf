import path from 'node:path';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { defineRoute, type RestContext, type RestModule } from '../../../rest/api';
import { inputError, invalidFieldValue, notFound } from '../../../rest/errors';
import {
  type FieldMap,
  type Filter,
  parseSearchCriteria,
  runSearch,
  searchResults,
} from '../../../rest/search-criteria';
import { PERMISSIONS } from '../../staff/acl';
import { DEFAULT_STORE } from '../../store/stores';
import { productsByIds } from '../repository';
import { productsInStore, withStoreTexts } from '../store-texts';
import { addProductImage, removeProductImage, updateProductImage } from './media';
import { deleteProduct, saveProduct } from './products';
import {
  by,
  type MagentoProductBody,
  magento,
  magentoProducts,
  productInput,
  skuParams,
} from './rest-shapes';
import { LOW_STOCK_QTY, listedStockQty, lowStockCondition } from './stock';
import { saveProductInStore } from './store-texts';

/**
 * Every attribute Magento's product list filters and sorts on (its EAV and static ones, the
 * custom attributes the answer carries), plus Magento's `category_id` custom filter. Prices are
 * sent in reais and compared in cents; `special_price` is the scheduled one when there is one,
 * as the answer shows it.
 */
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
  price: { column: 'price_cents', type: 'money' },
  special_price: {
    expression: sql`COALESCE((SELECT s.price_cents FROM product_special_price s WHERE s.product_id = product.id), product.special_price_cents)`,
    type: 'money',
  },
  weight: { type: 'float' },
  attribute_set_id: { expression: sql`4`, type: 'int' },
  tax_class_id: { expression: sql`2`, type: 'int' },
  manufacturer: { column: 'manufacturer_id', type: 'int' },
  color: { column: 'color_id', type: 'int' },
  url_key: { type: 'string' },
  description: { type: 'string', sortable: false },
  short_description: { type: 'string', sortable: false },
  meta_title: { type: 'string' },
  meta_keyword: { type: 'string' },
  meta_description: { type: 'string' },
  news_from_date: { column: 'new_from_date', type: 'string' },
  ncm: { type: 'string' },
  cest: { type: 'string' },
  gtin: { type: 'string' },
  origin: { type: 'int' },
  unit: { type: 'string' },
  category_id: { type: 'int', where: categoryFilter },
  // The stock item's fields, which Magento's product search does not filter on: the back office's
  // list filters and sorts by them (bundles and grouped products have no quantity of their own).
  qty: { expression: listedStockQty, type: 'int', nullsLast: true },
  is_in_stock: { type: 'bool' },
  // Ours: the Painel's "estoque baixo" (enabled products with at most LOW_STOCK_QTY units).
  low_stock: {
    expression: sql`CASE WHEN ${lowStockCondition(LOW_STOCK_QTY)} THEN 1 ELSE 0 END`,
    type: 'bool',
    sortable: false,
  },
};

/**
 * Magento's ProductCategoryFilter: products assigned to any of the categories (`eq`/`in`, a
 * comma-separated list) or to none of them (`neq`/`nin`).
 */
function categoryFilter(eb: ExpressionBuilder<Database, 'product'>, filter: Filter) {
  const ids = filter.value.split(',').map((v) => v.trim());
  if (ids.some((id) => !/^\d+$/.test(id))) throw invalidFieldValue('category_id', filter.value);
  const negated = filter.condition_type === 'nin' || filter.condition_type === 'neq';
  if (!negated && !['eq', 'in'].includes(filter.condition_type))
    throw invalidFieldValue('condition_type', filter.condition_type);
  const linked = eb
    .selectFrom('product_category')
    .select('product_category.product_id')
    .where('product_category.category_id', 'in', ids.map(Number));
  return eb('product.id', negated ? 'not in' : 'in', linked);
}

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

const entryParams = {
  type: 'object',
  required: ['sku', 'entryId'],
  properties: { sku: { type: 'string' }, entryId: { type: 'integer' } },
};

export const catalogProductRestRoutes: RestModule = ({ config, database }) => {
  const db = database.db;
  const mediaDir = path.join(config.dataDir, 'media');
  /** The store view whose texts a route reads and writes: the URL's, none for the default and `all`. */
  const textStore = (ctx: Pick<RestContext, 'store' | 'scope'>) =>
    ctx.scope === 'store' && ctx.store && !ctx.store.isDefault ? ctx.store.code : undefined;
  const loadOne = async (sku: string, storeCode = DEFAULT_STORE.code) => {
    const row = await productsInStore(db, storeCode).where('p.sku', '=', sku).executeTakeFirst();
    if (!row)
      throw notFound("The product that was requested doesn't exist. Verify the product and try again.");
    return (await magentoProducts(db, [withStoreTexts(row)], true))[0];
  };
  /** Magento's partial-success price calls: unknown skus and bad prices are reported, the rest applied. */
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/products',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Products by searchCriteria',
      searchCriteria: true,
      handler: async (ctx) => {
        const criteria = parseSearchCriteria(ctx.query);
        const { rows, total } = await runSearch(db.selectFrom('product'), (qb) => qb.selectAll(), criteria, {
          fields: PRODUCT_FIELDS,
          tieBreak: [{ field: 'entity_id', direction: 'ASC' }],
        });
        const storeCode = textStore(ctx);
        // A store view's list shows that view's texts: the page's rows read again with them.
        const found = rows as { id: number }[];
        const inStore = storeCode
          ? await productsByIds(
              db,
              found.map((r) => r.id),
              storeCode,
            )
          : undefined;
        const ordered = inStore ? found.map((r) => inStore.find((p) => p.id === r.id)!) : rows;
        // Each item with its stock item, as Magento's API reference describes the list (Magento
        // itself leaves it out of lists): the back office shows and sorts by it.
        return searchResults(await magentoProducts(db, ordered as never, 'row'), criteria, total);
      },
    }),
    defineRoute<{ sku: string }>({
      method: 'GET',
      path: '/V1/products/:sku',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'One product, with its stock item',
      schema: { params: skuParams },
      handler: (ctx) => loadOne(ctx.params.sku, textStore(ctx)),
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
          const storeCode = textStore(ctx);
          await magento(() =>
            storeCode
              ? saveProductInStore(database, input, storeCode, by(ctx))
              : saveProduct(database, input, 'upsert', by(ctx)),
          );
          return loadOne(sku, storeCode);
        },
      }),
    ),
    // Magento's POST /V1/products saves by SKU (an existing product is updated), which ERPs rely
    // on. A person creating a product means a new one: this route refuses an SKU or a URL key
    // that is taken, and the back office's "Novo produto" uses it.
    defineRoute<Record<string, never>, { product: MagentoProductBody }>({
      method: 'POST',
      path: '/V1/escritorio/products',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Creates a product; an existing SKU is refused',
      schema: {
        body: {
          type: 'object',
          required: ['product'],
          properties: { product: { ...productSchema, required: ['sku'] } },
        },
      },
      handler: async (ctx) => {
        const sku = ctx.body.product.sku!.trim();
        const input = await productInput(db, sku, ctx.body.product);
        await magento(() => saveProduct(database, input, 'create', by(ctx)));
        return loadOne(sku);
      },
    }),
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
    defineRoute<
      { sku: string; entryId: number },
      { entry: { id?: number; label?: string | null; position?: number; disabled?: boolean } }
    >({
      method: 'PUT',
      path: '/V1/products/:sku/media/:entryId',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: "Changes a gallery entry's label, position or disabled flag (the URL id wins)",
      schema: {
        params: entryParams,
        body: {
          type: 'object',
          required: ['entry'],
          properties: {
            entry: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                media_type: { type: 'string' },
                label: { type: ['string', 'null'], maxLength: 255 },
                position: { type: 'integer', minimum: 0 },
                disabled: { type: 'boolean' },
                types: { type: 'array', items: { type: 'string' } },
                file: { type: 'string' },
              },
            },
          },
        },
      },
      handler: async (ctx) => {
        const { label, position, disabled } = ctx.body.entry;
        await magento(() =>
          updateProductImage(
            database,
            ctx.params.sku,
            ctx.params.entryId,
            { label, position, disabled },
            by(ctx),
          ),
        );
        return true;
      },
    }),
    defineRoute<{ sku: string; entryId: number }>({
      method: 'DELETE',
      path: '/V1/products/:sku/media/:entryId',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Removes a gallery entry',
      schema: { params: entryParams },
      handler: async (ctx) => {
        await magento(() =>
          removeProductImage(database, mediaDir, ctx.params.sku, ctx.params.entryId, by(ctx)),
        );
        return true;
      },
    }),
  ];
};
