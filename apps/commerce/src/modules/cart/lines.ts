import type { Selectable } from 'kysely';
import type { BundleOptionTable, BundleSelectionTable, Db, DownloadableLinkTable } from '../../db/schema';
import {
  attributeOptionsByIds,
  bundleOptions,
  configurableAttributes,
  downloadableLinks,
} from '../catalog/composites';
import { productsByIds } from '../catalog/products';
import { FILTERABLE_ATTRIBUTES } from '../catalog/service';
import { type TierPriceRow, tierPricesByProductIds, unitPriceForQuantity } from '../catalog/tier-prices';
import type { ParcelLine } from '../shipping/rates';
import type { CartItemRow, ProductRow } from './repository';

/**
 * Cart lines with everything the cart shows and checks: the product (and variant), the chosen
 * options, unit prices, what each unit takes from which product's stock, and its parcel.
 */

/** Options of a cart line as stored (canonical JSON: two adds with the same options grow one line). */
export interface LineOptions {
  /** Bundle: [optionId, selectionId, quantity per bundle] sorted. */
  bundle?: [number, number, number][];
  /** Downloadable: chosen link ids, sorted. */
  links?: number[];
}

export function serializeOptions(options: LineOptions): string {
  const canonical: LineOptions = {};
  if (options.bundle?.length) {
    canonical.bundle = [...options.bundle].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  }
  if (options.links?.length) canonical.links = [...new Set(options.links)].sort((a, b) => a - b);
  return JSON.stringify(canonical);
}

export function parseOptions(json: string): LineOptions {
  return JSON.parse(json || '{}') as LineOptions;
}

export type LineType = 'simple' | 'virtual' | 'configurable' | 'bundle' | 'downloadable';

export interface BundleChoice {
  option: Selectable<BundleOptionTable>;
  selections: { selection: Selectable<BundleSelectionTable>; product: ProductRow; quantity: number }[];
}

export interface CartLine {
  item: CartItemRow;
  type: LineType;
  product: ProductRow;
  variant: ProductRow | null;
  configurable: {
    attributeId: number;
    attributeCode: string;
    attributeLabel: string;
    valueId: number;
    valueLabel: string;
  } | null;
  bundle: BundleChoice[];
  links: Selectable<DownloadableLinkTable>[];
  /** What one unit costs this cart's customer group at the line's quantity (tier prices applied). */
  unitPriceCents: number;
  unitOriginalPriceCents: number;
  /** What one unit would cost without tier prices: the saving the cart shows is the difference. */
  unitPriceWithoutTiersCents: number;
  /** Units of each stock-holding product one unit of this line takes. */
  stockPerUnit: { product: ProductRow; quantity: number }[];
  isVirtual: boolean;
  /** False when the product was disabled or removed from sale since it was added. */
  isAvailable: boolean;
  parcel: ParcelLine;
}

/** The price a shopper pays for one unit of a product row (its special price when lower). */
export function finalPriceCents(p: ProductRow): number {
  return p.special_price_cents !== null && p.special_price_cents < p.price_cents
    ? p.special_price_cents
    : p.price_cents;
}

/** Attribute id of `color` in uids (configurable value uid = base64 of configurable/<attribute>/<option>). */
export const COLOR_ATTRIBUTE_ID = FILTERABLE_ATTRIBUTES.color.id;

/**
 * Loads the lines of cart items with their products and options (a handful of queries, whatever
 * the size). Product names are the cart's store view's: the order placed from it keeps them.
 * Unit prices are the customer group's at each line's quantity: tier prices exist on simple and
 * virtual products (a configurable's variants are simple ones); other types have none.
 */
export async function loadLines(
  db: Db,
  items: CartItemRow[],
  storeCode: string,
  groupId: number,
): Promise<CartLine[]> {
  if (items.length === 0) return [];
  const parsed = items.map((item) => ({ item, options: parseOptions(item.options) }));
  const productIds = items.flatMap((i) => [
    i.product_id,
    ...(i.variant_product_id ? [i.variant_product_id] : []),
  ]);
  const products = new Map((await productsByIds(db, productIds, storeCode)).map((p) => [p.id, p]));
  const bundleIds = items
    .filter((i) => products.get(i.product_id)?.type_id === 'bundle')
    .map((i) => i.product_id);
  const downloadableIds = items
    .filter((i) => products.get(i.product_id)?.type_id === 'downloadable')
    .map((i) => i.product_id);
  const configurableIds = items.filter((i) => i.variant_product_id !== null).map((i) => i.product_id);
  const [bundles, links, attributes, tierRows] = await Promise.all([
    bundleOptions(db, bundleIds),
    downloadableLinks(db, downloadableIds),
    configurableAttributes(db, configurableIds),
    tierPricesByProductIds(db, productIds),
  ]);
  const tiers = new Map<number, TierPriceRow[]>();
  for (const tier of tierRows) tiers.set(tier.product_id, [...(tiers.get(tier.product_id) ?? []), tier]);
  const unitPrice = (p: ProductRow, quantity: number) =>
    unitPriceForQuantity(
      { regularCents: p.price_cents, finalCents: finalPriceCents(p) },
      tiers.get(p.id) ?? [],
      groupId,
      quantity,
    );
  const selectionProductIds = bundles.selections.map((s) => s.product_id).filter((id) => !products.has(id));
  for (const p of await productsByIds(db, selectionProductIds, storeCode)) products.set(p.id, p);
  const colorIds = items
    .map((i) => (i.variant_product_id ? products.get(i.variant_product_id)?.color_id : null))
    .filter((id): id is number => typeof id === 'number');
  const labels = new Map((await attributeOptionsByIds(db, colorIds)).map((o) => [o.id, o.label]));

  const lines: CartLine[] = [];
  for (const { item, options } of parsed) {
    const product = products.get(item.product_id);
    if (!product) continue; // product deleted: cascades remove the item; skip a stale read
    const variant = item.variant_product_id ? (products.get(item.variant_product_id) ?? null) : null;
    const base = {
      item,
      product,
      variant,
      configurable: null,
      bundle: [] as BundleChoice[],
      links: [] as Selectable<DownloadableLinkTable>[],
      isAvailable: product.status === 1 && (variant === null || variant.status === 1),
    };
    if (variant) {
      const attribute = attributes.find((a) => a.product_id === product.id);
      lines.push({
        ...base,
        type: 'configurable',
        configurable: {
          attributeId: COLOR_ATTRIBUTE_ID,
          attributeCode: attribute?.attribute_code ?? 'color',
          attributeLabel: attribute?.label ?? 'Cor',
          valueId: variant.color_id ?? 0,
          valueLabel: labels.get(variant.color_id ?? -1) ?? variant.name,
        },
        unitPriceCents: unitPrice(variant, item.quantity),
        unitOriginalPriceCents: variant.price_cents,
        unitPriceWithoutTiersCents: finalPriceCents(variant),
        stockPerUnit: [{ product: variant, quantity: 1 }],
        isVirtual: false,
        parcel: parcelOf(variant, item.quantity),
      });
    } else if (product.type_id === 'bundle') {
      const choices: BundleChoice[] = [];
      for (const [optionId, selectionId, quantity] of options.bundle ?? []) {
        const option = bundles.options.find((o) => o.id === optionId);
        const selection = bundles.selections.find((s) => s.id === selectionId && s.option_id === optionId);
        const member = selection ? products.get(selection.product_id) : undefined;
        if (!option || !selection || !member) continue;
        let choice = choices.find((c) => c.option.id === optionId);
        if (!choice) {
          choice = { option, selections: [] };
          choices.push(choice);
        }
        choice.selections.push({ selection, product: member, quantity });
      }
      choices.sort((a, b) => a.option.position - b.option.position);
      const members = choices.flatMap((c) => c.selections);
      const bundleCents = members.reduce((sum, s) => sum + finalPriceCents(s.product) * s.quantity, 0);
      lines.push({
        ...base,
        type: 'bundle',
        bundle: choices,
        unitPriceCents: bundleCents,
        unitPriceWithoutTiersCents: bundleCents,
        unitOriginalPriceCents: members.reduce((sum, s) => sum + s.product.price_cents * s.quantity, 0),
        stockPerUnit: members.map((s) => ({ product: s.product, quantity: s.quantity })),
        isVirtual: false,
        isAvailable: base.isAvailable && members.every((s) => s.product.status === 1),
        // Real weight: the members chosen; volume: the bundle's box.
        parcel: {
          quantity: item.quantity,
          weightKg: members.reduce((sum, s) => sum + (s.product.weight ?? 0) * s.quantity, 0),
          heightCm: product.volume_height,
          widthCm: product.volume_width,
          lengthCm: product.volume_length,
        },
      });
    } else if (product.type_id === 'downloadable') {
      const chosen = links.filter((l) => l.product_id === product.id && options.links?.includes(l.id));
      const linksCents = chosen.reduce((sum, l) => sum + l.price_cents, 0);
      lines.push({
        ...base,
        type: 'downloadable',
        links: chosen,
        unitPriceCents: finalPriceCents(product) + linksCents,
        unitOriginalPriceCents: product.price_cents + linksCents,
        unitPriceWithoutTiersCents: finalPriceCents(product) + linksCents,
        stockPerUnit: [{ product, quantity: 1 }],
        isVirtual: true,
        parcel: { quantity: 0, weightKg: 0, heightCm: 0, widthCm: 0, lengthCm: 0 },
      });
    } else {
      const isVirtual = product.type_id === 'virtual';
      lines.push({
        ...base,
        type: isVirtual ? 'virtual' : 'simple',
        unitPriceCents: unitPrice(product, item.quantity),
        unitOriginalPriceCents: product.price_cents,
        unitPriceWithoutTiersCents: finalPriceCents(product),
        stockPerUnit: [{ product, quantity: 1 }],
        isVirtual,
        parcel: isVirtual
          ? { quantity: 0, weightKg: 0, heightCm: 0, widthCm: 0, lengthCm: 0 }
          : parcelOf(product, item.quantity),
      });
    }
  }
  return lines;
}

function parcelOf(p: ProductRow, quantity: number): ParcelLine {
  return {
    quantity,
    weightKg: p.weight,
    heightCm: p.volume_height,
    widthCm: p.volume_width,
    lengthCm: p.volume_length,
  };
}

/** Units wanted from each stock-holding product by a set of lines (a product may appear in several lines). */
export function stockDemand(
  lines: readonly Pick<CartLine, 'stockPerUnit' | 'item'>[],
): Map<number, { product: ProductRow; quantity: number }> {
  const demand = new Map<number, { product: ProductRow; quantity: number }>();
  for (const line of lines) {
    for (const { product, quantity } of line.stockPerUnit) {
      const entry = demand.get(product.id) ?? { product, quantity: 0 };
      entry.quantity += quantity * line.item.quantity;
      demand.set(product.id, entry);
    }
  }
  return demand;
}
