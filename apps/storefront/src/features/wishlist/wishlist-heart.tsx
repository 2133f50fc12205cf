'use client';

import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { useWishlistToggle } from './use-wishlist-actions';
import type { WishlistProduct } from './wishlist.model';

/**
 * The heart toggle of product cards and the product page (rules §4: adds when absent, removes
 * when present). Pressed (filled) while the product is in the customer's wishlist; for guests it
 * opens the login modal.
 */
export function WishlistHeart({
  product,
  size = 'card',
}: {
  product: WishlistProduct;
  size?: 'card' | 'page';
}) {
  const t = useTranslations('wishlist');
  const { isInWishlist, isPending, toggle } = useWishlistToggle(product);
  const isPage = size === 'page';
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={isInWishlist}
      aria-busy={isPending || undefined}
      disabled={isPending}
      aria-label={
        isInWishlist ? t('heart.remove', { name: product.name }) : t('heart.add', { name: product.name })
      }
      title={
        isInWishlist ? t('heart.remove', { name: product.name }) : t('heart.add', { name: product.name })
      }
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded border transition-colors',
        isInWishlist
          ? 'border-primary-strong bg-primary-tint text-primary-strong'
          : 'border-line text-ink-muted hover:border-primary-strong hover:text-primary-strong',
        'disabled:cursor-wait disabled:opacity-70',
        isPage ? 'size-12' : 'size-10',
      )}
    >
      <Heart aria-hidden="true" size={isPage ? 22 : 18} fill={isInWishlist ? 'currentColor' : 'none'} />
    </button>
  );
}
