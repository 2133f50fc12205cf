/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode (FEBRABAN: 44 digits, narrow
 * module 0.254 mm, wide = 3 narrow, about 103 mm long). Digits are encoded in pairs: the first
 * digit's five elements are bars, the second's are the spaces between them; each digit has two
 * wide elements. Start = narrow bar, narrow space, narrow bar, narrow space; stop = wide bar,
 * narrow space, narrow bar.
 */
const PATTERNS = [
  'nnwwn', // 0
  'wnnnw', // 1
  'nwnnw', // 2
  'wwnnn', // 3
  'nnwnw', // 4
  'wnwnn', // 5
  'nwwnn', // 6
  'nnnww', // 7
  'wnnwn', // 8
  'nwnwn', // 9
] as const;

export const ITF_WIDE_RATIO = 3;

/** One bar: its left edge and width, in narrow modules. */
export interface ItfBar {
  x: number;
  width: number;
}

/** The bars of an ITF symbol and its total width, in narrow modules. */
export function encodeItf(digits: string): { bars: ItfBar[]; totalModules: number } {
  if (!/^\d+$/.test(digits) || digits.length % 2 !== 0) {
    throw new RangeError('ITF encodes an even number of digits');
  }
  // Alternating bar/space widths, starting with a bar.
  const runs: number[] = [1, 1, 1, 1];
  const width = (element: string) => (element === 'w' ? ITF_WIDE_RATIO : 1);
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])]!;
    const spaces = PATTERNS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) runs.push(width(bars[k]!), width(spaces[k]!));
  }
  runs.push(ITF_WIDE_RATIO, 1, 1);

  const bars: ItfBar[] = [];
  let x = 0;
  runs.forEach((run, index) => {
    if (index % 2 === 0) bars.push({ x, width: run });
    x += run;
  });
  return { bars, totalModules: x };
}

/** Reads an ITF symbol back from its bars (used by tests to check the drawing). */
export function decodeItf(bars: readonly ItfBar[]): string {
  const runs: number[] = [];
  bars.forEach((bar, index) => {
    if (index > 0) {
      const previous = bars[index - 1]!;
      runs.push(bar.x - (previous.x + previous.width));
    }
    runs.push(bar.width);
  });
  const element = (run: number) => (run > 1 ? 'w' : 'n');
  const start = runs.slice(0, 4).map(element).join('');
  const stop = runs.slice(-3).map(element).join('');
  if (start !== 'nnnn' || stop !== 'wnn') throw new RangeError('not an ITF symbol (start/stop)');
  const body = runs.slice(4, -3);
  if (body.length % 10 !== 0) throw new RangeError('not an ITF symbol (length)');
  let digits = '';
  for (let i = 0; i < body.length; i += 10) {
    const group = body.slice(i, i + 10).map(element);
    const barPattern = group.filter((_, k) => k % 2 === 0).join('');
    const spacePattern = group.filter((_, k) => k % 2 === 1).join('');
    const first = PATTERNS.indexOf(barPattern as (typeof PATTERNS)[number]);
    const second = PATTERNS.indexOf(spacePattern as (typeof PATTERNS)[number]);
    if (first < 0 || second < 0) throw new RangeError('not an ITF symbol (pattern)');
    digits += `${first}${second}`;
  }
  return digits;
}
