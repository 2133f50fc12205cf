'use client';

import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { formatCents } from '../../ui/price';
import { BuyActions } from './buy-actions';
import type { GiftCardView } from './product.model';

/** A gift card's amounts as a choice of pills, how it is delivered, and how long it is valid. */
export function GiftCardAmounts({
  giftCard,
  productName,
  inStock,
  locale,
  currency,
  minQuantity,
  maxQuantity,
}: {
  giftCard: GiftCardView;
  productName: string;
  inStock: boolean;
  locale: string;
  currency: string;
  minQuantity: number;
  maxQuantity: number | undefined;
}) {
  const t = useTranslations('product');
  const id = useId();
  const [amount, setAmount] = useState(giftCard.amounts[0]?.uid);
  const [quantity, setQuantity] = useState(minQuantity);
  const delivery =
    giftCard.type === 'PHYSICAL'
      ? t('giftCard.physical')
      : giftCard.type === 'COMBINED'
        ? t('giftCard.combined')
        : t('giftCard.virtual');
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('giftCard.amount')}</legend>
        <div className="flex flex-wrap gap-2">
          {giftCard.amounts.map((option) => (
            <label
              key={option.uid}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center rounded border px-4 text-base font-semibold tabular',
                'has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-strong',
                amount === option.uid
                  ? 'border-primary-strong bg-primary-tint text-ink ring-2 ring-primary-strong'
                  : 'border-line text-ink hover:border-ink-muted',
              )}
            >
              <input
                type="radio"
                name={id}
                value={option.uid}
                checked={amount === option.uid}
                onChange={() => setAmount(option.uid)}
                className="sr-only"
              />
              {formatCents(option.cents, currency, locale)}
            </label>
          ))}
        </div>
      </fieldset>
      <ul className="list-disc pl-5 text-sm text-ink-muted">
        <li>{delivery}</li>
        {giftCard.lifetimeDays !== undefined && (
          <li>{t('giftCard.lifetime', { days: giftCard.lifetimeDays })}</li>
        )}
      </ul>
      <BuyActions
        productName={productName}
        inStock={inStock}
        quantity={quantity}
        onQuantityChange={setQuantity}
        minQuantity={minQuantity}
        maxQuantity={maxQuantity}
      />
    </div>
  );
}
