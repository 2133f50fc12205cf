import { describe, expect, it } from 'vitest';
import { bundleTotalCents, defaultBundleSelection, missingBundleItem } from './bundle';
import type { BundleItemView, BundleView } from './product.model';

type Option = BundleItemView['options'][number];
const option = (uid: string, priceCents: number, extra: Partial<Option> = {}): Option => ({
  uid,
  label: uid,
  quantity: 1,
  isDefault: false,
  canChangeQuantity: false,
  priceCents,
  priceType: 'DYNAMIC',
  inStock: true,
  ...extra,
});

const kit: BundleView = {
  isDynamicPrice: true,
  basePriceCents: 0,
  items: [
    {
      uid: 'notebooks',
      title: 'Cadernos',
      required: true,
      type: 'radio',
      options: [option('a', 1490, { isDefault: true, quantity: 2 }), option('b', 1290, { quantity: 2 })],
    },
    {
      uid: 'pencil',
      title: 'Lápis',
      required: true,
      type: 'select',
      options: [option('c', 890), option('d', 2240)],
    },
    {
      uid: 'extras',
      title: 'Complementos',
      required: false,
      type: 'checkbox',
      options: [option('e', 710, { isDefault: true }), option('f', 790)],
    },
  ],
};

describe('bundle choices', () => {
  it('starts from the defaults; a required single choice without default takes its first option', () => {
    expect(defaultBundleSelection(kit)).toEqual({ notebooks: { a: 2 }, pencil: { c: 1 }, extras: { e: 1 } });
  });

  it('sums the chosen products (unit price × quantity) for a dynamic-price bundle', () => {
    // 2 × 14,90 + 8,90 + 7,10 = 45,80
    expect(bundleTotalCents(kit, defaultBundleSelection(kit))).toBe(4580);
    expect(bundleTotalCents(kit, { notebooks: { b: 3 }, pencil: { d: 1 }, extras: {} })).toBe(
      3 * 1290 + 2240,
    );
  });

  it('adds fixed and percentage option prices to a fixed-price bundle', () => {
    const fixed: BundleView = {
      isDynamicPrice: false,
      basePriceCents: 10000,
      items: [
        {
          uid: 'x',
          title: 'X',
          required: true,
          type: 'radio',
          options: [option('p', 1000, { priceType: 'PERCENT' }), option('q', 500, { priceType: 'FIXED' })],
        },
      ],
    };
    expect(bundleTotalCents(fixed, { x: { p: 1 } })).toBe(11000);
    expect(bundleTotalCents(fixed, { x: { q: 2 } })).toBe(11000);
  });

  it('names the first required item left without a choice', () => {
    expect(missingBundleItem(kit, defaultBundleSelection(kit))).toBeUndefined();
    expect(missingBundleItem(kit, { notebooks: { a: 0 }, pencil: { c: 1 } })?.title).toBe('Cadernos');
  });
});
