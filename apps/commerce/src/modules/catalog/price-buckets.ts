/**
 * Price facets: ranges valued `from_to` in reais, like Magento's price
 * navigation, the last one open (`100_*`). Equal-width buckets put nearly a whole catalogue of
 * cheap supplies and a few machines into "up to R$ 100"; ranges cut at the listing's own
 * quantiles and rounded to amounts a shopper reads at a glance split it into useful choices.
 */

/** One price range of a listing, in cents; `toCents` undefined for the open last range. */
export interface PriceRange {
  fromCents: number;
  toCents?: number;
  count: number;
}

/** How many ranges a listing is split into at most (4–6 reads well in a sidebar). */
export const PRICE_RANGES = 5;

/** Amounts (in reais) a boundary is rounded to: 1, 2, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100… */
const FRIENDLY_REAIS = (() => {
  const steps = [1, 1.5, 2, 2.5, 3, 4, 5, 7.5];
  const values: number[] = [];
  for (let power = 0; power <= 7; power++) {
    for (const step of steps) {
      const value = step * 10 ** power;
      if (Number.isInteger(value)) values.push(value);
    }
  }
  return values;
})();

/** The friendly amount (cents) nearest to `cents`. */
export function friendlyBoundary(cents: number): number {
  let best = FRIENDLY_REAIS[0] as number;
  for (const reais of FRIENDLY_REAIS) {
    if (Math.abs(reais * 100 - cents) < Math.abs(best * 100 - cents)) best = reais;
  }
  return best * 100;
}

/**
 * Splits a listing's prices (cents, any order) into at most `target` ranges: boundaries at the
 * quantiles, rounded to friendly amounts, each range holding at least one product. The first
 * range starts at 0 and the last is open, so every price falls in exactly one range.
 */
export function priceRanges(prices: readonly number[], target = PRICE_RANGES): PriceRange[] {
  if (prices.length === 0) return [];
  const sorted = [...prices].sort((a, b) => a - b);
  const n = sorted.length;
  const min = sorted[0] as number;
  const max = sorted[n - 1] as number;
  // A small listing gets fewer ranges: one per three products at most (six products are not
  // worth five ranges of one).
  const count = Math.min(target, Math.max(1, Math.floor(n / 3)));
  const candidates: number[] = [];
  for (let i = 1; i < count; i++) {
    const boundary = friendlyBoundary(sorted[Math.floor((i * n) / count)] as number);
    // A boundary above the minimum and not above the maximum leaves both ends non-empty.
    if (boundary > min && boundary <= max && boundary > (candidates.at(-1) ?? 0)) candidates.push(boundary);
  }
  const countBelow = (cents: number) => lowerBound(sorted, cents);
  // Drop a boundary whose range would be empty (several quantiles rounded next to each other).
  const bounds: number[] = [];
  for (const boundary of candidates) {
    if (countBelow(boundary) > countBelow(bounds.at(-1) ?? 0)) bounds.push(boundary);
  }
  const starts = [0, ...bounds];
  return starts.map((fromCents, index) => {
    const toCents = starts[index + 1];
    const count = (toCents === undefined ? n : countBelow(toCents)) - countBelow(fromCents);
    return toCents === undefined ? { fromCents, count } : { fromCents, toCents, count };
  });
}

/** Index of the first price ≥ `cents` in an ascending list. */
function lowerBound(sorted: readonly number[], cents: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) < cents) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Magento's option for a range: value `from_to` (`from_*` when open), label `from-to`. */
export function priceRangeOption({ fromCents, toCents, count }: PriceRange) {
  const from = fromCents / 100;
  const to = toCents === undefined ? '*' : String(toCents / 100);
  return { label: `${from}-${to}`, value: `${from}_${to}`, count };
}
