import { describe, expect, it } from 'vitest';
import {
  formatNfeKey,
  gtinCheckDigit,
  isValidGtin,
  isValidOrigin,
  nfeKeyCheckDigit,
  normalizeCest,
  normalizeNcm,
  normalizeNfeKey,
  parseNfeKey,
} from './fiscal';

// The access key of the NF-e taxpayer manual's worked example (check digit 5).
const MANUAL_KEY = '52060433009911002506550120000007800267301615';

describe('NF-e access key', () => {
  it("computes the manual's check digit", () => {
    expect(nfeKeyCheckDigit(MANUAL_KEY.slice(0, 43))).toBe(5);
    // A rest of 0 or 1 gives 0: 43 zeros sum to 0.
    expect(nfeKeyCheckDigit('0'.repeat(43))).toBe(0);
  });

  it('accepts a valid key, grouped or not, and refuses a wrong digit or length', () => {
    expect(normalizeNfeKey(MANUAL_KEY)).toBe(MANUAL_KEY);
    expect(normalizeNfeKey(formatNfeKey(MANUAL_KEY))).toBe(MANUAL_KEY);
    expect(normalizeNfeKey(`${MANUAL_KEY.slice(0, 43)}4`)).toBeUndefined();
    expect(normalizeNfeKey(MANUAL_KEY.slice(1))).toBeUndefined();
    expect(normalizeNfeKey(`NFe${MANUAL_KEY}`)).toBeUndefined();
  });

  it('reads the parts of a key', () => {
    expect(parseNfeKey(MANUAL_KEY)).toEqual({
      ufCode: '52',
      yearMonth: '0604',
      cnpj: '33009911002506',
      model: '55',
      series: 12,
      number: 780,
    });
    expect(formatNfeKey(MANUAL_KEY)).toBe('5206 0433 0099 1100 2506 5501 2000 0007 8002 6730 1615');
  });
});

describe('GTIN, NCM, CEST, origin', () => {
  it("checks GS1's digit on EAN-13, EAN-8, UPC-A and GTIN-14", () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    for (const gtin of ['4006381333931', '96385074', '036000291452', '7891000315507', '17891000315504'])
      expect(isValidGtin(gtin), gtin).toBe(true);
    for (const gtin of ['4006381333932', '1234567', '40063813339310', 'abcdefghijklm'])
      expect(isValidGtin(gtin), gtin).toBe(false);
  });

  it('reads NCM (8 digits), CEST (7 digits) and the origin (0–8)', () => {
    expect(normalizeNcm('4820.10.00')).toBe('48201000');
    expect(normalizeNcm('482010')).toBeUndefined();
    expect(normalizeCest('28.038.00')).toBe('2803800');
    expect(normalizeCest('28038')).toBeUndefined();
    expect([0, 8].map(isValidOrigin)).toEqual([true, true]);
    expect([-1, 9, 1.5].map(isValidOrigin)).toEqual([false, false, false]);
  });
});
