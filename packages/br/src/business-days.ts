// Business days in Brazil: the national holidays (fixed by law, and those that move with Easter),
// and delivery deadlines counted in business days, as carriers and the consumer-protection rules
// on e-commerce ask a store to state them: "em até N dias úteis", shown as a date range.
// Dates are calendar dates written `YYYY-MM-DD`, without a time zone: the caller decides which day
// "today" is in the store's time zone; the arithmetic here never shifts a date by a time zone.

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

export interface Holiday {
  date: CalendarDate;
  name: string;
  /**
   * A "ponto facultativo" (Carnival, Corpus Christi): not a holiday by law, but banks, carriers
   * and most businesses close, so delivery deadlines skip it by default.
   */
  optional: boolean;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtc(date: CalendarDate): Date {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const [, year, month, day] = match;
  const utc = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (utc.getUTCDate() !== Number(day)) throw new RangeError(`No such date: ${date}`);
  return utc;
}

function fromUtc(utc: Date): CalendarDate {
  return utc.toISOString().slice(0, 10);
}

/** The date `days` calendar days after `date` (negative goes back). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS: ReadonlyArray<{ monthDay: string; name: string; since?: number }> = [
  { monthDay: '01-01', name: 'Confraternização Universal' },
  { monthDay: '04-21', name: 'Tiradentes' },
  { monthDay: '05-01', name: 'Dia do Trabalho' },
  { monthDay: '09-07', name: 'Independência do Brasil' },
  { monthDay: '10-12', name: 'Nossa Senhora Aparecida' },
  { monthDay: '11-02', name: 'Finados' },
  { monthDay: '11-15', name: 'Proclamação da República' },
  // A national holiday since Lei 14.759/2023; before that, only in some states and cities.
  { monthDay: '11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra', since: 2024 },
  { monthDay: '12-25', name: 'Natal' },
];

/** Brazil's national holidays of a year, in date order, with Carnival and Corpus Christi marked optional. */
export function nationalHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = FIXED_HOLIDAYS.filter((h) => !h.since || year >= h.since).map((h) => ({
    date: `${year}-${h.monthDay}`,
    name: h.name,
    optional: false,
  }));
  holidays.push(
    { date: addCalendarDays(easter, -48), name: 'Carnaval (segunda-feira)', optional: true },
    { date: addCalendarDays(easter, -47), name: 'Carnaval (terça-feira)', optional: true },
    { date: addCalendarDays(easter, -2), name: 'Sexta-feira Santa', optional: false },
    { date: addCalendarDays(easter, 60), name: 'Corpus Christi', optional: true },
  );
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

export interface BusinessCalendar {
  /** Extra days off: state and city holidays where the store or the carrier works. */
  extraHolidays?: Iterable<CalendarDate>;
  /** Whether Carnival and Corpus Christi count as business days (default: they do not). */
  countOptionalDays?: boolean;
}

/** The days off of a calendar for one year, as a set of dates. */
function daysOff(year: number, calendar: BusinessCalendar, cache: Map<number, Set<string>>) {
  let days = cache.get(year);
  if (!days) {
    days = new Set(
      nationalHolidays(year)
        .filter((h) => !(h.optional && calendar.countOptionalDays))
        .map((h) => h.date),
    );
    for (const extra of calendar.extraHolidays ?? []) if (extra.startsWith(`${year}-`)) days.add(extra);
    cache.set(year, days);
  }
  return days;
}

/** A calendar's business-day test; year tables are computed once per calendar. */
export function businessDayTest(calendar: BusinessCalendar = {}): (date: CalendarDate) => boolean {
  for (const extra of calendar.extraHolidays ?? []) toUtc(extra);
  const cache = new Map<number, Set<string>>();
  return (date) => {
    const utc = toUtc(date);
    const weekday = utc.getUTCDay();
    if (weekday === 0 || weekday === 6) return false;
    return !daysOff(utc.getUTCFullYear(), calendar, cache).has(date);
  };
}

/** Whether `date` is a business day: a weekday that is not a holiday of the calendar. */
export function isBusinessDay(date: CalendarDate, calendar: BusinessCalendar = {}): boolean {
  return businessDayTest(calendar)(date);
}

/**
 * The business day `days` business days after `start`. Day 1 is the first business day after
 * `start`, whatever `start` is; `days = 0` gives `start` itself when it is a business day, or
 * the next one.
 */
export function addBusinessDays(
  start: CalendarDate,
  days: number,
  calendar: BusinessCalendar = {},
): CalendarDate {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`Business days must be a whole number ≥ 0: ${days}`);
  const isOpen = businessDayTest(calendar);
  let date = start;
  if (days === 0) {
    while (!isOpen(date)) date = addCalendarDays(date, 1);
    return date;
  }
  for (let counted = 0; counted < days; ) {
    date = addCalendarDays(date, 1);
    if (isOpen(date)) counted += 1;
  }
  return date;
}

export interface DeliveryWindowInput {
  /** The day the clock starts: payment approval, or today for a quote before payment. */
  from: CalendarDate;
  /** The store's handling time, in business days, before the carrier's own deadline starts. */
  handlingDays: number;
  /** The carrier's fastest and slowest deadline, in business days. */
  minDays: number;
  maxDays: number;
}

export interface DeliveryWindow {
  /** Business days in all, handling included: "em até N dias úteis". */
  minBusinessDays: number;
  maxBusinessDays: number;
  earliest: CalendarDate;
  latest: CalendarDate;
}

/** The delivery promise: business days from `from`, handling and the carrier's range, as dates. */
export function deliveryWindow(input: DeliveryWindowInput, calendar: BusinessCalendar = {}): DeliveryWindow {
  const { from, handlingDays, minDays, maxDays } = input;
  if (minDays > maxDays) throw new RangeError(`Fastest deadline ${minDays} is after the slowest ${maxDays}`);
  const minBusinessDays = handlingDays + minDays;
  const maxBusinessDays = handlingDays + maxDays;
  return {
    minBusinessDays,
    maxBusinessDays,
    earliest: addBusinessDays(from, minBusinessDays, calendar),
    latest: addBusinessDays(from, maxBusinessDays, calendar),
  };
}
