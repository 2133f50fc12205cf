// Card number checks done before calling the acquirer (brazil-payments.md §3). Brand detection by
// prefix is a UX hint: BIN tables change and the acquirer's answer is authoritative. Debit vs
// credit cannot be told from the number.

import { toCents } from './money';

/** Card brands the store recognises. */
export type CardBrand = 'elo' | 'hipercard' | 'amex' | 'diners' | 'mastercard' | 'visa';

/** Accepted PAN lengths per brand. */
export const CARD_NUMBER_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  elo: [16],
  // 606282 cards have 16 digits; the older 3841x0 ones have 19.
  hipercard: [16, 19],
  amex: [15],
  diners: [14, 16],
  mastercard: [16],
  visa: [13, 16, 19],
};

/** Security-code (CVV/CID) length per brand. */
export const CARD_SECURITY_CODE_LENGTHS: Readonly<Record<CardBrand, number>> = {
  elo: 3,
  hipercard: 3,
  amex: 4,
  diners: 3,
  mastercard: 3,
  visa: 3,
};

const ELO_BINS = new Set([
  401178, 401179, 431274, 438935, 451416, 457393, 457631, 457632, 504175, 627780, 636297, 636368,
]);
const ELO_BIN_RANGES: readonly (readonly [number, number])[] = [
  [506699, 506778],
  [509000, 509999],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const HIPERCARD_PREFIXES = ['606282', '384100', '384140', '384160'];

function cardDigits(pan: string): string {
  return pan.replace(/[\s-]/g, '');
}

function inRange(value: number, low: number, high: number): boolean {
  return value >= low && value <= high;
}

/** Tells whether a string of digits passes the Luhn (mod 10) check. */
export function luhnCheck(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

/** Computes the Luhn check digit to append to a string of digits. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Expected digits, got '${digits}'`);
  return (10 - (luhnSum(digits, true) % 10)) % 10;
}

// Doubles every second digit from the right: starting with the rightmost digit when the check
// digit is still to be appended, else with the one to its left.
function luhnSum(digits: string, doubleRightmost: boolean): number {
  let sum = 0;
  for (let offset = 0; offset < digits.length; offset++) {
    const digit = Number(digits[digits.length - 1 - offset]);
    const isDoubled = offset % 2 === (doubleRightmost ? 0 : 1);
    const value = isDoubled ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return sum;
}

/** Detects the card brand from the number's prefix (spaces and hyphens ignored); undefined when unknown. */
export function detectCardBrand(pan: string): CardBrand | undefined {
  const digits = cardDigits(pan);
  if (!/^\d+$/.test(digits)) return undefined;
  // Order matters: Elo BINs sit inside the Visa, Mastercard-like, Discover and UnionPay ranges and
  // Hipercard's 3841x0 inside Diners' 38, so Elo goes first, then Hipercard, then the rest.
  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6));
    if (ELO_BINS.has(bin) || ELO_BIN_RANGES.some(([low, high]) => inRange(bin, low, high))) return 'elo';
    if (HIPERCARD_PREFIXES.some((prefix) => digits.startsWith(prefix))) return 'hipercard';
  }
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (two === 34 || two === 37) return 'amex';
  if (digits.length >= 3 && inRange(three, 300, 305)) return 'diners';
  if (two === 36 || two === 38 || two === 39) return 'diners';
  if (digits.length >= 2 && inRange(two, 51, 55)) return 'mastercard';
  if (digits.length >= 4 && inRange(four, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return undefined;
}

/**
 * Tells whether a card number (spaces and hyphens ignored) is of a recognised brand, has a length
 * that brand issues and passes Luhn.
 */
export function isValidCardNumber(pan: string): boolean {
  const digits = cardDigits(pan);
  const brand = detectCardBrand(digits);
  if (!brand || !CARD_NUMBER_LENGTHS[brand].includes(digits.length)) return false;
  return luhnCheck(digits);
}

/** Tells whether a security code has the length the brand uses (4 for Amex, 3 otherwise). */
export function isValidCardSecurityCode(securityCode: string, brand: CardBrand): boolean {
  return new RegExp(`^\\d{${CARD_SECURITY_CODE_LENGTHS[brand]}}$`).test(securityCode);
}

/**
 * Converts a decimal amount in reais to the e.Rede `amount` in cents: multiplied by 100 and
 * floored (rules §9), computed exactly so that 20.99 gives 2099, not 2098.
 */
export function cardAmountCents(amount: number | string): number {
  const cents = toCents(amount, 'floor');
  if (cents < 0) throw new RangeError(`A card amount cannot be negative, got ${amount}`);
  return cents;
}

/** How far ahead an expiry may lie: issuers print at most about 20 years; later is a typing slip. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

export type CardExpiry =
  | { ok: true; month: number; year: number }
  | { ok: false; error: 'invalid' | 'expired' };

/**
 * Reads a card's expiry as typed or sent (month 1–12 with or without a leading zero; year in two or
 * four digits, two meaning 20YY). A card is valid through the last day of its month, counted in
 * UTC as every server check is: `expired` from the month after; `invalid` when either part is not
 * a date or the year lies more than 20 years ahead. The one reading of an expiry for the card
 * payment, the saved-card vault and the storefront's card form.
 */
export function parseCardExpiry(month: string | number, year: string | number, now: Date): CardExpiry {
  const monthText = String(month).trim();
  const yearText = String(year).trim();
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) {
    return { ok: false, error: 'invalid' };
  }
  const monthNumber = Number(monthText);
  const yearNumber = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const currentYear = now.getUTCFullYear();
  if (monthNumber < 1 || monthNumber > 12 || yearNumber > currentYear + CARD_EXPIRY_MAX_YEARS_AHEAD) {
    return { ok: false, error: 'invalid' };
  }
  if (yearNumber * 12 + monthNumber < currentYear * 12 + now.getUTCMonth() + 1) {
    return { ok: false, error: 'expired' };
  }
  return { ok: true, month: monthNumber, year: yearNumber };
}
