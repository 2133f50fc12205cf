import { inflateSync } from 'node:zlib';
import {
  BOLETO_DEFAULTS,
  buildItauBoleto,
  crc16ccitt,
  digitableLineToBarcode,
  formatDigitableLine,
  mod11Barcode,
  parsePixPayload,
  validateDigitableLine,
} from '@store/br';
import { describe, expect, it } from 'vitest';
import { createSandboxBoletoProvider } from '../sandbox/boleto';
import { createSandboxPixProvider } from '../sandbox/pix';
import { pdfText } from '../testing/pdf-text';
import { type BoletoSlip, renderBoletoPdf } from './boleto-pdf';
import { decodeItf, encodeItf } from './itf';
import { pixQrPng } from './qr';

const PIX = {
  key: '123e4567-e12b-12d1-a456-426655440000',
  merchantName: 'Escritório Total',
  merchantCity: 'São Paulo',
};
const BOLETO = {
  agency: '0057',
  account: '12345',
  wallet: '109',
  beneficiaryName: 'Papelaria Escritório Total Comércio Ltda',
  beneficiaryDocument: '11.222.333/0001-81',
  beneficiaryAddress: 'Rua Vergueiro, 1500',
  nossoNumeroStart: 1,
};

describe('sandbox Pix charge', () => {
  it('is a BR Code that parses, with a correct CRC, the store key, the amount and the txid', async () => {
    const provider = createSandboxPixProvider(PIX);
    const txid = 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56';
    const charge = await provider.createCharge({
      txid,
      amountCents: 15_510,
      expirationSeconds: 1800,
      description: 'Pedido 1',
    });
    expect(charge.status).toBe('ATIVA');
    const parsed = parsePixPayload(charge.pixCopiaECola);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.payload.key).toBe(PIX.key);
    expect(parsed.payload.amountCents).toBe(15_510);
    expect(parsed.payload.merchantName).toBe('Escritorio Total');
    expect(parsed.payload.merchantCity).toBe('Sao Paulo');
    expect(parsed.payload.pointOfInitiation).toBe('12');
    expect(parsed.payload.txid).toBe(txid.slice(0, 25));
    const body = charge.pixCopiaECola.slice(0, -4);
    expect(charge.pixCopiaECola.slice(-4)).toBe(crc16ccitt(body).toString(16).toUpperCase().padStart(4, '0'));
  });

  it('renders the BR Code as a PNG QR image', async () => {
    const png = await pixQrPng(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-42665544000052040000',
    );
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.length).toBeGreaterThan(500);
  });
});

describe('sandbox Itaú boleto', () => {
  it('has a barcode and digitable line whose check digits validate (carteira 109)', async () => {
    const boleto = await createSandboxBoletoProvider(BOLETO).issue({
      nossoNumero: '12345678',
      amountCents: 15_990,
      issueDate: '2026-08-13',
      dueDate: '2026-08-15',
      documentNumber: '000000001',
      payer: {
        name: 'Maria Silva',
        personType: 'F',
        document: '52998224725',
        address: {
          street: 'Praça da Sé, 1',
          district: 'Sé',
          city: 'São Paulo',
          state: 'SP',
          postcode: '01001000',
        },
      },
    });
    // The published vector of brazil-payments.md §6.6 #3 (agency 0057, account 12345, R$ 159,90, 2026-08-15).
    expect(boleto.barcode).toBe('34195153900000159901091234567800057123457000');
    expect(boleto.digitableLine).toBe('34191091233456780005671234570001515390000015990');
    expect(boleto.nossoNumeroFormatted).toBe('109/12345678-0');
    const line = validateDigitableLine(boleto.digitableLine);
    expect(line.ok).toBe(true);
    expect(digitableLineToBarcode(boleto.digitableLine)).toBe(boleto.barcode);
    expect(boleto.barcode.slice(0, 3)).toBe(BOLETO_DEFAULTS.bankCode);
    expect(String(mod11Barcode(boleto.barcode.slice(0, 4) + boleto.barcode.slice(5)))).toBe(
      boleto.barcode[4],
    );
  });
});

describe('ITF barcode', () => {
  it('encodes 44 digits in about 103 mm and reads back to the same digits', () => {
    const barcode = '34195153900000159901091234567800057123457000';
    const { bars, totalModules } = encodeItf(barcode);
    // 4 (start) + 22 pairs × 18 + 5 (stop) narrow modules = 405 → 102.9 mm at 0.254 mm.
    expect(totalModules).toBe(405);
    expect(decodeItf(bars)).toBe(barcode);
  });

  it('refuses an odd number of digits', () => {
    expect(() => encodeItf('123')).toThrow(RangeError);
  });
});

describe('boleto PDF', () => {
  it('is a PDF with the digitable line, the amount and the ITF barcode', async () => {
    const codes = buildItauBoleto({
      agency: '0057',
      account: '12345',
      nossoNumero: '1',
      dueDate: '2026-08-15',
      amountCents: 15_990,
    });
    const slip: BoletoSlip = {
      bankCodeWithCheckDigit: '341-7',
      bankName: 'Itaú',
      barcode: codes.barcode,
      digitableLine: codes.digitableLine,
      formattedLine: formatDigitableLine(codes.digitableLine),
      nossoNumeroFormatted: codes.nossoNumeroFormatted,
      wallet: '109',
      amountCents: 15_990,
      issueDate: '2026-08-13',
      dueDate: '2026-08-15',
      documentNumber: '000000042',
      documentSpecies: 'DM',
      beneficiary: {
        name: BOLETO.beneficiaryName,
        document: BOLETO.beneficiaryDocument,
        address: '',
        agencyAccount: '0057/12345-7',
      },
      payer: { name: 'Maria Silva', document: '529.982.247-25', address: 'Praça da Sé, 1 – São Paulo – SP' },
      instructions: ['Pedido 000000042.'],
    };
    const pdf = await renderBoletoPdf(slip);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(text).toContain(formatDigitableLine(codes.digitableLine));
    expect(text).toContain('Maria Silva');
    expect(text).toContain('15/08/2026');
    expect(text).toContain('341-7');
    // 22 pairs × 5 bars + 2 start bars + 2 stop bars, each drawn as a rectangle.
    const inflated = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('\n');
    expect(inflated.match(/ re\n/g)?.length ?? 0).toBeGreaterThanOrEqual(22 * 5 + 4);
  });
});
