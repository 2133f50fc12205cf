import { useMemo } from 'react';
import { useTranslations } from 'use-intl/react';
import type { CartErrorKey } from './cart-errors';

/** The shopper-facing sentences of cart actions (rules §8 notices), in the page's language. */
export interface CartWords {
  added(product: string): string;
  addedTitle: string;
  removed(product: string): string;
  removedTitle: string;
  cleared: string;
  couponApplied(code: string): string;
  couponRemoved: string;
  error(key: CartErrorKey): string;
  /** A change to the cart failed without a message from the server (network, timeout). */
  updateFailed: string;
}

export function useCartWords(): CartWords {
  const t = useTranslations('cart');
  return useMemo(
    () => ({
      added: (product) => t('notices.added', { product }),
      addedTitle: t('notices.addedTitle'),
      removed: (product) => t('notices.removed', { product }),
      removedTitle: t('notices.removedTitle'),
      cleared: t('notices.cleared'),
      couponApplied: (code) => t('coupon.applied', { code }),
      couponRemoved: t('coupon.removed'),
      error: (key) => t(`errors.${key}`),
      updateFailed: t('errors.updateFailed'),
    }),
    [t],
  );
}
