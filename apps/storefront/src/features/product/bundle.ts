import { percentOf, sumCents } from '@store/br';
import type { BundleItemView, BundleView } from './product.model';

/** What the shopper picked in each bundle item: option uid → quantity. */
export type BundleSelection = Record<string, Record<string, number>>;

/** The catalogue's defaults: each item's default options at their default quantities. */
export function defaultBundleSelection(bundle: BundleView): BundleSelection {
  const selection: BundleSelection = {};
  for (const item of bundle.items) {
    const defaults = item.options.filter((option) => option.isDefault && option.inStock);
    const single = item.type === 'radio' || item.type === 'select';
    const chosen = single ? defaults.slice(0, 1) : defaults;
    // A required single-choice item without a default starts on its first option in stock.
    const firstInStock = item.options.find((option) => option.inStock);
    if (chosen.length === 0 && single && item.required && firstInStock) chosen.push(firstInStock);
    selection[item.uid] = Object.fromEntries(chosen.map((option) => [option.uid, option.quantity]));
  }
  return selection;
}

/**
 * The bundle's price for a selection, in cents: dynamic bundles sum their chosen products
 * (unit price × quantity); fixed-price bundles add each option's fixed amount, or its
 * percentage of the bundle's own price, to that price.
 */
export function bundleTotalCents(bundle: BundleView, selection: BundleSelection): number {
  const lines = bundle.items.flatMap((item) =>
    item.options.flatMap((option) => {
      const quantity = selection[item.uid]?.[option.uid];
      if (!quantity) return [];
      return [optionUnitCents(bundle, option) * quantity];
    }),
  );
  return sumCents(bundle.isDynamicPrice ? lines : [bundle.basePriceCents, ...lines]);
}

/** The price of one unit of a bundle option: its own, or its percentage of a fixed bundle's price. */
export function optionUnitCents(bundle: BundleView, option: BundleItemView['options'][number]): number {
  return option.priceType === 'PERCENT' && !bundle.isDynamicPrice
    ? percentOf(bundle.basePriceCents, option.priceCents / 100)
    : option.priceCents;
}

/** The first required item with nothing chosen (add to cart must wait for it), if any. */
export function missingBundleItem(
  bundle: BundleView,
  selection: BundleSelection,
): BundleItemView | undefined {
  return bundle.items.find(
    (item) => item.required && Object.values(selection[item.uid] ?? {}).every((quantity) => quantity <= 0),
  );
}
