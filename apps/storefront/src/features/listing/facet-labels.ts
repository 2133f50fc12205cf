import type { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import type { FacetOption, PriceScale } from './listing.server';
import { parsePriceValue } from './listing-params';

type ListingTranslator = ReturnType<typeof translator<'listing'>>;

/** An option as the shopper reads it; price ranges (`from_to`, spec §5) become money in the display currency. */
export function facetOptionLabel(
  code: string,
  option: Pick<FacetOption, 'value' | 'label'>,
  locale: Locale,
  scale: PriceScale,
  t: ListingTranslator,
): string {
  if (code !== 'price') return option.label;
  const range = parsePriceValue(option.value);
  if (!range) return option.label;
  const formatter = new Intl.NumberFormat(locale.iso, { style: 'currency', currency: scale.currency });
  const money = (amount: number) => formatter.format(amount * scale.rate);
  if (range.to === undefined) return t('priceFrom', { from: money(range.from ?? 0) });
  if (!range.from) return t('priceUpTo', { to: money(range.to) });
  return t('priceBetween', { from: money(range.from), to: money(range.to) });
}
