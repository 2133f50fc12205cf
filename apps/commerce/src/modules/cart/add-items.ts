import type { Db } from '../../db/schema';
import { decodeUid } from '../../graphql/uid';
import { bundleOptions, downloadableLinks, groupedMembers } from '../catalog/composites';
import { findProductBySku, productsByIds, variantsOf } from '../catalog/products';
import { COLOR_ATTRIBUTE_ID, type LineOptions } from './lines';
import type { ProductRow } from './repository';

/**
 * Turns one `CartItemInput` into the cart lines it adds (a grouped product adds one line per
 * member), or the reason it cannot, with Magento's messages.
 */

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: { uid: string; value: string }[] | null;
}

export interface LineSpec {
  productId: number;
  variantProductId: number | null;
  options: LineOptions;
  quantity: number;
  /** Every product the line is made of (must be enabled). */
  products: ProductRow[];
  /** Units of each stock-holding product one unit of the line takes. */
  stockPerUnit: { product: ProductRow; quantity: number }[];
}

export type Resolution = { specs: LineSpec[] } | { error: string };

export const productNotFound = (sku: string) => `Could not find a product with SKU "${sku}"`;
export const NOT_AVAILABLE_MESSAGE = 'Product that you are trying to add is not available.';
const CHOOSE_OPTIONS_MESSAGE = 'You need to choose options for your item.';
const OPTIONS_NOT_AVAILABLE_MESSAGE = 'The required options you selected are not available.';

/** Parts of a uid of the given kind ('configurable', 'bundle', 'downloadable'), or undefined. */
function uidParts(uid: string, kind: string): number[] | undefined {
  const parts = decodeUid(uid)?.split('/');
  if (!parts || parts[0] !== kind) return undefined;
  const numbers = parts.slice(1).map(Number);
  return numbers.every((n) => Number.isFinite(n) && n >= 0) ? numbers : undefined;
}

export async function resolveCartItem(db: Db, input: CartItemInput): Promise<Resolution> {
  const sku = input.sku.trim();
  const product = await findProductBySku(db, sku);
  if (!product) return { error: productNotFound(sku) };
  if (input.parent_sku) {
    const parent = await findProductBySku(db, input.parent_sku.trim());
    if (!parent) return { error: productNotFound(input.parent_sku.trim()) };
    if (parent.type_id !== 'configurable' || product.parent_id !== parent.id) {
      return { error: `The product with SKU "${sku}" is not a variant of "${parent.sku}".` };
    }
    return configurableLine(parent, product, input.quantity);
  }
  if (product.parent_id !== null) {
    // A variant added by its own SKU: it is sold as its configurable parent with this variant.
    const [parent] = await productsByIds(db, [product.parent_id]);
    if (!parent) return { error: NOT_AVAILABLE_MESSAGE };
    return configurableLine(parent, product, input.quantity);
  }
  switch (product.type_id) {
    case 'simple':
    case 'virtual':
      return {
        specs: [
          {
            productId: product.id,
            variantProductId: null,
            options: {},
            quantity: input.quantity,
            products: [product],
            stockPerUnit: [{ product, quantity: 1 }],
          },
        ],
      };
    case 'configurable':
      return configurableByOptions(db, product, input);
    case 'bundle':
      return bundleLine(db, product, input);
    case 'downloadable':
      return downloadableLine(db, product, input);
    case 'grouped':
      return groupedLines(db, product, input.quantity);
    default:
      return { error: `Product Type ${product.type_id} not supported in add to cart yet` };
  }
}

function configurableLine(parent: ProductRow, variant: ProductRow, quantity: number): Resolution {
  return {
    specs: [
      {
        productId: parent.id,
        variantProductId: variant.id,
        options: {},
        quantity,
        products: [parent, variant],
        stockPerUnit: [{ product: variant, quantity: 1 }],
      },
    ],
  };
}

async function configurableByOptions(db: Db, parent: ProductRow, input: CartItemInput): Promise<Resolution> {
  const selected = input.selected_options ?? [];
  if (selected.length === 0) return { error: CHOOSE_OPTIONS_MESSAGE };
  const values = selected.map((uid) => uidParts(uid, 'configurable'));
  if (values.some((v) => v?.length !== 2 || v[0] !== COLOR_ATTRIBUTE_ID))
    return { error: OPTIONS_NOT_AVAILABLE_MESSAGE };
  const wanted = new Set(values.map((v) => v![1]));
  if (wanted.size !== 1) return { error: OPTIONS_NOT_AVAILABLE_MESSAGE };
  const [valueId] = [...wanted];
  const variant = (await variantsOf(db, parent.id)).find((v) => v.color_id === valueId);
  if (!variant) return { error: OPTIONS_NOT_AVAILABLE_MESSAGE };
  return configurableLine(parent, variant, input.quantity);
}

async function bundleLine(db: Db, bundle: ProductRow, input: CartItemInput): Promise<Resolution> {
  const { options, selections } = await bundleOptions(db, [bundle.id]);
  // Chosen selections: selected_options carry bundle/<option>/<selection>/<qty> (the catalogue's
  // uids); entered_options carry a selection uid and the quantity as value.
  const chosen = new Map<number, { optionId: number; quantity: number | undefined }>();
  for (const uid of input.selected_options ?? []) {
    const parts = uidParts(uid, 'bundle');
    if (!parts || parts.length < 2) return { error: OPTIONS_NOT_AVAILABLE_MESSAGE };
    chosen.set(parts[1]!, { optionId: parts[0]!, quantity: parts[2] });
  }
  for (const entered of input.entered_options ?? []) {
    const parts = uidParts(entered.uid, 'bundle');
    const quantity = Number(entered.value);
    if (!parts || parts.length < 2 || !Number.isFinite(quantity) || quantity <= 0) {
      return { error: OPTIONS_NOT_AVAILABLE_MESSAGE };
    }
    chosen.set(parts[1]!, { optionId: parts[0]!, quantity });
  }
  if (chosen.size === 0) {
    // Added without options (from a listing): the bundle as the merchant composed it by default.
    for (const s of selections.filter((x) => x.is_default === 1))
      chosen.set(s.id, { optionId: s.option_id, quantity: undefined });
  }
  const picked: [number, number, number][] = [];
  for (const [selectionId, choice] of chosen) {
    const selection = selections.find((s) => s.id === selectionId && s.option_id === choice.optionId);
    if (!selection) return { error: OPTIONS_NOT_AVAILABLE_MESSAGE };
    const quantity =
      selection.can_change_qty === 1 && choice.quantity !== undefined ? choice.quantity : selection.qty;
    picked.push([selection.option_id, selection.id, quantity]);
  }
  for (const option of options) {
    const count = picked.filter(([optionId]) => optionId === option.id).length;
    if (option.required === 1 && count === 0) return { error: 'Please select all required options.' };
    if ((option.type === 'radio' || option.type === 'select') && count > 1)
      return { error: OPTIONS_NOT_AVAILABLE_MESSAGE };
  }
  const members = await productsByIds(
    db,
    picked.map(([, selectionId]) => selections.find((s) => s.id === selectionId)!.product_id),
  );
  const byId = new Map(members.map((m) => [m.id, m]));
  const stockPerUnit = picked.map(([, selectionId, quantity]) => ({
    product: byId.get(selections.find((s) => s.id === selectionId)!.product_id)!,
    quantity,
  }));
  if (stockPerUnit.some((s) => !s.product)) return { error: NOT_AVAILABLE_MESSAGE };
  return {
    specs: [
      {
        productId: bundle.id,
        variantProductId: null,
        options: { bundle: picked },
        quantity: input.quantity,
        products: [bundle, ...members],
        stockPerUnit,
      },
    ],
  };
}

async function downloadableLine(db: Db, product: ProductRow, input: CartItemInput): Promise<Resolution> {
  const links = await downloadableLinks(db, [product.id]);
  let chosen: number[];
  if (input.selected_options?.length) {
    const ids = input.selected_options.map((uid) => uidParts(uid, 'downloadable'));
    if (ids.some((p) => p?.length !== 1 || !links.some((l) => l.id === p[0]))) {
      return { error: 'The downloadable link you selected is not available.' };
    }
    chosen = ids.map((p) => p![0]!);
  } else {
    // Without a choice, the links included in the price.
    chosen = links.filter((l) => l.price_cents === 0).map((l) => l.id);
    if (chosen.length === 0) return { error: 'Please specify product link(s).' };
  }
  return {
    specs: [
      {
        productId: product.id,
        variantProductId: null,
        options: { links: chosen },
        quantity: input.quantity,
        products: [product],
        stockPerUnit: [{ product, quantity: 1 }],
      },
    ],
  };
}

async function groupedLines(db: Db, grouped: ProductRow, quantity: number): Promise<Resolution> {
  const links = (await groupedMembers(db, grouped.id)).filter((l) => l.qty > 0);
  const members = new Map(
    (
      await productsByIds(
        db,
        links.map((l) => l.linked_product_id),
      )
    ).map((m) => [m.id, m]),
  );
  const specs: LineSpec[] = [];
  for (const link of links) {
    const member = members.get(link.linked_product_id);
    if (member?.status !== 1) continue;
    specs.push({
      productId: member.id,
      variantProductId: null,
      options: {},
      quantity: link.qty * quantity,
      products: [member],
      stockPerUnit: [{ product: member, quantity: 1 }],
    });
  }
  if (specs.length === 0) return { error: NOT_AVAILABLE_MESSAGE };
  return { specs };
}
