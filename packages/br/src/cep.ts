// CEP (Código de Endereçamento Postal): 8 digits, shown as 00000-000 (rules §5, §9).

/** Removes every non-digit character from a CEP. */
export function normalizeCep(value: string): string {
  return value.replace(/\D/g, '');
}

/** Tells whether a CEP has exactly 8 digits once non-digits are removed (the point to call the lookup). */
export function isCompleteCep(value: string): boolean {
  return /^\d{8}$/.test(normalizeCep(value));
}

/** Formats a CEP as 00000-000; throws a RangeError when it does not have 8 digits. */
export function formatCep(value: string): string {
  const digits = normalizeCep(value);
  if (digits.length !== 8) throw new RangeError(`A CEP must have 8 digits, got '${value}'`);
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/**
 * A postal address in ViaCEP's shape (reference/brazil-payments.md §8): what the store's
 * GET /cep/:cep answers, whichever provider found it.
 */
export interface ViaCepAddress {
  /** Formatted, 00000-000. */
  cep: string;
  /** Street. */
  logradouro: string;
  complemento: string;
  /** Neighbourhood. */
  bairro: string;
  /** City. */
  localidade: string;
  /** State (UF), two capital letters. */
  uf: string;
}
