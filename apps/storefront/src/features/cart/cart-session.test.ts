import { describe, expect, it, vi } from 'vitest';
import type { CartFields } from './cart.documents';
import { type CartSessionDeps, resolveCartAfterLogin, shouldMergeCarts } from './cart-session';

function cart(id: string): CartFields {
  return { id, is_virtual: false, total_quantity: 0, items: [], prices: null, applied_coupons: [] };
}

function deps(overrides: Partial<CartSessionDeps> & { guest?: string }): CartSessionDeps {
  return {
    readGuestCartId: () => overrides.guest,
    loadCustomerCart: vi.fn(async () => cart('customer')),
    merge: vi.fn(async (_source: string, destination: string) => cart(destination)),
    dropCustomerToken: vi.fn(async () => {}),
    ...overrides,
  };
}

describe('shouldMergeCarts (rules §4: merge when both exist and differ)', () => {
  it('merges a guest cart into a different customer cart', () => {
    expect(shouldMergeCarts('guest', 'customer')).toBe(true);
  });
  it('does not merge without a guest cart or when the ids are the same', () => {
    expect(shouldMergeCarts(undefined, 'customer')).toBe(false);
    expect(shouldMergeCarts('', 'customer')).toBe(false);
    expect(shouldMergeCarts('customer', 'customer')).toBe(false);
  });
});

describe('resolveCartAfterLogin', () => {
  it('merges the guest cart into the customer cart (source guest, destination customer)', async () => {
    const d = deps({ guest: 'guest' });
    const result = await resolveCartAfterLogin(d);
    expect(d.merge).toHaveBeenCalledWith('guest', 'customer');
    expect(result).toMatchObject({ outcome: 'customer-cart', cart: { id: 'customer' }, mergedFrom: 'guest' });
  });

  it('uses the customer cart without merging when there is no guest cart', async () => {
    const d = deps({});
    const result = await resolveCartAfterLogin(d);
    expect(d.merge).not.toHaveBeenCalled();
    expect(result).toMatchObject({ outcome: 'customer-cart', cart: { id: 'customer' } });
  });

  it('uses the customer cart when the merge fails', async () => {
    const failure = new Error('The current user cannot perform operations on cart "guest"');
    const d = deps({ guest: 'guest', merge: vi.fn(async () => Promise.reject(failure)) });
    const result = await resolveCartAfterLogin(d);
    expect(result).toEqual({ outcome: 'customer-cart', cart: cart('customer'), mergeError: failure });
    expect(d.dropCustomerToken).not.toHaveBeenCalled();
  });

  it('drops the customer token and keeps the guest cart when the customer cart fails to load', async () => {
    const failure = new Error('down');
    const d = deps({ guest: 'guest', loadCustomerCart: vi.fn(async () => Promise.reject(failure)) });
    const result = await resolveCartAfterLogin(d);
    expect(result).toEqual({ outcome: 'logged-out', error: failure });
    expect(d.dropCustomerToken).toHaveBeenCalledOnce();
    expect(d.merge).not.toHaveBeenCalled();
  });
});
