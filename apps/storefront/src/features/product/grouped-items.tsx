'use client';

import { sumCents, toCents } from '@store/br';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { productImageSrc } from '../../lib/product-image';
import { Image } from '../../ui/image';
import { formatCents } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { groupedCartItems } from '../cart';
import { BuyActions } from './buy-actions';
import type { GroupedItemView } from './product.model';
import { SelectionTotal } from './selection-total';

/** A grouped product's items, each with its price, stock and quantity, and the selection's total. */
export function GroupedItems({
  items,
  productName,
  locale,
  currency,
  localePrefix,
}: {
  items: GroupedItemView[];
  productName: string;
  locale: string;
  currency: string;
  /** `''`, `/en` or `/german`: item links stay in the shopper's locale. */
  localePrefix: string;
}) {
  const t = useTranslations('product');
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      items.map(({ product, defaultQuantity }) => [
        product.sku,
        product.inStock ? Math.min(defaultQuantity, product.onlyXLeft ?? defaultQuantity) : 0,
      ]),
    ),
  );
  const money = (cents: number) => formatCents(cents, currency, locale);
  const lines = items.map(({ product }) => toCents(product.finalPrice) * (quantities[product.sku] ?? 0));
  const totalCents = sumCents(lines);
  const exceeds = items.some(
    ({ product }) => product.onlyXLeft !== undefined && (quantities[product.sku] ?? 0) > product.onlyXLeft,
  );
  const anyInStock = items.some(({ product }) => product.inStock);

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t('grouped.title')}</h2>
      <table className="w-full text-sm">
        <thead className="sr-only sm:not-sr-only">
          <tr className="text-left text-xs text-ink-muted">
            <th scope="col" className="pb-2 font-medium">
              {t('grouped.product')}
            </th>
            <th scope="col" className="pb-2 font-medium">
              {t('grouped.price')}
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              {t('grouped.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map(({ product }) => {
            const final = toCents(product.finalPrice);
            const regular = toCents(product.regularPrice);
            return (
              <tr
                key={product.sku}
                className="grid grid-cols-[auto_1fr] gap-x-3 border-t border-line py-3 sm:table-row"
              >
                <th scope="row" className="col-span-2 text-left font-normal sm:py-3 sm:pr-3">
                  <div className="flex items-center gap-3">
                    {product.imageUrl && (
                      <Image
                        src={productImageSrc(product.imageUrl, 'swatch')}
                        alt=""
                        width={100}
                        height={100}
                        loading="lazy"
                        className="size-14 shrink-0 rounded bg-surface-muted object-contain"
                      />
                    )}
                    <span className="flex flex-col">
                      <Link
                        href={`${localePrefix}${product.path}`}
                        className="font-medium text-ink hover:underline"
                      >
                        {product.name}
                      </Link>
                      <span className="text-xs text-ink-muted">
                        {t('page.sku')}: {product.sku}
                      </span>
                      {!product.inStock ? (
                        <span className="text-xs font-semibold text-danger">{t('stock.outOfStock')}</span>
                      ) : product.onlyXLeft ? (
                        <span className="text-xs font-semibold text-warning">
                          {t('stock.lastUnits', { count: product.onlyXLeft })}
                        </span>
                      ) : null}
                    </span>
                  </div>
                </th>
                <td className="self-center tabular sm:py-3">
                  {regular > final && <s className="block text-xs text-ink-muted">{money(regular)}</s>}
                  <span className="font-semibold">{money(final)}</span>
                </td>
                <td className="justify-self-end sm:py-3 sm:text-right">
                  <QuantityStepper
                    size="sm"
                    value={quantities[product.sku] ?? 0}
                    min={0}
                    max={product.onlyXLeft}
                    disabled={!product.inStock}
                    onChange={(value) => setQuantities((current) => ({ ...current, [product.sku]: value }))}
                    label={t('actions.quantityOf', { name: product.name })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SelectionTotal
        label={t('grouped.total')}
        locale={locale}
        currency={currency}
        totalCents={totalCents}
      />
      <BuyActions
        productName={productName}
        inStock={anyInStock}
        missingChoice={
          totalCents === 0
            ? t('actions.chooseGroupedQuantity')
            : exceeds
              ? t('actions.quantityExceedsStock')
              : undefined
        }
        cartItems={groupedCartItems(quantities)}
      />
    </div>
  );
}
