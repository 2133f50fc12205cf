import { installmentPlan } from '@store/br';
import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { toAmount, toMoney } from '../../graphql/money';
import type { Resolvers } from '../../graphql/types';
import { encodeUid } from '../../graphql/uid';
import type { ShippingRate } from '../shipping/rates';
import { findCountry } from '../store/countries';
import type { StoredAddress } from './address';
import type { CartLine } from './lines';
import { availablePaymentMethods } from './payment-methods';
import type { CartView } from './view';

/**
 * The cart's fields in Magento's shapes (Cart, its items and addresses), whichever query or
 * mutation answered the cart: the service's CartView in, GraphQL out.
 */

type Line = CartLine & { __view: CartView; __index: number };

const money = (ctx: RequestContext, cents: number) => toMoney(cents, ctx.currency);

const CART_ITEM_TYPES: Record<CartLine['type'], string> = {
  simple: 'SimpleCartItem',
  virtual: 'VirtualCartItem',
  configurable: 'ConfigurableCartItem',
  bundle: 'BundleCartItem',
  downloadable: 'DownloadableCartItem',
};

function linesOf(view: CartView): Line[] {
  return view.lines.map((line, index) => ({ ...line, __view: view, __index: index }));
}

function addressOutput(
  address: StoredAddress,
  kind: 'shipping' | 'billing',
  view: CartView,
  ctx: RequestContext,
) {
  const country = findCountry(address.country_code, ctx.store.languageTag);
  return {
    __kind: kind,
    __view: view,
    uid: encodeUid(kind, view.cart.id),
    firstname: address.firstname,
    middlename: address.middlename,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    region: address.region,
    postcode: address.postcode,
    country: { code: address.country_code, label: country?.full_name_locale ?? address.country_code },
    telephone: address.telephone,
    vat_id: address.vat_id,
    fax: address.fax,
    prefix: address.prefix,
    suffix: address.suffix,
    customer_notes: address.customer_notes ?? null,
  };
}

const shippingMethodOutput = (rate: ShippingRate, ctx: RequestContext) => ({
  carrier_code: rate.carrierCode,
  carrier_title: rate.carrierTitle,
  method_code: rate.methodCode,
  method_title: rate.methodTitle,
  error_message: rate.errorMessage,
  amount: money(ctx, rate.amountCents),
  base_amount: money(ctx, rate.amountCents),
  price_excl_tax: money(ctx, rate.amountCents),
  price_incl_tax: money(ctx, rate.amountCents),
  available: rate.available,
});

const cartFields = {
  id: (v: CartView) => v.cart.masked_id,
  items: (v: CartView) => linesOf(v),
  itemsV2: (
    v: CartView,
    args: {
      pageSize?: number | null;
      currentPage?: number | null;
      sort?: { field: string; order: string } | null;
    },
  ) => {
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    if (currentPage < 1) throw new InputError('currentPage value must be greater than 0.');
    if (pageSize < 1) throw new InputError('pageSize value must be greater than 0.');
    const lines = linesOf(v);
    if (args.sort) {
      const key = (l: Line): string | number => {
        switch (args.sort!.field) {
          case 'SKU':
            return (l.variant ?? l.product).sku;
          case 'NAME':
            return l.product.name;
          case 'QTY':
            return l.item.quantity;
          case 'PRICE':
            return l.unitPriceCents;
          case 'ROW_TOTAL':
            return l.unitPriceCents * l.item.quantity;
          case 'PRODUCT_ID':
            return l.product.id;
          case 'CREATED_AT':
            return l.item.created_at;
          case 'UPDATED_AT':
            return l.item.updated_at;
          default:
            return l.item.id;
        }
      };
      const direction = args.sort.order === 'DESC' ? -1 : 1;
      lines.sort((a, b) => (key(a) < key(b) ? -direction : key(a) > key(b) ? direction : 0));
    }
    return {
      items: lines.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      total_count: lines.length,
      page_info: {
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(lines.length / pageSize),
      },
    };
  },
  applied_coupon: (v: CartView) => (v.coupon?.ok ? { code: v.coupon.code } : null),
  applied_coupons: (v: CartView) => (v.coupon?.ok ? [{ code: v.coupon.code }] : null),
  email: (v: CartView) => v.email,
  shipping_addresses: (v: CartView, _: unknown, ctx: RequestContext) =>
    v.shippingAddress ? [addressOutput(v.shippingAddress, 'shipping', v, ctx)] : [],
  billing_address: (v: CartView, _: unknown, ctx: RequestContext) =>
    v.billingAddress ? addressOutput(v.billingAddress, 'billing', v, ctx) : null,
  available_payment_methods: (_: CartView, __: unknown, ctx: RequestContext) =>
    availablePaymentMethods(ctx.config),
  selected_payment_method: (v: CartView) => ({
    code: v.paymentMethod?.code ?? '',
    title: v.paymentMethod?.title ?? '',
    purchase_order_number: v.paymentMethod ? v.cart.purchase_order_number : null,
  }),
  prices: (v: CartView, _: unknown, ctx: RequestContext) => {
    const t = v.totals;
    const discounts = t.discounts.map((d) => ({
      amount: money(ctx, d.amountCents),
      applied_to: d.appliedTo,
      label: d.label,
    }));
    const discountCents = t.couponDiscountCents + t.pixDiscountCents;
    return {
      grand_total: money(ctx, t.grandTotalCents),
      grand_total_excluding_tax: money(ctx, t.grandTotalCents),
      subtotal_including_tax: money(ctx, t.subtotalCents),
      subtotal_excluding_tax: money(ctx, t.subtotalCents),
      subtotal_with_discount_excluding_tax: money(ctx, t.goodsAfterDiscountCents),
      discount:
        discountCents > 0
          ? { amount: money(ctx, discountCents), label: t.discounts.map((d) => d.label) }
          : null,
      applied_taxes: [],
      discounts,
    };
  },
  total_quantity: (v: CartView) => v.totalQuantity,
  // A configurable line is one line of its chosen variant here, so both sums are the same.
  total_summary_quantity_including_config: (v: CartView) => v.totalQuantity,
  is_virtual: (v: CartView) => v.isVirtual,
  minimum_order: (v: CartView, _: unknown, ctx: RequestContext) => {
    const check = v.totals.minimumOrder;
    return {
      met: check.met,
      minimum: money(ctx, check.minimumCents),
      missing: money(ctx, check.missingCents),
    };
  },
  // The plan is computed in BRL, where the card is charged, then each amount converted.
  installment_plan: (v: CartView, _: unknown, ctx: RequestContext) =>
    installmentPlan(v.totals.totalBeforePixCents).map((option) => ({
      number_installments: option.number_installments,
      amount: money(ctx, option.amountCents),
      total: money(ctx, option.totalCents),
      interest_free: option.interestFree,
    })),
  pix_grand_total: (v: CartView, _: unknown, ctx: RequestContext) => money(ctx, v.totals.pixGrandTotalCents),
};

const cartItemFields = {
  id: (l: Line) => String(l.item.id),
  uid: (l: Line) => encodeUid(l.item.id),
  quantity: (l: Line) => l.item.quantity,
  is_available: (l: Line) => l.isAvailable,
  not_available_message: (l: Line) =>
    l.isAvailable ? null : 'Product that you are trying to add is not available.',
  errors: (l: Line) =>
    l.isAvailable
      ? null
      : [{ code: 'UNDEFINED', message: 'Product that you are trying to add is not available.' }],
  product: (l: Line) => l.product,
  prices: (l: Line, _: unknown, ctx: RequestContext) => {
    const rowTotal = l.unitPriceCents * l.item.quantity;
    const discount = l.__view.totals.lineDiscountsCents[l.__index] ?? 0;
    const coupon = l.__view.coupon;
    return {
      price: money(ctx, l.unitPriceCents),
      price_including_tax: money(ctx, l.unitPriceCents),
      row_total: money(ctx, rowTotal),
      row_total_including_tax: money(ctx, rowTotal),
      total_item_discount: money(ctx, discount),
      original_row_total: money(ctx, l.unitOriginalPriceCents * l.item.quantity),
      discounts:
        discount > 0 && coupon?.ok
          ? [{ amount: money(ctx, discount), applied_to: 'ITEM', label: coupon.coupon.label }]
          : [],
    };
  },
  customizable_options: () => [],
  configurable_options: (l: Line) =>
    l.configurable
      ? [
          {
            id: l.configurable.attributeId,
            configurable_product_option_uid: encodeUid(
              'configurable',
              l.product.id,
              l.configurable.attributeId,
            ),
            option_label: l.configurable.attributeLabel,
            value_id: l.configurable.valueId,
            configurable_product_option_value_uid: encodeUid(
              'configurable',
              l.configurable.attributeId,
              l.configurable.valueId,
            ),
            value_label: l.configurable.valueLabel,
          },
        ]
      : [],
  configured_variant: (l: Line) => l.variant ?? l.product,
  bundle_options: (l: Line, _: unknown, ctx: RequestContext) =>
    l.bundle.map((choice) => ({
      id: choice.option.id,
      uid: encodeUid('bundle', choice.option.id),
      label: choice.option.title,
      type: choice.option.type,
      values: choice.selections.map((s) => ({
        id: s.selection.id,
        uid: encodeUid('bundle', choice.option.id, s.selection.id, s.quantity),
        label: s.product.name,
        quantity: s.quantity,
        price: toAmount(
          s.product.special_price_cents !== null && s.product.special_price_cents < s.product.price_cents
            ? s.product.special_price_cents
            : s.product.price_cents,
          ctx.currency,
        ),
      })),
    })),
  links: (l: Line, _: unknown, ctx: RequestContext) =>
    l.links.map((link) => ({
      id: link.id,
      uid: encodeUid('downloadable', link.id),
      title: link.title,
      sort_order: link.sort_order,
      price: toAmount(link.price_cents, ctx.currency),
      sample_url: link.sample_url,
    })),
  samples: () => [],
};

type Address = ReturnType<typeof addressOutput>;

const shippingAddressFields = {
  available_shipping_methods: (a: Address, _: unknown, ctx: RequestContext) =>
    a.__view.shippingRates.map((r) => shippingMethodOutput(r, ctx)),
  selected_shipping_method: (a: Address, _: unknown, ctx: RequestContext) => {
    const rate = a.__view.selectedShipping;
    return rate ? shippingMethodOutput(rate, ctx) : null;
  },
  items_weight: (a: Address) =>
    a.__view.lines.reduce(
      (sum, l) => sum + (l.isVirtual ? 0 : (l.parcel.weightKg ?? 0) * l.item.quantity),
      0,
    ),
  cart_items: (a: Address) =>
    a.__view.lines.map((l) => ({ cart_item_id: l.item.id, quantity: l.item.quantity })),
  cart_items_v2: (a: Address) => linesOf(a.__view).filter((l) => !l.isVirtual),
};

export const cartOutputResolvers: Resolvers = {
  CartItemInterface: { resolveType: (l: Line) => CART_ITEM_TYPES[l.type] },
  CartAddressInterface: {
    resolveType: (a: Address) => (a.__kind === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress'),
  },
  Cart: cartFields,
  SimpleCartItem: cartItemFields,
  VirtualCartItem: cartItemFields,
  ConfigurableCartItem: cartItemFields,
  BundleCartItem: cartItemFields,
  DownloadableCartItem: cartItemFields,
  ShippingCartAddress: shippingAddressFields,
};
