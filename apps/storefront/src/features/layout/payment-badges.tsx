import { BOLETO_DEFAULTS, MAX_INSTALLMENTS, PIX_DISCOUNT_PERCENT } from '@store/br';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { CreditCard } from '../../ui/server-icons';
import { BoletoMark, CARD_BRANDS, CardBrandMark, PixMark } from './payment-marks';

/**
 * The payment methods of rules §1 with their conditions (Pix 3 % off, boleto due in 2 days, card up
 * to 10x), each with its mark, and the accepted card brands.
 */
export function PaymentBadges({ locale }: { locale: Locale }) {
  const t = translator(locale, 'layout');
  const methods = [
    {
      key: 'pix',
      mark: <PixMark />,
      name: t('footer.pix'),
      hint: t('footer.pixHint', { percent: PIX_DISCOUNT_PERCENT }),
    },
    {
      key: 'boleto',
      mark: <BoletoMark />,
      name: t('footer.boleto'),
      hint: t('footer.boletoHint', { days: BOLETO_DEFAULTS.dueInDays }),
    },
    {
      key: 'card',
      mark: <CreditCard aria-hidden size={20} className="text-primary-strong" />,
      name: t('footer.card'),
      hint: t('footer.cardHint', { installments: MAX_INSTALLMENTS }),
    },
  ];
  return (
    <ul className="space-y-2">
      {methods.map(({ key, mark, name, hint }) => (
        <li key={key} className="flex items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded border border-line bg-surface">
            {mark}
          </span>
          <span className="text-sm">
            <span className="font-semibold text-ink">{name}</span>
            <span className="block text-xs text-ink-muted">{hint}</span>
          </span>
        </li>
      ))}
      <li>
        <ul aria-label={t('footer.cardBrands')} className="flex flex-wrap gap-1.5 pt-1">
          {CARD_BRANDS.map((brand) => (
            <li key={brand}>
              <CardBrandMark brand={brand} />
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
