import { convertCents, fromCents } from '@store/br';
import type { DisplayCurrency } from './context';

/** Magento's `Money { value currency }`, converted from base-currency cents to the display currency. */
export interface MoneyOutput {
  value: number;
  currency: string;
}

/** Converts integer cents in BRL to the API's Money in the request's display currency. */
export function toMoney(cents: number, currency: DisplayCurrency): MoneyOutput {
  const displayCents = currency.rate === 1 ? cents : convertCents(cents, currency.rate);
  return { value: fromCents(displayCents), currency: currency.code };
}

/** A plain decimal amount in the display currency (fields typed Float, e.g. special_price). */
export function toAmount(cents: number, currency: DisplayCurrency): number {
  return toMoney(cents, currency).value;
}
