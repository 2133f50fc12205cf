'use client';

import { CircleCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type Locale, localePath } from '../../lib/locales';
import { buttonClasses } from '../../ui/button';
import { useFormatPrice } from '../../ui/use-format-price';
import type { CardChoice } from '../checkout';
import { BoletoModal } from './boleto-modal';
import { CardPaymentModal } from './card-modal';
import type { PaymentOrder } from './payments-api';
import { PixModal } from './pix-modal';

export function successPath(locale: Locale, order: Pick<PaymentOrder, 'number' | 'token'>): string {
  const query = new URLSearchParams({ order: order.number, token: order.token });
  return `${localePath(locale, '/checkout/success')}?${query}`;
}

/**
 * A placed order waiting for its payment: the payment modal of its method opens at once; closing
 * it leaves this panel, whose button opens it again, so a failed or abandoned payment is retried
 * on the same order.
 */
export function OrderPayment({
  locale,
  order,
  pendingCard,
  onPaid,
}: {
  locale: Locale;
  order: PaymentOrder;
  pendingCard?: CardChoice | undefined;
  /** What follows the payment (default: the success page, which the order's token opens). */
  onPaid?: () => void;
}) {
  const t = useTranslations('checkout');
  const formatPrice = useFormatPrice();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  const toSuccess = useCallback(
    () => (onPaid ? onPaid() : router.push(successPath(locale, order))),
    [onPaid, router, locale, order],
  );
  const method = order.payment_method.code;
  const modalProps = { locale, order, open, onClose: close };

  // The modals sit beside the panel, not inside it: they must not inherit its centred text.
  return (
    <>
      <section
        aria-labelledby="order-payment-title"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded border border-line bg-surface p-6 text-center"
      >
        <CircleCheck aria-hidden size={40} className="text-success" />
        <h2 id="order-payment-title" className="text-xl font-bold">
          {t('placed.title', { number: order.number })}
        </h2>
        <p className="text-ink-muted">
          {t('placed.text', {
            method: order.payment_method.title,
            total: formatPrice.price(order.grand_total.value, order.grand_total.currency),
          })}
        </p>
        <button type="button" onClick={() => setOpen(true)} className={buttonClasses('primary')}>
          {t('placed.pay')}
        </button>
      </section>
      {method === 'jetpix' && <PixModal {...modalProps} onPaid={toSuccess} />}
      {method === 'jetboleto' && <BoletoModal {...modalProps} onDone={toSuccess} />}
      {method === 'jetcred' && (
        <CardPaymentModal {...modalProps} pendingCard={pendingCard} onApproved={toSuccess} />
      )}
    </>
  );
}
