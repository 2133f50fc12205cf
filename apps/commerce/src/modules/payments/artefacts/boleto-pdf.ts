import { centsToDecimalString, formatBRL } from '@store/br';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../lib/pdf';
import { encodeItf } from './itf';

/** Everything printed on a boleto slip. */
export interface BoletoSlip {
  /** '341-7'. */
  bankCodeWithCheckDigit: string;
  bankName: string;
  barcode: string;
  digitableLine: string;
  formattedLine: string;
  nossoNumeroFormatted: string;
  wallet: string;
  amountCents: number;
  /** 'YYYY-MM-DD'. */
  issueDate: string;
  dueDate: string;
  /** Seu número: the order number. */
  documentNumber: string;
  /** Printed species of the document ('DM' = duplicata mercantil, code 01). */
  documentSpecies: string;
  beneficiary: { name: string; document: string; address: string; agencyAccount: string };
  payer: { name: string; document: string; address: string };
  instructions: string[];
}

// FEBRABAN barcode: narrow module 0.254 mm (0.72 pt), 13 mm high.
const MM = 72 / 25.4;
const NARROW = 0.254 * MM;
const BAR_HEIGHT = 13 * MM;

const dateBR = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Renders the slip (payer's receipt + compensation slip with the ITF barcode) as a PDF. */
export function renderBoletoPdf(slip: BoletoSlip, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    compress: options.compress ?? true,
    info: {
      Title: `Boleto ${slip.documentNumber}`,
      Author: slip.beneficiary.name,
      Subject: slip.formattedLine,
    },
  });
  const done = pdfBytes(doc);

  const left = 36;
  const width = doc.page.width - 72;
  const amount = formatBRL(slip.amountCents);

  // A labelled box: small label on top, value below.
  const field = (
    x: number,
    y: number,
    w: number,
    label: string,
    value: string,
    align: 'left' | 'right' = 'left',
  ) => {
    doc.lineWidth(0.5).rect(x, y, w, 24).stroke('#000');
    doc
      .font('Helvetica')
      .fontSize(6)
      .fillColor('#000')
      .text(label, x + 2, y + 2, { width: w - 4, lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(value, x + 2, y + 12, { width: w - 4, align, lineBreak: false, ellipsis: true });
  };

  const header = (y: number, title: string) => {
    doc.font('Helvetica-Bold').fontSize(14).text(slip.bankName, left, y, { lineBreak: false });
    doc
      .moveTo(left + 110, y - 2)
      .lineTo(left + 110, y + 18)
      .stroke();
    doc.fontSize(14).text(slip.bankCodeWithCheckDigit, left + 116, y, { lineBreak: false });
    doc
      .moveTo(left + 170, y - 2)
      .lineTo(left + 170, y + 18)
      .stroke();
    doc.fontSize(title ? 9 : 11).text(title || slip.formattedLine, left + 176, y + (title ? 4 : 2), {
      width: width - 176,
      align: 'right',
      lineBreak: false,
    });
    return y + 22;
  };

  // --- Payer's receipt (recibo do pagador)
  let y = header(40, 'Recibo do Pagador');
  const col = width - 150;
  field(left, y, col, 'Beneficiário', `${slip.beneficiary.name} – CNPJ/CPF ${slip.beneficiary.document}`);
  field(left + col, y, 150, 'Vencimento', dateBR(slip.dueDate), 'right');
  y += 24;
  field(left, y, col / 2, 'Agência / Código do Beneficiário', slip.beneficiary.agencyAccount);
  field(left + col / 2, y, col / 2, 'Nosso Número', slip.nossoNumeroFormatted);
  field(left + col, y, 150, '(=) Valor do Documento', amount, 'right');
  y += 24;
  field(left, y, width, 'Pagador', `${slip.payer.name} – CPF/CNPJ ${slip.payer.document}`);
  y += 24;
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(`Linha digitável: ${slip.formattedLine}`, left, y + 6, { width });
  y += 40;
  doc
    .dash(3, { space: 3 })
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke()
    .undash();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Corte na linha pontilhada', left, y + 3, { width, align: 'right' });

  // --- Compensation slip (ficha de compensação)
  y = header(y + 24, '');
  field(left, y, col, 'Local de Pagamento', 'Pagável em qualquer banco até o vencimento');
  field(left + col, y, 150, 'Vencimento', dateBR(slip.dueDate), 'right');
  y += 24;
  field(left, y, col, 'Beneficiário', `${slip.beneficiary.name} – CNPJ/CPF ${slip.beneficiary.document}`);
  field(left + col, y, 150, 'Agência / Código do Beneficiário', slip.beneficiary.agencyAccount, 'right');
  y += 24;
  const fifth = col / 5;
  field(left, y, fifth, 'Data do Documento', dateBR(slip.issueDate));
  field(left + fifth, y, fifth, 'Nº do Documento', slip.documentNumber);
  field(left + 2 * fifth, y, fifth, 'Espécie Doc.', slip.documentSpecies);
  field(left + 3 * fifth, y, fifth, 'Aceite', 'N');
  field(left + 4 * fifth, y, fifth, 'Data Processamento', dateBR(slip.issueDate));
  field(left + col, y, 150, 'Nosso Número', slip.nossoNumeroFormatted, 'right');
  y += 24;
  field(left, y, fifth, 'Uso do Banco', '');
  field(left + fifth, y, fifth, 'Carteira', slip.wallet);
  field(left + 2 * fifth, y, fifth, 'Espécie', 'R$');
  field(left + 3 * fifth, y, fifth, 'Quantidade', '');
  field(left + 4 * fifth, y, fifth, 'Valor', centsToDecimalString(slip.amountCents).replace('.', ','));
  field(left + col, y, 150, '(=) Valor do Documento', amount, 'right');
  y += 24;
  doc.lineWidth(0.5).rect(left, y, col, 72).stroke();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Instruções (texto de responsabilidade do beneficiário)', left + 2, y + 2);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(slip.instructions.join('\n'), left + 2, y + 12, { width: col - 4, height: 58 });
  for (const [index, label] of [
    '(-) Desconto / Abatimento',
    '(+) Mora / Multa',
    '(=) Valor Cobrado',
  ].entries()) {
    field(left + col, y + index * 24, 150, label, '', 'right');
  }
  y += 72;
  doc.lineWidth(0.5).rect(left, y, width, 40).stroke();
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Pagador', left + 2, y + 2);
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(`${slip.payer.name} – CPF/CNPJ ${slip.payer.document}`, left + 2, y + 11, { width: width - 4 });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(slip.payer.address, left + 2, y + 23, { width: width - 4 });
  y += 46;
  doc
    .font('Helvetica')
    .fontSize(6)
    .text('Autenticação mecânica – Ficha de Compensação', left, y, { width, align: 'right' });

  // ITF barcode, drawn bar by bar.
  const { bars } = encodeItf(slip.barcode);
  const barTop = y + 12;
  for (const bar of bars) doc.rect(left + bar.x * NARROW, barTop, bar.width * NARROW, BAR_HEIGHT);
  doc.fill('#000');

  doc.end();
  return done;
}
