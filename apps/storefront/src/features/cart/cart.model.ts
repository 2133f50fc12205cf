import { convertCents, FREE_SHIPPING_THRESHOLD_CENTS, toCents } from '@store/br';
import { productImageFile } from '../../lib/product-image';
import type { CartFields, CartItemFields, MoneyFields } from './cart.documents';

/**
 * The cart's view model: Magento's nullable fields resolved, money in integer cents of the
 * display currency, empty item entries dropped (rules §3), the chosen options as label/value pairs.
 * Pure, so it is unit-tested; hooks and components only read it.
 */

export interface CartLineView {
  uid: string;
  quantity: number;
  name: string;
  /** The sku bought (a configurable's variant sku). */
  sku: string;
  /** Product page without locale prefix: `/{url_key}{url_suffix}`; undefined when unknown. */
  path: string | undefined;
  /** 170×170 image (rules §9 cart size), same-origin. */
  imageSrc: string | undefined;
  imageAlt: string;
  /** Chosen options; `label` null is the downloadable links line (its label is a message). */
  options: Array<{ label: string | null; value: string }>;
  unitCents: number;
  rowCents: number;
  /** What the line saves against the regular price (a quantity or group price, a special price). */
  savingCents: number;
  discountCents: number;
  inStock: boolean;
  /** only_x_left_in_stock when the catalogue tells it: the stepper's upper bound. */
  maxQuantity: number | undefined;
}

export interface CartView {
  id: string;
  isVirtual: boolean;
  totalQuantity: number;
  lines: CartLineView[];
  currency: string;
  subtotalCents: number;
  grandTotalCents: number;
  discounts: Array<{ label: string; cents: number }>;
  coupons: string[];
  /** The server's goods after coupon discounts, before Pix and delivery. */
  goodsCents: number;
  /**
   * The server's verdict on the minimum order (rules §9), in the display currency. The storefront
   * never computes it: the same check decides placeOrder. Undefined only when the server did not say.
   */
  minimumOrder: { met: boolean; minimumCents: number; missingCents: number } | undefined;
}

const CART_IMAGE = '/media/catalog/product/cache/170x170/';

/** The same-origin 170×170 path of a catalogue image (rules §9 cart size), else the URL unchanged. */
export function cartImageSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const file = productImageFile(url);
  return file === undefined ? url : `${CART_IMAGE}${file}`;
}

function cents(money: MoneyFields | null | undefined): number {
  return money?.value == null ? 0 : toCents(money.value);
}

function isPresent<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

function lineOptions(item: CartItemFields): CartLineView['options'] {
  const configurable = (item.configurable_options ?? []).map((option) => ({
    label: option.option_label,
    value: option.value_label,
  }));
  const bundle = (item.bundle_options ?? []).map((option) => ({
    label: option.label,
    value: option.values
      .map((value) => (value.quantity > 1 ? `${value.quantity} × ${value.label}` : value.label))
      .join(', '),
  }));
  const links = (item.links ?? []).filter(isPresent).map((link) => link.title ?? '');
  const downloadable = links.length > 0 ? [{ label: null, value: links.join(', ') }] : [];
  return [...configurable, ...bundle, ...downloadable];
}

function toLine(item: CartItemFields): CartLineView {
  const { product } = item;
  const variant = item.configured_variant ?? undefined;
  const stock = variant ?? product;
  const image = variant?.thumbnail?.url ? variant.thumbnail : product.thumbnail;
  const name = product.name ?? product.sku ?? '';
  return {
    uid: item.uid,
    quantity: item.quantity,
    name,
    sku: variant?.sku ?? product.sku ?? '',
    path: product.url_key ? `/${product.url_key}${product.url_suffix ?? ''}` : undefined,
    imageSrc: cartImageSrc(image?.url),
    imageAlt: image?.label || name,
    options: lineOptions(item),
    unitCents: cents(item.prices?.price),
    rowCents: cents(item.prices?.row_total),
    savingCents: Math.max(cents(item.prices?.original_row_total) - cents(item.prices?.row_total), 0),
    discountCents: cents(item.prices?.total_item_discount),
    inStock: stock.stock_status !== 'OUT_OF_STOCK',
    maxQuantity: stock.only_x_left_in_stock ?? undefined,
  };
}

export function toCartView(cart: CartFields): CartView {
  const lines = (cart.items ?? []).filter(isPresent).map(toLine);
  const prices = cart.prices;
  const currency =
    prices?.grand_total?.currency ??
    prices?.subtotal_including_tax?.currency ??
    cart.items?.find(isPresent)?.prices?.row_total.currency ??
    'BRL';
  const subtotalCents = prices?.subtotal_including_tax ? cents(prices.subtotal_including_tax) : 0;
  const discounts = (prices?.discounts ?? [])
    .filter(isPresent)
    .map((discount) => ({ label: discount.label, cents: Math.abs(cents(discount.amount)) }))
    .filter((discount) => discount.cents > 0);
  return {
    id: cart.id,
    isVirtual: cart.is_virtual,
    totalQuantity: cart.total_quantity,
    lines,
    currency,
    subtotalCents,
    grandTotalCents: prices?.grand_total ? cents(prices.grand_total) : subtotalCents,
    discounts,
    coupons: (cart.applied_coupons ?? []).filter(isPresent).map((coupon) => coupon.code),
    goodsCents: prices?.subtotal_with_discount_excluding_tax
      ? cents(prices.subtotal_with_discount_excluding_tax)
      : subtotalCents,
    minimumOrder: cart.minimum_order
      ? {
          met: cart.minimum_order.met,
          minimumCents: cents(cart.minimum_order.minimum),
          missingCents: cents(cart.minimum_order.missing),
        }
      : undefined,
  };
}

export interface OrderProgress {
  /** Goods after coupon discounts, without delivery, as the server measures them. */
  goodsCents: number;
  freeShippingCents: number;
  /** Rules §9 "above R$500": strictly more, as the server's shipping rates decide. */
  hasFreeShipping: boolean;
  missingForFreeShippingCents: number;
  /** 0–1, for the progress bar. */
  freeShippingRatio: number;
}

/**
 * Progress toward free shipping in Greater São Paulo (above R$500, rules §9) on the server's goods
 * figure. The threshold is BRL; `rate` converts it to the cart's display currency (1 for BRL). The
 * minimum order is not here: the cart carries the server's verdict (`minimumOrder`).
 */
export function orderProgress(cart: Pick<CartView, 'goodsCents'>, rate = 1): OrderProgress {
  const goodsCents = Math.max(0, cart.goodsCents);
  const freeShippingCents =
    rate === 1 ? FREE_SHIPPING_THRESHOLD_CENTS : convertCents(FREE_SHIPPING_THRESHOLD_CENTS, rate);
  return {
    goodsCents,
    freeShippingCents,
    hasFreeShipping: goodsCents > freeShippingCents,
    // Above the threshold means one cent more than it.
    missingForFreeShippingCents: Math.max(0, freeShippingCents + 1 - goodsCents),
    freeShippingRatio: Math.min(1, goodsCents / freeShippingCents),
  };
}
