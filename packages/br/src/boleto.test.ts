import { describe, expect, it } from 'vitest';
import {
  BOLETO_DEFAULTS,
  barcodeToDigitableLine,
  boletoDueDate,
  buildItauBoleto,
  DIGITABLE_LINE_INVALID_MESSAGE,
  DIGITABLE_LINE_LENGTH_MESSAGE,
  digitableLineToBarcode,
  dueDateFactor,
  dueDateFromFactor,
  formatDigitableLine,
  itauAgencyAccountDac,
  itauNossoNumeroDac,
  mod10,
  mod11Barcode,
  validateDigitableLine,
} from './boleto';

// Vectors: brazil-payments.md §6.6.
const VECTORS = [
  {
    name: '#1 pyboleto (carteira 109, 2009)',
    input: {
      agency: '0293',
      account: '01328',
      wallet: '109',
      nossoNumero: '00000157',
      dueDate: '2009-10-19',
      amountCents: 2980,
    },
    nossoNumeroDac: 1,
    agencyAccountDac: 0,
    factor: 4395,
    barcode: '34199439500000029801090000015710293013280000',
    line: '34191.09008 00015.710296 30132.800001 9 43950000002980',
  },
  {
    name: '#2 openboleto (carteira 112, 2013)',
    input: {
      agency: '1724',
      account: '12345',
      wallet: '112',
      nossoNumero: '12345678',
      dueDate: '2013-01-01',
      amountCents: 1050,
    },
    nossoNumeroDac: 8,
    agencyAccountDac: 8, // read from the barcode's free field: …1724 12345 8 000
    factor: 5565,
    barcode: '34191556500000010501121234567881724123458000',
    line: '34191.12127 34567.881726 41234.580003 1 55650000001050',
  },
  {
    name: '#3 post-reset factor 1539, R$ 159,90',
    input: {
      agency: '0057',
      account: '12345',
      wallet: '109',
      nossoNumero: '12345678',
      dueDate: '2026-08-15',
      amountCents: 15990,
    },
    nossoNumeroDac: 0,
    agencyAccountDac: 7,
    factor: 1539,
    barcode: '34195153900000159901091234567800057123457000',
    line: '34191.09123 34567.800056 71234.570001 5 15390000015990',
  },
  {
    name: '#4 R$ 1.234,56 due 2026-07-01',
    input: {
      agency: '1500',
      account: '00510',
      wallet: '109',
      nossoNumero: '00000001',
      dueDate: '2026-07-01',
      amountCents: 123456,
    },
    nossoNumeroDac: 8,
    agencyAccountDac: 1,
    factor: 1494,
    barcode: '34193149400001234561090000000181500005101000',
    line: '34191.09008 00000.181503 00051.010007 3 14940000123456',
  },
  {
    name: '#5 first day after the reset (factor 1000), R$ 1,00',
    input: {
      agency: '8462',
      account: '05432',
      wallet: '109',
      nossoNumero: '87654321',
      dueDate: '2025-02-22',
      amountCents: 100,
    },
    nossoNumeroDac: 6,
    agencyAccountDac: 4,
    factor: 1000,
    barcode: '34194100000000001001098765432168462054324000',
    line: '34191.09875 65432.168469 20543.240004 4 10000000000100',
  },
  {
    name: '#6a general DV forced to 1 (mod 11 remainder 1), R$ 159,92',
    input: {
      agency: '0057',
      account: '12345',
      wallet: '109',
      nossoNumero: '12345678',
      dueDate: '2026-08-15',
      amountCents: 15992,
    },
    nossoNumeroDac: 0,
    agencyAccountDac: 7,
    factor: 1539,
    barcode: '34191153900000159921091234567800057123457000',
    line: '34191.09123 34567.800056 71234.570001 1 15390000015992',
  },
  {
    name: '#6b general DV forced to 1 (mod 11 remainder 0), R$ 159,99',
    input: {
      agency: '0057',
      account: '12345',
      wallet: '109',
      nossoNumero: '12345678',
      dueDate: '2026-08-15',
      amountCents: 15999,
    },
    nossoNumeroDac: 0,
    agencyAccountDac: 7,
    factor: 1539,
    barcode: '34191153900000159991091234567800057123457000',
    line: '34191.09123 34567.800056 71234.570001 1 15390000015999',
  },
  {
    name: '#7 digitable-line field DV 0 (conta 12349)',
    input: {
      agency: '0057',
      account: '12349',
      wallet: '109',
      nossoNumero: '12345678',
      dueDate: '2026-08-15',
      amountCents: 15990,
    },
    nossoNumeroDac: 6,
    agencyAccountDac: 9,
    factor: 1539,
    barcode: '34196153900000159901091234567860057123499000',
    line: '34191.09123 34567.860050 71234.990001 6 15390000015990',
  },
] as const;

const digitsOf = (line: string) => line.replace(/\D/g, '');

describe('BOLETO_DEFAULTS (rules §9)', () => {
  it('holds bank 341, wallet 109, species 01, a vista, due in 2 days', () => {
    expect(BOLETO_DEFAULTS).toEqual({
      bankCode: '341',
      bankCodeWithCheckDigit: '341-7',
      currencyCode: '9',
      wallet: '109',
      species: '01',
      title: 'a vista',
      dueInDays: 2,
    });
  });

  it('has the bank check digit 7 (mod 11 of 341 with weights 2, 3, 4: 26 % 11 = 4 → 7)', () => {
    expect(`${BOLETO_DEFAULTS.bankCode}-${mod11Barcode(BOLETO_DEFAULTS.bankCode)}`).toBe(
      BOLETO_DEFAULTS.bankCodeWithCheckDigit,
    );
  });
});

describe('dueDateFactor', () => {
  it.each([
    ['2000-07-03', 1000], // [PUB] FEBRABAN table
    ['2000-07-04', 1001],
    ['2009-10-19', 4395],
    ['2012-04-27', 5316],
    ['2013-01-01', 5565],
    ['2025-02-20', 9998],
    ['2025-02-21', 9999],
    ['2025-02-22', 1000], // reset
    ['2025-02-23', 1001],
    ['2026-06-27', 1490],
    ['2026-07-01', 1494],
    ['2026-08-15', 1539],
    ['2049-10-13', 9999], // next wrap
    ['2049-10-14', 1000],
  ])('gives %s factor %i', (date, factor) => {
    expect(dueDateFactor(date)).toBe(factor);
  });

  it('refuses dates before 2000-07-03 and malformed or impossible dates', () => {
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
    expect(() => dueDateFactor('2026-02-30')).toThrow(RangeError);
    expect(() => dueDateFactor('2026-13-01')).toThrow(RangeError);
    expect(() => dueDateFactor('15/08/2026')).toThrow(RangeError);
    expect(() => dueDateFactor('2026-8-15')).toThrow(RangeError);
  });
});

describe('dueDateFromFactor', () => {
  it('picks the date closest to the reference date', () => {
    expect(dueDateFromFactor(1000, '2025-03-01')).toBe('2025-02-22');
    expect(dueDateFromFactor(1000, '2001-01-01')).toBe('2000-07-03');
    expect(dueDateFromFactor(9999, '2025-02-22')).toBe('2025-02-21');
    expect(dueDateFromFactor(1539, '2026-08-13')).toBe('2026-08-15');
    expect(dueDateFromFactor(4395, '2009-10-10')).toBe('2009-10-19');
    expect(dueDateFromFactor(1000, '2049-10-10')).toBe('2049-10-14');
  });

  it('inverts dueDateFactor around the reference date', () => {
    for (let day = 0; day < 20_000; day += 37) {
      const date = new Date(Date.UTC(2000, 6, 3 + day)).toISOString().slice(0, 10);
      expect(dueDateFromFactor(dueDateFactor(date), date)).toBe(date);
    }
  });

  it('gives undefined for factor 0 (no due date) and refuses impossible factors', () => {
    expect(dueDateFromFactor(0, '2026-01-01')).toBeUndefined();
    expect(() => dueDateFromFactor(999, '2026-01-01')).toThrow(RangeError);
    expect(() => dueDateFromFactor(10000, '2026-01-01')).toThrow(RangeError);
    expect(() => dueDateFromFactor(1000.5, '2026-01-01')).toThrow(RangeError);
  });
});

describe('boletoDueDate', () => {
  it('is 2 calendar days after the issue date by default (rules §9)', () => {
    expect(boletoDueDate('2026-08-13')).toBe('2026-08-15');
    expect(boletoDueDate('2025-12-31')).toBe('2026-01-02');
    expect(boletoDueDate('2028-02-28')).toBe('2028-03-01'); // leap year
    expect(boletoDueDate('2025-02-20')).toBe('2025-02-22');
  });

  it('takes another number of days', () => {
    expect(boletoDueDate('2026-08-13', 0)).toBe('2026-08-13');
    expect(boletoDueDate('2026-08-13', 30)).toBe('2026-09-12');
  });

  it('refuses negative or fractional days and invalid dates', () => {
    expect(() => boletoDueDate('2026-08-13', -1)).toThrow(RangeError);
    expect(() => boletoDueDate('2026-08-13', 1.5)).toThrow(RangeError);
    expect(() => boletoDueDate('2026-02-29')).toThrow(RangeError);
  });
});

describe('mod10', () => {
  it.each([
    ['001905009', 5], // [PUB]
    ['1', 8],
    ['9', 1],
    ['0', 0],
    ['341910912', 3], // field 1 of vector #3
    ['3456786005', 0], // field 2 of vector #7: a sum ending in 0 gives 0
  ])('mod10(%s) = %i', (digits, dv) => {
    expect(mod10(digits)).toBe(dv);
  });

  it('refuses empty or non-digit input', () => {
    expect(() => mod10('')).toThrow(RangeError);
    expect(() => mod10('12a')).toThrow(RangeError);
  });
});

describe('mod11Barcode', () => {
  it('computes the general DV over the 43 other digits', () => {
    for (const vector of VECTORS) {
      const withoutDv = `${vector.barcode.slice(0, 4)}${vector.barcode.slice(5)}`;
      expect(mod11Barcode(withoutDv)).toBe(Number(vector.barcode[4]));
    }
  });

  it('never gives 0: remainders 0 and 1 become 1', () => {
    // Vector #6a has remainder 1 (DV would be 10) and #6b remainder 0 (DV would be 11).
    expect(mod11Barcode('3419153900000159921091234567800057123457000')).toBe(1);
    expect(mod11Barcode('3419153900000159991091234567800057123457000')).toBe(1);
    // Weights restart at 2 after 9: '11' → 1·2 + 1·3 = 5 → 11 − 5 = 6; '000' → r 0 → 1.
    expect(mod11Barcode('11')).toBe(6);
    expect(mod11Barcode('000')).toBe(1);
  });

  it('refuses non-digit input', () => {
    expect(() => mod11Barcode('34a')).toThrow(RangeError);
  });
});

describe('Itaú DACs', () => {
  it.each(VECTORS)('match vector $name', (vector) => {
    expect(itauNossoNumeroDac(vector.input)).toBe(vector.nossoNumeroDac);
    expect(itauAgencyAccountDac(vector.input.agency, vector.input.account)).toBe(vector.agencyAccountDac);
  });

  it('cover only wallet + nosso número for wallets 126, 131, 146, 150 and 168', () => {
    const input = { agency: '0057', account: '12345', nossoNumero: '12345678' };
    for (const wallet of ['126', '131', '146', '150', '168']) {
      expect(itauNossoNumeroDac({ ...input, wallet })).toBe(mod10(`${wallet}12345678`));
    }
    expect(itauNossoNumeroDac({ ...input, wallet: '109' })).toBe(mod10('00571234510912345678'));
  });

  it('refuse fields of the wrong size', () => {
    const input = { agency: '0057', account: '12345', wallet: '109', nossoNumero: '12345678' };
    expect(() => itauNossoNumeroDac({ ...input, agency: '57' })).toThrow(RangeError);
    expect(() => itauNossoNumeroDac({ ...input, account: '123456' })).toThrow(RangeError);
    expect(() => itauNossoNumeroDac({ ...input, wallet: '19' })).toThrow(RangeError);
    expect(() => itauNossoNumeroDac({ ...input, nossoNumero: '1234567' })).toThrow(RangeError);
    expect(() => itauAgencyAccountDac('0057', '1234')).toThrow(RangeError);
  });
});

describe('buildItauBoleto', () => {
  it.each(VECTORS)('builds vector $name', (vector) => {
    const boleto = buildItauBoleto(vector.input);
    expect(boleto.barcode).toBe(vector.barcode);
    expect(boleto.digitableLine).toBe(digitsOf(vector.line));
    expect(boleto.formattedLine).toBe(vector.line);
    expect(boleto.nossoNumeroFormatted).toBe(
      `${vector.input.wallet}/${vector.input.nossoNumero}-${vector.nossoNumeroDac}`,
    );
    expect(boleto.nossoNumeroDac).toBe(vector.nossoNumeroDac);
    expect(boleto.agencyAccountDac).toBe(vector.agencyAccountDac);
    expect(boleto.dueDateFactor).toBe(vector.factor);
    expect(boleto.barcode).toHaveLength(44);
    expect(boleto.digitableLine).toHaveLength(47);
  });

  it('writes the nosso número as 109/NNNNNNNN-D and the openboleto one as 112/12345678-8', () => {
    expect(buildItauBoleto(VECTORS[2].input).nossoNumeroFormatted).toBe('109/12345678-0');
    expect(buildItauBoleto(VECTORS[1].input).nossoNumeroFormatted).toBe('112/12345678-8');
  });

  it('defaults to wallet 109 and zero-pads the nosso número', () => {
    const { wallet: _wallet, ...withoutWallet } = VECTORS[0].input;
    expect(buildItauBoleto({ ...withoutWallet, nossoNumero: '157' }).barcode).toBe(VECTORS[0].barcode);
  });

  it.each([
    ['an agency without 4 digits', { agency: '57' }],
    ['an account without 5 digits', { account: '123456' }],
    ['a nosso número over 8 digits', { nossoNumero: '123456789' }],
    ['a nosso número with letters', { nossoNumero: '1234567A' }],
    ['an empty nosso número', { nossoNumero: '' }],
    ['a wallet with the 15-digit layout', { wallet: '198' }],
    ['a negative amount', { amountCents: -1 }],
    ['fractional cents', { amountCents: 10.5 }],
    ['an amount over 10 digits', { amountCents: 10_000_000_000 }],
    ['an impossible due date', { dueDate: '2026-02-30' }],
    ['a due date before factor 1000', { dueDate: '2000-01-01' }],
  ])('refuses %s', (_label, override) => {
    expect(() => buildItauBoleto({ ...VECTORS[2].input, ...override })).toThrow(RangeError);
  });

  it('accepts the largest amount, R$ 99.999.999,99', () => {
    const boleto = buildItauBoleto({ ...VECTORS[2].input, amountCents: 9_999_999_999 });
    expect(boleto.barcode.slice(9, 19)).toBe('9999999999');
    expect(validateDigitableLine(boleto.digitableLine).ok).toBe(true);
  });
});

describe('barcodeToDigitableLine and digitableLineToBarcode', () => {
  it.each(VECTORS)('convert vector $name both ways', (vector) => {
    expect(barcodeToDigitableLine(vector.barcode)).toBe(digitsOf(vector.line));
    expect(digitableLineToBarcode(vector.line)).toBe(vector.barcode);
    expect(digitableLineToBarcode(digitsOf(vector.line))).toBe(vector.barcode);
  });

  it('refuse inputs of the wrong length', () => {
    expect(() => barcodeToDigitableLine('3419915390000015990109123456780005712345700')).toThrow(RangeError);
    expect(() => digitableLineToBarcode('34191.09123')).toThrow(DIGITABLE_LINE_LENGTH_MESSAGE);
  });
});

describe('formatDigitableLine', () => {
  it('groups 47 digits as AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE', () => {
    expect(formatDigitableLine('34191091233456780005671234570001515390000015990')).toBe(
      '34191.09123 34567.800056 71234.570001 5 15390000015990',
    );
  });

  it('refuses a line without 47 digits', () => {
    expect(() => formatDigitableLine('123')).toThrow(DIGITABLE_LINE_LENGTH_MESSAGE);
  });
});

describe('validateDigitableLine', () => {
  it.each(VECTORS)('accepts vector $name, formatted or not', (vector) => {
    for (const line of [vector.line, digitsOf(vector.line), ` ${vector.line.replaceAll(' ', '')} `]) {
      expect(validateDigitableLine(line)).toEqual({
        ok: true,
        digitableLine: digitsOf(vector.line),
        barcode: vector.barcode,
        bankCode: '341',
        dueDateFactor: vector.factor,
        amountCents: vector.input.amountCents,
      });
    }
  });

  it.each([
    ['46 digits', '34191.09123 34567.800056 71234.570001 5 1539000001599'],
    ['48 digits', '34191.09123 34567.800056 71234.570001 5 153900000159900'],
    ['an empty line', ''],
    ['letters only', 'linha digitável'],
  ])('answers the spec message for %s', (_label, line) => {
    expect(validateDigitableLine(line)).toEqual({
      ok: false,
      error: 'invalid-length',
      message: 'A linha digitável deve ter 47 caracteres.',
    });
    expect(DIGITABLE_LINE_LENGTH_MESSAGE).toBe('A linha digitável deve ter 47 caracteres.');
  });

  it('strips any non-digit before counting', () => {
    expect(validateDigitableLine('34191.09123-34567.800056_71234.570001/5 15390000015990 (boleto)').ok).toBe(
      true,
    );
  });

  const valid = digitsOf(VECTORS[2].line); // 34191091233456780005671234570001515390000015990
  const withDigit = (index: number, digit: string) =>
    `${valid.slice(0, index)}${digit}${valid.slice(index + 1)}`;

  it.each([
    ['field 1', 9, 'invalid-field-1-check-digit'],
    ['field 2', 20, 'invalid-field-2-check-digit'],
    ['field 3', 31, 'invalid-field-3-check-digit'],
    ['the general', 32, 'invalid-general-check-digit'],
  ])('rejects a wrong %s check digit', (_label, index, error) => {
    const wrong = valid[index] === '1' ? '2' : '1';
    expect(validateDigitableLine(withDigit(index, wrong))).toEqual({
      ok: false,
      error,
      message: DIGITABLE_LINE_INVALID_MESSAGE,
    });
  });

  it('catches a typo in a field through its DV', () => {
    expect(validateDigitableLine(withDigit(12, '9'))).toMatchObject({
      ok: false,
      error: 'invalid-field-2-check-digit',
    });
  });

  it('catches a typo in the amount through the general DV', () => {
    expect(validateDigitableLine(withDigit(46, '1'))).toMatchObject({
      ok: false,
      error: 'invalid-general-check-digit',
    });
  });

  it('rejects a general DV of 0, which mod 11 never produces', () => {
    expect(validateDigitableLine(withDigit(32, '0'))).toMatchObject({
      ok: false,
      error: 'invalid-general-check-digit',
    });
  });
});
