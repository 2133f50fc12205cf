// CPF (Cadastro de Pessoas Físicas): 9 base digits + 2 mod-11 check digits.
// Rules: rules §5 and brazil-payments.md §1.

const CPF_SEPARATORS = /[.\-\s]/g;
const CPF_DIGITS = /^\d{11}$/;
const REPEATED_DIGIT = /^(\d)\1*$/;

/** Removes the CPF mask characters ('.', '-') and whitespace; anything else is kept. */
export function stripCpf(value: string): string {
  return value.replace(CPF_SEPARATORS, '');
}

/** Computes the two check digits of a CPF from its first 9 digits. */
export function cpfCheckDigits(firstNineDigits: string): string {
  if (!/^\d{9}$/.test(firstNineDigits)) throw new RangeError('A CPF base must have exactly 9 digits');
  const first = cpfCheckDigit(firstNineDigits);
  const second = cpfCheckDigit(`${firstNineDigits}${first}`);
  return `${first}${second}`;
}

// Weights run from (length + 1) down to 2, left to right; r < 2 gives 0, else 11 − r.
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    sum += Number(digits[index]) * (digits.length + 1 - index);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Tells whether a CPF, masked or not, has 11 digits, is not one repeated digit and has matching check digits. */
export function isValidCpf(value: string): boolean {
  const digits = stripCpf(value);
  if (!CPF_DIGITS.test(digits)) return false;
  // 000.000.000-00 … 999.999.999-99 pass the arithmetic but are never issued.
  if (REPEATED_DIGIT.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** Formats 11 CPF digits as 000.000.000-00; throws a RangeError when the input does not have 11 digits. */
export function formatCpf(value: string): string {
  const digits = stripCpf(value);
  if (!CPF_DIGITS.test(digits)) throw new RangeError(`A CPF must have 11 digits, got '${value}'`);
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
