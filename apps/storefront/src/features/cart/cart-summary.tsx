'use client';

import { clsx } from 'clsx';
import { Lock, Truck } from 'lucide-react';
import Link from 'next/link';
import { useId } from 'react';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { formatCents } from '../../ui/price';
import { type CartView, orderProgress } from './cart.model';
import { useBrlRate } from './use-cart';

/**
 * Totals with the server's discount lines, progress toward free shipping in Greater São Paulo,
 * and the checkout button, disabled with the reason while the server says the goods stay under the
 * minimum order of rules §9 (R$100 excluding delivery, the same check that refuses placeOrder).
 */
export function CartSummary({
  cart,
  isUpdating,
  onNavigate,
}: {
  cart: CartView;
  isUpdating: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const t = useTranslations('cart');
  const locale = useStoreLocale();
  const id = useId();
  const rate = useBrlRate(cart.currency);
  const money = (cents: number) => formatCents(cents, cart.currency, locale.iso);
  const progress = rate === undefined ? undefined : orderProgress(cart, rate);
  // The server's verdict, the same check placeOrder makes (rules §9 minimum order).
  const minimum = cart.minimumOrder;

  return (
    <section aria-label={t('summary.label')} className="flex flex-col gap-4">
      {progress && !cart.isVirtual && (
        <div className="flex flex-col gap-2 rounded bg-surface-muted p-3 text-sm">
          <p className="flex items-start gap-2 text-ink">
            <Truck aria-hidden size={18} className="mt-0.5 shrink-0 text-success" />
            {progress.hasFreeShipping
              ? t('progress.freeShippingReached')
              : t('progress.freeShippingMissing', { amount: money(progress.missingForFreeShippingCents) })}
          </p>
          <div
            role="progressbar"
            aria-label={t('progress.freeShippingLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress.freeShippingRatio * 100)}
            className="h-2 overflow-hidden rounded-full bg-line"
          >
            <div
              className={clsx(
                'h-full rounded-full transition-[width] motion-reduce:transition-none',
                progress.hasFreeShipping ? 'bg-success' : 'bg-primary-strong',
              )}
              style={{ width: `${progress.freeShippingRatio * 100}%` }}
            />
          </div>
        </div>
      )}

      <dl aria-busy={isUpdating} className={clsx('flex flex-col gap-2 text-sm', isUpdating && 'opacity-60')}>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">{t('summary.subtotal')}</dt>
          <dd data-testid="cart-subtotal" className="tabular text-ink">
            {money(cart.subtotalCents)}
          </dd>
        </div>
        {cart.discounts.map((discount) => (
          <div key={discount.label} className="flex justify-between gap-4 text-success">
            <dt>{discount.label}</dt>
            {/* A non-breaking space: the minus sign never wraps away from its amount. */}
            <dd className="tabular whitespace-nowrap">
              {'\u2212\u00a0'}
              {money(discount.cents)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="cart-total" className="tabular">
            {money(cart.grandTotalCents)}
          </dd>
        </div>
      </dl>
      {!cart.isVirtual && <p className="-mt-2 text-xs text-ink-muted">{t('summary.shippingNote')}</p>}
      {isUpdating && (
        <p role="status" className="sr-only">
          {t('summary.updating')}
        </p>
      )}

      {minimum && !minimum.met ? (
        <div className="flex flex-col gap-2">
          <button
            type="button"
            disabled
            aria-describedby={`${id}-minimum`}
            className={buttonClasses('primary', 'w-full text-base')}
          >
            <Lock aria-hidden size={18} />
            {t('checkout')}
          </button>
          <p id={`${id}-minimum`} role="status" className="text-sm font-medium text-danger">
            {t('progress.minimumMissing', {
              minimum: money(minimum.minimumCents),
              amount: money(minimum.missingCents),
            })}
          </p>
        </div>
      ) : (
        <Link
          href={localePath(locale, '/checkout')}
          onClick={onNavigate}
          className={buttonClasses('primary', 'w-full text-base')}
        >
          <Lock aria-hidden size={18} />
          {t('checkout')}
        </Link>
      )}
    </section>
  );
}
