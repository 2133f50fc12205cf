/**
 * Tracking codes of the carriers a Brazilian store ships with. Only Correios publishes a format
 * that can be checked: the object code of the Universal Postal Union (S10), two letters for the
 * service, eight digits of serial, a check digit and the country ("BR"). The private carriers
 * (Jadlog, Loggi, Total Express, a regional transportadora) print numbers of their own systems
 * whose shape they do not publish, so a code for them is only taken when staff say they checked it.
 */

const CORREIOS_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
const CORREIOS_SHAPE = /^[A-Z]{2}(\d{8})(\d)BR$/;

/** The Correios check digit of an eight-digit serial (modulo 11, weights 8 6 4 2 3 5 9 7). */
export function correiosCheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new RangeError(`A Correios serial has 8 digits, not "${serial}".`);
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * CORREIOS_WEIGHTS[i]!, 0);
  const rest = sum % 11;
  if (rest === 0) return 5;
  if (rest === 1) return 0;
  return 11 - rest;
}

/** A code as typed, the way carriers print it: upper case, without spaces or hyphens. */
export function normalizeTrackingNumber(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** Has the shape of a Correios object code (two letters, nine digits, "BR"), check digit aside. */
export function looksLikeCorreiosCode(code: string): boolean {
  return CORREIOS_SHAPE.test(normalizeTrackingNumber(code));
}

export function isValidCorreiosCode(code: string): boolean {
  const match = CORREIOS_SHAPE.exec(normalizeTrackingNumber(code));
  return match !== null && correiosCheckDigit(match[1]!) === Number(match[2]);
}

/** Why a tracking code is refused; `ok` with the code as it is stored otherwise. */
export type TrackingCheck =
  | { ok: true; number: string }
  | {
      ok: false;
      reason: 'empty' | 'correios_shape' | 'correios_check_digit' | 'unknown_format' | 'characters';
    };

/** Carriers whose codes have a published format that is checked. */
export const CARRIERS_WITH_FORMAT: readonly string[] = ['correios'];

/** Letters, digits and the separators carriers print; at most the column's 64 characters. */
const PLAIN_CODE = /^[A-Z0-9./-]{1,64}$/;

/**
 * Checks a tracking code for a carrier (its code, as `correios`). A Correios code must be a valid
 * object code. Magento's generic `custom` carrier holding a Correios-shaped code is a Correios
 * parcel, checked the same. Any other carrier has no known format: the code is taken only with
 * `override` (staff checked it against the carrier's label), and then only printable characters.
 */
export function checkTrackingNumber(
  carrierCode: string,
  code: string,
  options: { override?: boolean } = {},
): TrackingCheck {
  const carrier = carrierCode.trim().toLowerCase();
  const trimmed = code.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  const number = normalizeTrackingNumber(trimmed);
  const correios = carrier === 'correios' || (carrier === 'custom' && looksLikeCorreiosCode(number));
  if (correios) {
    if (!looksLikeCorreiosCode(number)) return { ok: false, reason: 'correios_shape' };
    if (!isValidCorreiosCode(number)) return { ok: false, reason: 'correios_check_digit' };
    return { ok: true, number };
  }
  if (!PLAIN_CODE.test(number)) return { ok: false, reason: 'characters' };
  if (!options.override) return { ok: false, reason: 'unknown_format' };
  return { ok: true, number };
}
