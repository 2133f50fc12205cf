import type { Selectable } from 'kysely';
import type { Db, ProductTierPriceTable } from '../../db/schema';
import { chunks } from './indexer';

/**
 * Tier prices (Magento's catalog_product_entity_tier_price): from a minimum quantity, a group (or
 * every group) pays a fixed unit price or a percentage off the regular price. The price a line
 * pays, the list a product page shows and `price_tiers` all come from `unitPriceForQuantity` and
 * `tierLadder` below, so the cart can never charge something the page did not say.
 */

export type TierPriceRow = Selectable<ProductTierPriceTable>;

/** What a tier takes from, in cents: the regular price (percentages) and the price without tiers. */
export interface BasePrices {
  regularCents: number;
  finalCents: number;
}

export async function tierPricesByProductIds(db: Db, productIds: readonly number[]): Promise<TierPriceRow[]> {
  const rows: TierPriceRow[] = [];
  for (const part of chunks([...new Set(productIds)])) {
    rows.push(
      ...(await db
        .selectFrom('product_tier_price')
        .selectAll()
        .where('product_id', 'in', part)
        .orderBy('product_id')
        .orderBy('qty')
        .orderBy('id')
        .execute()),
    );
  }
  return rows;
}

/** The products that have tier prices (few in most catalogues; listings skip the others). */
export async function productIdsWithTierPrices(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('product_tier_price').select('product_id').distinct().execute();
  return rows.map((r) => r.product_id);
}

/** Product types with tier prices: those whose price is their own (a configurable's variants are simple). */
export const TIER_PRICE_TYPES: ReadonlySet<string> = new Set(['simple', 'virtual']);

/** Removes the tier prices of a group being deleted (the customer module's group removal). */
export async function deleteGroupTierPrices(db: Db, groupId: number): Promise<void> {
  await db
    .deleteFrom('product_tier_price')
    .where('all_groups', '=', 0)
    .where('customer_group_id', '=', groupId)
    .execute();
}

export function appliesToGroup(
  tier: Pick<TierPriceRow, 'all_groups' | 'customer_group_id'>,
  groupId: number,
) {
  return tier.all_groups === 1 || tier.customer_group_id === groupId;
}

/** The unit price of one tier, never below zero, whatever was stored. */
export function tierUnitCents(
  tier: Pick<TierPriceRow, 'value_cents' | 'percentage_value'>,
  regularCents: number,
): number {
  const cents =
    tier.percentage_value !== null
      ? Math.round((regularCents * (100 - tier.percentage_value)) / 100)
      : (tier.value_cents ?? regularCents);
  return Math.max(0, cents);
}

/**
 * What one unit costs a group buying `quantity` units: the lowest of the price without tiers and
 * the group's tiers reached by that quantity (Magento takes the lowest price that applies).
 */
export function unitPriceForQuantity(
  base: BasePrices,
  tiers: readonly TierPriceRow[],
  groupId: number,
  quantity: number,
): number {
  let cents = base.finalCents;
  for (const tier of tiers) {
    if (tier.qty <= quantity && appliesToGroup(tier, groupId)) {
      cents = Math.min(cents, tierUnitCents(tier, base.regularCents));
    }
  }
  return Math.max(0, cents);
}

export interface TierStep {
  quantity: number;
  unitCents: number;
}

/**
 * The steps a group sees ("a partir de 10 un.: R$ x cada"): each quantity from which the unit
 * price falls, with that price. A tier that would not lower the price (below a special price, or
 * beaten by a smaller quantity's) is not a step; quantity 1 is the group's own price, not a step.
 */
export function tierLadder(base: BasePrices, tiers: readonly TierPriceRow[], groupId: number): TierStep[] {
  const quantities = [...new Set(tiers.filter((t) => appliesToGroup(t, groupId)).map((t) => t.qty))].sort(
    (a, b) => a - b,
  );
  const steps: TierStep[] = [];
  let previous = unitPriceForQuantity(base, tiers, groupId, 1);
  for (const quantity of quantities) {
    if (quantity <= 1) continue;
    const unitCents = unitPriceForQuantity(base, tiers, groupId, quantity);
    if (unitCents < previous) {
      steps.push({ quantity, unitCents });
      previous = unitCents;
    }
  }
  return steps;
}
