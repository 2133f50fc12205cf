/**
 * Price facets: buckets valued `from_to` in reais, like Magento's automatic
 * price navigation.
 */

/** Bucket width like Magento's automatic price navigation: a power of ten, halved when too coarse. */
export function priceStepCents(maxCents: number): number {
  const maxReais = Math.max(maxCents / 100, 1);
  let step = 10 ** Math.floor(Math.log10(maxReais));
  if (maxReais / step < 3) step /= 2;
  return Math.max(Math.round(step * 100), 100);
}

/** Magento's option for bucket n of width `stepCents`: value `from_to`, label `from-to`. */
export function priceBucketOption(bucket: number, stepCents: number, count: number) {
  const from = (bucket * stepCents) / 100;
  const to = ((bucket + 1) * stepCents) / 100;
  return { label: `${from}-${to}`, value: `${from}_${to}`, count };
}
