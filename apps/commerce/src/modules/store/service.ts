import type { Kysely } from 'kysely';
import type { CatalogCache } from '../../db/catalog-cache';
import type { Database } from '../../db/schema';
import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { AVAILABLE_CURRENCIES, BASE_CURRENCY, type StoreView } from './stores';

/** Store views and display currencies. */
export function createStoreService(db: Kysely<Database>, cache: CatalogCache) {
  function exchangeRates(): Promise<Map<string, number>> {
    return cache.get('exchange-rates', async () => {
      const rows = await db
        .selectFrom('store_currency_rate')
        .selectAll()
        .where('currency_from', '=', BASE_CURRENCY)
        .execute();
      return new Map(rows.map((r) => [r.currency_to, r.rate]));
    });
  }
  return {
    exchangeRates: (_ctx: RequestContext) => exchangeRates(),

    /**
     * The display currency of a request: the `Content-Currency` header when given, else the
     * store's default; with its stored rate from BRL.
     */
    async displayCurrency(store: StoreView, requested: string | undefined) {
      const code = (requested?.trim() || store.defaultCurrency).toUpperCase();
      if (!(AVAILABLE_CURRENCIES as readonly string[]).includes(code)) {
        throw new InputError(`Currency not allowed for store ${store.code}`);
      }
      if (code === BASE_CURRENCY) return { code, rate: 1 };
      const rate = (await exchangeRates()).get(code);
      if (!rate) throw new InputError(`Currency not allowed for store ${store.code}`);
      return { code, rate };
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
