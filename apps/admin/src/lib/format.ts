/**
 * How the back office writes money, dates and times: Brazilian format, in the store's time zone
 * (its store configuration's `timezone`; São Paulo until the server has said). Every screen goes
 * through these, so a date reads the same wherever it appears.
 */

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 (prices and totals come from the server; this only writes them). */
export function formatMoney(value: unknown): string {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? money.format(number) : '—';
}

let timeZone = 'America/Sao_Paulo';
let dateTimeFormat = makeDateTimeFormat(timeZone);
let dateFormat = makeDateFormat(timeZone);

function makeDateTimeFormat(zone: string) {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

function makeDateFormat(zone: string) {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/** The store's time zone (IANA name, e.g. America/Sao_Paulo); an unknown name is ignored. */
export function setStoreTimeZone(zone: string): void {
  try {
    const format = makeDateTimeFormat(zone);
    timeZone = zone;
    dateTimeFormat = format;
    dateFormat = makeDateFormat(zone);
  } catch {
    // RangeError: not a time zone this browser knows; keep the one in use.
  }
}

export const storeTimeZone = () => timeZone;

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant from the server: Magento's `YYYY-MM-DD HH:MM:SS` (UTC, without a zone) or ISO 8601
 * with its zone. Undefined for anything else.
 */
export function parseInstant(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim().replace(' ', 'T');
  if (BARE_DATE.test(text)) return undefined;
  const date = new Date(`${text}${/Z|[+-]\d\d:?\d\d$/.test(text) ? '' : 'Z'}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** `08/12/2026 14:05`, in the store's time zone; '—' for nothing, the text itself when unreadable. */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const instant = parseInstant(value);
  if (instant) return dateTimeFormat.format(instant).replace(', ', ' ');
  return formatDate(value);
}

/**
 * `08/12/2026`. A calendar date (`2026-12-08`, a boleto's due date) is written as it is, never
 * moved through a time zone; an instant is the day it falls on in the store's time zone.
 */
export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value !== 'string') return String(value);
  const bare = value.trim().slice(0, 10);
  if (BARE_DATE.test(value.trim())) {
    const [year, month, day] = bare.split('-');
    return `${day}/${month}/${year}`;
  }
  const instant = parseInstant(value);
  return instant ? dateFormat.format(instant) : value;
}
