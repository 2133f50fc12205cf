'use client';

import { Download, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useFormatter, useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import { useMutation } from '../../lib/query-client';
import { buttonClasses } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { Dialog } from '../../ui/dialog';
import { ItfBarcode } from './itf-barcode';
import { PaymentError } from './payment-error';
import { createBoleto, type PaymentOrder } from './payments-api';

/** The boleto screen: digitable line with copy, barcode, due date, PDF download. */
export function BoletoModal({
  locale,
  order,
  open,
  onClose,
  onDone,
}: {
  locale: Locale;
  order: PaymentOrder;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations('checkout');
  const format = useFormatter();
  const boleto = useMutation({ mutationFn: () => createBoleto(locale, order) });
  const { mutate, status } = boleto;
  useEffect(() => {
    if (open && status === 'idle') mutate();
  }, [open, status, mutate]);
  const data = boleto.data?.data;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('boleto.title', { number: order.number })}
      closeLabel={t('close')}
    >
      {boleto.isError ? (
        <PaymentError detail={boleto.error.message} onRetry={() => boleto.mutate()} />
      ) : !data ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <LoaderCircle aria-hidden size={18} className="animate-spin" /> {t('boleto.creating')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            {t('boleto.due', {
              date: format.dateTime(new Date(`${data.dueDate}T12:00:00`), { dateStyle: 'short' }),
            })}
          </p>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('boleto.lineLabel')}
            <output className="break-words rounded border border-line bg-surface-muted p-2 font-mono text-sm tabular">
              {data.formattedLine}
            </output>
          </label>
          <CopyButton
            text={data.digitableLine}
            label={t('boleto.copy')}
            copiedLabel={t('payment.copiedButton')}
            copiedMessage={t('payment.copied')}
            failedMessage={t('payment.copyFailed')}
            className="w-full"
          />
          <ItfBarcode digits={data.barcode} label={t('boleto.barcodeLabel')} className="h-16 w-full" />
          <a href={data.pdfUrl} download className={buttonClasses('secondary', 'w-full')}>
            <Download aria-hidden size={18} />
            {t('boleto.download')}
          </a>
          <button type="button" onClick={onDone} className={buttonClasses('ghost', 'w-full')}>
            {t('boleto.done')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
