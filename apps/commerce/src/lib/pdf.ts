import type PDFDocument from 'pdfkit';

/** The bytes of a pdfkit document once `end()` is called (attach before drawing: pdfkit streams). */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
