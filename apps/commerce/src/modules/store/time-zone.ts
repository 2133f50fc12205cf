/**
 * The store's time zone: its days and months, the dates staff see in the back office and the
 * `timezone` of the store configuration (Magento's general/locale/timezone).
 */
export const STORE_TIME_ZONE = 'America/Sao_Paulo';

const parts = (instant: Date, timeZone: string) => {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return values;
};

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (São Paulo: −3 h). */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock midnight happens in the zone (checked twice, for a change of offset). */
function midnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = new Date(wall - offsetAt(new Date(wall), timeZone));
  instant = new Date(wall - offsetAt(instant, timeZone));
  return instant;
}

/** When the zone's current day (or month) began, as an instant. */
export function startOf(period: 'day' | 'month', now: Date, timeZone = STORE_TIME_ZONE): Date {
  const p = parts(now, timeZone);
  return midnight(p.year, p.month, period === 'month' ? 1 : p.day, timeZone);
}
