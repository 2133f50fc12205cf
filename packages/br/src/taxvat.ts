// Taxvat is Magento's single field for the customer's CPF or CNPJ (rules §5).

import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';

/** 'F' (pessoa física, CPF) or 'J' (pessoa jurídica, CNPJ). */
export type PersonType = 'F' | 'J';

/** Returns 'F' when the taxvat is a valid CPF and 'J' otherwise (rules §5). */
export function personType(taxvat: string): PersonType {
  return isValidCpf(taxvat) ? 'F' : 'J';
}

/**
 * Strips a taxvat to its significant characters: digits, plus upper-cased letters for an
 * alphanumeric CNPJ.
 */
export function taxvatToDigits(taxvat: string): string {
  // Rules §5 says "stripped to digits", written before alphanumeric CNPJs existed (July 2026).
  // Dropping letters would corrupt those CNPJs, so letters are kept and upper-cased; for a CPF or a
  // numeric CNPJ the result is exactly the digits.
  return taxvat.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Tells whether a taxvat is a valid CPF or a valid (numeric or alphanumeric) CNPJ. */
export function isValidTaxvat(taxvat: string): boolean {
  return isValidCpf(taxvat) || isValidCnpj(taxvat);
}
