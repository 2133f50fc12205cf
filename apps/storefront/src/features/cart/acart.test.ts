import { describe, expect, it } from 'vitest';
import { abandonedCartAction, abandonedCartData, utmCookiesFor } from './acart';
import type { CartView } from './cart.model';

const cart = (lines: number): CartView => ({
  id: 'cart-1',
  isVirtual: false,
  totalQuantity: lines * 2,
  lines: Array.from({ length: lines }, (_, index) => ({
    uid: `line-${index}`,
    quantity: 2,
    name: `Caneta ${index}`,
    sku: `sku-${index}`,
    path: undefined,
    imageSrc: undefined,
    imageAlt: '',
    options: [],
    unitCents: 150,
    rowCents: 300,
    savingCents: 0,
    discountCents: 0,
    inStock: true,
    maxQuantity: undefined,
  })),
  currency: 'BRL',
  subtotalCents: lines * 300,
  grandTotalCents: lines * 300,
  discounts: [],
  coupons: [],
  goodsCents: lines * 300,
  minimumOrder: undefined,
});

describe('utmCookiesFor (rules §9: utm cookies only for utm_source=carrinhoabandonado)', () => {
  it('keeps every utm parameter of a recovery link', () => {
    const search = new URLSearchParams(
      'utm_source=carrinhoabandonado&utm_medium=email&utm_campaign=carrinho&utm_term=abc&utm_id=7&acart=abc',
    );
    expect(utmCookiesFor(search)).toEqual([
      ['utm_source', 'carrinhoabandonado'],
      ['utm_medium', 'email'],
      ['utm_campaign', 'carrinho'],
      ['utm_term', 'abc'],
      ['utm_id', '7'],
    ]);
  });

  it('sets nothing for another campaign or without utm_source', () => {
    expect(utmCookiesFor(new URLSearchParams('utm_source=google&utm_term=abc'))).toEqual([]);
    expect(utmCookiesFor(new URLSearchParams('utm_term=abc'))).toEqual([]);
  });

  it('skips parameters that are absent or empty', () => {
    expect(utmCookiesFor(new URLSearchParams('utm_source=carrinhoabandonado&utm_term='))).toEqual([
      ['utm_source', 'carrinhoabandonado'],
    ]);
  });
});

describe('abandonedCartAction (rules §6: saving only when user info is available)', () => {
  const owner = { name: 'Ana Souza', email: 'ana@example.com' };
  it('saves a customer cart with lines', () => {
    expect(abandonedCartAction(cart(1), owner)).toBe('save');
  });
  it('deletes the record once the cart is empty', () => {
    expect(abandonedCartAction(cart(0), owner)).toBe('delete');
  });
  it('does nothing without user info or without a cart', () => {
    expect(abandonedCartAction(cart(1), undefined)).toBe('none');
    expect(abandonedCartAction(cart(1), { name: 'Ana', email: '' })).toBe('none');
    expect(abandonedCartAction(null, owner)).toBe('none');
  });
});

describe('abandonedCartData', () => {
  it('sends lines and totals in decimal units', () => {
    expect(abandonedCartData(cart(1))).toEqual({
      items: [{ sku: 'sku-0', name: 'Caneta 0', quantity: 2, row_total: 3 }],
      grand_total: 3,
      currency: 'BRL',
      total_quantity: 2,
    });
  });
});
