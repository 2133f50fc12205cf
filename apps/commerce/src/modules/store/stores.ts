/**
 * The store views of the spec (§3 Locales, docs/architecture.md, decision 8). They are part of the
 * product's definition rather than operator data, so they live in code; exchange rates, which
 * operators change, live in the `store_currency_rate` table.
 */
export interface StoreView {
  code: string;
  name: string;
  locale: string;
  /** BCP 47 tag for Intl APIs. */
  languageTag: string;
  defaultCurrency: string;
  sortOrder: number;
  isDefault: boolean;
  defaultTitle: string;
  defaultDescription: string;
  /** Route prefix on the storefront ('' for the default store). */
  routePrefix: string;
}

export const BASE_CURRENCY = 'BRL';
export const AVAILABLE_CURRENCIES = ['BRL', 'USD', 'EUR'] as const;

export const STORE_VIEWS: readonly StoreView[] = [
  {
    code: 'default',
    name: 'Escritório Total',
    locale: 'pt_BR',
    languageTag: 'pt-BR',
    defaultCurrency: 'BRL',
    sortOrder: 0,
    isDefault: true,
    defaultTitle: 'Escritório Total — material de escritório, papelaria, informática, limpeza e copa',
    defaultDescription:
      'Tudo para o seu escritório: papelaria, informática, limpeza e copa, com 3% de desconto no Pix e frete grátis na Grande São Paulo acima de R$ 500.',
    routePrefix: '',
  },
  {
    code: 'en',
    name: 'Escritório Total',
    locale: 'en_US',
    languageTag: 'en-US',
    defaultCurrency: 'USD',
    sortOrder: 1,
    isDefault: false,
    defaultTitle: 'Escritório Total — office, stationery, IT, cleaning and coffee-break supplies',
    defaultDescription: 'Everything for your office: stationery, IT, cleaning and coffee-break supplies.',
    routePrefix: '/en',
  },
  {
    code: 'german',
    name: 'Escritório Total',
    locale: 'de_DE',
    languageTag: 'de-DE',
    defaultCurrency: 'EUR',
    sortOrder: 2,
    isDefault: false,
    defaultTitle: 'Escritório Total — Büro-, Schreibwaren-, IT-, Reinigungs- und Kaffeepausenbedarf',
    defaultDescription: 'Alles für Ihr Büro: Schreibwaren, IT, Reinigung und Kaffeepause.',
    routePrefix: '/german',
  },
];

export const DEFAULT_STORE = STORE_VIEWS[0]!;

/** Finds a store view by its code (the `Store` request header). */
export function findStoreView(code: string): StoreView | undefined {
  return STORE_VIEWS.find((store) => store.code === code);
}

/** Demo exchange rates from BRL, seeded into store_currency_rate on first start. */
export const DEMO_EXCHANGE_RATES: Record<string, number> = { BRL: 1, USD: 0.1852, EUR: 0.1715 };

export const CURRENCY_SYMBOLS: Record<string, string> = { BRL: 'R$', USD: '$', EUR: '€' };
