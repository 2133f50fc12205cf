import { useMemo } from 'react';
import { useLocale } from 'use-intl/react';
import { formatCents, formatPrice } from './price';

/**
 * The price formatters of ui/price.tsx bound to the page's language, for client components:
 * `price(149.9, 'BRL')` for GraphQL Money values, `cents(14990, 'BRL')` for integer cents.
 */
export function useFormatPrice() {
  const locale = useLocale();
  return useMemo(
    () => ({
      price: (value: number, currency: string) => formatPrice(value, currency, locale),
      cents: (cents: number, currency: string) => formatCents(cents, currency, locale),
    }),
    [locale],
  );
}
