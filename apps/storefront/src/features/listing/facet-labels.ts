import type { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { formatPrice } from '../../ui/price';
import type { FacetOption, PriceScale } from './listing.server';
import { parsePriceValue } from './listing-params';

type ListingTranslator = ReturnType<typeof translator<'listing'>>;

/** An option as the shopper reads it; price ranges (`from_to`, rules §5) become money in the display currency. */
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
  const money = (amount: number) => formatPrice(amount * scale.rate, scale.currency, locale.iso);
  if (range.to === undefined) return t('priceFrom', { from: money(range.from ?? 0) });
  if (!range.from) return t('priceUpTo', { to: money(range.to) });
  return t('priceBetween', { from: money(range.from), to: money(range.to) });
}
