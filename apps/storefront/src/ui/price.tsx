import { formatBRL, toCents } from '@store/br';

/**
 * Formats an amount in the display currency the way shoppers read it ("R$ 1.234,56" in pt-BR)
 * through Intl.NumberFormat. `value` is in the currency's major unit, as GraphQL's Money.
 */
export function formatPrice(value: number, currency: string, locale = 'pt-BR'): string {
  return formatBRL(toCents(value), locale, currency);
}

/** Formats integer cents (the store's internal money unit) in the display currency. */
export function formatCents(cents: number, currency: string, locale = 'pt-BR'): string {
  return formatBRL(cents, locale, currency);
}

/** A round amount without its cents ("R$ 199"), for headline figures such as the free-shipping threshold. */
export function formatWholePrice(cents: number, currency: string, locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    cents / 100,
  );
}

export interface PriceProps {
  /** Amount in the currency's major unit (149.9); use `cents` for integer cents. */
  value?: number;
  cents?: number;
  /** ISO 4217 code, e.g. BRL. */
  currency: string;
  locale?: string;
  className?: string;
}

/** An amount with tabular numerals, so that prices line up in lists and tables. */
export function Price({ value, cents, currency, locale, className }: PriceProps) {
  const text =
    cents !== undefined ? formatCents(cents, currency, locale) : formatPrice(value ?? 0, currency, locale);
  return <span className={className ? `tabular ${className}` : 'tabular'}>{text}</span>;
}
