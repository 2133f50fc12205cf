// Boleto bancário: FEBRABAN 44-digit barcode and 47-digit digitable line, with Itaú (341) free
// field for carteira 109 (brazil-payments.md §6; rules §5 and §9).

import { assertCents } from './decimal';

/** Boleto settings from rules §9: issued today, due 2 days later, Itaú wallet 109, species 01, 'a vista'. */
export const BOLETO_DEFAULTS = {
  bankCode: '341',
  /** Bank code with its mod-11 check digit, as printed in the slip header. */
  bankCodeWithCheckDigit: '341-7',
  /** FEBRABAN currency code for the real. */
  currencyCode: '9',
  wallet: '109',
  /** Espécie 01 = DM, duplicata mercantil (Itaú CNAB tables). */
  species: '01',
  /** Payment term printed on the slip, as the spec words it. */
  title: 'a vista',
  dueInDays: 2,
} as const;

/** The exact message of rules §5 for a digitable line that does not have 47 digits. */
export const DIGITABLE_LINE_LENGTH_MESSAGE = 'A linha digitável deve ter 47 caracteres.';
/** Message for a 47-digit line whose check digits do not match (wording not given by the spec). */
export const DIGITABLE_LINE_INVALID_MESSAGE = 'A linha digitável é inválida.';

const DAY_MS = 86_400_000;
const FACTOR_BASE_UTC = Date.UTC(1997, 9, 7);
const FACTOR_MIN = 1000;
const FACTOR_CYCLE_DAYS = 9000;
const MAX_AMOUNT_CENTS = 9_999_999_999;
// Wallets whose nosso-número DAC covers only wallet + nosso número.
const WALLETS_WITH_SHORT_DAC = new Set(['126', '131', '146', '150', '168']);
// Wallets with a different 15-digit free-field layout, not implemented here.
const WALLETS_WITH_OTHER_LAYOUT = new Set(['106', '107', '122', '142', '143', '195', '196', '198']);

function parseIsoDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || formatIsoDate(time) !== date) {
    throw new RangeError(`Expected a date as YYYY-MM-DD, got '${date}'`);
  }
  return time;
}

function formatIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function assertDigits(value: string, name: string, length?: number): void {
  const shape = length === undefined ? /^\d+$/ : new RegExp(`^\\d{${length}}$`);
  if (!shape.test(value)) {
    throw new RangeError(
      `${name} must be ${length === undefined ? 'digits' : `${length} digits`}, got '${value}'`,
    );
  }
}

/**
 * Returns the 4-digit due-date factor of a date ('YYYY-MM-DD'): days since 1997-10-07, restarting
 * at 1000 after 9999 (2025-02-21 → 9999, 2025-02-22 → 1000).
 */
export function dueDateFactor(date: string): number {
  const days = (parseIsoDate(date) - FACTOR_BASE_UTC) / DAY_MS;
  if (days < FACTOR_MIN) throw new RangeError(`Due dates start at 2000-07-03 (factor 1000), got '${date}'`);
  return ((days - FACTOR_MIN) % FACTOR_CYCLE_DAYS) + FACTOR_MIN;
}

/**
 * Returns the due date ('YYYY-MM-DD') of a factor, choosing among the dates 9000 days apart the
 * one closest to the reference date (e.g. today or the issue date); undefined for factor 0 (no due date).
 */
export function dueDateFromFactor(factor: number, referenceDate: string): string | undefined {
  if (factor === 0) return undefined;
  if (!Number.isInteger(factor) || factor < FACTOR_MIN || factor > 9999) {
    throw new RangeError(`A due-date factor is 0 or 1000 to 9999, got ${factor}`);
  }
  // FEBRABAN's exact decoding window was not available; "closest to the reference" is our convention.
  const referenceDays = (parseIsoDate(referenceDate) - FACTOR_BASE_UTC) / DAY_MS;
  const cycle = Math.max(0, Math.round((referenceDays - factor) / FACTOR_CYCLE_DAYS));
  return formatIsoDate(FACTOR_BASE_UTC + (factor + cycle * FACTOR_CYCLE_DAYS) * DAY_MS);
}

/** Returns the due date a number of calendar days after the issue date (rules §9: 2 days), as 'YYYY-MM-DD'. */
export function boletoDueDate(issueDate: string, days: number = BOLETO_DEFAULTS.dueInDays): string {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`days must be a non-negative integer, got ${days}`);
  }
  return formatIsoDate(parseIsoDate(issueDate) + days * DAY_MS);
}

/**
 * Computes the mod 10 "2-1" check digit (weights 2,1,2,1… from the rightmost digit, products
 * above 9 reduced by 9, DV = (10 − sum % 10) % 10).
 */
export function mod10(digits: string): number {
  assertDigits(digits, 'mod10 input');
  let sum = 0;
  for (let offset = 0; offset < digits.length; offset++) {
    const digit = Number(digits[digits.length - 1 - offset]);
    const product = offset % 2 === 0 ? digit * 2 : digit;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Computes the barcode general check digit (mod 11, weights 2–9 from the right, DV = 11 − r,
 * replaced by 1 when it would be 0, 10 or 11).
 */
export function mod11Barcode(digits: string): number {
  assertDigits(digits, 'mod11Barcode input');
  let sum = 0;
  for (let offset = 0; offset < digits.length; offset++) {
    sum += Number(digits[digits.length - 1 - offset]) * ((offset % 8) + 2);
  }
  const checkDigit = 11 - (sum % 11);
  return checkDigit === 10 || checkDigit === 11 ? 1 : checkDigit;
}

/** Itaú account data that identifies a boleto. */
export interface ItauNossoNumeroInput {
  /** Agência, 4 digits. */
  agency: string;
  /** Conta, 5 digits, without its check digit. */
  account: string;
  /** Carteira, 3 digits. */
  wallet: string;
  /** Nosso número, 8 digits. */
  nossoNumero: string;
}

/** Computes Itaú's nosso-número DAC: mod 10 of agency + account + wallet + nosso número (wallet + nosso número for 126/131/146/150/168). */
export function itauNossoNumeroDac({ agency, account, wallet, nossoNumero }: ItauNossoNumeroInput): number {
  assertDigits(agency, 'agency', 4);
  assertDigits(account, 'account', 5);
  assertDigits(wallet, 'wallet', 3);
  assertDigits(nossoNumero, 'nossoNumero', 8);
  return WALLETS_WITH_SHORT_DAC.has(wallet)
    ? mod10(`${wallet}${nossoNumero}`)
    : mod10(`${agency}${account}${wallet}${nossoNumero}`);
}

/** Computes Itaú's DAC of agency (4 digits) + account (5 digits). */
export function itauAgencyAccountDac(agency: string, account: string): number {
  assertDigits(agency, 'agency', 4);
  assertDigits(account, 'account', 5);
  return mod10(`${agency}${account}`);
}

/** Data for an Itaú boleto; the nosso número is zero-padded to 8 digits. */
export interface ItauBoletoInput {
  agency: string;
  account: string;
  /** Carteira; defaults to '109'. */
  wallet?: string;
  nossoNumero: string;
  /** Due date as 'YYYY-MM-DD'. */
  dueDate: string;
  amountCents: number;
}

/** The printable and scannable codes of a boleto. */
export interface ItauBoleto {
  /** 44 digits, the content of the Interleaved 2 of 5 barcode. */
  barcode: string;
  /** 47 digits, what the payer types. */
  digitableLine: string;
  /** 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
  formattedLine: string;
  /** '109/NNNNNNNN-D'. */
  nossoNumeroFormatted: string;
  nossoNumeroDac: number;
  agencyAccountDac: number;
  dueDateFactor: number;
}

/** Builds an Itaú (341) boleto barcode and digitable line for carteira 109 or another standard wallet. */
export function buildItauBoleto(input: ItauBoletoInput): ItauBoleto {
  const { agency, account, dueDate, amountCents } = input;
  const wallet = input.wallet ?? BOLETO_DEFAULTS.wallet;
  assertDigits(input.nossoNumero, 'nossoNumero');
  if (input.nossoNumero.length > 8) throw new RangeError('nossoNumero has at most 8 digits');
  const nossoNumero = input.nossoNumero.padStart(8, '0');
  if (WALLETS_WITH_OTHER_LAYOUT.has(wallet)) {
    throw new RangeError(`Wallet ${wallet} uses a layout not supported here`);
  }
  assertCents(amountCents, 'amountCents');
  if (amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`A boleto amount is 0 to 9999999999 cents, got ${amountCents}`);
  }

  const nossoNumeroDac = itauNossoNumeroDac({ agency, account, wallet, nossoNumero });
  const agencyAccountDac = itauAgencyAccountDac(agency, account);
  const factor = dueDateFactor(dueDate);
  const freeField = `${wallet}${nossoNumero}${nossoNumeroDac}${agency}${account}${agencyAccountDac}000`;
  const head = `${BOLETO_DEFAULTS.bankCode}${BOLETO_DEFAULTS.currencyCode}`;
  const tail = `${factor}${String(amountCents).padStart(10, '0')}${freeField}`;
  const barcode = `${head}${mod11Barcode(`${head}${tail}`)}${tail}`;
  const digitableLine = barcodeToDigitableLine(barcode);
  return {
    barcode,
    digitableLine,
    formattedLine: formatDigitableLine(digitableLine),
    nossoNumeroFormatted: `${wallet}/${nossoNumero}-${nossoNumeroDac}`,
    nossoNumeroDac,
    agencyAccountDac,
    dueDateFactor: factor,
  };
}

/** Converts a 44-digit barcode to its 47-digit digitable line (three fields with mod-10 DVs, general DV, factor and amount). */
export function barcodeToDigitableLine(barcode: string): string {
  assertDigits(barcode, 'barcode', 44);
  const field1 = `${barcode.slice(0, 4)}${barcode.slice(19, 24)}`;
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return [
    `${field1}${mod10(field1)}`,
    `${field2}${mod10(field2)}`,
    `${field3}${mod10(field3)}`,
    barcode.slice(4, 5),
    barcode.slice(5, 19),
  ].join('');
}

/** Formats 47 digits as 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatDigitableLine(line: string): string {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) throw new RangeError(DIGITABLE_LINE_LENGTH_MESSAGE);
  return (
    `${digits.slice(0, 5)}.${digits.slice(5, 10)} ${digits.slice(10, 15)}.${digits.slice(15, 21)} ` +
    `${digits.slice(21, 26)}.${digits.slice(26, 32)} ${digits.slice(32, 33)} ${digits.slice(33)}`
  );
}

/**
 * Rearranges a digitable line (any punctuation) into its 44-digit barcode, without checking DVs;
 * throws a RangeError with the spec message when it does not have 47 digits.
 */
export function digitableLineToBarcode(line: string): string {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) throw new RangeError(DIGITABLE_LINE_LENGTH_MESSAGE);
  return `${digits.slice(0, 4)}${digits.slice(32, 47)}${digits.slice(4, 9)}${digits.slice(10, 20)}${digits.slice(21, 31)}`;
}

/** Why a digitable line was rejected. */
export type DigitableLineError =
  | 'invalid-length'
  | 'invalid-field-1-check-digit'
  | 'invalid-field-2-check-digit'
  | 'invalid-field-3-check-digit'
  | 'invalid-general-check-digit';

/** Outcome of validateDigitableLine; `message` is shopper-facing (Portuguese). */
export type DigitableLineValidation =
  | {
      ok: true;
      digitableLine: string;
      barcode: string;
      bankCode: string;
      dueDateFactor: number;
      amountCents: number;
    }
  | { ok: false; error: DigitableLineError; message: string };

/**
 * Validates a typed digitable line: strips non-digits, requires 47 digits (rules §5 message), then
 * checks the three field DVs and the barcode's general DV.
 */
export function validateDigitableLine(line: string): DigitableLineValidation {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) {
    return { ok: false, error: 'invalid-length', message: DIGITABLE_LINE_LENGTH_MESSAGE };
  }
  const fields = [
    { error: 'invalid-field-1-check-digit', data: digits.slice(0, 9), checkDigit: digits[9] },
    { error: 'invalid-field-2-check-digit', data: digits.slice(10, 20), checkDigit: digits[20] },
    { error: 'invalid-field-3-check-digit', data: digits.slice(21, 31), checkDigit: digits[31] },
  ] as const;
  for (const field of fields) {
    if (String(mod10(field.data)) !== field.checkDigit) {
      return { ok: false, error: field.error, message: DIGITABLE_LINE_INVALID_MESSAGE };
    }
  }
  const barcode = digitableLineToBarcode(digits);
  if (String(mod11Barcode(`${barcode.slice(0, 4)}${barcode.slice(5)}`)) !== barcode[4]) {
    return { ok: false, error: 'invalid-general-check-digit', message: DIGITABLE_LINE_INVALID_MESSAGE };
  }
  return {
    ok: true,
    digitableLine: digits,
    barcode,
    bankCode: barcode.slice(0, 3),
    dueDateFactor: Number(barcode.slice(5, 9)),
    amountCents: Number(barcode.slice(9, 19)),
  };
}
