'use client';

import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { useFormatPrice } from '../../ui/use-format-price';
import type { CheckoutCartFields } from './checkout.documents';
import { cartItems, shippingAddressOf } from './checkout-steps';

/**
 * The order summary (always visible, so the shopper sees what is paid for: sidebar on desktop,
 * collapsible on phones): items,
 * subtotal, discounts (coupon, Pix), shipping and total, as the server computed them.
 */
export function OrderSummary({ cart }: { cart: CheckoutCartFields }) {
  const t = useTranslations('checkout');
  const format = useFormatPrice();
  const currency = cart.prices?.grand_total?.currency ?? 'BRL';
  const money = (value: number | null | undefined) => format.price(value ?? 0, currency);
  const shipping = shippingAddressOf(cart)?.selected_shipping_method;
  const discounts = (cart.prices?.discounts ?? []).filter((discount) => discount !== null);
  const total = money(cart.prices?.grand_total?.value);

  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded border border-line bg-surface-muted lg:sticky lg:top-28"
    >
      <details open className="group p-4 [&_summary::-webkit-details-marker]:hidden">
        <summary className="flex cursor-pointer items-center justify-between gap-2 lg:cursor-default">
          <h2 id="order-summary-title" className="text-lg font-semibold">
            {t('summary.title')}
          </h2>
          <span className="flex items-center gap-1 font-semibold tabular lg:hidden">
            {total}
            <ChevronDown aria-hidden size={18} className="transition-transform group-open:rotate-180" />
          </span>
        </summary>
        <ul className="mt-4 flex flex-col gap-3 border-b border-line pb-4">
          {cartItems(cart).map((item) => (
            <li key={item.uid} className="flex items-start gap-3 text-sm">
              {item.product.thumbnail?.url && (
                // biome-ignore lint/performance/noImgElement: small catalogue thumbnail already sized by the media route.
                <img
                  src={item.product.thumbnail.url}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded border border-line bg-surface object-contain"
                />
              )}
              <span className="flex-1">
                <span className="line-clamp-2">{item.product.name ?? item.product.sku}</span>
                <span className="text-xs text-ink-muted">
                  {t('summary.quantity', { count: item.quantity })}
                </span>
              </span>
              <span className="tabular">{money(item.prices?.row_total.value)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt>{t('summary.subtotal')}</dt>
            <dd className="tabular">{money(cart.prices?.subtotal_including_tax?.value)}</dd>
          </div>
          {discounts.map((discount) => (
            <div key={discount.label} className="flex justify-between text-success">
              <dt>{discount.label}</dt>
              <dd className="tabular">−{money(Math.abs(discount.amount.value ?? 0))}</dd>
            </div>
          ))}
          {!cart.is_virtual && (
            <div className="flex justify-between">
              <dt>{t('summary.shipping')}</dt>
              <dd className="tabular">
                {shipping
                  ? shipping.amount.value
                    ? money(shipping.amount.value)
                    : t('shipping.free')
                  : t('summary.shippingPending')}
              </dd>
            </div>
          )}
          <div className="mt-2 flex justify-between border-t border-line pt-3 text-base font-bold">
            <dt>{t('summary.total')}</dt>
            <dd className="tabular">{total}</dd>
          </div>
        </dl>
      </details>
    </section>
  );
}
