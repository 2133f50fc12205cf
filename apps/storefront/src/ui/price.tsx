const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount the way DESIGN.md asks: "R$ 1.234,56" in the default store view. */
export function formatPrice(value: number, currency: string, locale = 'pt-BR'): string {
  return currencyFormatter(locale, currency).format(value);
}

export interface PriceProps {
  value: number;
  /** ISO 4217 code, e.g. BRL. */
  currency: string;
  locale?: string;
  className?: string;
}

export function Price({ value, currency, locale, className }: PriceProps) {
  return (
    <span className={className ? `price ${className}` : 'price'}>{formatPrice(value, currency, locale)}</span>
  );
}
