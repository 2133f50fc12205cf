import path from 'node:path';
import { defineRoute, type RestModule } from '../../../rest/api';
import { inputError, notFound } from '../../../rest/errors';
import { PERMISSIONS } from '../../staff/acl';
import { chunks } from '../indexer';
import { exportCatalogCsv } from './csv-export';
import { importCatalogCsv } from './csv-import';
import { deleteSpecialPrices, setBasePrices, setSpecialPrices, specialPriceInformation } from './prices';
import { by, magento, skuParams } from './rest-shapes';
import { stockItem, updateStock } from './stock';

/** Admin REST: prices and stock in bulk (what an ERP's sync sends), and the CSV import. */

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

export const catalogPriceStockRestRoutes: RestModule = ({ config, database }) => {
  const db = database.db;
  const mediaDir = path.join(config.dataDir, 'media');
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
    defineRoute<unknown, { csv: string; dry_run?: boolean; file_name?: string }>({
      method: 'POST',
      path: '/V1/catalog/import',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Imports a product CSV (Magento format); dry_run reports row errors and writes nothing',
      schema: {
        body: {
          type: 'object',
          required: ['csv'],
          properties: {
            csv: { type: 'string', minLength: 1 },
            dry_run: { type: 'boolean' },
            // Ours: the file's name, kept as the reference of the stock movements it makes.
            file_name: { type: 'string', maxLength: 255 },
          },
        },
      },
      handler: async (ctx) => {
        ctx.requirePermission(PERMISSIONS.categories);
        return importCatalogCsv(database, ctx.body.csv, {
          dryRun: ctx.body.dry_run ?? true,
          fileName: ctx.body.file_name,
          mediaDir,
          by: by(ctx),
        });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/V1/catalog/export',
      acl: PERMISSIONS.products,
      tag: 'catalog',
      summary: 'Every product as a CSV in the import format (text/csv, imports back)',
      handler: async (ctx) => {
        const csv = await exportCatalogCsv(database);
        return ctx.reply
          .code(200)
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="produtos.csv"')
          .send(csv);
      },
    }),
  ];
};
