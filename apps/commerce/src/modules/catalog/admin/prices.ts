import { toCents } from '@store/br';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { saoPauloDate } from '../../requests/dates';
import { chunks } from '../indexer';
import { CatalogInputError, noSuchProduct } from './errors';
import { type WriteAudit, writeCatalog } from './write';

/** Product types whose price is their own (composites take theirs from their members). */
const OWN_PRICE_TYPES = new Set(['simple', 'virtual']);

/** A price in reais as the APIs and the CSV give it → cents; refuses negatives and non-numbers. */
export function priceToCents(value: unknown, field: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) {
    throw new CatalogInputError(
      'Invalid value of "%value" provided for the %fieldName field.',
      { fieldName: field, value: String(value) },
      `O valor de "${field}" deve ser um número maior ou igual a zero.`,
      400,
      field,
    );
  }
  return toCents(number);
}

/** 'YYYY-MM-DD' (a time after it, as Magento sends '2026-12-01 00:00:00', is ignored), or null. */
export function scheduleDate(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date = typeof value === 'string' ? value.slice(0, 10) : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new CatalogInputError(
      'Invalid value of "%value" provided for the %fieldName field.',
      { fieldName: field, value: String(value) },
      `A data em "${field}" deve estar no formato AAAA-MM-DD.`,
      400,
      field,
    );
  }
  return date;
}

/** Product ids by sku; unknown skus are refused together, before anything is written. */
export async function idsBySku(db: Kysely<Database>, skus: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunks([...new Set(skus)])) {
    const rows = await db.selectFrom('product').where('sku', 'in', part).select(['id', 'sku']).execute();
    for (const row of rows) ids.set(row.sku, row.id);
  }
  const missing = skus.find((sku) => !ids.has(sku));
  if (missing !== undefined) throw noSuchProduct(missing);
  return ids;
}

/**
 * The price columns of a product that has its own price (simple, virtual): the special price in
 * force on `today` (its schedule's, when it has one), and the final price range from it.
 */
export function ownPrices(
  row: {
    price_cents: number;
    special_price_cents: number | null;
    scheduled: number | null;
    price_from: string | null;
    price_to: string | null;
  },
  today: string,
) {
  const special =
    row.scheduled === null
      ? row.special_price_cents
      : (row.price_from === null || row.price_from <= today) &&
          (row.price_to === null || today <= row.price_to)
        ? row.scheduled
        : null;
  const final = special !== null && special < row.price_cents ? special : row.price_cents;
  return {
    special_price_cents: special,
    min_price_cents: final,
    max_price_cents: final,
    min_regular_price_cents: row.price_cents,
    max_regular_price_cents: row.price_cents,
  };
}

/**
 * Recomputes what shoppers pay for the given products and their configurable parents: the
 * special price in force today (from its schedule, when it has one), then the final price range
 * (`min_price_cents`… read by listings, facets and sorting). Grouped, bundle, downloadable and
 * gift card products keep their stored ranges.
 */
export async function refreshPrices(trx: Kysely<Database>, productIds: readonly number[], now = new Date()) {
  const today = saoPauloDate(now);
  const parents = new Set<number>();
  for (const part of chunks([...productIds])) {
    const rows = await trx
      .selectFrom('product as p')
      .leftJoin('product_special_price as s', 's.product_id', 'p.id')
      .where('p.id', 'in', part)
      .select(['p.id', 'p.type_id', 'p.parent_id', 'p.price_cents', 'p.special_price_cents'])
      .select(['s.price_cents as scheduled', 's.price_from', 's.price_to'])
      .execute();
    for (const row of rows) {
      if (row.type_id === 'configurable') parents.add(row.id);
      if (row.parent_id !== null) parents.add(row.parent_id);
      if (!OWN_PRICE_TYPES.has(row.type_id)) continue;
      await trx.updateTable('product').set(ownPrices(row, today)).where('id', '=', row.id).execute();
    }
  }
  for (const parentId of parents) {
    const children = await trx
      .selectFrom('product')
      .where('parent_id', '=', parentId)
      .select(['min_price_cents', 'price_cents'])
      .orderBy('min_price_cents')
      .execute();
    const cheapest = children[0];
    const dearest = children.at(-1);
    if (!cheapest || !dearest) continue;
    await trx
      .updateTable('product')
      .set({
        min_price_cents: cheapest.min_price_cents,
        min_regular_price_cents: cheapest.price_cents,
        max_price_cents: dearest.min_price_cents,
        max_regular_price_cents: dearest.price_cents,
      })
      .where('id', '=', parentId)
      .execute();
  }
}

export interface BasePriceInput {
  sku: string;
  price: number;
}

/** Magento's POST /V1/products/base-prices: regular prices of many products in one transaction. */
export async function setBasePrices(
  handle: DatabaseHandle,
  prices: BasePriceInput[],
  by?: WriteAudit,
): Promise<void> {
  const cents = prices.map((p) => ({ sku: p.sku, cents: priceToCents(p.price, 'price') }));
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const ids = await idsBySku(
        trx,
        cents.map((p) => p.sku),
      );
      const now = new Date().toISOString();
      for (const { sku, cents: price } of cents) {
        await trx
          .updateTable('product')
          .set({ price_cents: price, updated_at: now })
          .where('id', '=', ids.get(sku)!)
          .execute();
      }
      await refreshPrices(trx, [...ids.values()]);
      for (const id of ids.values()) changes.products.add(id);
    },
    { by, note: () => ({ action: 'base_prices', entityType: 'product', after: prices }) },
  );
}

export interface SpecialPriceInput {
  sku: string;
  price: number;
  price_from?: string | null;
  price_to?: string | null;
}

/** Magento's POST /V1/products/special-price: a sale price per product, optionally between dates. */
export async function setSpecialPrices(
  handle: DatabaseHandle,
  prices: SpecialPriceInput[],
  by?: WriteAudit,
): Promise<void> {
  const rows = prices.map((p) => {
    const from = scheduleDate(p.price_from, 'price_from');
    const to = scheduleDate(p.price_to, 'price_to');
    if (from && to && to < from) {
      throw new CatalogInputError(
        'Special price "To" date must be later than "From" date.',
        [],
        'A data final do preço promocional deve ser posterior à data inicial.',
        400,
        'price_to',
      );
    }
    return { sku: p.sku, cents: priceToCents(p.price, 'price'), from, to };
  });
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const ids = await idsBySku(
        trx,
        rows.map((p) => p.sku),
      );
      await writeSpecialPrices(
        trx,
        rows.map((r) => ({ ...r, id: ids.get(r.sku)! })),
      );
      for (const id of ids.values()) changes.products.add(id);
    },
    { by, note: () => ({ action: 'special_prices', entityType: 'product', after: prices }) },
  );
}

/** Stores schedules and applies them (shared by the bulk API, product saves and the CSV import). */
export async function writeSpecialPrices(
  trx: Transaction<Database>,
  rows: { id: number; cents: number | null; from: string | null; to: string | null }[],
): Promise<void> {
  for (const row of rows) {
    await trx.deleteFrom('product_special_price').where('product_id', '=', row.id).execute();
    if (row.cents === null) {
      await trx.updateTable('product').set({ special_price_cents: null }).where('id', '=', row.id).execute();
    } else {
      await trx
        .insertInto('product_special_price')
        .values({ product_id: row.id, price_cents: row.cents, price_from: row.from, price_to: row.to })
        .execute();
    }
  }
  await refreshPrices(
    trx,
    rows.map((r) => r.id),
  );
}

/** Magento's POST /V1/products/special-price-delete. */
export async function deleteSpecialPrices(
  handle: DatabaseHandle,
  skus: string[],
  by?: WriteAudit,
): Promise<void> {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const ids = await idsBySku(trx, skus);
      await writeSpecialPrices(
        trx,
        [...ids.values()].map((id) => ({ id, cents: null, from: null, to: null })),
      );
      for (const id of ids.values()) changes.products.add(id);
    },
    { by, note: () => ({ action: 'special_prices_delete', entityType: 'product', after: skus }) },
  );
}

/** Magento's POST /V1/products/special-price-information: the special prices of the given skus. */
export async function specialPriceInformation(handle: DatabaseHandle, skus: string[]) {
  const ids = await idsBySku(handle.db, skus);
  const out: { sku: string; price: number; price_from: string | null; price_to: string | null }[] = [];
  for (const part of chunks([...ids.values()])) {
    const rows = await handle.db
      .selectFrom('product as p')
      .leftJoin('product_special_price as s', 's.product_id', 'p.id')
      .where('p.id', 'in', part)
      .select(['p.sku', 'p.special_price_cents', 's.price_cents', 's.price_from', 's.price_to'])
      .execute();
    for (const r of rows) {
      const cents = r.price_cents ?? r.special_price_cents;
      if (cents !== null)
        out.push({ sku: r.sku, price: cents / 100, price_from: r.price_from, price_to: r.price_to });
    }
  }
  return out;
}

/**
 * Applies the schedules on a new day (special prices that start or end today): meant to run
 * daily (`npm run catalog -w apps/commerce -- apply-special-prices`), as Magento's cron does.
 */
export async function applySpecialPriceSchedules(handle: DatabaseHandle, now = new Date()): Promise<number> {
  const scheduled = await handle.db.selectFrom('product_special_price').select('product_id').execute();
  const ids = scheduled.map((r) => r.product_id);
  if (ids.length === 0) return 0;
  await writeCatalog(handle, async (trx, changes) => {
    await refreshPrices(trx, ids, now);
    for (const id of ids) changes.products.add(id);
  });
  return ids.length;
}
