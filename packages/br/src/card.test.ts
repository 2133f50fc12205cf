import { describe, expect, it } from 'vitest';
import {
  CARD_NUMBER_LENGTHS,
  CARD_SECURITY_CODE_LENGTHS,
  type CardBrand,
  cardAmountCents,
  detectCardBrand,
  isValidCardNumber,
  isValidCardSecurityCode,
  luhnCheck,
  luhnCheckDigit,
  parseCardExpiry,
} from './card';

function withCheckDigit(digits: string): string {
  return `${digits}${luhnCheckDigit(digits)}`;
}

// Vectors: brazil-payments.md §3 (all Luhn-valid, brand as stated).
const PAN_VECTORS: readonly [string, CardBrand][] = [
  ['4111111111111111', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['5448280000000007', 'mastercard'],
  ['2223000048400011', 'mastercard'],
  ['378282246310005', 'amex'],
  ['371449635398431', 'amex'],
  ['30569309025904', 'diners'],
  ['36148900647913', 'diners'],
  ['38520000023237', 'diners'],
  ['6362970000457013', 'elo'],
  ['5066991111111118', 'elo'],
  ['6277809990229178', 'elo'],
  ['4576320000000008', 'elo'], // inside Visa's 4-range: Elo must be checked first
  ['5090000000000000', 'elo'],
  ['6500310000000005', 'elo'],
  ['6062825624254001', 'hipercard'],
  ['6062820524845321', 'hipercard'],
];

describe('luhnCheck', () => {
  it.each(PAN_VECTORS)('accepts %s', (pan) => {
    expect(luhnCheck(pan)).toBe(true);
  });

  it.each([
    ['4111111111111112', 'last digit off by one'],
    ['4576321111111111', 'Elo prefix used only as a prefix test string'],
    ['', 'empty'],
    ['7', 'a single digit'],
    ['4111 1111 1111 1111', 'spaces (luhnCheck takes digits only)'],
    ['41111111111a1111', 'a letter'],
  ])('rejects %s (%s)', (digits) => {
    expect(luhnCheck(digits)).toBe(false);
  });

  it('accepts the textbook 79927398713', () => {
    expect(luhnCheck('79927398713')).toBe(true);
  });
});

describe('luhnCheckDigit', () => {
  it('gives 3 for the textbook 7992739871', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it.each(PAN_VECTORS)('gives the last digit of %s', (pan) => {
    expect(luhnCheckDigit(pan.slice(0, -1))).toBe(Number(pan.at(-1)));
  });

  it('refuses non-digits', () => {
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
    expect(() => luhnCheckDigit('4111 1111')).toThrow(RangeError);
  });
});

describe('detectCardBrand', () => {
  it.each(PAN_VECTORS)('detects %s as %s', (pan, brand) => {
    expect(detectCardBrand(pan)).toBe(brand);
  });

  it('ignores spaces and hyphens', () => {
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(detectCardBrand('4576-3200-0000-0008')).toBe('elo');
  });

  it.each([
    '401178',
    '401179',
    '431274',
    '438935',
    '451416',
    '457393',
    '457631',
    '457632',
    '504175',
    '627780',
    '636297',
    '636368',
  ])('detects the exact Elo BIN %s', (bin) => {
    expect(detectCardBrand(`${bin}0000000000`)).toBe('elo');
  });

  it.each([
    ['506699', 'elo'],
    ['506778', 'elo'],
    ['506779', undefined],
    ['506698', undefined],
    ['509000', 'elo'],
    ['509999', 'elo'],
    ['650031', 'elo'],
    ['650033', 'elo'],
    ['650034', undefined], // gap between Elo ranges
    ['650035', 'elo'],
    ['650051', 'elo'],
    ['650405', 'elo'],
    ['650439', 'elo'],
    ['650485', 'elo'],
    ['650538', 'elo'],
    ['650541', 'elo'],
    ['650598', 'elo'],
    ['650700', 'elo'],
    ['650718', 'elo'],
    ['650719', undefined],
    ['650720', 'elo'],
    ['650727', 'elo'],
    ['650901', 'elo'],
    ['650978', 'elo'],
    ['651652', 'elo'],
    ['651679', 'elo'],
    ['655000', 'elo'],
    ['655019', 'elo'],
    ['655020', undefined],
    ['655021', 'elo'],
    ['655058', 'elo'],
    ['401177', 'visa'], // next to an Elo BIN
    ['457630', 'visa'],
  ])('maps the BIN %s to %s', (bin, brand) => {
    expect(detectCardBrand(`${bin}0000000000`)).toBe(brand);
  });

  it('detects Hipercard before Diners for the 19-digit 3841x0 prefixes', () => {
    expect(detectCardBrand('3841000000000000000')).toBe('hipercard');
    expect(detectCardBrand('3841400000000000000')).toBe('hipercard');
    expect(detectCardBrand('3841600000000000000')).toBe('hipercard');
    expect(detectCardBrand('3841200000000000000')).toBe('diners');
  });

  it.each([
    ['34', 'amex'],
    ['37', 'amex'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['306', undefined],
    ['36', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['56', undefined],
    ['2220', undefined],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', undefined],
    ['4', 'visa'],
    ['5', undefined],
    ['6011', undefined], // Discover: not accepted by the store
    ['637095', undefined], // Hiper: out of scope
    ['', undefined],
    ['abc', undefined],
  ])('maps the prefix %s to %s', (prefix, brand) => {
    expect(detectCardBrand(prefix)).toBe(brand);
  });
});

describe('isValidCardNumber', () => {
  it.each(PAN_VECTORS)('accepts %s', (pan) => {
    expect(isValidCardNumber(pan)).toBe(true);
  });

  it('accepts masked input and 13-digit Visa', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true);
  });

  it.each([
    ['4111111111111112', 'fails Luhn'],
    ['4576321111111111', 'Elo prefix but fails Luhn'],
    ['6011111111111117', 'Luhn-valid Discover, a brand the store does not take'],
    ['411111111111116', 'Luhn-valid Visa with 15 digits'],
    [withCheckDigit('378282246310000'), 'Luhn-valid Amex with 16 digits'],
    [withCheckDigit('5555555555554'), 'Luhn-valid Mastercard with 14 digits'],
    [withCheckDigit('636297000045701'.slice(0, 14)), 'Luhn-valid Elo with 15 digits'],
    ['', 'empty'],
    ['4111.1111.1111.1111', 'dots'],
  ])('rejects %s (%s)', (pan) => {
    expect(isValidCardNumber(pan)).toBe(false);
  });

  it('checks that the numbers rejected for brand or length are really Luhn-valid', () => {
    expect(luhnCheck('411111111111116')).toBe(true);
    expect(luhnCheck('6011111111111117')).toBe(true);
  });
});

describe('card lengths and security codes', () => {
  it('lists the lengths of §3', () => {
    expect(CARD_NUMBER_LENGTHS).toEqual({
      elo: [16],
      hipercard: [16, 19],
      amex: [15],
      diners: [14, 16],
      mastercard: [16],
      visa: [13, 16, 19],
    });
    expect(CARD_SECURITY_CODE_LENGTHS.amex).toBe(4);
    expect(CARD_SECURITY_CODE_LENGTHS.elo).toBe(3);
  });

  it('checks the security code length per brand', () => {
    expect(isValidCardSecurityCode('1234', 'amex')).toBe(true);
    expect(isValidCardSecurityCode('123', 'amex')).toBe(false);
    expect(isValidCardSecurityCode('235', 'mastercard')).toBe(true);
    expect(isValidCardSecurityCode('2355', 'visa')).toBe(false);
    expect(isValidCardSecurityCode('12a', 'elo')).toBe(false);
  });
});

describe('cardAmountCents (rules §9: multiplied by 100 and floored)', () => {
  it('floors the exact decimal, avoiding Math.floor(x * 100) drift', () => {
    expect(Math.floor(4.35 * 100)).toBe(434); // the bug this helper avoids
    expect(cardAmountCents(4.35)).toBe(435);
    expect(cardAmountCents(0.29)).toBe(29);
    expect(cardAmountCents(20.99)).toBe(2099);
    expect(cardAmountCents('149.999')).toBe(14999);
    expect(cardAmountCents(10)).toBe(1000);
    expect(cardAmountCents(0)).toBe(0);
  });

  it('refuses negative or non-finite amounts', () => {
    expect(() => cardAmountCents(-1)).toThrow(RangeError);
    expect(() => cardAmountCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseCardExpiry (one reading for payment, vault and card form)', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('reads month with or without a zero and years in two or four digits', () => {
    expect(parseCardExpiry('12', '2030', now)).toEqual({ ok: true, month: 12, year: 2030 });
    expect(parseCardExpiry('3', '30', now)).toEqual({ ok: true, month: 3, year: 2030 });
    expect(parseCardExpiry(7, 2031, now)).toEqual({ ok: true, month: 7, year: 2031 });
    expect(parseCardExpiry(' 07 ', ' 2031 ', now)).toEqual({ ok: true, month: 7, year: 2031 });
  });

  it('is valid through the current month and expired from the month before', () => {
    expect(parseCardExpiry('11', '2026', now).ok).toBe(true);
    expect(parseCardExpiry('10', '2026', now)).toEqual({ ok: false, error: 'expired' });
    expect(parseCardExpiry('01', '2020', now)).toEqual({ ok: false, error: 'expired' });
    // The month turns in UTC, the servers' clock.
    expect(parseCardExpiry('11', '2026', new Date('2026-12-01T00:00:00Z'))).toEqual({
      ok: false,
      error: 'expired',
    });
  });

  it('calls anything that is not a month and a year invalid', () => {
    for (const [month, year] of [
      ['13', '2030'],
      ['0', '2030'],
      ['', '2030'],
      ['1a', '2030'],
      ['12', '20x6'],
      ['12', '203'],
      ['12', ''],
      ['12', '2047'],
    ] as const) {
      expect(parseCardExpiry(month, year, now), `${month}/${year}`).toEqual({ ok: false, error: 'invalid' });
    }
    expect(parseCardExpiry('12', '2046', now).ok).toBe(true);
  });
});
