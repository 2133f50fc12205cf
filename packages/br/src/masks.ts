// Input masks for Brazilian forms: they format as the shopper types and never reject a character
// the shopper may still need; validation happens in the schema. The storefront's fields use them.

/** Every digit of a value, in order. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** CEP as 00000-000, progressively (at most 8 digits). */
export function maskCep(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * CPF (000.000.000-00) up to 11 characters, CNPJ (00.000.000/0000-00) beyond. CNPJs may carry
 * letters in their first 12 positions (alphanumeric CNPJ, July 2026), so letters switch to the
 * CNPJ mask at once and are kept upper-cased.
 */
export function maskTaxvat(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const hasLetters = /[A-Z]/.test(chars);
  if (!hasLetters && chars.length <= 11) return group(chars, [3, 3, 3, 2], ['.', '.', '-']);
  // Letters only in the 12-character root; the two check characters are digits.
  const root = chars.slice(0, 12);
  const checks = onlyDigits(chars.slice(12)).slice(0, 2);
  return group(root + checks, [2, 3, 3, 4, 2], ['.', '.', '/', '-']);
}

/** Phone as (11) 91234-5678 (mobile, 11 digits) or (11) 3456-7890 (landline, 10 digits). */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = `(${digits.slice(0, 2)}) `;
  const rest = digits.slice(2);
  const split = digits.length === 11 ? 5 : 4;
  return rest.length > split ? `${area}${rest.slice(0, split)}-${rest.slice(split)}` : `${area}${rest}`;
}

/**
 * CNPJ as 00.000.000/0000-00 while typing (letters allowed in the first 12 positions,
 * alphanumeric CNPJ); unlike `maskTaxvat` it never switches to the CPF shape.
 */
export function maskCnpj(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return group(
    chars.slice(0, 12) + onlyDigits(chars.slice(12)).slice(0, 2),
    [2, 3, 3, 4, 2],
    ['.', '.', '/', '-'],
  );
}

/** Card number in groups: 4-6-5 for Amex (15 digits), else groups of 4 (up to 19 digits). */
export function maskCardNumber(value: string): string {
  const digits = onlyDigits(value).slice(0, 19);
  const isAmex = /^3[47]/.test(digits);
  const sizes = isAmex ? [4, 6, 5] : [4, 4, 4, 4, 3];
  return group(digits, sizes, [' ', ' ', ' ', ' ']);
}

// Splits `chars` into consecutive groups of the given sizes joined by the separators; the
// separator before a group appears only once that group has started.
function group(chars: string, sizes: readonly number[], separators: readonly string[]): string {
  let out = '';
  let offset = 0;
  for (const [index, size] of sizes.entries()) {
    const part = chars.slice(offset, offset + size);
    if (!part) break;
    out += index === 0 ? part : `${separators[index - 1]}${part}`;
    offset += size;
  }
  return out;
}
