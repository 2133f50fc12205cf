import { describe, expect, it } from 'vitest';
import { bundleRange } from './product-types';

describe('bundleRange', () => {
  const item = (final: number, regular = final) => ({ final, regular });

  it('lowest: the cheapest item of each required option; highest: the dearest of each option', () => {
    const { low, high } = bundleRange([
      { required: true, multiple: false, choices: [item(3000), item(4000, 5000)] },
      { required: false, multiple: false, choices: [item(1000)] },
    ]);
    expect(low).toEqual(item(3000));
    expect(high).toEqual({ final: 5000, regular: 6000 });
  });

  it('a multiple-choice option adds every item to the highest price; empty options count nothing', () => {
    const { low, high } = bundleRange([
      { required: true, multiple: true, choices: [item(200), item(300)] },
      { required: true, multiple: false, choices: [] },
    ]);
    expect(low).toEqual(item(200));
    expect(high).toEqual(item(500));
  });
});
