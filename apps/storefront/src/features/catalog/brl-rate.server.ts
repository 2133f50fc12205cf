import 'server-only';
import { cache } from 'react';
import { commerceQuery, type StoreCode } from '../../lib/graphql.server';
import { ExchangeRates } from '../cart';

/**
 * BRL → `currency` rate for a server render (once per request): the Brazilian price rules (Pix,
 * installments, the R$ 10 minimum installment) are applied in BRL and the amounts converted with
 * it. 1 for BRL without a request; undefined when the server has no rate or cannot be reached, so
 * that nothing converted wrongly is promised.
 */
export const brlRate = cache(async (store: StoreCode, currency: string): Promise<number | undefined> => {
  if (currency === 'BRL') return 1;
  try {
    const data = await commerceQuery(ExchangeRates, {}, { store, currency });
    return data.currency?.exchange_rates?.find((entry) => entry?.currency_to === currency)?.rate ?? undefined;
  } catch {
    return undefined;
  }
});
