/**
 * The numbers of Brazilian fiscal documents and product codes: the NF-e access key (chave de
 * acesso, 44 digits with a modulo-11 check digit), GTIN/EAN (GS1's modulo-10 check digit), and
 * the product's NCM, CEST and ICMS origin as the NF-e carries them.
 */

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The check digit of the first 43 digits of an access key: weights 2…9 from the right, modulo 11. */
export function nfeKeyCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The key's 44 digits (spaces and dots allowed in the input), or undefined when it is not a valid key. */
export function normalizeNfeKey(value: string): string | undefined {
  if (!/^[\d\s.-]+$/.test(value)) return undefined;
  const key = digitsOnly(value);
  if (key.length !== 44) return undefined;
  return nfeKeyCheckDigit(key.slice(0, 43)) === Number(key[43]) ? key : undefined;
}

/** What an access key says: UF code, year and month, issuer CNPJ, model, series, number. */
export function parseNfeKey(key: string) {
  return {
    ufCode: key.slice(0, 2),
    yearMonth: key.slice(2, 6),
    cnpj: key.slice(6, 20),
    model: key.slice(20, 22),
    series: Number(key.slice(22, 25)),
    number: Number(key.slice(25, 34)),
  };
}

/** The key in groups of four digits, as a DANFE prints it. */
export const formatNfeKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ');

/** GS1's check digit of a GTIN-8/12/13/14: weights 3 and 1 from the right, modulo 10. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - i;
    sum += Number(body[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) with a right check digit. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value[value.length - 1]);
}

/** NCM: eight digits (dots allowed in the input); undefined when it is not one. */
export function normalizeNcm(value: string): string | undefined {
  const digits = /^[\d.\s]+$/.test(value) ? digitsOnly(value) : '';
  return digits.length === 8 ? digits : undefined;
}

/** CEST: seven digits (dots allowed in the input); undefined when it is not one. */
export function normalizeCest(value: string): string | undefined {
  const digits = /^[\d.\s]+$/.test(value) ? digitsOnly(value) : '';
  return digits.length === 7 ? digits : undefined;
}

/** ICMS origin of goods (0 national … 8 national with more than 70 % imported content). */
export const isValidOrigin = (value: number) => Number.isInteger(value) && value >= 0 && value <= 8;
