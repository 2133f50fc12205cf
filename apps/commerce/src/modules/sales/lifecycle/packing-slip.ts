import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../lib/pdf';
import type { ordersOutput } from './rest-output';

/** An order as the REST API answers it: the packing slip prints the same facts as the order page. */
export type MagentoOrder = Awaited<ReturnType<typeof ordersOutput>>[number];

const dateBR = (magentoDate: string) =>
  `${magentoDate.slice(8, 10)}/${magentoDate.slice(5, 7)}/${magentoDate.slice(0, 4)}`;

/**
 * The packing slip (romaneio) of an order as an A4 PDF: who receives it and where, how it ships,
 * and each item's SKU, name and quantity to pack (ordered less cancelled and refunded). No prices:
 * the slip travels inside the box. Same pdfkit setup as the boleto (payments/artefacts).
 */
export function renderPackingSlip(
  order: MagentoOrder,
  options: { storeName: string; compress?: boolean },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: `Romaneio do pedido ${order.increment_id}`, Author: options.storeName },
  });
  const done = pdfBytes(doc);

  const left = 40;
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(16).text(options.storeName, left, 40);
  doc.font('Helvetica').fontSize(11).text('Romaneio de separação e entrega');
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(13).text(`Pedido nº ${order.increment_id}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Data do pedido: ${dateBR(order.created_at)}`);
  doc.moveDown();

  const shipping = order.extension_attributes.shipping_assignments[0]?.shipping;
  const to = shipping?.address ?? order.billing_address;
  const name = [to?.firstname, to?.lastname].filter(Boolean).join(' ');
  const lines = [
    name,
    to?.company,
    (to?.street ?? []).join(', '),
    [to?.city, to?.region_code ?? to?.region].filter(Boolean).join(' – '),
    to?.postcode && `CEP ${to.postcode}`,
    to?.telephone && `Tel. ${to.telephone}`,
    order.customer_taxvat && `CPF/CNPJ ${order.customer_taxvat}`,
  ].filter((line): line is string => Boolean(line));
  doc.font('Helvetica-Bold').fontSize(11).text('Destinatário');
  doc.font('Helvetica').fontSize(10).text(lines.join('\n'));
  if (order.shipping_description) {
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').text('Envio: ', { continued: true });
    doc.font('Helvetica').text(order.shipping_description);
  }
  doc.moveDown();

  // The slip is the warehouse's paper, in the store's own language (not a shopper's store view).
  const columns = [
    { heading: 'SKU', x: left, w: 90 },
    { heading: 'Produto', x: left + 95, w: width - 95 - 130 },
    { heading: 'Qtd.', x: left + width - 125, w: 55, align: 'right' as const },
    { heading: 'Conferido', x: left + width - 65, w: 65, align: 'right' as const },
  ];
  let y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  for (const c of columns) doc.text(c.heading, c.x, y, { width: c.w, align: c.align });
  y = doc.y + 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 6;
  doc.font('Helvetica');
  let units = 0;
  for (const item of order.items) {
    const qty = item.qty_ordered - (item.qty_canceled ?? 0) - (item.qty_refunded ?? 0);
    units += qty;
    if (y > doc.page.height - 80) {
      doc.addPage();
      y = 40;
    }
    const height = Math.max(doc.heightOfString(item.name, { width: columns[1]!.w }), 12);
    doc.text(item.sku, columns[0]!.x, y, { width: columns[0]!.w });
    doc.text(item.name, columns[1]!.x, y, { width: columns[1]!.w });
    doc.text(String(qty), columns[2]!.x, y, { width: columns[2]!.w, align: 'right' });
    doc.rect(columns[3]!.x + columns[3]!.w - 12, y, 10, 10).stroke();
    y += height + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  doc.font('Helvetica-Bold').text(`Total de unidades: ${units}`, left, y + 6, { width, align: 'right' });
  doc.end();
  return done;
}
