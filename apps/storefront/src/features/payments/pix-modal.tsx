'use client';

import { Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import { useMutation, useQuery } from '../../lib/query-client';
import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';
import { formatCountdown, remainingMs } from './countdown';
import { PaymentError } from './payment-error';
import { createPixCharge, getPixCharge, type PaymentOrder } from './payments-api';

/** Spec: the page notices the payment; the charge is asked for its status every ~3 s. */
const POLL_INTERVAL_MS = 3000;

/**
 * The Pix screen: large QR code, the copy-and-paste code with a big copy button, the
 * 30-minute countdown, and a "waiting for payment" status that turns into the success page
 * without a reload. An expired charge means the order was cancelled (rules §4).
 */
export function PixModal({
  locale,
  order,
  open,
  onClose,
  onPaid,
}: {
  locale: Locale;
  order: PaymentOrder;
  open: boolean;
  onClose: () => void;
  onPaid: () => void;
}) {
  const t = useTranslations('checkout');
  const charge = useMutation({ mutationFn: () => createPixCharge(locale, order) });
  const { mutate, status } = charge;
  useEffect(() => {
    if (open && status === 'idle') mutate();
  }, [open, status, mutate]);
  const now = useNow(open && charge.isSuccess);
  const expiresAt = charge.data?.expiresAt;
  const left = expiresAt ? remainingMs(expiresAt, now) : undefined;
  const isExpired = left === 0;
  const poll = useQuery({
    queryKey: ['payments', 'pix', order.number],
    queryFn: () => getPixCharge(locale, order),
    enabled: open && charge.isSuccess && !isExpired,
    refetchInterval: POLL_INTERVAL_MS,
    staleTime: 0,
  });
  const pollStatus = poll.data?.status;
  useEffect(() => {
    if (pollStatus === 'CONCLUIDA') onPaid();
  }, [pollStatus, onPaid]);
  const isCancelled = isExpired || pollStatus === 'REMOVIDA_PELO_PSP';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('pix.title', { number: order.number })}
      closeLabel={t('close')}
    >
      {charge.isError ? (
        <PaymentError detail={charge.error.message} onRetry={() => charge.mutate()} />
      ) : !charge.data ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <LoaderCircle aria-hidden size={18} className="animate-spin" /> {t('pix.creating')}
        </p>
      ) : isCancelled ? (
        <div role="alert" className="rounded border border-danger bg-danger-tint p-3 text-sm text-danger">
          <strong className="block">{t('pix.expiredTitle')}</strong>
          {t('pix.expiredText')}
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 text-center">
          <p className="text-sm text-ink-muted">{t('pix.instructions')}</p>
          {charge.data.qrCodeUrl && (
            // biome-ignore lint/performance/noImgElement: a one-off PNG from the payment service, not a catalogue image.
            <img
              src={charge.data.qrCodeUrl}
              alt={t('pix.qrAlt')}
              width={240}
              height={240}
              className="size-60 rounded border border-line"
            />
          )}
          <label className="flex w-full flex-col gap-1 text-left text-sm font-medium">
            {t('pix.codeLabel')}
            <textarea
              readOnly
              value={charge.data.pixCopiaECola}
              rows={3}
              className="w-full resize-none break-all rounded border border-line bg-surface-muted p-2 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <CopyButton
            text={charge.data.pixCopiaECola}
            label={t('pix.copy')}
            copiedLabel={t('payment.copiedButton')}
            copiedMessage={t('payment.copied')}
            failedMessage={t('payment.copyFailed')}
            className="w-full"
          />
          <p className="flex items-center gap-2 text-sm">
            <Clock aria-hidden size={16} />
            {t('pix.expiresIn')}{' '}
            <span className="tabular font-semibold" role="timer" aria-live="off">
              {formatCountdown(left ?? 0)}
            </span>
          </p>
          <p
            role="status"
            className="flex items-center gap-2 rounded-full bg-success-tint px-3 py-1 text-sm text-success"
          >
            <LoaderCircle aria-hidden size={14} className="animate-spin" />
            {t('pix.waiting')}
          </p>
          {poll.isError && <p className="text-xs text-danger">{poll.error.message}</p>}
        </div>
      )}
    </Dialog>
  );
}

/** The current time, ticking every second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
