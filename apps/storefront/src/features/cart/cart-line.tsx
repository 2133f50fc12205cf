'use client';

import { clsx } from 'clsx';
import { Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { useStoreLocale } from '../../lib/store-locale';
import { Image } from '../../ui/image';
import { formatCents } from '../../ui/price';
import { QuantityStepper } from '../../ui/quantity-stepper';
import type { CartLineView } from './cart.model';

export interface CartLineProps {
  line: CartLineView;
  currency: string;
  onQuantityChange: (quantity: number) => void;
  /** The server refused the last quantity for want of stock: the line says what is available. */
  isQuantityRefused?: boolean;
  onRemove: () => void;
  isRemoving: boolean;
  /** Closes the drawer when the shopper follows the product link. */
  onNavigate?: (() => void) | undefined;
  size: 'drawer' | 'page';
}

/**
 * One cart line: 170×170 image, name linking to the product, chosen options, unit price, quantity
 * stepper (bounded by the stock the catalogue tells), row total and remove.
 */
export function CartLine({
  line,
  currency,
  onQuantityChange,
  isQuantityRefused = false,
  onRemove,
  isRemoving,
  onNavigate,
  size,
}: CartLineProps) {
  const t = useTranslations('cart');
  const locale = useStoreLocale();
  const money = (cents: number) => formatCents(cents, currency, locale.iso);
  const isPage = size === 'page';
  const href = line.path ? localePath(locale, line.path) : undefined;
  const image = (
    <span
      className={clsx(
        'block shrink-0 overflow-hidden rounded bg-surface-muted',
        isPage ? 'size-24 sm:size-[120px]' : 'size-20',
      )}
    >
      {line.imageSrc && (
        <Image
          src={line.imageSrc}
          alt={line.imageAlt}
          width={170}
          height={170}
          className="size-full object-contain"
        />
      )}
    </span>
  );
  return (
    <li
      data-testid="cart-line"
      aria-busy={isRemoving}
      className={clsx('flex gap-3 border-b border-line py-4 last:border-b-0', isRemoving && 'opacity-50')}
    >
      {href ? (
        <Link href={href} onClick={onNavigate} tabIndex={-1} aria-hidden>
          {image}
        </Link>
      ) : (
        image
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="line-clamp-2 text-sm font-medium text-ink">
              {href ? (
                <Link href={href} onClick={onNavigate} className="hover:text-primary-strong hover:underline">
                  {line.name}
                </Link>
              ) : (
                line.name
              )}
            </h3>
            {line.options.length > 0 && (
              <dl className="mt-1 text-xs text-ink-muted">
                {line.options.map((option) => (
                  <div key={`${option.label}-${option.value}`} className="flex gap-1">
                    <dt>{option.label ?? t('line.links')}:</dt>
                    <dd className="text-ink">{option.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <p className="mt-1 text-xs text-ink-muted tabular">
              {t('line.unitPrice', { price: money(line.unitCents) })}
            </p>
            {!line.inStock ? (
              <p className="mt-1 text-xs font-semibold text-danger">{t('line.outOfStock')}</p>
            ) : line.maxQuantity !== undefined && line.maxQuantity > 0 ? (
              <p className="mt-1 text-xs font-semibold text-warning">
                {t('line.lastUnits', { count: line.maxQuantity })}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onRemove}
            disabled={isRemoving}
            aria-label={t('line.remove', { name: line.name })}
            className="-mr-2 -mt-1 flex size-10 shrink-0 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-danger disabled:cursor-not-allowed"
          >
            <Trash2 aria-hidden size={18} />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-col gap-1">
            <QuantityStepper
              size="sm"
              value={line.quantity}
              min={1}
              max={line.maxQuantity}
              onChange={onQuantityChange}
              label={t('line.quantity', { name: line.name })}
              disabled={isRemoving}
            />
            {isQuantityRefused && (
              <p data-testid="cart-line-refused" className="max-w-[14rem] text-xs font-semibold text-danger">
                {line.maxQuantity !== undefined && line.maxQuantity > 0
                  ? t('line.onlyAvailable', { count: line.maxQuantity })
                  : t('line.quantityRefused', { quantity: line.quantity })}
              </p>
            )}
          </div>
          <p className="text-right">
            <span className="sr-only">{t('line.rowTotal')}: </span>
            <span data-testid="cart-line-total" className="tabular text-base font-semibold text-ink">
              {money(line.rowCents)}
            </span>
            {line.savingCents > 0 && (
              <span data-testid="cart-line-saving" className="block text-xs text-success tabular">
                {t('line.saving', { amount: money(line.savingCents) })}
              </span>
            )}
            {line.discountCents > 0 && (
              <span className="block text-xs text-success tabular">
                {t('line.itemDiscount', { amount: money(line.discountCents) })}
              </span>
            )}
          </p>
        </div>
      </div>
    </li>
  );
}
