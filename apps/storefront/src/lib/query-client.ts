import {
  type DefaultError,
  QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation as useTanStackMutation,
  useQuery as useTanStackQuery,
} from '@tanstack/react-query';
import { rememberQueryClient } from './query-client-ref';

/**
 * The page's server state (TanStack Query) without a provider: the browser keeps one client for
 * the whole visit, and the hooks below are bound to it. Only code that runs after something was
 * asked for imports this module (account, checkout, forms, the cart and wishlist panels, the
 * session's mirror in session-sync.ts), so catalogue pages do not carry TanStack Query in their
 * first-load JavaScript. On the server every call makes a new client (TanStack's SSR guide: never
 * share one between requests); server renders only show the pending state.
 */

export { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } });
}

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  if (!browserClient) {
    browserClient = makeQueryClient();
    // What QueryClientProvider did: follow focus and connectivity (paused mutations resume online).
    browserClient.mount();
    rememberQueryClient(browserClient);
  }
  return browserClient;
}

/** The page's client, as TanStack's hook of the same name answered under its provider. */
export function useQueryClient(): QueryClient {
  return getQueryClient();
}

export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useTanStackQuery(options, getQueryClient());
}

export function useMutation<TData = unknown, TError = DefaultError, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useTanStackMutation(options, getQueryClient());
}
