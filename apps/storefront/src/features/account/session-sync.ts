import { clientGraphQL, GraphQLRequestError } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import {
  getQueryClient,
  type QueryClient,
  QueryObserver,
  type QueryObserverResult,
} from '../../lib/query-client';
import { customerKeys, handleAuthorizationError, logout } from '../../lib/session';
import { mirror, NOT_OBSERVED, type SessionMirror } from '../../lib/session-mirror';
import { cartQueryOptions } from '../cart';
import { wishlistQueryOptions } from '../wishlist';
import { CustomerQuery } from './account.documents';

/**
 * Observes the session's TanStack Query entries and copies every answer into the page's mirror
 * (lib/session-mirror.ts): the cart whenever the shopper has one, the profile and the wishlist while a
 * customer is logged in. Loaded by `SessionState` only then, with TanStack Query; mutations,
 * invalidations and logout change the entries, and the mirror follows. Answers the stop.
 */
export function syncSession(
  locale: Locale,
  isLoggedIn: boolean,
  client: QueryClient = getQueryClient(),
): () => void {
  const stops = [observe(client, 'cart', cartQueryOptions(locale, isLoggedIn))];
  if (isLoggedIn) {
    stops.push(
      observe(client, 'customer', customerQueryOptions(locale)),
      observe(client, 'wishlist', wishlistQueryOptions(locale)),
    );
  } else {
    mirror('customer', NOT_OBSERVED);
    mirror('wishlist', NOT_OBSERVED);
  }
  return () => {
    for (const stop of stops) stop();
  };
}

interface EntryOptions<T> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  retry?: boolean;
}

function observe<K extends keyof SessionMirror>(
  client: QueryClient,
  key: K,
  options: EntryOptions<SessionMirror[K]['data']>,
): () => void {
  const observer = new QueryObserver(client, options);
  const copy = ({ data, isPending, error }: QueryObserverResult<SessionMirror[K]['data']>) =>
    mirror(key, { data, isPending, error } as SessionMirror[K]);
  // The cached answer at once (a page moved to, or a restart after login), then every change.
  copy(observer.getCurrentResult());
  return observer.subscribe(copy);
}

/**
 * The customer's profile entry (`['customer', store]`). A failed profile load logs out (rules §4):
 * an authorization error with the warning of rules §8.
 */
function customerQueryOptions(locale: Locale) {
  return {
    queryKey: customerKeys.current(locale.store),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      try {
        const { customer } = await clientGraphQL(locale, CustomerQuery, {}, signal);
        if (!customer) throw new Error('customer answered no profile');
        return customer;
      } catch (error) {
        if (signal.aborted) throw error;
        await profileLoadFailed(locale, error);
        throw error;
      }
    },
    retry: false,
  };
}

async function profileLoadFailed(locale: Locale, error: unknown) {
  if (error instanceof GraphQLRequestError && error.isAuthorization) {
    await handleAuthorizationError(locale);
    return;
  }
  // A network failure is not a verdict on the session; any answer without a profile is.
  if (error instanceof GraphQLRequestError) {
    console.error('the customer profile could not be loaded: logging out', error);
    await logout(locale);
    return;
  }
  console.error('the customer profile could not be loaded', error);
}
