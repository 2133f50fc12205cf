import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('ensureCartId (rules §4: a cart is created on the first add)', () => {
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

/** A browser document whose cookie jar counts its reads (each is a round trip to the network process). */
function stubDocument(initialCookie: string) {
  let jar = initialCookie;
  let reads = 0;
  const listeners = new Map<string, () => void>();
  const doc = {
    visibilityState: 'visible',
    get cookie() {
      reads++;
      return jar;
    },
    set cookie(value: string) {
      const pair = value.split(';')[0] ?? '';
      const name = pair.split('=')[0];
      const others = jar.split('; ').filter((part) => part && !part.startsWith(`${name}=`));
      jar = [...others, ...(value.includes('max-age=0') ? [] : [pair])].join('; ');
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  vi.stubGlobal('document', doc);
  return {
    reads: () => reads,
    /** Another tab's write: the jar changes without this page knowing. */
    setJar: (cookie: string) => {
      jar = cookie;
    },
    comeBackIntoView: () => listeners.get('visibilitychange')?.(),
  };
}

describe('readCartId: the cookie is read once per page, not on every render', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('answers repeated reads from one cookie read', async () => {
    const browser = stubDocument('vsf-cart=abc; other=1');
    const { readCartId } = await import('../../lib/cart-cookie');
    expect([readCartId(), readCartId(), readCartId()]).toEqual(['abc', 'abc', 'abc']);
    expect(browser.reads()).toBe(1);
  });

  it('knows what this page stored or forgot without reading again', async () => {
    const browser = stubDocument('');
    const { readCartId, rememberCartId, forgetCartId } = await import('../../lib/cart-cookie');
    expect(readCartId()).toBeUndefined();
    rememberCartId('new-cart');
    expect(readCartId()).toBe('new-cart');
    forgetCartId();
    expect(readCartId()).toBeUndefined();
    expect(browser.reads()).toBe(1);
  });

  it("sees another tab's cart when the page comes back into view, and tells its subscribers", async () => {
    const browser = stubDocument('');
    const { readCartId, subscribeCartId } = await import('../../lib/cart-cookie');
    const listener = vi.fn();
    const unsubscribe = subscribeCartId(listener);
    expect(readCartId()).toBeUndefined();
    browser.setJar('vsf-cart=from-other-tab');
    expect(readCartId()).toBeUndefined();
    browser.comeBackIntoView();
    expect(readCartId()).toBe('from-other-tab');
    expect(listener).toHaveBeenCalledTimes(1);
    browser.comeBackIntoView();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
