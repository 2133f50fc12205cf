'use client';

import { CircleAlert } from 'lucide-react';
import { useTranslations } from 'use-intl/react';

/**
 * Rules §8 'Something went wrong with your payment' (verify the data and retry), with the
 * server's own words (Rede's 'Cartão Recusado', 'Erro ao emitir Boleto'…).
 */
export function PaymentError({ detail, onRetry }: { detail: string | undefined; onRetry?: () => void }) {
  const t = useTranslations('checkout');
  return (
    <div
      role="alert"
      className="flex gap-3 rounded border border-danger bg-danger-tint p-3 text-sm text-danger"
    >
      <CircleAlert aria-hidden size={20} className="shrink-0" />
      <div className="flex flex-col gap-1">
        {detail && <strong>{detail}</strong>}
        <span>{t('payment.failed')}</span>
        {onRetry && (
          <button type="button" onClick={onRetry} className="self-start font-semibold underline">
            {t('payment.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
