import { type ProductCardData, toProductCardData } from '../../lib/product-card.documents';
import type { CartItemInput } from '../cart';
import type { WishlistFields, WishlistItemFields, WishlistItemInput } from './wishlist.documents';

/**
 * The wishlist's view model and its rules (rules §4 Other, §5, §7): toggling adds a product when
 * it is absent and removes it when present; what addProductsToWishlist receives depends on the
 * product type; moving to the cart sends each item as the cart expects it. Pure, so it is tested.
 */

/** Rules §7: the storefront always names the customer's default wishlist as '0'. */
export const DEFAULT_WISHLIST_ID = '0';

/** Rules §9: a product goes into the wishlist with quantity 1. */
export const WISHLIST_ADD_QUANTITY = 1;

export interface WishlistItemView {
  id: string;
  quantity: number;
  product: ProductCardData;
  /** The chosen options (configurable values, bundle selections) as label/value pairs. */
  options: Array<{ label: string; value: string }>;
  /** What addProductsToCart receives to move it; undefined when choices are missing (go to the page). */
  cartItem: CartItemInput | undefined;
}

export interface WishlistView {
  /** The id of the first (in Open Source, the only) wishlist; '0' before one exists. */
  id: string;
  /** Rules §7 wishlistItemsCount: items_count of every wishlist, summed. */
  count: number;
  items: WishlistItemView[];
}

export const EMPTY_WISHLIST: WishlistView = { id: DEFAULT_WISHLIST_ID, count: 0, items: [] };

function isPresent<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

/** The cart input that moves a wishlist item, when its type and choices allow it. */
export function wishlistCartItem(item: WishlistItemFields): CartItemInput | undefined {
  const product = item.product;
  if (!product?.sku) return undefined;
  const quantity = item.quantity > 0 ? item.quantity : WISHLIST_ADD_QUANTITY;
  switch (product.__typename) {
    case 'SimpleProduct':
    case 'VirtualProduct':
      return { sku: product.sku, quantity };
    case 'ConfigurableProduct': {
      const values = (item.configurable_options ?? []).map(
        (option) => option.configurable_product_option_value_uid,
      );
      return values.length > 0 ? { sku: product.sku, quantity, selected_options: values } : undefined;
    }
    case 'BundleProduct': {
      const selections = (item.bundle_options ?? []).flatMap((option) => option.values.map((v) => v.uid));
      return selections.length > 0 ? { sku: product.sku, quantity, selected_options: selections } : undefined;
    }
    default:
      return undefined;
  }
}

function itemOptions(item: WishlistItemFields): WishlistItemView['options'] {
  const configurable = (item.configurable_options ?? []).map((option) => ({
    label: option.option_label,
    value: option.value_label,
  }));
  const bundle = (item.bundle_options ?? []).map((option) => ({
    label: option.label,
    value: option.values.map((value) => value.label).join(', '),
  }));
  return [...configurable, ...bundle];
}

export function toWishlistView(wishlists: Array<WishlistFields | null> | null | undefined): WishlistView {
  const present = (wishlists ?? []).filter(isPresent);
  if (present.length === 0) return EMPTY_WISHLIST;
  const items = present.flatMap((wishlist) =>
    (wishlist.items_v2?.items ?? []).filter(isPresent).flatMap((item): WishlistItemView[] =>
      item.product
        ? [
            {
              id: item.id,
              quantity: item.quantity,
              product: toProductCardData(item.product),
              options: itemOptions(item),
              cartItem: wishlistCartItem(item),
            },
          ]
        : [],
    ),
  );
  return {
    id: present[0]?.id ?? DEFAULT_WISHLIST_ID,
    count: present.reduce((sum, wishlist) => sum + (wishlist.items_count ?? 0), 0),
    items,
  };
}

/** The product a heart toggles. */
export interface WishlistProduct {
  /** GraphQL type of the product (`SimpleProduct`, `ConfigurableProduct`…). */
  typename: string;
  sku: string;
  uid: string;
  name: string;
  /** A configurable's chosen variant, when the product page has one. */
  variantSku?: string | undefined;
}

export type WishlistInputResult = { ok: true; input: WishlistItemInput } | { ok: false; message: string };

/**
 * What addProductsToWishlist receives for a product (rules §7): its sku and quantity 1;
 * configurables the chosen variant's sku with the parent's as parent_sku; bundles the bundle
 * itself as entered option. Other types are refused as the spec words it (§5).
 */
export function wishlistItemInput(product: WishlistProduct): WishlistInputResult {
  const quantity = WISHLIST_ADD_QUANTITY;
  switch (product.typename) {
    case 'SimpleProduct':
    case 'VirtualProduct':
    case 'DownloadableProduct':
    case 'GroupedProduct':
      return { ok: true, input: { sku: product.sku, quantity } };
    case 'ConfigurableProduct':
      return {
        ok: true,
        input: product.variantSku
          ? { sku: product.variantSku, parent_sku: product.sku, quantity }
          : { sku: product.sku, quantity },
      };
    case 'BundleProduct':
      return {
        ok: true,
        input: { sku: product.sku, quantity, entered_options: [{ uid: product.uid, value: product.sku }] },
      };
    default:
      return { ok: false, message: `Product Type ${product.typename} not supported in add to wishlist yet` };
  }
}

/** The wishlist items that hold a product (matched by the product's own sku). */
export function wishlistItemsOf(wishlist: WishlistView, sku: string): WishlistItemView[] {
  return wishlist.items.filter((item) => item.product.sku === sku);
}

export type WishlistToggle =
  | { action: 'remove'; itemIds: string[] }
  | { action: 'add'; input: WishlistItemInput }
  | { action: 'unsupported'; message: string };

/** Rules §4: toggling adds a product when it is absent and removes it when present. */
export function wishlistToggle(wishlist: WishlistView, product: WishlistProduct): WishlistToggle {
  const present = wishlistItemsOf(wishlist, product.sku);
  if (present.length > 0) return { action: 'remove', itemIds: present.map((item) => item.id) };
  const result = wishlistItemInput(product);
  return result.ok
    ? { action: 'add', input: result.input }
    : { action: 'unsupported', message: result.message };
}
