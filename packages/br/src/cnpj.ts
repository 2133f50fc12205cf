// CNPJ (Cadastro Nacional da Pessoa Jurídica), numeric and alphanumeric.
// From July 2026 the Receita Federal issues CNPJs whose first 12 positions may be 0-9 or A-Z; the
// two check digits stay numeric. Each character is worth its char code − 48 (digits 0–9, 'A' = 17 …
// 'Z' = 42), so the rule reduces to the classic one for numeric CNPJs (brazil-payments.md §2).
//
// Decision: lower-case letters are accepted and upper-cased by normalizeCnpj. The official format
// is upper case, but a shopper typing '12.abc.345/01de-35' means the same CNPJ; store and send the
// normalized (upper-case) form.

const CNPJ_SEPARATORS = /[./\-\s]/g;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
const CNPJ_BASE = /^[0-9A-Z]{12}$/;
const REPEATED_CHARACTER = /^(.)\1*$/;
const FIRST_CHECK_DIGIT_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_CHECK_DIGIT_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Removes the CNPJ mask characters ('.', '/', '-') and whitespace and upper-cases letters. */
export function normalizeCnpj(value: string): string {
  return value.replace(CNPJ_SEPARATORS, '').toUpperCase();
}

/** Computes the two numeric check digits of a CNPJ from its first 12 characters (0-9, A-Z). */
export function cnpjCheckDigits(firstTwelveCharacters: string): string {
  const base = firstTwelveCharacters.toUpperCase();
  if (!CNPJ_BASE.test(base)) throw new RangeError('A CNPJ base must have exactly 12 characters 0-9 or A-Z');
  const first = cnpjCheckDigit(base, FIRST_CHECK_DIGIT_WEIGHTS);
  const second = cnpjCheckDigit(`${base}${first}`, SECOND_CHECK_DIGIT_WEIGHTS);
  return `${first}${second}`;
}

function cnpjCheckDigit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += (characters.charCodeAt(index) - 48) * weight;
  });
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Tells whether a numeric or alphanumeric CNPJ (masked or not, any letter case) has valid check digits. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_SHAPE.test(cnpj)) return false;
  // 00.000.000/0000-00, 11.111.111/1111-11 … pass the arithmetic or nearly; they are never issued.
  if (REPEATED_CHARACTER.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** Formats a CNPJ as AA.AAA.AAA/AAAA-DD; throws a RangeError when it does not have the CNPJ shape. */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_SHAPE.test(cnpj)) {
    throw new RangeError(`A CNPJ must have 12 characters 0-9/A-Z and 2 digits, got '${value}'`);
  }
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
