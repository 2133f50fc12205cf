import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE } from '../../lib/locales';

/** session.ts keeps the page's one status request in module state: a fresh module per test. */
async function freshSession() {
  vi.resetModules();
  return import('../../lib/session');
}

function statusAnswer(isLoggedIn: boolean) {
  return new Response(JSON.stringify({ isLoggedIn }), { status: 200 });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('askSessionStatus (GET /session/status once per page load)', () => {
  it('asks once for every caller and stores the answer', async () => {
    const fetch = vi.fn(async () => statusAnswer(true));
    vi.stubGlobal('fetch', fetch);
    const session = await freshSession();
    const answers = await Promise.all([session.askSessionStatus(), session.isLoggedInNow()]);
    expect(answers).toEqual([true, true]);
    expect(await session.isLoggedInNow()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.useSessionStore.getState().isLoggedIn).toBe(true);
  });

  it('asks again after 1, 2 and 4 s when the request fails, then gives up until asked anew', async () => {
    const fetch = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const session = await freshSession();
    const answer = session.askSessionStatus();
    const failed = expect(answer).rejects.toThrow('HTTP 503');
    await vi.advanceTimersByTimeAsync(7_000);
    await failed;
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(session.useSessionStore.getState().isLoggedIn).toBeUndefined();

    fetch.mockImplementation(async () => statusAnswer(false));
    expect(await session.askSessionStatus()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(5);
  });

  it('lets a login that happened meanwhile win over a late answer', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const session = await freshSession();
    const asked = session.askSessionStatus();
    session.setLoggedIn(true);
    answer(statusAnswer(false));
    expect(await asked).toBe(true);
    expect(session.useSessionStore.getState().isLoggedIn).toBe(true);
  });
});

describe('logout (rules §4)', () => {
  it("forgets the page's copies of profile, wishlist and cart, not only the login", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    vi.stubGlobal('window', { location: { assign: vi.fn() } });
    vi.stubGlobal('document', { cookie: '' });
    const session = await freshSession();
    const { useSessionMirror } = await import('../../lib/session-mirror');
    const answered = { data: { firstname: 'Ana' }, isPending: false, error: null };
    useSessionMirror.setState({
      customer: answered as never,
      wishlist: answered as never,
      cart: answered as never,
    });
    session.setLoggedIn(true);

    await session.logout(DEFAULT_LOCALE);

    const mirror = useSessionMirror.getState();
    expect([mirror.customer.data, mirror.wishlist.data, mirror.cart.data]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(session.useSessionStore.getState().isLoggedIn).toBe(false);
  });
});
