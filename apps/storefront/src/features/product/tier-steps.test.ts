import { describe, expect, it } from 'vitest';
import { toTierSteps } from './tier-steps';

describe('quantity price steps', () => {
  it('reads price_tiers as cents, smallest quantity first, skipping incomplete entries', () => {
    expect(
      toTierSteps([
        { quantity: 50, final_price: { value: 7.5, currency: 'BRL' } },
        null,
        { quantity: 10, final_price: { value: 8.1, currency: 'BRL' } },
        { quantity: null, final_price: { value: 1, currency: 'BRL' } },
        { quantity: 20, final_price: null },
      ]),
    ).toEqual([
      { quantity: 10, unitCents: 810 },
      { quantity: 50, unitCents: 750 },
    ]);
    expect(toTierSteps(undefined)).toEqual([]);
  });
});
