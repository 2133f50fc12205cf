import { describe, expect, it } from 'vitest';
import { type TierPriceRow, tierLadder, tierUnitCents, unitPriceForQuantity } from './tier-prices';

const tier = (fields: Partial<TierPriceRow>): TierPriceRow => ({
  id: 1,
  product_id: 1,
  all_groups: 0,
  customer_group_id: 2,
  qty: 10,
  value_cents: null,
  percentage_value: null,
  ...fields,
});

const base = { regularCents: 1000, finalCents: 900 };

describe('tier prices', () => {
  it('takes the lowest price a group reaches at a quantity, its own tiers and every group’s', () => {
    const tiers = [
      tier({ qty: 10, value_cents: 800 }),
      tier({ qty: 50, all_groups: 1, customer_group_id: 0, percentage_value: 25 }),
      tier({ qty: 5, customer_group_id: 3, value_cents: 100 }),
    ];
    expect(unitPriceForQuantity(base, tiers, 2, 9)).toBe(900);
    expect(unitPriceForQuantity(base, tiers, 2, 10)).toBe(800);
    expect(unitPriceForQuantity(base, tiers, 2, 50)).toBe(750);
    expect(unitPriceForQuantity(base, tiers, 1, 10)).toBe(900);
    expect(unitPriceForQuantity(base, tiers, 1, 50)).toBe(750);
  });

  it('never goes above the price without tiers, nor below zero', () => {
    expect(unitPriceForQuantity(base, [tier({ value_cents: 950 })], 2, 10)).toBe(900);
    expect(tierUnitCents(tier({ value_cents: -1 }), 1000)).toBe(0);
    expect(tierUnitCents(tier({ percentage_value: 150 }), 1000)).toBe(0);
    expect(tierUnitCents(tier({ percentage_value: 12.5 }), 999)).toBe(874);
  });

  it('lists only the quantities from which the price falls', () => {
    const tiers = [
      tier({ qty: 1, value_cents: 850 }),
      tier({ qty: 10, value_cents: 800 }),
      tier({ qty: 20, value_cents: 820 }),
      tier({ qty: 30, value_cents: 700 }),
    ];
    expect(tierLadder(base, tiers, 2)).toEqual([
      { quantity: 10, unitCents: 800 },
      { quantity: 30, unitCents: 700 },
    ]);
    expect(tierLadder(base, tiers, 1)).toEqual([]);
  });
});
