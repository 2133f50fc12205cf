import type { CartItemInput } from './cart.documents';

/**
 * The addProductsToCart input of each product type (Magento CartItemInput): simple, virtual and
 * configurable products send their sku (a configurable its parent sku with the chosen values'
 * uids), bundles their selections, downloadables their links; a grouped product adds each chosen
 * item as its own line. Pure, so it is unit-tested.
 */

/** One product, with the uids of its chosen options (configurable values, downloadable links). */
export function productCartItem(
  sku: string,
  quantity: number,
  selectedOptions: string[] = [],
): CartItemInput {
  return selectedOptions.length > 0
    ? { sku, quantity, selected_options: selectedOptions }
    : { sku, quantity };
}

/**
 * A bundle selection uid for a quantity. Magento's uids are base64 of `bundle/{option}/{selection}/{qty}`
 * and carry the quantity, so a quantity the shopper changed is sent in a uid re-encoded with it.
 * Uids of any other form are sent unchanged.
 */
export function bundleSelectionUid(uid: string, quantity: number): string {
  let text: string;
  try {
    text = atob(uid);
  } catch {
    return uid;
  }
  const parts = text.split('/');
  if (parts.length !== 4 || parts[0] !== 'bundle') return uid;
  if (parts[3] === String(quantity)) return uid;
  return btoa([...parts.slice(0, 3), String(quantity)].join('/'));
}

/** A bundle: item uid → option uid → quantity (as the buy box keeps it); unchosen options have 0. */
export function bundleCartItem(
  sku: string,
  quantity: number,
  selection: Record<string, Record<string, number>>,
): CartItemInput {
  const selected = Object.values(selection).flatMap((options) =>
    Object.entries(options)
      .filter(([, optionQuantity]) => optionQuantity > 0)
      .map(([uid, optionQuantity]) => bundleSelectionUid(uid, optionQuantity)),
  );
  return { sku, quantity, selected_options: selected };
}

/** A grouped product: each item with a quantity above 0 becomes its own cart line. */
export function groupedCartItems(quantities: Record<string, number>): CartItemInput[] {
  return Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([sku, quantity]) => ({ sku, quantity }));
}
