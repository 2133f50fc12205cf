'use client';

import { useTranslations } from 'use-intl/react';
import { PriceBlock } from '../../ui/price-block';
import { useBrlRate } from '../cart';

/** The running total of what the shopper picked (bundle options, grouped items, download links). */
export function SelectionTotal({
  label,
  locale,
  currency,
  totalCents,
}: {
  label: string;
  locale: string;
  currency: string;
  totalCents: number;
}) {
  const t = useTranslations('product');
  const rate = useBrlRate(currency);
  return (
    <div className="rounded border border-line bg-surface-muted p-3" aria-live="polite">
      <p className="text-sm font-medium text-ink">{label}</p>
      <PriceBlock
        locale={locale}
        currency={currency}
        rate={rate}
        finalCents={totalCents}
        regularCents={totalCents}
        size="page"
        t={(key, values) => t(key, values)}
      />
    </div>
  );
}
