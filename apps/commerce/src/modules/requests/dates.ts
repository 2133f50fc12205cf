/** Calendar dates of the store: São Paulo (Brazil has had no daylight saving time since 2019). */

const SAO_PAULO_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant in São Paulo. */
export function saoPauloDate(instant: Date | string): string {
  return SAO_PAULO_DATE.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** 'YYYY-MM-DD' plus a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** '2026-11-15' → '15/11/2026'. */
export function brazilianDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** A valid calendar date 'YYYY-MM-DD' → the instant of noon of that day in São Paulo (UTC−3). */
export function noonInSaoPaulo(date: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const instant = new Date(`${date}T12:00:00-03:00`);
  return Number.isNaN(instant.getTime()) || saoPauloDate(instant) !== date ? undefined : instant;
}
