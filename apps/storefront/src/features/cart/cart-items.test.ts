import { describe, expect, it } from 'vitest';
import { bundleCartItem, bundleSelectionUid, groupedCartItems, productCartItem } from './cart-items';

const uid = (text: string) => Buffer.from(text).toString('base64');

describe('cart item inputs per product type', () => {
  it('sends a simple product by sku and a configurable with its value uids', () => {
    expect(productCartItem('200012', 2)).toEqual({ sku: '200012', quantity: 2 });
    expect(productCartItem('200101', 1, [uid('configurable/93/5')])).toEqual({
      sku: '200101',
      quantity: 1,
      selected_options: [uid('configurable/93/5')],
    });
  });

  it('re-encodes a bundle selection uid with the quantity the shopper chose', () => {
    expect(bundleSelectionUid(uid('bundle/4/11/1'), 3)).toBe(uid('bundle/4/11/3'));
    expect(bundleSelectionUid(uid('bundle/4/11/2'), 2)).toBe(uid('bundle/4/11/2'));
    expect(bundleSelectionUid(uid('downloadable/7'), 3)).toBe(uid('downloadable/7'));
    expect(bundleSelectionUid('not base64!', 3)).toBe('not base64!');
  });

  it('sends a bundle with the options chosen in each item', () => {
    const item = bundleCartItem('KIT-1', 2, {
      [uid('bundle/4')]: { [uid('bundle/4/11/1')]: 1, [uid('bundle/4/12/1')]: 0 },
      [uid('bundle/5')]: { [uid('bundle/5/20/1')]: 4 },
    });
    expect(item).toEqual({
      sku: 'KIT-1',
      quantity: 2,
      selected_options: [uid('bundle/4/11/1'), uid('bundle/5/20/4')],
    });
  });

  it('adds each grouped item with a quantity as its own line', () => {
    expect(groupedCartItems({ A: 2, B: 0, C: 1 })).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'C', quantity: 1 },
    ]);
  });
});
