const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 (prices and totals come from the server; this only writes them). */
export function formatMoney(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? money.format(number) : '—';
}

/** Magento's `YYYY-MM-DD HH:MM:SS` (UTC) as the browser's local date and time. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '—';
  const date = new Date(`${value.replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('pt-BR');
}
