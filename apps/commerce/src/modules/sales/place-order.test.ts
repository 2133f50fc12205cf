import { describe, expect, it } from 'vitest';
import { userErrorCode } from '../cart/service';
import { initialState } from './place-order';

describe('initialState', () => {
  const now = new Date('2026-11-20T14:00:00Z'); // 11:00 in São Paulo

  it('gives Pix orders 1800 s to be paid', () => {
    expect(initialState('jetpix', now)).toEqual({
      state: 'pending_payment',
      status: 'pending_payment',
      expiresAt: '2026-11-20T14:30:00.000Z',
    });
  });

  it('keeps boleto orders open until the end of the due date (issue + 2 days) in São Paulo', () => {
    expect(initialState('jetboleto', now).expiresAt).toBe('2026-11-23T02:59:59.999Z');
    // 23:30 in São Paulo is already the next day in UTC, but the boleto is issued on the local date.
    expect(initialState('jetboleto', new Date('2026-11-21T02:30:00Z')).expiresAt).toBe(
      '2026-11-23T02:59:59.999Z',
    );
  });

  it('starts card and check orders as new/pending without expiry', () => {
    expect(initialState('jetcred', now)).toEqual({ state: 'new', status: 'pending', expiresAt: null });
    expect(initialState('checkmo', now)).toEqual({ state: 'new', status: 'pending', expiresAt: null });
  });
});

describe('userErrorCode', () => {
  it.each([
    ['Could not find a product with SKU "x"', 'PRODUCT_NOT_FOUND'],
    ['The required options you selected are not available.', 'NOT_SALABLE'],
    ['Product that you are trying to add is not available.', 'NOT_SALABLE'],
    ['This product is out of stock.', 'INSUFFICIENT_STOCK'],
    ['The most you may purchase is 10000.', 'INSUFFICIENT_STOCK'],
    ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
    ['Product Type giftcard not supported in add to cart yet', 'UNDEFINED'],
  ])('%s → %s', (message, code) => {
    expect(userErrorCode(message)).toBe(code);
  });
});
