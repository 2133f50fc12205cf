import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../lib/pdf';
import type { ordersOutput } from './rest-output';

/** An order as the REST API answers it: the packing slip prints the same facts as the order page. */
export type MagentoOrder = Awaited<ReturnType<typeof ordersOutput>>[number];

type Doc = InstanceType<typeof PDFDocument>;

export interface SlipTrack {
  title: string;
  track_number: string;
}

/** What each item of an order still goes in the box: ordered less cancelled and refunded. */
const qtyToPack = (item: MagentoOrder['items'][number]) =>
  item.qty_ordered - (item.qty_canceled ?? 0) - (item.qty_refunded ?? 0);

export const SLIP_CANCELED = 'A cancelled order has no packing slip.';
export const SLIP_UNPAID =
  'The order is not paid yet: its packing slip prints once the payment is confirmed.';

/**
 * Why an order's packing slip must not print, or undefined: goods leave only for a paid order
 * (invoicing an unpaid one confirms its payment) that is not cancelled.
 */
export function packingSlipRefusal(order: { state: string; paid_at: string | null }): string | undefined {
  if (order.state === 'canceled') return SLIP_CANCELED;
  if (!order.paid_at) return SLIP_UNPAID;
  return undefined;
}

const dateBR = (magentoDate: string) =>
  `${magentoDate.slice(8, 10)}/${magentoDate.slice(5, 7)}/${magentoDate.slice(0, 4)}`;

/**
 * The packing slip (romaneio) of an order as an A4 PDF: who receives it and where, how it ships,
 * and each item's SKU, name and quantity to pack (ordered less cancelled and refunded). No prices:
 * the slip travels inside the box. Same pdfkit setup as the boleto (payments/artefacts).
 */
function drawPackingSlip(doc: Doc, order: MagentoOrder, storeName: string, tracks: SlipTrack[]): void {
  const left = 40;
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(16).text(storeName, left, 40);
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
    [to?.city, to?.region_code ? `UF ${to.region_code}` : to?.region].filter(Boolean).join(' – '),
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
  for (const track of tracks) {
    doc.font('Helvetica-Bold').text('Rastreio: ', { continued: true });
    doc.font('Helvetica').text(`${track.title} ${track.track_number}`);
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
    const qty = qtyToPack(item);
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
}

function newDocument(title: string, storeName: string, compress = true): Doc {
  return new PDFDocument({ size: 'A4', margin: 40, compress, info: { Title: title, Author: storeName } });
}

/** One order's packing slip (romaneio) as an A4 PDF. */
export function renderPackingSlip(
  order: MagentoOrder,
  options: { storeName: string; compress?: boolean; tracks?: SlipTrack[] },
): Promise<Buffer> {
  const doc = newDocument(`Romaneio do pedido ${order.increment_id}`, options.storeName, options.compress);
  const done = pdfBytes(doc);
  drawPackingSlip(doc, order, options.storeName, options.tracks ?? []);
  doc.end();
  return done;
}

export interface PickingLine {
  sku: string;
  name: string;
  qty: number;
  orders: string[];
}

/** The units to take from the shelves for these orders, summed by SKU (SKU order). Pure. */
export function pickingList(orders: MagentoOrder[]): PickingLine[] {
  const bySku = new Map<string, PickingLine>();
  for (const order of orders) {
    for (const item of order.items) {
      const qty = qtyToPack(item);
      if (qty <= 0) continue;
      const line = bySku.get(item.sku) ?? { sku: item.sku, name: item.name, qty: 0, orders: [] };
      line.qty += qty;
      if (!line.orders.includes(order.increment_id)) line.orders.push(order.increment_id);
      bySku.set(item.sku, line);
    }
  }
  return [...bySku.values()].sort((a, b) => a.sku.localeCompare(b.sku));
}

function drawPickingList(doc: Doc, orders: MagentoOrder[], storeName: string): void {
  const left = 40;
  const width = doc.page.width - 80;
  doc.font('Helvetica-Bold').fontSize(16).text(storeName, left, 40);
  doc.font('Helvetica').fontSize(11).text(`Lista de separação – ${orders.length} pedido(s)`);
  doc.moveDown();
  const columns = [
    { heading: 'SKU', x: left, w: 80 },
    { heading: 'Produto', x: left + 85, w: 190 },
    { heading: 'Qtd.', x: left + 280, w: 40, align: 'right' as const },
    { heading: 'Pedidos', x: left + 330, w: width - 330 },
  ];
  const head = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(10);
    for (const c of columns) doc.text(c.heading, c.x, y, { width: c.w, align: c.align });
    const below = doc.y + 4;
    doc
      .moveTo(left, below)
      .lineTo(left + width, below)
      .stroke();
    doc.font('Helvetica');
    return below + 6;
  };
  let y = head(doc.y);
  let units = 0;
  for (const line of pickingList(orders)) {
    units += line.qty;
    const text = line.orders.join(', ');
    const height = Math.max(
      doc.heightOfString(line.name, { width: columns[1]!.w }),
      doc.heightOfString(text, { width: columns[3]!.w }),
      12,
    );
    if (y + height > doc.page.height - 60) {
      doc.addPage();
      y = head(40);
    }
    doc.text(line.sku, columns[0]!.x, y, { width: columns[0]!.w });
    doc.text(line.name, columns[1]!.x, y, { width: columns[1]!.w });
    doc.text(String(line.qty), columns[2]!.x, y, { width: columns[2]!.w, align: 'right' });
    doc.text(text, columns[3]!.x, y, { width: columns[3]!.w });
    y += height + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  doc.font('Helvetica-Bold').text(`Total de unidades: ${units}`, left, y + 6, { width, align: 'right' });
}

/**
 * Many orders' packing slips in one PDF, one order per page (a long order runs on), followed by
 * their picking list when asked; or the picking list alone when `slips` is false.
 */
export function renderPackingSlips(
  orders: { order: MagentoOrder; tracks: SlipTrack[] }[],
  options: { storeName: string; slips?: boolean; pickingList?: boolean; compress?: boolean },
): Promise<Buffer> {
  const slips = options.slips ?? true;
  const doc = newDocument(slips ? 'Romaneios' : 'Lista de separação', options.storeName, options.compress);
  const done = pdfBytes(doc);
  let first = true;
  if (slips) {
    for (const { order, tracks } of orders) {
      if (!first) doc.addPage();
      first = false;
      drawPackingSlip(doc, order, options.storeName, tracks);
    }
  }
  if (options.pickingList ?? !slips) {
    if (!first) doc.addPage();
    drawPickingList(
      doc,
      orders.map((o) => o.order),
      options.storeName,
    );
  }
  doc.end();
  return done;
}
