import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import { paymentsOfOrders } from '../../payments/lookup';
import { REGIONS_BY_COUNTRY } from '../../store/regions';
import { STORE_VIEWS } from '../../store/stores';
import type { OrderItemRow, OrderRow, StatusHistoryRow } from '../repository';
import { trackingUrl } from './carriers';
import { nfeOutput, nfesOf } from './nfe';
import { paymentOutput } from './payment-output';
import type { DocumentKind, SalesCreditmemoTable, SalesInvoiceTable, SalesShipmentTable } from './tables';

/**
 * Orders and their documents in Magento 2.4's REST shapes (OrderInterface, InvoiceInterface,
 * ShipmentInterface, CreditmemoInterface): money as floats, dates as `YYYY-MM-DD HH:MM:SS` UTC,
 * the shipping address inside extension_attributes.shipping_assignments.
 */

type Db = Kysely<Database>;

const amount = (cents: number) => cents / 100;
export const magentoDate = (iso: string) => iso.replace('T', ' ').slice(0, 19);
const storeId = (code: string) => STORE_VIEWS.findIndex((s) => s.code === code) + 1;

/**
 * The stored region (`{code, label, region_id}`, or older rows' text) as Magento's three fields,
 * completed from the directory: an ERP needs the UF code (`region_code`) for the NF-e.
 */
export function magentoRegion(
  stored: unknown,
  countryId: string,
): { region?: string; region_code?: string; region_id?: number } {
  const value = stored as
    | { code?: string | null; label?: string | null; region_id?: number | null }
    | { region?: string; region_code?: string; region_id?: number }
    | string
    | null
    | undefined;
  if (!value) return {};
  const text = typeof value === 'string' ? value : undefined;
  const raw = typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const id = Number(raw.region_id) || undefined;
  const code = (raw.code ?? raw.region_code ?? text) as string | undefined;
  const label = (raw.label ?? raw.region ?? text) as string | undefined;
  const regions = REGIONS_BY_COUNTRY[countryId] ?? [];
  const known =
    (id && regions.find((r) => r.id === id)) ||
    regions.find((r) => r.code === code?.toUpperCase() || r.name === label);
  if (known) return { region: known.name, region_code: known.code, region_id: known.id };
  return { region: label ?? code, region_code: code ?? label, region_id: id };
}

export function address(json: string | null, type: 'billing' | 'shipping', order: OrderRow) {
  if (!json) return undefined;
  const a = JSON.parse(json) as Record<string, unknown> & { region?: unknown; street?: string[] };
  const countryId = String(a.country_code ?? a.country_id ?? 'BR');
  return {
    address_type: type,
    parent_id: order.id,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? undefined,
    street: a.street ?? [],
    city: a.city,
    ...magentoRegion(a.region, countryId),
    postcode: a.postcode,
    country_id: countryId,
    telephone: a.telephone,
    email: order.email,
    vat_id: a.vat_id ?? undefined,
  };
}

function item(i: OrderItemRow, order: OrderRow) {
  return {
    item_id: i.id,
    order_id: order.id,
    product_id: i.product_id ?? undefined,
    sku: i.sku,
    name: i.name,
    product_type: i.product_type,
    qty_ordered: i.quantity,
    qty_invoiced: i.qty_invoiced,
    qty_shipped: i.qty_shipped,
    qty_refunded: i.qty_refunded,
    qty_canceled: i.qty_canceled,
    price: amount(i.price_cents),
    base_price: amount(i.price_cents),
    original_price: amount(i.original_price_cents),
    price_incl_tax: amount(i.price_cents),
    row_total: amount(i.row_total_cents),
    base_row_total: amount(i.row_total_cents),
    row_total_incl_tax: amount(i.row_total_cents),
    discount_amount: amount(i.discount_cents),
    tax_amount: 0,
    created_at: magentoDate(order.created_at),
  };
}

export function statusHistoryOutput(h: StatusHistoryRow) {
  return {
    entity_id: h.id,
    parent_id: h.order_id,
    comment: h.comment,
    status: h.status,
    created_at: magentoDate(h.created_at),
    is_customer_notified: h.is_customer_notified,
    is_visible_on_front: h.is_visible_on_front,
    entity_name: h.entity_name,
    // Ours: a note staff wrote; with neither flag above it is an internal note.
    extension_attributes: { is_note: h.is_note === 1 },
  };
}

async function sums(db: Db, orderIds: number[]) {
  const of = async (table: 'sales_invoice' | 'sales_creditmemo') =>
    orderIds.length === 0
      ? []
      : db
          .selectFrom(table)
          .select((eb) => ['order_id', eb.fn.sum<number>('grand_total_cents').as('total')])
          .where('order_id', 'in', orderIds)
          .groupBy('order_id')
          .execute();
  const invoiced = new Map((await of('sales_invoice')).map((r) => [r.order_id, Number(r.total)]));
  const refunded = new Map((await of('sales_creditmemo')).map((r) => [r.order_id, Number(r.total)]));
  return { invoiced, refunded };
}

/** Full orders (items, addresses, payment, history, totals) for a page of order rows. */
export async function ordersOutput(db: Db, orders: OrderRow[]) {
  const ids = orders.map((o) => o.id);
  const items = ids.length
    ? await db.selectFrom('sales_order_item').selectAll().where('order_id', 'in', ids).orderBy('id').execute()
    : [];
  const history = ids.length
    ? await db
        .selectFrom('sales_order_status_history')
        .selectAll()
        .where('order_id', 'in', ids)
        .orderBy('id', 'desc')
        .execute()
    : [];
  const { invoiced, refunded } = await sums(db, ids);
  const payments = await paymentsOfOrders(db, ids);
  return orders.map((o) => {
    const own = items.filter((i) => i.order_id === o.id).map((i) => item(i, o));
    const paid = o.paid_at ? o.grand_total_cents : 0;
    const shippingAddress = address(o.shipping_address, 'shipping', o);
    const { payment, payment_additional_info } = paymentOutput(o, payments.get(o.id), paid);
    return {
      entity_id: o.id,
      increment_id: o.increment_id,
      state: o.state,
      status: o.status,
      created_at: magentoDate(o.created_at),
      updated_at: magentoDate(o.updated_at),
      store_id: storeId(o.store_code),
      store_name: STORE_VIEWS.find((s) => s.code === o.store_code)?.name,
      customer_id: o.customer_id ?? undefined,
      customer_is_guest: o.customer_id === null ? 1 : 0,
      customer_email: o.email,
      customer_firstname: o.customer_firstname,
      customer_lastname: o.customer_lastname,
      customer_taxvat: o.customer_taxvat ?? undefined,
      is_virtual: o.is_virtual,
      coupon_code: o.coupon_code ?? undefined,
      shipping_description: o.shipping_description ?? undefined,
      order_currency_code: o.currency_code,
      base_currency_code: o.currency_code,
      global_currency_code: o.currency_code,
      store_currency_code: o.currency_code,
      grand_total: amount(o.grand_total_cents),
      base_grand_total: amount(o.grand_total_cents),
      subtotal: amount(o.subtotal_cents),
      base_subtotal: amount(o.subtotal_cents),
      shipping_amount: amount(o.shipping_cents),
      base_shipping_amount: amount(o.shipping_cents),
      discount_amount: -amount(o.discount_cents),
      tax_amount: 0,
      total_qty_ordered: own.reduce((sum, i) => sum + i.qty_ordered, 0),
      total_item_count: own.length,
      total_paid: amount(paid),
      total_due: amount(o.grand_total_cents - paid),
      total_invoiced: amount(invoiced.get(o.id) ?? 0),
      total_refunded: amount(refunded.get(o.id) ?? 0),
      hold_before_state: o.hold_before_state ?? undefined,
      hold_before_status: o.hold_before_status ?? undefined,
      items: own,
      billing_address: address(o.billing_address, 'billing', o),
      payment,
      status_histories: history.filter((h) => h.order_id === o.id).map(statusHistoryOutput),
      extension_attributes: {
        shipping_assignments: shippingAddress
          ? [
              {
                shipping: {
                  address: shippingAddress,
                  method: o.shipping_carrier_code
                    ? `${o.shipping_carrier_code}_${o.shipping_method_code}`
                    : undefined,
                  total: {
                    shipping_amount: amount(o.shipping_cents),
                    base_shipping_amount: amount(o.shipping_cents),
                  },
                },
                items: own,
              },
            ]
          : [],
        payment_additional_info,
      },
    };
  });
}

async function documentItems(db: Db, kind: DocumentKind, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sales_document_item')
    .innerJoin('sales_order_item', 'sales_order_item.id', 'sales_document_item.order_item_id')
    .select([
      'sales_document_item.id',
      'sales_document_item.document_id',
      'sales_document_item.order_item_id',
      'sales_document_item.qty',
      'sales_document_item.row_total_cents',
      'sales_document_item.discount_cents',
      'sales_document_item.back_to_stock',
      'sales_order_item.sku',
      'sales_order_item.name',
      'sales_order_item.price_cents',
      'sales_order_item.product_id',
    ])
    .where('sales_document_item.document_kind', '=', kind)
    .where('sales_document_item.document_id', 'in', ids)
    .orderBy('sales_document_item.id')
    .execute();
}

type DocItem = Awaited<ReturnType<typeof documentItems>>[number];
const docItem = (i: DocItem) => ({
  entity_id: i.id,
  parent_id: i.document_id,
  order_item_id: i.order_item_id,
  product_id: i.product_id ?? undefined,
  sku: i.sku,
  name: i.name,
  qty: i.qty,
  price: amount(i.price_cents),
  row_total: amount(i.row_total_cents),
  discount_amount: amount(i.discount_cents),
  tax_amount: 0,
});

export async function invoicesOutput(db: Db, rows: Selectable<SalesInvoiceTable>[]) {
  const items = await documentItems(
    db,
    'invoice',
    rows.map((r) => r.id),
  );
  const nfes = await nfesOf(
    db,
    'invoice',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    entity_id: r.id,
    increment_id: r.increment_id,
    order_id: r.order_id,
    state: r.state,
    subtotal: amount(r.subtotal_cents),
    base_subtotal: amount(r.subtotal_cents),
    discount_amount: -amount(r.discount_cents),
    shipping_amount: amount(r.shipping_cents),
    grand_total: amount(r.grand_total_cents),
    base_grand_total: amount(r.grand_total_cents),
    tax_amount: 0,
    total_qty: r.total_qty,
    transaction_id: r.transaction_id ?? undefined,
    created_at: magentoDate(r.created_at),
    updated_at: magentoDate(r.created_at),
    items: items.filter((i) => i.document_id === r.id).map(docItem),
    comments: r.comment
      ? [{ comment: r.comment, parent_id: r.id, created_at: magentoDate(r.created_at) }]
      : [],
    extension_attributes: nfeExtension(nfes.get(r.id)),
  }));
}

/** Ours: the NF-e the ERP attached (`extension_attributes.nfe`), absent until it does. */
const nfeExtension = (nfe: Parameters<typeof nfeOutput>[0] | undefined) =>
  nfe ? { nfe: nfeOutput(nfe) } : {};

export async function shipmentsOutput(db: Db, rows: Selectable<SalesShipmentTable>[]) {
  const ids = rows.map((r) => r.id);
  const items = await documentItems(db, 'shipment', ids);
  const tracks = ids.length
    ? await db
        .selectFrom('sales_shipment_track')
        .selectAll()
        .where('shipment_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    entity_id: r.id,
    increment_id: r.increment_id,
    order_id: r.order_id,
    total_qty: r.total_qty,
    created_at: magentoDate(r.created_at),
    updated_at: magentoDate(r.created_at),
    items: items.filter((i) => i.document_id === r.id).map(docItem),
    tracks: tracks
      .filter((t) => t.shipment_id === r.id)
      .map((t) => ({
        entity_id: t.id,
        parent_id: t.shipment_id,
        order_id: t.order_id,
        track_number: t.track_number,
        title: t.title,
        carrier_code: t.carrier_code,
        created_at: magentoDate(t.created_at),
        // Ours: the carrier's tracking page, as My Account links it.
        extension_attributes: { tracking_url: trackingUrl(t.carrier_code, t.track_number) },
      })),
    comments: r.comment
      ? [{ comment: r.comment, parent_id: r.id, created_at: magentoDate(r.created_at) }]
      : [],
  }));
}

export async function creditmemosOutput(db: Db, rows: Selectable<SalesCreditmemoTable>[]) {
  const items = await documentItems(
    db,
    'creditmemo',
    rows.map((r) => r.id),
  );
  const nfes = await nfesOf(
    db,
    'creditmemo',
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    entity_id: r.id,
    increment_id: r.increment_id,
    order_id: r.order_id,
    state: r.state,
    subtotal: amount(r.subtotal_cents),
    discount_amount: -amount(r.discount_cents),
    shipping_amount: amount(r.shipping_cents),
    adjustment_positive: amount(r.adjustment_positive_cents),
    adjustment_negative: amount(r.adjustment_negative_cents),
    adjustment: amount(r.adjustment_positive_cents - r.adjustment_negative_cents),
    grand_total: amount(r.grand_total_cents),
    base_grand_total: amount(r.grand_total_cents),
    created_at: magentoDate(r.created_at),
    updated_at: magentoDate(r.created_at),
    items: items
      .filter((i) => i.document_id === r.id)
      .map((i) => ({ ...docItem(i), back_to_stock: i.back_to_stock === 1 })),
    comments: r.comment
      ? [{ comment: r.comment, parent_id: r.id, created_at: magentoDate(r.created_at) }]
      : [],
    extension_attributes: { refund_method: r.refund_method, ...nfeExtension(nfes.get(r.id)) },
  }));
}
