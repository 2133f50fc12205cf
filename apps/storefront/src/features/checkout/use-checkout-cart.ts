'use client';

import { useCallback } from 'react';
import { readCartId, rememberCartId } from '../../lib/cart-cookie';
import { clientGraphQL, GraphQLRequestError } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import { useQuery, useQueryClient } from '../../lib/query-client';
import { accountGraphQL } from '../../lib/session';
import type { TypedDocument } from '../../lib/typed-document';
import { CheckoutCart, type CheckoutCartFields, CustomerCheckoutCart } from './checkout.documents';
import { forgetCheckoutRefusal, noteCheckoutError } from './guest-checkout';

/**
 * The checkout's view of the cart: the same server state as the cart feature's ['cart', store]
 * query, with the checkout fields (addresses, methods, totals). Its key lives under ['cart'], so
 * invalidating the cart (after an order) refreshes both.
 */
export function checkoutCartKey(locale: Locale) {
  return ['cart', locale.store, 'checkout'] as const;
}

export function useCheckoutCart(locale: Locale, isLoggedIn = false) {
  return useQuery({
    queryKey: checkoutCartKey(locale),
    queryFn: async ({ signal }) => {
      // A customer checks out their own cart (rules §4), whatever id this browser held.
      if (isLoggedIn) {
        const { customerCart } = await accountGraphQL(locale, CustomerCheckoutCart, {}, signal);
        if (readCartId() !== customerCart.id) rememberCartId(customerCart.id);
        return customerCart;
      }
      const cartId = readCartId();
      if (!cartId) return null;
      try {
        const data = await clientGraphQL(locale, CheckoutCart, { cartId }, signal);
        return data.cart;
      } catch (error) {
        // A cart id that no longer answers (already ordered, or unknown) is no cart to check out;
        // the cart feature replaces the cookie on the next add.
        const isGone =
          error instanceof GraphQLRequestError &&
          error.errors.some((entry) => entry.extensions?.category === 'graphql-no-such-entity');
        if (!isGone) throw error;
        console.warn('checkout: the stored cart is gone', error.message);
        return null;
      }
    },
    staleTime: 0,
  });
}

/**
 * Runs a cart mutation whose result carries the whole checkout cart, stores that cart as the
 * query's data (the page re-reads totals after every step) and marks the cart feature's summary
 * stale so the mini cart and header agree.
 */
export function useCartMutation(locale: Locale) {
  const queryClient = useQueryClient();
  return useCallback(
    async <TResult extends Record<string, { cart: CheckoutCartFields }>, TVariables>(
      document: TypedDocument<TResult, TVariables>,
      variables: TVariables,
    ): Promise<CheckoutCartFields> => {
      let data: TResult;
      try {
        data = await clientGraphQL(locale, document, variables);
      } catch (error) {
        noteCheckoutError(error);
        throw error;
      }
      forgetCheckoutRefusal();
      const first = Object.values(data)[0];
      if (!first) throw new Error('cart mutation answered no cart');
      queryClient.setQueryData(checkoutCartKey(locale), first.cart);
      void queryClient.invalidateQueries({ queryKey: ['cart', locale.store], exact: true });
      return first.cart;
    },
    [locale, queryClient],
  );
}
