import { formatNumberInput, parseNumberInput } from '@store/br';

/**
 * The value a number field sends: what was typed, read by the one rule of `parseNumberInput`
 * ("31,90", "1.234,56"; the CSV import reads files with it too). Untouched values arrive as the
 * numbers the server answered. Text the rule cannot read is sent as it is, so the server refuses
 * it beside the field instead of the screen guessing; an empty field is `undefined`.
 */
export function typedNumber(value: unknown): number | string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  const text = String(value);
  if (text.trim() === '') return undefined;
  const read = parseNumberInput(text);
  return read.ok ? read.value : text;
}

/** The text a number field shows: the server's 29.9 as "29,90" (money) or 0.25 as "0,25". */
export function numberFieldText(value: unknown, money: boolean): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? formatNumberInput(value, money ? 2 : 0) : '';
  return String(value);
}

/** react-admin's validator for a typed number: why the text cannot be read, beside the field. */
export function readableNumber(value: unknown) {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const read = parseNumberInput(value);
  if (read.ok) return undefined;
  const text = value.trim();
  return {
    message: `admin.errors.number_${read.problem === 'ambiguous' ? 'ambiguous' : 'malformed'}`,
    args: { text, thousands: text.replace('.', ''), decimals: text.replace('.', ',') },
  };
}
