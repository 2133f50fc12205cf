import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database, ProductLinkType } from '../../../db/schema';
import { CatalogInputError, noSuchProduct } from './errors';
import { text } from './product-fields';
import { memberOf, positiveQty, refreshCompositePrices, wrongType } from './product-types';
import { type WriteAudit, writeCatalog } from './write';

/**
 * Magento's product links (Catalog/Api/ProductLinkManagementInterface and the link repository)
 * over `product_link`: related, up-sell and cross-sell products, and the items of a grouped
 * product (`associated`, each with its default quantity).
 */

export const LINK_TYPES: readonly ProductLinkType[] = ['related', 'upsell', 'crosssell', 'associated'];

/** Magento's ProductLinkInterface. */
export interface ProductLinkBody {
  sku?: string;
  link_type?: string;
  linked_product_sku?: string;
  linked_product_type?: string;
  position?: number;
  extension_attributes?: { qty?: number };
}

const badLinkType = (type: string) =>
  new CatalogInputError(
    'The "%1" link type is unknown. Verify the type and try again.',
    [type],
    `Tipo de vínculo desconhecido: ${type} (use related, upsell, crosssell ou associated).`,
    400,
    'link_type',
  );

async function productOf(db: Kysely<Database>, sku: string) {
  const row = await db
    .selectFrom('product')
    .where('sku', '=', sku)
    .select(['id', 'type_id'])
    .executeTakeFirst();
  if (!row) throw noSuchProduct(sku);
  return row;
}

/** A product's links, of one type or all, in Magento's shape. */
export async function productLinks(db: Kysely<Database>, sku: string, type?: string) {
  if (type !== undefined && !(LINK_TYPES as readonly string[]).includes(type)) throw badLinkType(type);
  const product = await productOf(db, sku);
  let query = db
    .selectFrom('product_link as l')
    .innerJoin('product as p', 'p.id', 'l.linked_product_id')
    .where('l.product_id', '=', product.id);
  if (type) query = query.where('l.link_type', '=', type as ProductLinkType);
  const rows = await query
    .select(['l.link_type', 'l.position', 'l.qty', 'p.sku', 'p.type_id', 'p.name'])
    .orderBy('l.link_type')
    .orderBy('l.position')
    .execute();
  return rows.map((row) => ({
    sku,
    link_type: row.link_type,
    linked_product_sku: row.sku,
    linked_product_type: row.type_id,
    position: row.position,
    extension_attributes: { qty: row.qty, name: row.name },
  }));
}

/**
 * Adds or updates links (Magento's POST /V1/products/{sku}/links): all are checked before any
 * is written. An item of a grouped product must be a simple (or virtual) product with a default
 * quantity above zero.
 */
export async function saveProductLinks(
  handle: DatabaseHandle,
  sku: string,
  items: ProductLinkBody[],
  by?: WriteAudit,
): Promise<void> {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const product = await productOf(trx, sku);
      const rows = [];
      for (const item of items) {
        const type = String(item.link_type ?? '');
        if (!(LINK_TYPES as readonly string[]).includes(type)) throw badLinkType(type);
        const linkedSku = text(item.linked_product_sku, 'linked_product_sku', 64, true)!;
        if (linkedSku === sku) {
          throw new CatalogInputError(
            'Invalid value of "%value" provided for the %fieldName field.',
            { fieldName: 'linked_product_sku', value: linkedSku },
            'Um produto não pode ser vinculado a si mesmo.',
            400,
            'linked_product_sku',
          );
        }
        let linkedId: number;
        let qty = 1;
        if (type === 'associated') {
          if (product.type_id !== 'grouped') throw wrongType(sku, 'grouped');
          linkedId = (await memberOf(trx, linkedSku, 'linked_product_sku')).id;
          qty = positiveQty(item.extension_attributes?.qty, 'qty');
        } else {
          linkedId = (await productOf(trx, linkedSku)).id;
        }
        rows.push({ type: type as ProductLinkType, linkedId, qty, position: item.position });
      }
      for (const row of rows) {
        const existing = await trx
          .selectFrom('product_link')
          .where('product_id', '=', product.id)
          .where('link_type', '=', row.type)
          .where('linked_product_id', '=', row.linkedId)
          .select('position')
          .executeTakeFirst();
        if (existing) {
          await trx
            .updateTable('product_link')
            .set({ qty: row.qty, position: row.position ?? existing.position })
            .where('product_id', '=', product.id)
            .where('link_type', '=', row.type)
            .where('linked_product_id', '=', row.linkedId)
            .execute();
          continue;
        }
        const last = await trx
          .selectFrom('product_link')
          .where('product_id', '=', product.id)
          .where('link_type', '=', row.type)
          .select((eb) => eb.fn.max('position').as('n'))
          .executeTakeFirst();
        await trx
          .insertInto('product_link')
          .values({
            product_id: product.id,
            linked_product_id: row.linkedId,
            link_type: row.type,
            qty: row.qty,
            position: row.position ?? Number(last?.n ?? 0) + 1,
          })
          .execute();
      }
      await refreshCompositePrices(trx, [product.id]);
      changes.products.add(product.id);
    },
    { by, note: () => ({ action: 'links.save', entityType: 'product', entityId: sku, after: items }) },
  );
}

/** Removes a link (Magento's DELETE /V1/products/{sku}/links/{type}/{linkedProductSku}). */
export async function deleteProductLink(
  handle: DatabaseHandle,
  sku: string,
  type: string,
  linkedSku: string,
  by?: WriteAudit,
): Promise<void> {
  if (!(LINK_TYPES as readonly string[]).includes(type)) throw badLinkType(type);
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const product = await productOf(trx, sku);
      const linked = await trx
        .selectFrom('product')
        .where('sku', '=', linkedSku)
        .select('id')
        .executeTakeFirst();
      const removed = linked
        ? await trx
            .deleteFrom('product_link')
            .where('product_id', '=', product.id)
            .where('link_type', '=', type as ProductLinkType)
            .where('linked_product_id', '=', linked.id)
            .executeTakeFirst()
        : undefined;
      if (!removed || Number(removed.numDeletedRows) === 0) {
        throw new CatalogInputError(
          "Product %1 doesn't have linked %2 as %3",
          [sku, linkedSku, type],
          `${linkedSku} não está vinculado a ${sku} (${type}).`,
          404,
          'linked_product_sku',
        );
      }
      await refreshCompositePrices(trx, [product.id]);
      changes.products.add(product.id);
    },
    {
      by,
      note: () => ({
        action: 'links.delete',
        entityType: 'product',
        entityId: sku,
        before: { type, linkedSku },
      }),
    },
  );
}
