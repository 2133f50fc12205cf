import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { chunks } from '../indexer';
import { recordStockMovements, type StockActor, type StockCause, SYSTEM_ACTOR } from '../stock-movements';
import { CatalogInputError } from './errors';
import { idsBySku } from './prices';
import { type WriteAudit, writeCatalog } from './write';

/** Rows per UPDATE … FROM (VALUES …): three parameters each, far below any engine's limit. */
const STOCK_BATCH = 500;

export interface StockInput {
  sku: string;
  qty?: number;
  /** Defaults to qty > 0 when only the quantity is given (Magento's behaviour without backorders). */
  is_in_stock?: boolean;
}

/** Checks one stock entry; the message names the sku so a bulk caller finds the bad item. */
function checkStock(item: StockInput): void {
  if (item.qty !== undefined && (!Number.isFinite(item.qty) || item.qty < 0 || item.qty > 99_999_999)) {
    throw new CatalogInputError(
      'Invalid value of "%value" provided for the %fieldName field.',
      { fieldName: 'qty', value: String(item.qty) },
      `A quantidade do SKU ${item.sku} deve ser um número entre 0 e 99.999.999.`,
      400,
      'qty',
    );
  }
  if (item.qty === undefined && item.is_in_stock === undefined) {
    throw new CatalogInputError(
      '"%fieldName" is required. Enter and try again.',
      { fieldName: 'qty' },
      `Informe a quantidade ou a disponibilidade do SKU ${item.sku}.`,
      400,
      'qty',
    );
  }
}

/**
 * Sets the stock of many products (the ERP's daily sync: thousands of SKUs) in one transaction
 * with one UPDATE per 500 products, then the stock of the configurable parents of any variant
 * touched. Unknown SKUs refuse the whole batch. Listings and search do not depend on stock, so
 * no index is rewritten; the caches and the storefront's pages are told (stock status and
 * "only N left" show on them).
 */
export async function updateStock(
  handle: DatabaseHandle,
  items: StockInput[],
  by?: WriteAudit,
): Promise<void> {
  for (const item of items) checkStock(item);
  // The last entry for a sku wins, as if the updates had been sent one by one.
  const bySku = new Map(items.map((item) => [item.sku, item]));
  await writeCatalog(
    handle,
    async (trx) => {
      const ids = await idsBySku(trx, [...bySku.keys()]);
      const before = await stockLevels(trx, [...ids.values()]);
      const now = new Date().toISOString();
      for (const part of chunks([...bySku.values()], STOCK_BATCH)) {
        const values = sql.join(
          part.map(
            (item) =>
              sql`(${item.sku}, CAST(${item.qty === undefined ? null : Math.floor(item.qty)} AS integer), CAST(${
                item.is_in_stock === undefined ? null : item.is_in_stock ? 1 : 0
              } AS integer))`,
          ),
        );
        // NULL means "keep": a qty alone sets the flag from it, a flag alone keeps the qty.
        await sql`WITH v(sku, qty, in_stock) AS (VALUES ${values})
        UPDATE product SET
          stock_qty = COALESCE(v.qty, product.stock_qty),
          is_in_stock = COALESCE(v.in_stock, CASE WHEN v.qty > 0 THEN 1 ELSE 0 END),
          updated_at = ${now}
        FROM v WHERE product.sku = v.sku`.execute(trx);
      }
      await refreshParentStock(trx, [...ids.values()]);
      await recordStockChanges(trx, before, { reason: 'stock_update', actor: stockActorBy(by) });
    },
    { by, note: () => ({ action: 'stock', entityType: 'product', after: items }) },
  );
}

/** The caller of a catalogue write as the stock history names it (the store itself when none). */
export const stockActorBy = (by: WriteAudit | undefined): StockActor =>
  by ? { type: by.actor.type, id: by.actor.id, name: by.actor.name } : SYSTEM_ACTOR;

interface StockLevel {
  sku: string;
  qty: number;
  /** Configurable parents hold the sum of their variants: their variants' movements are the ones. */
  own: boolean;
}

/** The quantities of products as they are now, to be compared after a write. */
export async function stockLevels(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, StockLevel>> {
  const levels = new Map<number, StockLevel>();
  for (const part of chunks([...productIds])) {
    const rows = await db
      .selectFrom('product')
      .where('id', 'in', part)
      .select(['id', 'sku', 'stock_qty', 'type_id'])
      .execute();
    for (const row of rows)
      levels.set(row.id, { sku: row.sku, qty: row.stock_qty, own: row.type_id !== 'configurable' });
  }
  return levels;
}

/** Records the movement of every product of `before` whose quantity the write changed. */
export async function recordStockChanges(
  db: Kysely<Database>,
  before: Map<number, StockLevel>,
  cause: StockCause,
): Promise<void> {
  const after = await stockLevels(db, [...before.keys()]);
  const changes = [...before]
    .filter(([, level]) => level.own)
    .map(([productId, level]) => ({
      productId,
      sku: level.sku,
      before: level.qty,
      after: after.get(productId)?.qty ?? level.qty,
    }));
  await recordStockMovements(db, changes, cause);
}

/** Configurable parents: in stock when a variant is, with the variants' total units (as the seed). */
export async function refreshParentStock(
  trx: Kysely<Database>,
  productIds: readonly number[],
): Promise<void> {
  for (const part of chunks([...productIds])) {
    const parents = await trx
      .selectFrom('product')
      .where((eb) =>
        eb.or([
          eb('id', 'in', part).and('type_id', '=', 'configurable'),
          eb('id', 'in', part).and('parent_id', 'is not', null),
        ]),
      )
      .select(['id', 'parent_id', 'type_id'])
      .execute();
    const parentIds = [...new Set(parents.map((p) => (p.type_id === 'configurable' ? p.id : p.parent_id!)))];
    if (parentIds.length === 0) continue;
    await sql`UPDATE product SET
        stock_qty = (SELECT COALESCE(SUM(c.stock_qty), 0) FROM product c WHERE c.parent_id = product.id),
        is_in_stock = CASE WHEN EXISTS (SELECT 1 FROM product c WHERE c.parent_id = product.id AND c.is_in_stock = 1) THEN 1 ELSE 0 END
      WHERE id IN (${sql.join(parentIds)})`.execute(trx);
  }
}

/** Magento's stock item of a product (legacy single source, stock id 1). */
export async function stockItem(db: Kysely<Database>, sku: string) {
  const ids = await idsBySku(db, [sku]);
  const row = await db
    .selectFrom('product')
    .where('id', '=', ids.get(sku)!)
    .select(['id', 'stock_qty', 'is_in_stock'])
    .executeTakeFirstOrThrow();
  return stockItemOf(row);
}

/** The stock item of a product row already read (a list builds each item without a query). */
export function stockItemOf(row: { id: number; stock_qty: number; is_in_stock: number }) {
  return {
    item_id: row.id,
    product_id: row.id,
    stock_id: 1,
    qty: row.stock_qty,
    is_in_stock: row.is_in_stock === 1,
    is_qty_decimal: false,
    manage_stock: true,
    min_qty: 0,
    min_sale_qty: 1,
    max_sale_qty: 10000,
    backorders: 0,
  };
}

/** Below or at this quantity a product counts as low on stock when the caller does not say. */
export const LOW_STOCK_QTY = 5;

/** The types that hold stock of their own; a bundle or grouped product sells its items' stock. */
const OWN_STOCK_TYPES = sql.join(['simple', 'virtual', 'downloadable'].map((t) => sql.lit(t)));

/**
 * What "low on stock" means, in one place for the Painel's list and the product list's filter:
 * an enabled product that holds stock (no composites) with at most `qty` units.
 */
export const lowStockCondition = (qty: number) =>
  sql<SqlBool>`(type_id IN (${OWN_STOCK_TYPES}) AND status = 1 AND stock_qty <= ${sql.lit(Math.floor(qty))})`;

/**
 * A product's own quantity as lists filter and sort it: bundles and grouped products have none
 * (NULL), a configurable the sum of its variants (refreshParentStock keeps it).
 */
export const listedStockQty = sql`(CASE WHEN type_id IN ('bundle', 'grouped') THEN NULL ELSE stock_qty END)`;

/** Products that hold stock (no composites), enabled, with at most `qty` units: fewest first. */
export async function lowStockItems(
  db: Kysely<Database>,
  qty: number,
  pageSize: number,
  currentPage: number,
) {
  const base = db.selectFrom('product').where(lowStockCondition(qty));
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'sku', 'name', 'stock_qty', 'is_in_stock'])
      .orderBy('stock_qty')
      .orderBy('sku')
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      item_id: row.id,
      product_id: row.id,
      stock_id: 1,
      sku: row.sku,
      name: row.name,
      qty: row.stock_qty,
      is_in_stock: row.is_in_stock === 1,
      low_stock_date: null,
    })),
  };
}
