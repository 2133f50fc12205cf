import { useEffect } from 'react';
import { create } from 'zustand';
import type { CustomerFields } from '../features/account/account.documents';
import { forgetCartId } from './cart-cookie';
import { clientGraphQL, GraphQLRequestError } from './graphql.client';
import { type Locale, localePath } from './locales';
import type { QueryClient } from './query-client';
import { existingQueryClient } from './query-client-ref';
import { mirror, NOT_OBSERVED, useSessionMirror } from './session-mirror';
import { useStoreLocale } from './store-locale';
import type { TypedDocument } from './typed-document';
import { notify, openOverlay } from './ui-store';

/**
 * The customer session in the browser (rules §4 Session). The token is
 * an httpOnly cookie the browser never reads (docs/architecture.md, decision 7): the server tells the page
 * whether it exists (GET /session/status, asked once per page load), the /session route handlers
 * log in and out, and the profile lives in TanStack Query under `['customer', store]`, loaded only
 * when logged in and mirrored for the page by session-sync.ts. Nothing here imports TanStack Query:
 * every page's header reads the session.
 */

export const customerKeys = {
  all: ['customer'] as const,
  current: (store: string) => ['customer', store] as const,
};

interface SessionStore {
  /** undefined until GET /session/status answered, or a login or logout said. */
  isLoggedIn: boolean | undefined;
}

export const useSessionStore = create<SessionStore>(() => ({ isLoggedIn: undefined }));

export function setLoggedIn(isLoggedIn: boolean) {
  if (useSessionStore.getState().isLoggedIn !== isLoggedIn) useSessionStore.setState({ isLoggedIn });
}

/**
 * What the session needs from the page it runs in: navigation (the App Router's) and the warning
 * in the shopper's language. `SessionState` registers them; without it, plain page loads are used.
 */
export interface SessionEnvironment {
  locale: Locale;
  push: (href: string) => void;
  refresh: () => void;
  notAuthorizedMessage: string;
}

let environment: SessionEnvironment | undefined;

export function registerSessionEnvironment(next: SessionEnvironment): () => void {
  environment = next;
  return () => {
    if (environment === next) environment = undefined;
  };
}

async function fetchIsLoggedIn(): Promise<boolean> {
  const response = await fetch('/session/status', { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /session/status answered HTTP ${response.status}`);
  return ((await response.json()) as { isLoggedIn: boolean }).isLoggedIn;
}

/** A failed status request is asked again after 1, 2 and 4 s, then the page stays unknowing. */
const STATUS_RETRY_DELAYS_MS = [1000, 2000, 4000];

let statusRequest: Promise<boolean> | undefined;

/**
 * GET /session/status, once per page load (pages are cached alike for every shopper); a login or
 * logout meanwhile wins over its answer.
 */
export function askSessionStatus(): Promise<boolean> {
  statusRequest ??= (async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        const isLoggedIn = await fetchIsLoggedIn();
        if (useSessionStore.getState().isLoggedIn === undefined) setLoggedIn(isLoggedIn);
        return useSessionStore.getState().isLoggedIn ?? isLoggedIn;
      } catch (error) {
        const delay = STATUS_RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          statusRequest = undefined;
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  })();
  return statusRequest;
}

/** Logged in? Known after login/logout, else asked once from GET /session/status. */
export function useIsLoggedIn(): { isLoggedIn: boolean; isKnown: boolean } {
  const known = useSessionStore((state) => state.isLoggedIn);
  useEffect(() => {
    if (known !== undefined) return;
    askSessionStatus().catch((error: unknown) => console.error('the session status is unknown', error));
  }, [known]);
  return { isLoggedIn: known === true, isKnown: known !== undefined };
}

/**
 * Logged in, for an action the shopper just asked for: while the page does not know yet (the
 * status request of a fresh page load is under way), it waits for the answer instead of taking
 * the shopper for a guest.
 */
export async function isLoggedInNow(): Promise<boolean> {
  return useSessionStore.getState().isLoggedIn ?? askSessionStatus();
}

export interface Session {
  isLoggedIn: boolean;
  customer: CustomerFields | undefined;
  isLoading: boolean;
}

/**
 * The session (contract): logged-in state and the customer's profile, loaded only with a token
 * (session-sync.ts observes it while the page shows a logged-in customer).
 */
export function useSession(): Session {
  const { isLoggedIn, isKnown } = useIsLoggedIn();
  const profile = useSessionMirror((state) => state.customer);
  return {
    isLoggedIn,
    customer: isLoggedIn ? profile.data : undefined,
    isLoading: !isKnown || (isLoggedIn && profile.isPending),
  };
}

/**
 * Runs an account operation through GraphQL; an authorization error (expired or revoked token)
 * ends the session as rules §4/§8 say before the error reaches the caller.
 */
export async function accountGraphQL<TResult, TVariables>(
  locale: Locale,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  try {
    return await clientGraphQL(locale, document, variables, signal);
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.isAuthorization) await handleAuthorizationError(locale);
    throw error;
  }
}

/** The login answer of POST /session/login: ok, or the server's message (GraphQL messages joined). */
export async function requestLogin(input: {
  email: string;
  password: string;
  recaptchaToken?: string | undefined;
  store: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  const response = await fetch('/session/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Store: input.store },
    body: JSON.stringify({
      email: input.email,
      password: input.password,
      ...(input.recaptchaToken ? { recaptchaToken: input.recaptchaToken } : {}),
    }),
    cache: 'no-store',
  });
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  return { ok: false, message: body?.message ?? `HTTP ${response.status}` };
}

/** Merges the guest cart into the customer's after a login (the cart feature's `mergeCartsAfterLogin`). */
export type MergeCarts = (locale: Locale, queryClient: QueryClient) => Promise<void>;

/**
 * After a login: the guest cart merges into the customer's (`mergeCarts`, passed in by the login
 * screens so that the session, read by every page, does not load the cart's code), then customer,
 * cart and wishlist are read again.
 */
export async function loginSucceeded(
  locale: Locale,
  queryClient: QueryClient,
  mergeCarts: MergeCarts,
): Promise<void> {
  // The merge runs before the page switches to logged-in queries: it puts the customer's cart in
  // the cache itself, and no customerCart read of the cart hook is under way to be cancelled.
  try {
    await mergeCarts(locale, queryClient);
  } catch (error) {
    console.error('the carts could not be merged after login', error);
  }
  // Rules §4: a customer cart that cannot be loaded drops the token (the cart session did so).
  if (!(await fetchIsLoggedIn())) {
    setLoggedIn(false);
    throw new Error('the session ended while the customer cart was loaded');
  }
  setLoggedIn(true);
  // cancelRefetch: false — a read already started by the switch is kept, not aborted and redone.
  const refetch = { cancelRefetch: false } as const;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: customerKeys.all }, refetch),
    queryClient.invalidateQueries({ queryKey: ['cart'] }, refetch),
    queryClient.invalidateQueries({ queryKey: ['wishlist'] }, refetch),
  ]);
  environment?.refresh();
}

/** Forgets everything the browser knew of the session: cart id, cart, customer, wishlist. */
function clearLocalSession() {
  // The page's copies first: a next login (another customer on the same computer) must not show
  // this customer's name or hearts while its own entries load.
  mirror('customer', NOT_OBSERVED);
  mirror('wishlist', NOT_OBSERVED);
  mirror('cart', NOT_OBSERVED);
  setLoggedIn(false);
  forgetCartId();
  const queryClient = existingQueryClient();
  if (!queryClient) return;
  queryClient.removeQueries({ queryKey: customerKeys.all });
  queryClient.removeQueries({ queryKey: ['wishlist'] });
  // A cart entry still observed shows an empty cart, not a refetch of the old one.
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['cart'] })) {
    queryClient.setQueryData(query.queryKey, null);
  }
}

/** Home with the login modal open (rules §2: after logout or an authorization failure). */
function goHomeWithLogin(locale: Locale) {
  const home = localePath(locale, '/');
  if (environment) {
    environment.push(home);
    environment.refresh();
    openOverlay('login');
  } else {
    window.location.assign(home);
  }
}

/**
 * Logout (rules §4): the server revokes the token and clears its cookie; the browser clears the
 * cart id, empties cart and user, and goes home with the login modal open.
 */
export async function logout(locale: Locale) {
  try {
    const response = await fetch('/session/logout', { method: 'POST', cache: 'no-store' });
    if (!response.ok) console.error(`POST /session/logout answered HTTP ${response.status}`);
  } catch (error) {
    console.error('POST /session/logout failed', error);
  }
  clearLocalSession();
  goHomeWithLogin(locale);
}

let handlingAuthorization: Promise<void> | undefined;

/**
 * An authorization error anywhere (rules §4/§8): warning 'You are not authorized, please log in.'
 * (not persistent), logged out (token cookie and cart id removed), home, login modal. Several
 * failing requests at once end the session once.
 */
export function handleAuthorizationError(locale: Locale): Promise<void> {
  if (!handlingAuthorization) {
    handlingAuthorization = (async () => {
      if (environment) notify({ type: 'warning', message: environment.notAuthorizedMessage });
      await logout(locale);
    })().finally(() => {
      handlingAuthorization = undefined;
    });
  }
  return handlingAuthorization;
}

/** Hook form of the session actions, bound to the page's locale. */
export function useSessionActions() {
  const locale = useStoreLocale();
  return {
    logout: () => logout(locale),
    handleAuthorizationError: () => handleAuthorizationError(locale),
  };
}
