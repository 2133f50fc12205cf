import {
  discountPercent,
  type InstallmentOption,
  MIN_INSTALLMENT_CENTS,
  pixPriceCents,
  productInstallments,
} from '@store/br';
import type { DisplayCurrency, RequestContext } from '../../graphql/context';
import { toAmount, toMoney } from '../../graphql/money';
import type { ProductRow } from './repository';
import { TIER_PRICE_TYPES, type TierPriceRow, tierLadder, unitPriceForQuantity } from './tier-prices';

/** Stock threshold under which `only_x_left_in_stock` tells shoppers how many units remain. */
export const ONLY_X_LEFT_THRESHOLD = 5;

export const PRODUCT_URL_SUFFIX = '.html';
export const CATEGORY_URL_SUFFIX = '.html';

const TYPE_NAMES: Record<string, string> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  bundle: 'BundleProduct',
  grouped: 'GroupedProduct',
  downloadable: 'DownloadableProduct',
  giftcard: 'GiftCardProduct',
};

/** GraphQL type of a product row. */
export function productTypeName(row: Pick<ProductRow, 'type_id'>): string {
  return TYPE_NAMES[row.type_id] ?? 'SimpleProduct';
}

/** Magento's ProductPrice: regular and final price with the discount between them. */
export function productPrice(regularCents: number, finalCents: number, currency: DisplayCurrency) {
  const amountOffCents = Math.max(regularCents - finalCents, 0);
  return {
    regular_price: toMoney(regularCents, currency),
    final_price: toMoney(finalCents, currency),
    discount: {
      amount_off: toAmount(amountOffCents, currency),
      percent_off: amountOffCents === 0 ? 0 : discountPercent(finalCents, regularCents),
    },
    fixed_product_taxes: [],
    pix_price: toMoney(pixPriceCents(finalCents), currency),
    // A getter: the plan is computed only when a document asks for it (plain properties are all
    // the JIT-compiled executor reads; a function would not be called).
    get installments() {
      return installmentsOutput(finalCents, currency);
    },
  };
}

/**
 * The card lines of a final price: planned in BRL by @store/br (R$ 10 minimum installment,
 * interest from the 4th), where the card is charged, then each amount converted to the display
 * currency, so the en and de stores promise what checkout charges.
 */
function installmentsOutput(finalCents: number, currency: DisplayCurrency) {
  const lines = productInstallments(finalCents);
  const option = (o: InstallmentOption | undefined) =>
    o && {
      number_installments: o.number_installments,
      amount: toMoney(o.amountCents, currency),
      total: toMoney(o.totalCents, currency),
      interest_free: o.interestFree,
      monthly_rate_percent: o.monthlyRatePercent,
    };
  return {
    single: option(lines.single),
    interest_free: option(lines.interestFree),
    longest: option(lines.longest),
    item_credit: option(lines.itemCredit),
    minimum_installment: toMoney(MIN_INSTALLMENT_CENTS, currency),
  };
}

/**
 * price_range of a product row (composites carry their children's range) for a customer group:
 * a product with tier prices answers what one unit costs the group (Magento's price_range is the
 * shopper's group's price; larger quantities are in price_tiers).
 */
export function priceRange(
  row: ProductRow,
  currency: DisplayCurrency,
  tiers: readonly TierPriceRow[],
  groupId: number,
) {
  if (tiers.length > 0 && TIER_PRICE_TYPES.has(row.type_id)) {
    const unit = unitPriceForQuantity(basePrices(row), tiers, groupId, 1);
    const price = productPrice(row.min_regular_price_cents, unit, currency);
    return { minimum_price: price, maximum_price: price };
  }
  return {
    minimum_price: productPrice(row.min_regular_price_cents, row.min_price_cents, currency),
    maximum_price: productPrice(row.max_regular_price_cents, row.max_price_cents, currency),
  };
}

/** What tier prices take from: the regular price and the price before tiers (special price). */
function basePrices(row: ProductRow) {
  return { regularCents: row.min_regular_price_cents, finalCents: row.min_price_cents };
}

/** Magento's price_tiers: each quantity from which the group's unit price falls, with that price. */
export function priceTiers(
  row: ProductRow,
  currency: DisplayCurrency,
  tiers: readonly TierPriceRow[],
  groupId: number,
) {
  if (tiers.length === 0 || !TIER_PRICE_TYPES.has(row.type_id)) return [];
  const regular = row.min_regular_price_cents;
  return tierLadder(basePrices(row), tiers, groupId).map((step) => ({
    quantity: step.quantity,
    final_price: toMoney(step.unitCents, currency),
    discount: {
      amount_off: toAmount(Math.max(regular - step.unitCents, 0), currency),
      percent_off: step.unitCents >= regular ? 0 : discountPercent(step.unitCents, regular),
    },
  }));
}

/** Absolute URL of a product image, full size or one of the spec's sizes (`216x268`…). */
export function mediaUrl(ctx: RequestContext, file: string, size?: string): string {
  const base = `${ctx.config.publicUrl}/media/catalog/product`;
  return size ? `${base}/cache/${size}/${file}` : `${base}/${file}`;
}
