import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { TicketPercent } from '../../ui/server-icons';
import { CopyCodeButton } from './copy-code-button';
import type { PublicCouponFields } from './coupons.documents';

/** `2026-12-31` in the shopper's language (the coupon's last day, a calendar date). */
function formatDay(locale: Locale, day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale.iso, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** The public coupons as cards: code, discount, description, conditions, validity and a copy button. */
export function CouponList({ locale, coupons }: { locale: Locale; coupons: readonly PublicCouponFields[] }) {
  const t = translator(locale, 'content');
  const percent = new Intl.NumberFormat(locale.iso, { maximumFractionDigits: 2 });
  return (
    <div className="mt-4">
      <p className="leading-relaxed text-ink">{t('coupons.intro')}</p>
      {coupons.length === 0 ? (
        <p className="mt-6 rounded border border-line bg-surface-muted p-4 text-ink-muted">
          {t('coupons.empty')}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {coupons.map((coupon) => (
            <li key={coupon.code}>
              <section
                aria-labelledby={`coupon-${coupon.code}`}
                className="rounded border border-dashed border-primary-strong bg-primary-tint p-4 sm:p-5"
              >
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="flex items-start gap-3">
                    <TicketPercent aria-hidden className="mt-1 size-6 shrink-0 text-primary-strong" />
                    <div>
                      <h2 id={`coupon-${coupon.code}`} className="text-lg font-semibold text-ink">
                        {coupon.label}
                      </h2>
                      <p className="mt-1 text-sm text-ink">
                        {t('coupons.discount', { percent: percent.format(coupon.discount_percent) })}
                      </p>
                    </div>
                  </div>
                  <div className="flex items-center gap-2">
                    <code className="rounded border border-primary-strong bg-surface px-3 py-2 font-mono text-base font-bold tracking-wider text-primary-strong">
                      {coupon.code}
                    </code>
                    <CopyCodeButton code={coupon.code} />
                  </div>
                </div>
                {coupon.description && <p className="mt-3 leading-relaxed text-ink">{coupon.description}</p>}
                {coupon.conditions.length > 0 && (
                  <>
                    <h3 className="mt-3 text-sm font-semibold text-ink">{t('coupons.conditions')}</h3>
                    <ul className="mt-1 list-disc space-y-1 pl-6 text-sm text-ink">
                      {coupon.conditions.map((condition) => (
                        <li key={condition}>{condition}</li>
                      ))}
                    </ul>
                  </>
                )}
                <p className="mt-3 text-sm text-ink-muted">
                  {coupon.valid_until
                    ? t('coupons.validUntil', { date: formatDay(locale, coupon.valid_until) })
                    : t('coupons.noEnd')}
                </p>
              </section>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        {t('coupons.howTo')}{' '}
        <NavLink
          href={localePath(locale, '/cart')}
          className="font-medium text-primary-strong underline underline-offset-2 hover:text-primary-hover"
        >
          {t('coupons.cartLink')}
        </NavLink>
      </p>
    </div>
  );
}
