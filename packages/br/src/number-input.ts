// Numbers as people in Brazil type them: a comma before the decimals and dots between thousands
// ("31,90", "1.234,56"). The back office's fields and the catalogue's CSV import read prices,
// weights and quantities with this one function, so a value means the same wherever it is typed.
//
// The rule, in full:
// - a comma is the decimal separator (at most one, with digits after it); every dot before it
//   separates thousands, so the digits between dots come in threes: "1.234,56", "12.345.678,9";
// - without a comma, several dots separate thousands too ("1.234.567" is 1234567);
// - without a comma, one dot is a decimal point ("31.90", "0.500", "1234.5"), except when it could
//   just as well separate thousands: one to three digits (not starting with 0) then exactly three
//   ("1.234", "12.500"). Those are refused as ambiguous rather than guessed;
// - an optional "R$" before the number and spaces around it are ignored; a leading "-" is kept
//   (whether a negative value is allowed is the field's rule, not the reader's).
// Anything else ("31.90,5", "1,2,3", "12;90", "1.23,4", "abc") is refused.

/** Why a text is not read as a number. */
export type NumberInputProblem = 'empty' | 'malformed' | 'ambiguous';

export type NumberInputResult =
  | {
      ok: true;
      /** The value as a plain decimal string ('-1234.56'), exact, for toCents or Number(). */
      decimal: string;
      value: number;
    }
  | { ok: false; problem: NumberInputProblem };

const THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const DIGITS = /^\d+$/;
const AMBIGUOUS_DOT = /^[1-9]\d{0,2}\.\d{3}$/;
const DOT_DECIMAL = /^\d+\.\d+$/;

/** The integer part's digits, or undefined when it is neither plain digits nor dotted thousands. */
function integerDigits(part: string): string | undefined {
  if (DIGITS.test(part)) return part;
  if (THOUSANDS.test(part)) return part.replaceAll('.', '');
  return undefined;
}

function plain(sign: string, integer: string, fraction: string): NumberInputResult {
  const trimmed = integer.replace(/^0+(?=\d)/, '');
  const decimal = `${sign}${trimmed}${fraction ? `.${fraction}` : ''}`;
  return { ok: true, decimal, value: Number(decimal) };
}

/** Reads a typed number by the rule above. */
export function parseNumberInput(text: string): NumberInputResult {
  let rest = text.replace(/[\s\u00a0]+/g, ' ').trim();
  if (rest === '') return { ok: false, problem: 'empty' };
  let sign = '';
  if (rest.startsWith('-')) {
    sign = '-';
    rest = rest.slice(1).trim();
  }
  rest = rest.replace(/^R\$\s?/i, '');
  if (rest === '') return { ok: false, problem: 'malformed' };

  const comma = rest.split(',');
  if (comma.length > 2) return { ok: false, problem: 'malformed' };
  if (comma.length === 2) {
    const [integerPart = '', fraction = ''] = comma;
    const integer = integerPart === '' ? '0' : integerDigits(integerPart);
    if (integer === undefined || !DIGITS.test(fraction)) return { ok: false, problem: 'malformed' };
    return plain(sign, integer, fraction);
  }
  if (DIGITS.test(rest)) return plain(sign, rest, '');
  if (AMBIGUOUS_DOT.test(rest)) return { ok: false, problem: 'ambiguous' };
  if (DOT_DECIMAL.test(rest)) {
    const [integer = '0', fraction = ''] = rest.split('.');
    return plain(sign, integer, fraction);
  }
  const integer = integerDigits(rest);
  if (integer === undefined) return { ok: false, problem: 'malformed' };
  return plain(sign, integer, '');
}

const PT_MESSAGES: Record<NumberInputProblem, (text: string) => string> = {
  empty: () => 'Informe um número.',
  malformed: (text) => `"${text}" não é um número (use vírgula para os centavos, ex.: 12,90 ou 1.234,56).`,
  ambiguous: (text) =>
    `"${text}" é ambíguo: escreva ${text.replace('.', '')} para milhar ou ${text.replace('.', ',')} para decimais.`,
};

/** The refusal of a typed number in Portuguese, the same sentence on every screen and in the CSV report. */
export function numberInputMessage(text: string, problem: NumberInputProblem): string {
  return PT_MESSAGES[problem](text.trim());
}

const inputFormatters = new Map<number, Intl.NumberFormat>();

/**
 * A number as it is typed back into a field: pt-BR digits with a decimal comma and no thousands
 * dots (29.9 → "29,90" with two decimals, 0.25 → "0,25", 3 → "3" with none), which
 * parseNumberInput reads back to the same value.
 */
export function formatNumberInput(value: number, minimumFractionDigits = 0): string {
  let formatter = inputFormatters.get(minimumFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', {
      useGrouping: false,
      minimumFractionDigits,
      maximumFractionDigits: 6,
    });
    inputFormatters.set(minimumFractionDigits, formatter);
  }
  return formatter.format(value);
}
