import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { toMoney } from '../../graphql/money';
import type { Resolvers } from '../../graphql/types';
import { encodeUid } from '../../graphql/uid';
import type { StoredAddress } from '../cart/address';
import { customerDownloads, remainingDownloads } from './downloads/service';
import { lifecycleOrderFields, lifecycleTypeResolvers } from './lifecycle/resolvers';
import { ORDER_STATUS_LABELS } from './order-status';
import { placeOrder } from './place-order';
import { reorderItems } from './reorder';
import { type OrderItemRow, type OrderRow, orderItems, statusHistory } from './repository';
import { customerOrders, orderByToken } from './service';

/** CustomerOrder and placeOrder in Magento's shapes over the sales tables. */

/** The order's clear access token, carried beside a row by the resolvers that know it. */
const CLEAR_TOKEN = Symbol('clearAccessToken');

type Item = OrderItemRow & { __order: OrderRow };

const ORDER_ITEM_TYPES: Record<string, string> = {
  configurable: 'ConfigurableOrderItem',
  bundle: 'BundleOrderItem',
  downloadable: 'DownloadableOrderItem',
};

/** Magento's order_date format: 'YYYY-MM-DD HH:MM:SS' (UTC). */
const timestamp = (iso: string) => iso.slice(0, 19).replace('T', ' ');

function orderAddress(json: string | null) {
  if (!json) return null;
  const a = JSON.parse(json) as StoredAddress;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    middlename: a.middlename,
    region: a.region?.label ?? a.region?.code ?? null,
    region_id: a.region?.region_id ? String(a.region.region_id) : null,
    country_code: a.country_code,
    street: a.street,
    company: a.company,
    telephone: a.telephone,
    fax: a.fax,
    postcode: a.postcode,
    city: a.city,
    prefix: a.prefix,
    suffix: a.suffix,
    vat_id: a.vat_id,
  };
}

function discountsOf(order: OrderRow, ctx: RequestContext) {
  return (JSON.parse(order.discounts) as { label: string; amount_cents: number; applied_to: string }[]).map(
    (d) => ({
      amount: toMoney(d.amount_cents, ctx.currency),
      applied_to: d.applied_to,
      label: d.label,
    }),
  );
}

const customerOrderFields = {
  id: (o: OrderRow) => encodeUid(o.id),
  order_date: (o: OrderRow) => timestamp(o.created_at),
  created_at: (o: OrderRow) => timestamp(o.created_at),
  status: (o: OrderRow) => ORDER_STATUS_LABELS[o.status] ?? o.status,
  number: (o: OrderRow) => o.increment_id,
  increment_id: (o: OrderRow) => o.increment_id,
  order_number: (o: OrderRow) => o.increment_id,
  items: async (o: OrderRow, _: unknown, ctx: RequestContext) =>
    (await orderItems(ctx.db, [o.id])).map((i) => ({ ...i, __order: o })),
  total: (o: OrderRow, _: unknown, ctx: RequestContext) => {
    const m = (cents: number) => toMoney(cents, ctx.currency);
    return {
      subtotal: m(o.subtotal_cents),
      discounts: discountsOf(o, ctx),
      total_tax: m(0),
      taxes: [],
      grand_total: m(o.grand_total_cents),
      base_grand_total: { value: o.grand_total_cents / 100, currency: o.currency_code },
      total_shipping: m(o.shipping_cents),
      shipping_handling: {
        total_amount: m(o.shipping_cents),
        amount_including_tax: m(o.shipping_cents),
        amount_excluding_tax: m(o.shipping_cents),
        taxes: [],
        discounts: [],
      },
    };
  },
  grand_total: (o: OrderRow, _: unknown, ctx: RequestContext) =>
    toMoney(o.grand_total_cents, ctx.currency).value,
  invoices: lifecycleOrderFields.invoices,
  shipments: lifecycleOrderFields.shipments,
  credit_memos: lifecycleOrderFields.credit_memos,
  payment_methods: (o: OrderRow) => [
    {
      name: o.payment_method_title,
      type: o.payment_method_code,
      additional_data: o.purchase_order_number
        ? [{ name: 'purchase_order_number', value: o.purchase_order_number }]
        : [],
    },
  ],
  shipping_address: (o: OrderRow) => orderAddress(o.shipping_address),
  billing_address: (o: OrderRow) => orderAddress(o.billing_address),
  carrier: (o: OrderRow) => o.shipping_description?.split(' - ')[0] ?? null,
  shipping_method: (o: OrderRow) => o.shipping_description,
  comments: lifecycleOrderFields.comments,
  timeline: lifecycleOrderFields.timeline,
  // The database keeps the token's hash only: the clear token is known to placeOrder's answer and
  // to guestOrderByToken (the caller sent it); an owner's other reads get '' (the bearer suffices).
  token: (o: OrderRow & { [CLEAR_TOKEN]?: string }) => o[CLEAR_TOKEN] ?? '',
  applied_coupons: (o: OrderRow) => (o.coupon_code ? [{ code: o.coupon_code }] : []),
  email: (o: OrderRow) => o.email,
  is_virtual: (o: OrderRow) => o.is_virtual === 1,
  available_actions: () => [],
  customer_info: (o: OrderRow) => ({ firstname: o.customer_firstname, lastname: o.customer_lastname }),
  order_status_change_date: async (o: OrderRow, _: unknown, ctx: RequestContext) => {
    const history = await statusHistory(ctx.db, o.id);
    return timestamp(history[history.length - 1]?.created_at ?? o.updated_at);
  },
};

const orderItemFields = {
  id: (i: Item) => encodeUid(i.id),
  product_name: (i: Item) => i.name,
  product_sku: (i: Item) => i.sku,
  product_url_key: (i: Item) => i.url_key,
  product_type: (i: Item) => i.product_type,
  // Magento's item statuses, from the quantities the item went through.
  status: (i: Item) =>
    i.__order.state === 'canceled'
      ? 'Canceled'
      : i.qty_refunded >= i.quantity
        ? 'Refunded'
        : i.qty_shipped >= i.quantity
          ? 'Shipped'
          : i.qty_invoiced >= i.quantity
            ? 'Invoiced'
            : 'Ordered',
  product_sale_price: (i: Item, _: unknown, ctx: RequestContext) => toMoney(i.price_cents, ctx.currency),
  discounts: (i: Item, _: unknown, ctx: RequestContext) =>
    i.discount_cents > 0
      ? [
          {
            amount: toMoney(i.discount_cents, ctx.currency),
            applied_to: 'ITEM',
            label: i.__order.coupon_code ?? '',
          },
        ]
      : [],
  selected_options: (i: Item) => JSON.parse(i.options) as { label: string; value: string }[],
  entered_options: () => [],
  quantity_ordered: (i: Item) => i.quantity,
  quantity_shipped: (i: Item) => i.qty_shipped,
  quantity_refunded: (i: Item) => i.qty_refunded,
  quantity_invoiced: (i: Item) => i.qty_invoiced,
  quantity_canceled: (i: Item) => i.qty_canceled,
  quantity_returned: () => 0,
  product: async (i: Item, _: unknown, ctx: RequestContext) =>
    i.product_id === null ? null : ((await ctx.loaders.productById.load(i.product_id)) ?? null),
  prices: (i: Item, _: unknown, ctx: RequestContext) => {
    const m = (cents: number) => toMoney(cents, ctx.currency);
    const originalRow = i.original_price_cents * i.quantity;
    return {
      price: m(i.price_cents),
      price_including_tax: m(i.price_cents),
      row_total: m(i.row_total_cents),
      row_total_including_tax: m(i.row_total_cents),
      discounts: orderItemFields.discounts(i, undefined, ctx),
      total_item_discount: m(i.discount_cents),
      original_price: m(i.original_price_cents),
      original_price_including_tax: m(i.original_price_cents),
      original_row_total: m(originalRow),
      original_row_total_including_tax: m(originalRow),
    };
  },
  parent_sku: (i: Item) => i.parent_sku,
  bundle_options: (i: Item) =>
    (JSON.parse(i.options) as { label: string; value: string }[]).map((o, index) => ({
      id: encodeUid('bundle', i.id, index),
      uid: encodeUid('bundle', i.id, index),
      label: o.label,
      values: [],
    })),
  downloadable_links: (i: Item) =>
    (JSON.parse(i.options) as { label: string; value: string }[]).map((o, index) => ({
      title: o.value,
      sort_order: index + 1,
      uid: encodeUid('downloadable', i.id, index),
    })),
};

export const salesResolvers: Resolvers = {
  Query: {
    customerOrders: async (_: unknown, __: unknown, ctx: RequestContext) => {
      const orders = await customerOrders(ctx.db, ctx.caller, ctx.store.code);
      return {
        items: orders,
        total_count: orders.length,
        page_info: { page_size: orders.length, current_page: 1, total_pages: orders.length ? 1 : 0 },
        date_of_first_order: orders.length ? timestamp(orders[orders.length - 1]!.created_at) : null,
      };
    },
    customerDownloadableProducts: async (_: unknown, __: unknown, ctx: RequestContext) => {
      const links = await customerDownloads(ctx.db, ctx.caller);
      return {
        items: links.map((link) => ({
          date: timestamp(link.orderCreatedAt),
          download_url: `${ctx.config.storefrontUrl}/downloads/${link.hash}`,
          link_title: link.title,
          order_increment_id: link.orderNumber,
          remaining_downloads: remainingDownloads(link),
          status: link.status,
        })),
      };
    },
    guestOrderByToken: async (_: unknown, args: { input: { token: string } }, ctx: RequestContext) => ({
      ...(await orderByToken(ctx.db, args.input.token)),
      [CLEAR_TOKEN]: args.input.token.trim(),
    }),
  },
  Mutation: {
    placeOrder: async (_: unknown, args: { input?: { cart_id: string } | null }, ctx: RequestContext) => {
      if (!args.input) throw new InputError('Required parameter "input" is missing.');
      const result = await placeOrder(ctx, args.input.cart_id);
      return {
        order: result.order
          ? { order_number: result.order.increment_id, order_id: result.order.increment_id }
          : null,
        orderV2: result.order && { ...result.order, [CLEAR_TOKEN]: result.accessToken ?? undefined },
        errors: result.errors.map(({ message, code }) => ({ message, code })),
      };
    },
    reorderItems: (_: unknown, args: { orderNumber: string }, ctx: RequestContext) =>
      reorderItems(ctx, args.orderNumber),
  },
  OrderItemInterface: { resolveType: (i: Item) => ORDER_ITEM_TYPES[i.product_type] ?? 'OrderItem' },
  InvoiceItemInterface: { resolveType: () => 'InvoiceItem' },
  ShipmentItemInterface: { resolveType: () => 'ShipmentItem' },
  ...lifecycleTypeResolvers,
  CustomerOrder: customerOrderFields,
  OrderItem: orderItemFields,
  ConfigurableOrderItem: orderItemFields,
  BundleOrderItem: orderItemFields,
  DownloadableOrderItem: orderItemFields,
};
