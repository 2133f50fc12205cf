import { useMutation, useQuery, useQueryClient } from '../../lib/query-client';
import { accountGraphQL, customerKeys } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import type { TypedDocument } from '../../lib/typed-document';

/**
 * My Account's reads: one query entry under `['customer', store, …]` (so logout drops them all),
 * through `accountGraphQL`, which ends the session on an authorization error (rules §4).
 */
export function useAccountQuery<TResult, TVariables>(
  name: readonly unknown[],
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
) {
  const locale = useStoreLocale();
  return useQuery({
    queryKey: [...customerKeys.current(locale.store), ...name, variables],
    queryFn: ({ signal }) => accountGraphQL(locale, document, variables, signal),
    retry: false,
  });
}

/** An account change; afterwards every customer entry is read again. */
export function useAccountMutation<TResult, TVariables>(document: TypedDocument<TResult, TVariables>) {
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => accountGraphQL(locale, document, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.current(locale.store) }),
  });
}
