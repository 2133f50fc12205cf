'use client';

import { sumCents } from '@store/br';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { formatCents } from '../../ui/price';
import { productCartItem } from '../cart';
import { BuyActions } from './buy-actions';
import type { DownloadableView } from './product.model';
import { SelectionTotal } from './selection-total';

/**
 * A downloadable product's links (chosen one by one when sold separately, each adding its price
 * to the product's) and its free samples.
 */
export function DownloadableLinks({
  downloadable,
  sku,
  productName,
  inStock,
  basePriceCents,
  locale,
  currency,
  minQuantity,
  maxQuantity,
}: {
  downloadable: DownloadableView;
  sku: string;
  productName: string;
  inStock: boolean;
  /** The product's own price, before the links'. */
  basePriceCents: number;
  locale: string;
  currency: string;
  minQuantity: number;
  maxQuantity: number | undefined;
}) {
  const t = useTranslations('product');
  const id = useId();
  const { links, samples, purchasedSeparately } = downloadable;
  // Free links come with the product; priced ones start unticked.
  const [chosen, setChosen] = useState<string[]>(() =>
    links.filter((link) => !purchasedSeparately || link.priceCents === 0).map((link) => link.uid),
  );
  const [quantity, setQuantity] = useState(minQuantity);
  const money = (cents: number) => formatCents(cents, currency, locale);
  const totalCents = sumCents([
    basePriceCents,
    ...links
      .filter((link) => purchasedSeparately && chosen.includes(link.uid))
      .map((link) => link.priceCents),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-semibold">
          {downloadable.title || t('downloadable.title')}
        </legend>
        <ul className="flex flex-col gap-2">
          {links.map((link) => (
            <li
              key={link.uid}
              className="flex flex-wrap items-center gap-3 rounded border border-line px-3 py-2 text-sm"
            >
              {purchasedSeparately ? (
                <label className="flex min-h-7 flex-1 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    name={id}
                    checked={chosen.includes(link.uid)}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked
                          ? [...current, link.uid]
                          : current.filter((uid) => uid !== link.uid),
                      )
                    }
                    className="size-4 shrink-0 accent-primary-strong"
                  />
                  <span className="flex-1">{link.title}</span>
                  <span className="tabular whitespace-nowrap font-medium">
                    {link.priceCents > 0 ? `+ ${money(link.priceCents)}` : t('downloadable.included')}
                  </span>
                </label>
              ) : (
                <span className="flex-1">{link.title}</span>
              )}
              {link.sampleUrl && (
                <a
                  href={link.sampleUrl}
                  className="inline-flex items-center gap-1 text-primary-strong hover:underline"
                  aria-label={t('downloadable.sampleOf', { title: link.title })}
                >
                  <Download aria-hidden="true" size={16} />
                  {t('downloadable.sample')}
                </a>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      {samples.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{t('downloadable.samples')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {samples.map((sample) => (
              <li key={sample.url}>
                <a
                  href={sample.url}
                  className="inline-flex items-center gap-1 text-primary-strong hover:underline"
                >
                  <Download aria-hidden="true" size={16} />
                  {sample.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {purchasedSeparately && (
        <SelectionTotal
          label={t('downloadable.total')}
          locale={locale}
          currency={currency}
          totalCents={totalCents * quantity}
        />
      )}
      <BuyActions
        productName={productName}
        inStock={inStock}
        quantity={quantity}
        onQuantityChange={setQuantity}
        minQuantity={minQuantity}
        maxQuantity={maxQuantity}
        missingChoice={purchasedSeparately && chosen.length === 0 ? t('actions.chooseLink') : undefined}
        cartItems={[productCartItem(sku, quantity, purchasedSeparately ? chosen : [])]}
      />
    </div>
  );
}
