import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../lib/locales';
import { QueryClient } from '../../lib/query-client';
import { customerKeys } from '../../lib/session';
import { NOT_OBSERVED, useSessionMirror } from '../../lib/session-mirror';
import type { CartView } from '../cart/cart.model';
import { cartKeys } from '../cart/cart-query';
import { EMPTY_WISHLIST, type WishlistView } from '../wishlist/wishlist.model';
import { wishlistKeys } from '../wishlist/wishlist-query';
import type { CustomerFields } from './account.documents';
import { syncSession } from './session-sync';

const store = DEFAULT_LOCALE.store;

function cart(totalQuantity: number): CartView {
  return {
    id: 'cart-1',
    isVirtual: false,
    totalQuantity,
    lines: [],
    currency: 'BRL',
    subtotalCents: 0,
    grandTotalCents: 0,
    discounts: [],
    coupons: [],
    goodsCents: 0,
    minimumOrder: undefined,
  };
}

/** A client whose entries are fresh: the observers read the cache and never ask the server. */
function clientWith(entries: Array<[readonly unknown[], unknown]>) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

/** TanStack tells observers in a later task. */
const notified = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  useSessionMirror.setState({ customer: NOT_OBSERVED, cart: NOT_OBSERVED, wishlist: NOT_OBSERVED });
});

describe('syncSession (the session mirror the header and hearts read)', () => {
  it("copies a guest's cached cart at once and follows its changes until stopped", async () => {
    const client = clientWith([[cartKeys.current(store), cart(2)]]);
    const stop = syncSession(DEFAULT_LOCALE, false, client);
    expect(useSessionMirror.getState().cart).toEqual({ data: cart(2), isPending: false, error: null });

    client.setQueryData(cartKeys.current(store), cart(5));
    await notified();
    expect(useSessionMirror.getState().cart.data?.totalQuantity).toBe(5);

    stop();
    client.setQueryData(cartKeys.current(store), cart(9));
    await notified();
    expect(useSessionMirror.getState().cart.data?.totalQuantity).toBe(5);
  });

  it('observes profile and wishlist only for a logged-in customer', async () => {
    const wishlist: WishlistView = { ...EMPTY_WISHLIST, id: '7', count: 3 };
    const customer = { firstname: 'Ana', email: 'ana@example.com' } as CustomerFields;
    const client = clientWith([
      [cartKeys.current(store), cart(1)],
      [customerKeys.current(store), customer],
      [wishlistKeys.current(store), wishlist],
    ]);

    const stopCustomer = syncSession(DEFAULT_LOCALE, true, client);
    expect(useSessionMirror.getState().customer.data).toBe(customer);
    expect(useSessionMirror.getState().wishlist.data?.count).toBe(3);
    stopCustomer();

    // Logged out (the session removes those entries): they are no longer shown.
    const stopGuest = syncSession(DEFAULT_LOCALE, false, client);
    expect(useSessionMirror.getState().customer).toBe(NOT_OBSERVED);
    expect(useSessionMirror.getState().wishlist).toBe(NOT_OBSERVED);
    expect(useSessionMirror.getState().cart.data?.totalQuantity).toBe(1);
    stopGuest();
  });

  it('shows an entry cleared by logout as no cart', async () => {
    const client = clientWith([[cartKeys.current(store), cart(4)]]);
    const stop = syncSession(DEFAULT_LOCALE, false, client);
    client.setQueryData(cartKeys.current(store), null);
    await notified();
    expect(useSessionMirror.getState().cart).toEqual({ data: null, isPending: false, error: null });
    stop();
  });
});
