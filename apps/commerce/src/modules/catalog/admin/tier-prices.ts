import { fromCents, toCents } from '@store/br';
import type { DatabaseHandle } from '../../../db/database';
import type { Db } from '../../../db/schema';
import { listGroups } from '../../customer/lookup';
import { chunks } from '../indexer';
import { TIER_PRICE_TYPES, type TierPriceRow } from '../tier-prices';
import { type WriteAudit, writeCatalog } from './write';

/**
 * Magento's TierPriceStorage (POST/PUT /V1/products/tier-prices, -delete, -information): tier
 * prices named by sku and group code ("ALL GROUPS" for every group), checked row by row. A row
 * that fails is answered with its reason and the others are applied, as Magento's bulk price API
 * does. Percentages ("discount") come off the regular price.
 */

export const ALL_GROUPS = 'ALL GROUPS';

export interface TierPriceInput {
  sku: string;
  price: number;
  price_type: string;
  customer_group: string;
  quantity: number;
  website_id?: number;
}

export interface PriceFailure {
  message: string;
  parameters: string[];
}

interface CheckedTier {
  productId: number;
  all_groups: number;
  customer_group_id: number;
  qty: number;
  value_cents: number | null;
  percentage_value: number | null;
}

const invalid = (field: string, value: unknown): PriceFailure => ({
  message: 'Invalid attribute %fieldName = %fieldValue.',
  parameters: [field, String(value)],
});

/** Each row checked against the catalogue and the groups: the valid tiers, and a reason for each other row. */
async function checkRows(db: Db, rows: readonly TierPriceInput[]) {
  const products = new Map<string, { id: number; type_id: string }>();
  for (const part of chunks([...new Set(rows.map((r) => r.sku))])) {
    const found = await db
      .selectFrom('product')
      .where('sku', 'in', part)
      .select(['id', 'sku', 'type_id'])
      .execute();
    for (const p of found) products.set(p.sku, p);
  }
  const groups = new Map((await listGroups(db)).map((g) => [g.code.toLowerCase(), g.id]));
  const valid: CheckedTier[] = [];
  const failures: PriceFailure[] = [];
  for (const row of rows) {
    const product = products.get(row.sku);
    const type = String(row.price_type).toLowerCase();
    const group = String(row.customer_group ?? '')
      .trim()
      .toLowerCase();
    const groupId = group === ALL_GROUPS.toLowerCase() ? null : groups.get(group);
    if (!product) failures.push(invalid('SKU', row.sku));
    else if (!TIER_PRICE_TYPES.has(product.type_id)) {
      failures.push({
        message: 'Tier prices apply to simple and virtual products; %1 is not one.',
        parameters: [row.sku],
      });
    } else if (type !== 'fixed' && type !== 'discount') failures.push(invalid('Price Type', row.price_type));
    else if (groupId === undefined) failures.push(invalid('Customer Group', row.customer_group));
    else if (!Number.isInteger(row.quantity) || row.quantity < 1)
      failures.push(invalid('Quantity', row.quantity));
    else if (
      !Number.isFinite(row.price) ||
      row.price <= 0 ||
      (type === 'discount' ? row.price >= 100 : toCents(row.price) === 0)
    ) {
      // A fixed price above zero, a percentage between 0 and 100: no tier makes a unit free or negative.
      failures.push(invalid('Price', row.price));
    } else {
      valid.push({
        productId: product.id,
        all_groups: groupId === null ? 1 : 0,
        customer_group_id: groupId ?? 0,
        qty: row.quantity,
        value_cents: type === 'fixed' ? toCents(row.price) : null,
        percentage_value: type === 'discount' ? row.price : null,
      });
    }
  }
  return { valid, failures };
}

const sameTier = (db: Db, t: CheckedTier) =>
  db
    .deleteFrom('product_tier_price')
    .where('product_id', '=', t.productId)
    .where('all_groups', '=', t.all_groups)
    .where('customer_group_id', '=', t.customer_group_id)
    .where('qty', '=', t.qty);

/**
 * Adds or changes tier prices (`mode: 'update'`, Magento's POST), or makes the given rows the only
 * tier prices of their products (`'replace'`, Magento's PUT), or deletes the given ones.
 */
export async function writeTierPrices(
  handle: DatabaseHandle,
  rows: readonly TierPriceInput[],
  mode: 'update' | 'replace' | 'delete',
  by?: WriteAudit,
): Promise<PriceFailure[]> {
  let failures: PriceFailure[] = [];
  await writeCatalog(
    handle,
    async (trx) => {
      const checked = await checkRows(trx, rows);
      failures = checked.failures;
      if (mode === 'replace') {
        const ids = [...new Set(checked.valid.map((t) => t.productId))];
        for (const part of chunks(ids))
          await trx.deleteFrom('product_tier_price').where('product_id', 'in', part).execute();
      }
      for (const tier of checked.valid) {
        await sameTier(trx, tier).execute();
        if (mode === 'delete') continue;
        const { productId, ...values } = tier;
        await trx
          .insertInto('product_tier_price')
          .values({ product_id: productId, ...values })
          .execute();
      }
    },
    { by, note: () => ({ action: `tier_prices_${mode}`, entityType: 'product', after: rows }) },
  );
  return failures;
}

/** A stored tier in Magento's TierPriceInterface shape. */
export function magentoTierPrice(sku: string, tier: TierPriceRow, groupCodes: Map<number, string>) {
  return {
    price: tier.percentage_value ?? fromCents(tier.value_cents ?? 0),
    price_type: tier.percentage_value !== null ? 'discount' : 'fixed',
    website_id: 0,
    sku,
    customer_group: tier.all_groups === 1 ? ALL_GROUPS : (groupCodes.get(tier.customer_group_id) ?? ''),
    quantity: tier.qty,
  };
}

/** Magento's POST /V1/products/tier-prices-information: the tier prices of the given skus. */
export async function tierPriceInformation(db: Db, skus: readonly string[]) {
  const groupCodes = new Map((await listGroups(db)).map((g) => [g.id, g.code]));
  const out: ReturnType<typeof magentoTierPrice>[] = [];
  for (const part of chunks([...new Set(skus)])) {
    const rows = await db
      .selectFrom('product_tier_price as t')
      .innerJoin('product as p', 'p.id', 't.product_id')
      .where('p.sku', 'in', part)
      .selectAll('t')
      .select('p.sku')
      .orderBy('p.sku')
      .orderBy('t.all_groups', 'desc')
      .orderBy('t.customer_group_id')
      .orderBy('t.qty')
      .execute();
    for (const { sku, ...tier } of rows) out.push(magentoTierPrice(sku, tier, groupCodes));
  }
  return out;
}
