import { FREE_SHIPPING_THRESHOLD_CENTS } from '@store/br';
import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { site } from '../../lib/site';
import { formatWholePrice } from '../../ui/price';
import { PromoRotator } from './promo-rotator';

/**
 * The top bar (rules §1): two promotions, each a link to the page explaining it. The texts are
 * composed here on the server, amounts included, so the browser only rotates them: the page
 * sends no number formatting for the bar, and the first Intl.NumberFormat a browser builds
 * (its locale data) costs tens of milliseconds of a phone's main thread.
 */
export function PromoBar({ locale, aside }: { locale: Locale; aside?: ReactNode }) {
  const t = translator(locale, 'layout');
  const coupon = {
    percent: site.promo.couponPercent,
    code: site.promo.couponCode,
    strong: (chunks: ReactNode) => <strong className="font-bold text-primary-hover">{chunks}</strong>,
  };
  const amount = formatWholePrice(FREE_SHIPPING_THRESHOLD_CENTS, 'BRL', locale.iso);
  return (
    <PromoRotator
      label={t('promo.label')}
      pauseLabel={t('promo.pause')}
      resumeLabel={t('promo.resume')}
      aside={aside}
      promotions={[
        {
          key: 'coupon',
          href: localePath(locale, '/cupons'),
          text: t.rich('promo.coupon', coupon),
          short: t.rich('promo.couponShort', coupon),
        },
        {
          key: 'freeShipping',
          href: localePath(locale, '/frete-entrega'),
          text: t('promo.freeShipping', { amount }),
          short: t('promo.freeShippingShort', { amount }),
        },
      ]}
    />
  );
}
