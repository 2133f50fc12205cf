// Interleaved 2 of 5 (ITF), the symbology of the boleto's 44-digit barcode (FEBRABAN,
// brazil-payments.md §6.1): digits go in pairs, the first digit of a pair drawn by five bars, the
// second by the five spaces between them; each digit has two wide and three narrow elements.

/** Digit patterns, 1 = wide, 0 = narrow (weights 1-2-4-7 plus parity; 0 = 4 + 7). */
const PATTERNS = [
  '00110',
  '10001',
  '01001',
  '11000',
  '00101',
  '10100',
  '01100',
  '00011',
  '10010',
  '01010',
] as const;

/** FEBRABAN's boleto: narrow 1 module, wide 3 modules (the ratio its layout uses). */
export const BOLETO_ITF = { narrow: 1, wide: 3 } as const;

export interface ItfBar {
  /** Left edge, in modules from the start of the symbol. */
  x: number;
  width: number;
}

export interface ItfSymbol {
  bars: ItfBar[];
  /** Total width in modules (bars and spaces, without quiet zones). */
  width: number;
}

/**
 * The element widths of an ITF symbol, alternating bar, space, bar, … from the start pattern
 * (narrow bar, space, bar, space) through the digit pairs to the stop pattern (wide bar, narrow
 * space, narrow bar). Throws for anything but an even number of digits.
 */
export function itfElements(
  digits: string,
  { narrow, wide }: { narrow: number; wide: number } = BOLETO_ITF,
): number[] {
  if (!/^(\d\d)+$/.test(digits)) {
    throw new RangeError(`ITF encodes an even number of digits, got '${digits}'`);
  }
  const width = (bit: string) => (bit === '1' ? wide : narrow);
  const elements: number[] = [narrow, narrow, narrow, narrow];
  for (let index = 0; index < digits.length; index += 2) {
    const bars = PATTERNS[Number(digits[index])] ?? '';
    const spaces = PATTERNS[Number(digits[index + 1])] ?? '';
    for (let element = 0; element < 5; element++) {
      elements.push(width(bars[element] ?? '0'), width(spaces[element] ?? '0'));
    }
  }
  elements.push(wide, narrow, narrow);
  return elements;
}

/** The bars (every other element) of an ITF symbol with their positions, for drawing. */
export function itfSymbol(digits: string, widths: { narrow: number; wide: number } = BOLETO_ITF): ItfSymbol {
  const elements = itfElements(digits, widths);
  const bars: ItfBar[] = [];
  let x = 0;
  for (const [index, size] of elements.entries()) {
    if (index % 2 === 0) bars.push({ x, width: size });
    x += size;
  }
  return { bars, width: x };
}
