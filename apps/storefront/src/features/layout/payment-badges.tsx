import { BOLETO_DEFAULTS, MAX_INSTALLMENTS, PIX_DISCOUNT_PERCENT } from '@store/br';
import { Barcode, CreditCard, QrCode } from 'lucide-react';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';

/** The payment methods of spec §1 with their conditions: Pix 3 % off, boleto due in 2 days, card up to 10x. */
export function PaymentBadges({ locale }: { locale: Locale }) {
  const t = translator(locale, 'layout');
  const methods = [
    {
      key: 'pix',
      icon: QrCode,
      name: t('footer.pix'),
      hint: t('footer.pixHint', { percent: PIX_DISCOUNT_PERCENT }),
    },
    {
      key: 'boleto',
      icon: Barcode,
      name: t('footer.boleto'),
      hint: t('footer.boletoHint', { days: BOLETO_DEFAULTS.dueInDays }),
    },
    {
      key: 'card',
      icon: CreditCard,
      name: t('footer.card'),
      hint: t('footer.cardHint', { installments: MAX_INSTALLMENTS }),
    },
  ];
  return (
    <ul className="space-y-2">
      {methods.map(({ key, icon: Icon, name, hint }) => (
        <li key={key} className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded border border-line bg-surface text-primary-strong">
            <Icon aria-hidden size={20} />
          </span>
          <span className="text-sm">
            <span className="font-semibold text-ink">{name}</span>
            <span className="block text-xs text-ink-muted">{hint}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
