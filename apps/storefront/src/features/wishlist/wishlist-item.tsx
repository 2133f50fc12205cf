'use client';

import { toCents } from '@store/br';
import { clsx } from 'clsx';
import { ShoppingCart, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { IMAGE_SIZES, productImageSrc } from '../../lib/product-image';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { Image } from '../../ui/image';
import { PriceBlock, type PriceTranslate } from '../../ui/price-block';
import { useBrlRate } from '../cart';
import type { WishlistItemView } from './wishlist.model';

export interface WishlistItemProps {
  item: WishlistItemView;
  /** `drawer`: a compact row; `grid` and `list`: My Account's cards (216×268 / 140×200 images). */
  layout: 'drawer' | 'grid' | 'list';
  onMove: () => void;
  onRemove: () => void;
  pending: 'move' | 'remove' | undefined;
  /** Closes the drawer when the shopper follows a link out of it. */
  onNavigate?: (() => void) | undefined;
}

/**
 * One wishlist product: image, name, chosen options, price, move to cart (or "choose options"
 * when the cart needs choices the wishlist does not hold) and remove.
 */
export function WishlistItem({ item, layout, onMove, onRemove, pending, onNavigate }: WishlistItemProps) {
  const t = useTranslations('wishlist');
  const tProduct = useTranslations('product');
  const locale = useStoreLocale();
  const { product } = item;
  const rate = useBrlRate(product.currency);
  const href = localePath(locale, product.path);
  const isDrawer = layout === 'drawer';
  const isList = layout === 'list';
  const size = isList || isDrawer ? IMAGE_SIZES.horizontalCard : IMAGE_SIZES.card;
  const finalCents = toCents(product.finalPrice);
  const regularCents = Math.max(toCents(product.regularPrice), finalCents);
  const priceT: PriceTranslate = (key, values) => tProduct(key, values);
  const isBusy = pending !== undefined;

  const image = (
    <Link
      href={href}
      onClick={onNavigate}
      tabIndex={-1}
      aria-hidden
      className={clsx(
        'block shrink-0 overflow-hidden rounded bg-surface-muted',
        isDrawer ? 'w-20' : 'mx-auto',
      )}
      style={isDrawer ? undefined : { width: size.width, maxWidth: '100%' }}
    >
      {product.imageUrl ? (
        <Image
          src={productImageSrc(product.imageUrl, isList || isDrawer ? 'horizontalCard' : 'card')}
          alt={product.imageAlt}
          width={size.width}
          height={size.height}
          className="h-auto w-full object-contain"
          style={{ aspectRatio: `${size.width} / ${size.height}` }}
        />
      ) : (
        <span className="block" style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      )}
    </Link>
  );

  const actions = (
    <div className={clsx('flex items-center gap-2', !isDrawer && 'mt-auto')}>
      {item.cartItem && product.inStock ? (
        <button
          type="button"
          onClick={onMove}
          disabled={isBusy}
          aria-busy={pending === 'move' || undefined}
          aria-label={t('item.moveToCartNamed', { name: product.name })}
          className={buttonClasses('primary', 'min-h-10 flex-1 px-3')}
        >
          <ShoppingCart aria-hidden size={18} />
          {pending === 'move' ? t('item.moving') : t('item.moveToCart')}
        </button>
      ) : product.inStock ? (
        <Link href={href} onClick={onNavigate} className={buttonClasses('secondary', 'min-h-10 flex-1 px-3')}>
          {t('item.chooseOptions')}
        </Link>
      ) : (
        <span className="flex-1 text-sm font-semibold text-danger">{t('item.outOfStock')}</span>
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={isBusy}
        aria-busy={pending === 'remove' || undefined}
        aria-label={t('item.removeNamed', { name: product.name })}
        title={t('item.remove')}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded border border-line text-ink-muted hover:border-danger hover:text-danger disabled:opacity-50"
      >
        <Trash2 aria-hidden size={18} />
      </button>
    </div>
  );

  const details = (
    <>
      <h3 className="line-clamp-2 text-sm font-medium text-ink">
        <Link href={href} onClick={onNavigate} className="hover:text-primary-strong hover:underline">
          {product.name}
        </Link>
      </h3>
      {item.options.length > 0 && (
        <dl className="text-xs text-ink-muted">
          {item.options.map((option) => (
            <div key={`${option.label}-${option.value}`} className="flex gap-1">
              <dt>{option.label}:</dt>
              <dd>{option.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <PriceBlock
        locale={locale.iso}
        currency={product.currency}
        rate={rate}
        finalCents={finalCents}
        regularCents={regularCents}
        isFromPrice={product.maxPrice > product.finalPrice}
        t={priceT}
      />
    </>
  );

  if (isDrawer) {
    return (
      <li
        data-testid="wishlist-item"
        aria-busy={isBusy}
        className="flex gap-3 border-b border-line py-4 last:border-b-0"
      >
        {image}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {details}
          {actions}
        </div>
      </li>
    );
  }
  return (
    <li
      data-testid="wishlist-item"
      aria-busy={isBusy}
      className={clsx(
        'flex gap-3 rounded-card border border-line bg-surface p-3',
        isList ? 'flex-col sm:flex-row' : 'flex-col',
      )}
    >
      {image}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {details}
        {actions}
      </div>
    </li>
  );
}
