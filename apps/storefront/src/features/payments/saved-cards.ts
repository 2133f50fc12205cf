import { useCallback } from 'react';
import type { Locale } from '../../lib/locales';
import { useQuery, useQueryClient } from '../../lib/query-client';
import { RestError, requestJson, withQuery } from '../../lib/rest-client';
import { customerKeys, handleAuthorizationError } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import type { CardChoice } from '../checkout';

/**
 * Saved cards (rules §3 stored payment card, §7 same-origin /payment-card): the server keeps them
 * encrypted and answers brand, last four digits, holder and expiry only (docs/architecture.md, decision 6);
 * only the logged-in customer's own cards, whatever e-mail is sent.
 */

export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  holder: string;
  expiry_month: number;
  expiry_year: number;
}

async function call<T>(locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RestError && error.status === 401) await handleAuthorizationError(locale);
    throw error;
  }
}

export function listSavedCards(locale: Locale, email: string | undefined): Promise<SavedCard[]> {
  return call(locale, () =>
    requestJson<SavedCard[]>(
      locale,
      'GET',
      email ? withQuery('/payment-card/all', { email }) : '/payment-card/all',
    ),
  );
}

/** Keeps a new card (never its CVV). */
export function saveCard(locale: Locale, card: CardChoice, email: string | undefined): Promise<SavedCard> {
  return call(locale, () =>
    requestJson<SavedCard>(locale, 'POST', '/payment-card', {
      ...(email ? { email } : {}),
      cardholderName: card.cardholderName.trim(),
      cardNumber: card.cardNumber.replace(/\D/g, ''),
      expirationMonth: card.expirationMonth,
      expirationYear: card.expirationYear,
    }),
  );
}

export function deleteSavedCard(locale: Locale, id: number): Promise<unknown> {
  return call(locale, () => requestJson(locale, 'DELETE', `/payment-card/${id}`));
}

/** Under the customer's entry, so logout forgets them. */
export function savedCardsKey(locale: Locale) {
  return [...customerKeys.current(locale.store), 'payment-cards'] as const;
}

/**
 * The customer's saved cards; none for guests, without a request. Rules §8: a failed list is an
 * empty list (the shopper types a card instead); the cause is logged.
 */
export function useSavedCards(isLoggedIn: boolean, email: string | undefined) {
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: savedCardsKey(locale),
    queryFn: async () => {
      try {
        return await listSavedCards(locale, email);
      } catch (error) {
        console.error('saved cards could not be listed', error);
        return [];
      }
    },
    enabled: isLoggedIn,
    retry: false,
  });
  const remove = useCallback(
    async (id: number) => {
      try {
        await deleteSavedCard(locale, id);
      } catch (error) {
        // Rules §8: delete failures are logged; the list is read again either way.
        console.error('the saved card could not be deleted', error);
      }
      await queryClient.invalidateQueries({ queryKey: savedCardsKey(locale) });
    },
    [locale, queryClient],
  );
  const remember = useCallback(
    async (card: CardChoice) => {
      try {
        await saveCard(locale, card, email);
      } catch (error) {
        console.error('the card could not be saved', error);
        return false;
      }
      await queryClient.invalidateQueries({ queryKey: savedCardsKey(locale) });
      return true;
    },
    [locale, queryClient, email],
  );
  return {
    cards: isLoggedIn ? (query.data ?? []) : [],
    isPending: isLoggedIn && query.isPending,
    remove,
    remember,
  };
}
