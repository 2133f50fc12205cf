import { describe, expect, it } from 'vitest';
import { itfElements, itfSymbol } from './itf';

// An independent reading of the symbol: widths back to digits with the textbook ITF table.
const TABLE: Record<string, string> = {
  nnwwn: '0',
  wnnnw: '1',
  nwnnw: '2',
  wwnnn: '3',
  nnwnw: '4',
  wnwnn: '5',
  nwwnn: '6',
  nnnww: '7',
  wnnwn: '8',
  nwnwn: '9',
};

function decode(elements: number[]): string {
  const letters = elements.map((size) => (size === 1 ? 'n' : 'w'));
  expect(letters.slice(0, 4).join('')).toBe('nnnn');
  expect(letters.slice(-3).join('')).toBe('wnn');
  const body = letters.slice(4, -3);
  let digits = '';
  for (let offset = 0; offset < body.length; offset += 10) {
    const pair = body.slice(offset, offset + 10);
    const bars = pair.filter((_, index) => index % 2 === 0).join('');
    const spaces = pair.filter((_, index) => index % 2 === 1).join('');
    digits += `${TABLE[bars]}${TABLE[spaces]}`;
  }
  return digits;
}

describe('ITF (boleto barcode)', () => {
  it('encodes "12" as start, bars of 1 interleaved with spaces of 2, stop', () => {
    // 1 = wnnnw in the bars, 2 = nwnnw in the spaces.
    expect(itfElements('12')).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
  });

  it('reads back the 44-digit barcode of the pyboleto Itaú vector', () => {
    const barcode = '34199439500000029801090000015710293013280000';
    const elements = itfElements(barcode);
    expect(decode(elements)).toBe(barcode);
    // Start 4 + 22 pairs × 18 + stop 5 modules.
    expect(itfSymbol(barcode).width).toBe(4 + 22 * 18 + 5);
    // 2 start bars + 5 per digit pair × 22 … + 2 stop bars.
    expect(itfSymbol(barcode).bars).toHaveLength(2 + 22 * 5 + 2);
  });

  it('places bars at increasing positions without overlap', () => {
    const { bars } = itfSymbol('0123456789');
    for (let index = 1; index < bars.length; index++) {
      const previous = bars[index - 1];
      const bar = bars[index];
      if (!previous || !bar) throw new Error('bars');
      expect(bar.x).toBeGreaterThan(previous.x + previous.width - 1);
    }
    expect(bars[0]).toEqual({ x: 0, width: 1 });
  });

  it('refuses an odd count or non-digits', () => {
    expect(() => itfElements('123')).toThrow(RangeError);
    expect(() => itfElements('1a')).toThrow(RangeError);
  });
});
