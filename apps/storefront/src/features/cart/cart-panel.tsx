'use client';

import { FREE_SHIPPING_THRESHOLD_CENTS, MINIMUM_ORDER_CENTS } from '@store/br';
import { clsx } from 'clsx';
import { ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { formatCents } from '../../ui/price';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import { CouponForm } from './coupon-form';
import { ShippingEstimate } from './shipping-estimate';
import { useAbandonedCartRestore } from './use-acart-restore';
import { useCart, useClearCart, useRemoveCartItem, useUpdateCartItem } from './use-cart';

export interface CartPanelProps {
  /** `drawer`: the mini-cart (one column, link to the cart page); `page`: /cart (two columns). */
  variant: 'drawer' | 'page';
  /** Closes the drawer when the shopper follows a link out of it. */
  onNavigate?: (() => void) | undefined;
}

/**
 * What the mini-cart and the cart page show: the lines, the coupon field and the summary, or
 * the empty cart with the store's minimum order and free-shipping rule.
 */
export function CartPanel({ variant, onNavigate }: CartPanelProps) {
  const t = useTranslations('cart');
  const locale = useStoreLocale();
  const { cart, isLoading, error } = useCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const clear = useClearCart();
  const isPage = variant === 'page';
  const restore = useAbandonedCartRestore(isPage);

  if (isLoading || restore === 'restoring') return <CartSkeleton variant={variant} label={t('loading')} />;
  if (error && !cart) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-danger">
        {t('loadFailed')}
      </p>
    );
  }
  const restoreFailed =
    restore === 'failed' ? (
      <p role="alert" className="rounded bg-surface-muted px-3 py-2 text-sm text-danger">
        {t('restoreFailed')}
      </p>
    ) : null;
  if (!cart || cart.lines.length === 0) {
    const brl = (cents: number) => formatCents(cents, 'BRL', locale.iso);
    return (
      <div className="flex flex-col items-center gap-4 px-2 py-8 text-center">
        {restoreFailed}
        <span className="flex size-16 items-center justify-center rounded-full bg-primary-tint text-primary-strong">
          <ShoppingCart aria-hidden size={28} />
        </span>
        <p className="text-lg font-semibold">{t('empty.title')}</p>
        <p className="max-w-md text-sm text-ink-muted">
          {t('empty.text', {
            minimum: brl(MINIMUM_ORDER_CENTS),
            freeShipping: brl(FREE_SHIPPING_THRESHOLD_CENTS),
          })}
        </p>
        {isPage ? (
          <Link href={localePath(locale, '/')} className={buttonClasses('primary', 'w-full sm:w-auto')}>
            {t('empty.continue')}
          </Link>
        ) : (
          <button type="button" onClick={onNavigate} className={buttonClasses('primary', 'w-full')}>
            {t('empty.continue')}
          </button>
        )}
      </div>
    );
  }

  const isUpdating = update.isPending || remove.isPending || clear.isPending;
  const removingUid = remove.isPending ? remove.variables?.uid : undefined;
  const lines = (
    <ul aria-label={t('line.label')}>
      {cart.lines.map((line) => (
        <CartLine
          key={line.uid}
          line={line}
          currency={cart.currency}
          size={variant}
          onNavigate={onNavigate}
          isRemoving={removingUid === line.uid || clear.isPending}
          onQuantityChange={(quantity) => update.setQuantity(line.uid, quantity)}
          isQuantityRefused={update.refused.has(line.uid)}
          onRemove={() => {
            update.cancel(line.uid);
            remove.mutate({ uid: line.uid, name: line.name });
          }}
        />
      ))}
    </ul>
  );
  const side = (
    <div className="flex flex-col gap-5">
      <CouponForm applied={cart.coupons} />
      {isPage && <ShippingEstimate />}
      <CartSummary cart={cart} isUpdating={isUpdating} onNavigate={onNavigate} />
      {isPage ? (
        <Link href={localePath(locale, '/')} className={buttonClasses('ghost', 'w-full')}>
          {t('continue')}
        </Link>
      ) : (
        <Link
          href={localePath(locale, '/cart')}
          onClick={onNavigate}
          className={buttonClasses('secondary', 'w-full')}
        >
          {t('viewCart')}
        </Link>
      )}
    </div>
  );

  if (!isPage) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('itemCount', { count: cart.totalQuantity })}</p>
        {lines}
        <div className="border-t border-line pt-4">{side}</div>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-4 border-b border-line pb-3">
          <p className="text-sm text-ink-muted">{t('itemCount', { count: cart.totalQuantity })}</p>
          <button
            type="button"
            onClick={() => {
              for (const line of cart.lines) update.cancel(line.uid);
              clear.mutate({ uids: cart.lines.map((line) => line.uid) });
            }}
            disabled={clear.isPending}
            className="rounded px-2 py-1 text-sm text-ink-muted underline hover:text-danger disabled:cursor-not-allowed"
          >
            {clear.isPending ? t('clearing') : t('clear')}
          </button>
        </div>
        {lines}
      </div>
      <div className="lg:sticky lg:top-40 lg:self-start">
        <div className="rounded-card border border-line p-4">{side}</div>
      </div>
    </div>
  );
}

function CartSkeleton({ variant, label }: { variant: 'drawer' | 'page'; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      {[0, 1].map((row) => (
        <div key={row} className="flex animate-pulse gap-3 border-b border-line py-4">
          <span
            className={clsx('shrink-0 rounded bg-surface-muted', variant === 'page' ? 'size-24' : 'size-20')}
          />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-4 w-3/4 rounded bg-surface-muted" />
            <span className="h-3 w-1/3 rounded bg-surface-muted" />
            <span className="h-10 w-28 rounded bg-surface-muted" />
          </span>
        </div>
      ))}
    </div>
  );
}
