import type { Selectable } from 'kysely';
import type { RequestContext } from '../../../graphql/context';
import { toMoney } from '../../../graphql/money';
import { encodeUid } from '../../../graphql/uid';
import { magentoDate } from '../../../rest/format';
import type { OrderItemRow, OrderRow } from '../repository';
import { trackingUrl } from './carriers';
import { type NfeDocumentKind, nfeDownloads, nfesOf } from './nfe';
import type { DocumentKind, SalesCreditmemoTable, SalesInvoiceTable, SalesShipmentTable } from './tables';

/**
 * The customer's view of an order's documents (Magento's CustomerOrder.invoices, shipments,
 * credit_memos, comments) and its timeline, read from the lifecycle tables.
 */

type Invoice = Selectable<SalesInvoiceTable> & { __order: OrderRow };
type Shipment = Selectable<SalesShipmentTable> & { __order: OrderRow };
type Creditmemo = Selectable<SalesCreditmemoTable> & { __order: OrderRow };
interface DocItem {
  id: number;
  qty: number;
  discount_cents: number;
  item: OrderItemRow & { __order: OrderRow };
}

const timestamp = (iso: string) => iso.slice(0, 19).replace('T', ' ');

async function documentItems(
  ctx: RequestContext,
  kind: DocumentKind,
  documentId: number,
  order: OrderRow,
): Promise<DocItem[]> {
  const rows = await ctx.db
    .selectFrom('sales_document_item')
    .innerJoin('sales_order_item', 'sales_order_item.id', 'sales_document_item.order_item_id')
    .selectAll('sales_order_item')
    .select([
      'sales_document_item.id as doc_item_id',
      'sales_document_item.qty as doc_qty',
      'sales_document_item.discount_cents as doc_discount',
    ])
    .where('sales_document_item.document_kind', '=', kind)
    .where('sales_document_item.document_id', '=', documentId)
    .orderBy('sales_document_item.id')
    .execute();
  return rows.map(({ doc_item_id, doc_qty, doc_discount, ...item }) => ({
    id: doc_item_id,
    qty: doc_qty,
    discount_cents: doc_discount,
    item: { ...item, __order: order },
  }));
}

async function tracksOf(ctx: RequestContext, shipmentIds: number[]) {
  if (shipmentIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('sales_shipment_track')
    .selectAll()
    .where('shipment_id', 'in', shipmentIds)
    .orderBy('id')
    .execute();
  return rows.map((t) => ({
    shipment_id: t.shipment_id,
    title: t.title,
    carrier: t.carrier_code,
    number: t.track_number,
    url: trackingUrl(t.carrier_code, t.track_number) ?? null,
  }));
}

const documentTotal = (
  doc: { subtotal_cents: number; discount_cents: number; shipping_cents: number; grand_total_cents: number },
  ctx: RequestContext,
) => {
  const m = (cents: number) => toMoney(cents, ctx.currency);
  return {
    subtotal: m(doc.subtotal_cents),
    discounts: doc.discount_cents ? [{ amount: m(doc.discount_cents), label: '' }] : [],
    total_tax: m(0),
    taxes: [],
    grand_total: m(doc.grand_total_cents),
    base_grand_total: { value: doc.grand_total_cents / 100, currency: 'BRL' },
    total_shipping: m(doc.shipping_cents),
    shipping_handling: {
      total_amount: m(doc.shipping_cents),
      amount_including_tax: m(doc.shipping_cents),
      amount_excluding_tax: m(doc.shipping_cents),
      taxes: [],
      discounts: [],
    },
  };
};

const comment = (doc: { comment: string | null; created_at: string }) =>
  doc.comment ? [{ message: doc.comment, timestamp: timestamp(doc.created_at) }] : [];

export const lifecycleOrderFields = {
  invoices: async (o: OrderRow, _: unknown, ctx: RequestContext): Promise<Invoice[]> =>
    (
      await ctx.db
        .selectFrom('sales_invoice')
        .selectAll()
        .where('order_id', '=', o.id)
        .orderBy('id')
        .execute()
    ).map((r) => ({
      ...r,
      __order: o,
    })),
  shipments: async (o: OrderRow, _: unknown, ctx: RequestContext): Promise<Shipment[]> =>
    (
      await ctx.db
        .selectFrom('sales_shipment')
        .selectAll()
        .where('order_id', '=', o.id)
        .orderBy('id')
        .execute()
    ).map((r) => ({
      ...r,
      __order: o,
    })),
  credit_memos: async (o: OrderRow, _: unknown, ctx: RequestContext): Promise<Creditmemo[]> =>
    (
      await ctx.db
        .selectFrom('sales_creditmemo')
        .selectAll()
        .where('order_id', '=', o.id)
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, __order: o })),
  /** The history rows written for the customer to see (Magento's is_visible_on_front). */
  comments: async (o: OrderRow, _: unknown, ctx: RequestContext) =>
    (
      await ctx.db
        .selectFrom('sales_order_status_history')
        .select(['comment', 'created_at'])
        .where('order_id', '=', o.id)
        .where('is_visible_on_front', '=', 1)
        .orderBy('id')
        .execute()
    ).map((h) => ({ message: h.comment, timestamp: timestamp(h.created_at) })),
  /** Placed, paid, invoiced, shipped (with tracking), delivered, cancelled, refunded: oldest first. */
  timeline: async (o: OrderRow, _: unknown, ctx: RequestContext) => {
    const m = (cents: number) => toMoney(cents, ctx.currency);
    const [invoices, shipments, memos, history] = await Promise.all([
      ctx.db.selectFrom('sales_invoice').selectAll().where('order_id', '=', o.id).execute(),
      ctx.db.selectFrom('sales_shipment').selectAll().where('order_id', '=', o.id).execute(),
      ctx.db.selectFrom('sales_creditmemo').selectAll().where('order_id', '=', o.id).execute(),
      ctx.db
        .selectFrom('sales_order_status_history')
        .select(['status', 'created_at'])
        .where('order_id', '=', o.id)
        .where('status', 'in', ['delivered', 'canceled'])
        .where('entity_name', '=', 'order')
        .execute(),
    ]);
    const tracks = await tracksOf(
      ctx,
      shipments.map((s) => s.id),
    );
    const events = [
      { type: 'PLACED', date: o.created_at },
      ...(o.paid_at ? [{ type: 'PAID', date: o.paid_at }] : []),
      ...invoices.map((i) => ({
        type: 'INVOICED',
        date: i.created_at,
        number: i.increment_id,
        amount: m(i.grand_total_cents),
      })),
      ...shipments.map((s) => ({
        type: 'SHIPPED',
        date: s.created_at,
        number: s.increment_id,
        tracking: tracks.filter((t) => t.shipment_id === s.id),
      })),
      // The first row of each: later comments repeat the order's status.
      ...(['delivered', 'canceled'] as const).flatMap((status) => {
        const first = history
          .filter((h) => h.status === status)
          .sort((a, b) => (a.created_at < b.created_at ? -1 : 1))[0];
        return first
          ? [{ type: status === 'delivered' ? 'DELIVERED' : 'CANCELED', date: first.created_at }]
          : [];
      }),
      ...memos.map((c) => ({
        type: 'REFUNDED',
        date: c.created_at,
        number: c.increment_id,
        amount: m(c.grand_total_cents),
      })),
    ];
    return events
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      .map((e) => ({ ...e, date: timestamp(e.date) }));
  },
};

const docItemFields = (quantityField: string) => ({
  id: (i: DocItem) => encodeUid('document-item', i.id),
  order_item: (i: DocItem) => i.item,
  product_name: (i: DocItem) => i.item.name,
  product_sku: (i: DocItem) => i.item.sku,
  product_sale_price: (i: DocItem, _: unknown, ctx: RequestContext) =>
    toMoney(i.item.price_cents, ctx.currency),
  discounts: (i: DocItem, _: unknown, ctx: RequestContext) =>
    i.discount_cents > 0
      ? [{ amount: toMoney(i.discount_cents, ctx.currency), label: i.item.__order.coupon_code ?? '' }]
      : [],
  [quantityField]: (i: DocItem) => i.qty,
});

async function notaFiscal(ctx: RequestContext, kind: NfeDocumentKind, id: number) {
  const nfe = (await nfesOf(ctx.db, kind, [id])).get(id);
  if (!nfe) return null;
  return {
    access_key: nfe.access_key,
    number: nfe.number,
    series: nfe.series,
    issued_at: magentoDate(nfe.issued_at),
    ...nfeDownloads(nfe),
  };
}

export const lifecycleTypeResolvers = {
  Invoice: {
    id: (i: Invoice) => encodeUid('invoice', i.id),
    number: (i: Invoice) => i.increment_id,
    total: (i: Invoice, _: unknown, ctx: RequestContext) => documentTotal(i, ctx),
    items: (i: Invoice, _: unknown, ctx: RequestContext) => documentItems(ctx, 'invoice', i.id, i.__order),
    comments: comment,
    nota_fiscal: (i: Invoice, _: unknown, ctx: RequestContext) => notaFiscal(ctx, 'invoice', i.id),
  },
  InvoiceItem: docItemFields('quantity_invoiced'),
  OrderShipment: {
    id: (s: Shipment) => encodeUid('shipment', s.id),
    number: (s: Shipment) => s.increment_id,
    tracking: (s: Shipment, _: unknown, ctx: RequestContext) => tracksOf(ctx, [s.id]),
    items: (s: Shipment, _: unknown, ctx: RequestContext) => documentItems(ctx, 'shipment', s.id, s.__order),
    comments: comment,
  },
  ShipmentItem: docItemFields('quantity_shipped'),
  CreditMemo: {
    id: (c: Creditmemo) => encodeUid('creditmemo', c.id),
    number: (c: Creditmemo) => c.increment_id,
    total: (c: Creditmemo, _: unknown, ctx: RequestContext) => ({
      ...documentTotal(c, ctx),
      adjustment: toMoney(c.adjustment_positive_cents - c.adjustment_negative_cents, ctx.currency),
    }),
    comments: comment,
    nota_fiscal: (c: Creditmemo, _: unknown, ctx: RequestContext) => notaFiscal(ctx, 'creditmemo', c.id),
  },
};
