import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql.client';
import { DEFAULT_LOCALE } from '../../lib/locales';
import { type CartIdStore, ensureCartId, withCart, withExistingCart } from './cart-id';

/** A cart id store in memory, with a server that hands out cart-1, cart-2… */
function memoryStore(initial?: string) {
  let stored = initial;
  let created = 0;
  const store: CartIdStore & { created: () => number } = {
    read: () => stored,
    write: (id) => {
      stored = id;
    },
    clear: () => {
      stored = undefined;
    },
    create: vi.fn(async () => `cart-${++created}`),
    created: () => created,
  };
  return store;
}

const stale = (message: string, category = 'graphql-no-such-entity') =>
  new GraphQLRequestError([{ message, extensions: { category } }], 200);

describe('ensureCartId (spec §4: a cart is created on the first add)', () => {
  it('answers the stored id without creating a cart', async () => {
    const store = memoryStore('stored');
    expect(await ensureCartId(DEFAULT_LOCALE, store)).toBe('stored');
    expect(store.created()).toBe(0);
  });

  it('creates a cart and stores its id when there is none', async () => {
    const store = memoryStore();
    expect(await ensureCartId(DEFAULT_LOCALE, store)).toBe('cart-1');
    expect(store.read()).toBe('cart-1');
  });

  it('creates one cart for two adds at the same moment', async () => {
    const store = memoryStore();
    const ids = await Promise.all([ensureCartId(DEFAULT_LOCALE, store), ensureCartId(DEFAULT_LOCALE, store)]);
    expect(ids).toEqual(['cart-1', 'cart-1']);
    expect(store.created()).toBe(1);
  });
});

describe('withCart: a stored id that fails is replaced and the call retried once', () => {
  it.each([
    'Could not find a cart with ID "abc"',
    'Current user does not have an active cart.',
    "The cart isn't active.",
    'The current user cannot perform operations on cart "abc"',
    'Wrong store code specified for cart "abc"',
  ])('recovers from "%s"', async (message) => {
    const store = memoryStore('old');
    const run = vi.fn(async (cartId: string) => {
      if (cartId === 'old') throw stale(message);
      return `added to ${cartId}`;
    });
    expect(await withCart(DEFAULT_LOCALE, run, store)).toBe('added to cart-1');
    expect(run).toHaveBeenCalledTimes(2);
    expect(store.read()).toBe('cart-1');
  });

  it('does not retry other failures and keeps the id', async () => {
    const store = memoryStore('old');
    const failure = new GraphQLRequestError([{ message: 'Internal server error' }], 500);
    const run = vi.fn(async () => {
      throw failure;
    });
    await expect(withCart(DEFAULT_LOCALE, run, store)).rejects.toBe(failure);
    expect(run).toHaveBeenCalledTimes(1);
    expect(store.read()).toBe('old');
  });

  it('retries only once: a second stale answer reaches the caller', async () => {
    const store = memoryStore('old');
    const run = vi.fn(async () => {
      throw stale('Could not find a cart with ID "x"');
    });
    await expect(withCart(DEFAULT_LOCALE, run, store)).rejects.toThrow('Could not find a cart');
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('withExistingCart: changes need a cart and never create one', () => {
  it('refuses without a stored id', async () => {
    const run = vi.fn();
    await expect(withExistingCart(run, memoryStore())).rejects.toThrow('no cart');
    expect(run).not.toHaveBeenCalled();
  });

  it('forgets a stale id and rethrows', async () => {
    const store = memoryStore('old');
    await expect(
      withExistingCart(async () => {
        throw stale('Current user does not have an active cart.');
      }, store),
    ).rejects.toThrow('active cart');
    expect(store.read()).toBeUndefined();
    expect(store.created()).toBe(0);
  });
});
