import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clientGraphQL } from '../../lib/graphql.client';
import { useMutation, useQuery, useQueryClient } from '../../lib/query-client';
import { useStoreLocale } from '../../lib/store-locale';
import { notify } from '../../lib/ui-store';
import { type CartItemInput, ExchangeRates } from './cart.documents';
import type { CartView } from './cart.model';
import {
  addToCartWithNotice,
  applyCoupon,
  clearCart,
  refreshCart,
  removeCartItem,
  reportFailure,
  updateCartItemQuantity,
} from './cart-actions';
import { isStockRefusal } from './cart-errors';
import { cartKeys } from './cart-query';
import { useCartWords } from './cart-words';
import { createKeyedDebouncer, shouldSendQuantity } from './quantity-debounce';

/**
 * The cart's hooks (contract with checkout): `useCart()` → `{cart, isLoading, error}` and the
 * mutations. Server state has one owner, the `['cart', store]` query entry; every mutation
 * replaces it with the cart the server answers.
 */
export { type UseCartResult, useCart } from './cart-state';

export interface AddToCartInput {
  items: CartItemInput[];
  /** For the notice 'You added {product} to your shopping cart.' */
  productName: string;
}

/**
 * Adds products; on success the notice shows and the mini-cart opens, on refusal a danger notice
 * gives the reason. `mutateAsync` resolves to whether the products went in.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const locale = useStoreLocale();
  const words = useCartWords();
  return useMutation({
    mutationFn: ({ items, productName }: AddToCartInput) =>
      addToCartWithNotice(queryClient, locale, items, productName, words),
  });
}

/**
 * Changes a line's quantity (rules §4): the line shows the new quantity at once (optimistic), and
 * the server hears of it 1000 ms after the last change, only when it is greater than 0.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const locale = useStoreLocale();
  const words = useCartWords();
  const key = cartKeys.current(locale.store);
  // Lines whose last quantity the server refused for want of stock: they say what is available
  // until the shopper changes the quantity again.
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const markRefused = useCallback((uid: string, isRefused: boolean) => {
    setRefused((before) => {
      if (before.has(uid) === isRefused) return before;
      const after = new Set(before);
      if (isRefused) after.add(uid);
      else after.delete(uid);
      return after;
    });
  }, []);
  const mutation = useMutation({
    mutationFn: ({ uid, quantity }: { uid: string; quantity: number }) =>
      updateCartItemQuantity(queryClient, locale, uid, quantity, words.updateFailed),
    onError: (error, { uid }) => {
      reportFailure(error, words.updateFailed, words.error);
      if (isStockRefusal(error)) markRefused(uid, true);
      // The line, and its quantity field, show the server's quantity again.
      void refreshCart(queryClient, locale);
    },
  });
  const send = useRef(mutation.mutate);
  send.current = mutation.mutate;
  const debouncer = useMemo(
    () => createKeyedDebouncer<number>((uid, quantity) => send.current({ uid, quantity })),
    [],
  );
  useEffect(() => () => debouncer.cancelAll(), [debouncer]);

  /** Shows `quantity` on the line and schedules it; false when it is not sent (0, unchanged). */
  const setQuantity = useCallback(
    (uid: string, quantity: number): boolean => {
      const cart = queryClient.getQueryData<CartView | null>(key);
      const line = cart?.lines.find((candidate) => candidate.uid === uid);
      if (!cart || !line || !shouldSendQuantity(quantity, line.quantity)) return false;
      markRefused(uid, false);
      const next: CartView = {
        ...cart,
        totalQuantity: cart.totalQuantity - line.quantity + quantity,
        lines: cart.lines.map((candidate) =>
          candidate.uid === uid
            ? { ...candidate, quantity, rowCents: candidate.unitCents * quantity }
            : candidate,
        ),
      };
      queryClient.setQueryData(key, next);
      debouncer.schedule(uid, quantity);
      return true;
    },
    [queryClient, key, debouncer, markRefused],
  );
  return { setQuantity, cancel: debouncer.cancel, isPending: mutation.isPending, refused };
}

/** Removes a line; 'Product removed' — '{product} has been successfully removed from your cart'. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const locale = useStoreLocale();
  const words = useCartWords();
  return useMutation({
    mutationFn: ({ uid }: { uid: string; name: string }) =>
      removeCartItem(queryClient, locale, uid, words.updateFailed),
    onSuccess: (_cart, { name }) =>
      notify({ type: 'success', title: words.removedTitle, message: words.removed(name) }),
    onError: (error) => reportFailure(error, words.updateFailed),
  });
}

/** Empties the cart: 'Cart has been cleared'. */
export function useClearCart() {
  const queryClient = useQueryClient();
  const locale = useStoreLocale();
  const words = useCartWords();
  return useMutation({
    mutationFn: ({ uids }: { uids: string[] }) => clearCart(queryClient, locale, uids, words.updateFailed),
    onSuccess: () => notify({ type: 'success', message: words.cleared }),
    onError: (error) => reportFailure(error, words.updateFailed),
  });
}

/**
 * Applies a coupon code, or removes the applied one with an empty code (rules §4). A refusal is
 * left to the form, which shows the server's message beside the field (`mutation.error`).
 */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  const locale = useStoreLocale();
  const words = useCartWords();
  return useMutation({
    mutationFn: ({ code }: { code: string }) => applyCoupon(queryClient, locale, code, words.updateFailed),
  });
}

/**
 * BRL → `currency` rate, to show the BRL thresholds of rules §9 in the display currency. 1 for
 * BRL without a request; undefined while loading or when the server has no rate.
 */
export function useBrlRate(currency: string): number | undefined {
  const locale = useStoreLocale();
  const isBrl = currency === 'BRL';
  const query = useQuery({
    queryKey: ['exchange-rates', locale.store],
    queryFn: ({ signal }) => clientGraphQL(locale, ExchangeRates, {}, signal),
    enabled: !isBrl,
    staleTime: 60 * 60 * 1000,
  });
  if (isBrl) return 1;
  const rate = query.data?.currency?.exchange_rates?.find((entry) => entry?.currency_to === currency)?.rate;
  return rate ?? undefined;
}
