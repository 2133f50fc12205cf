'use client';

import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import Link from 'next/link';
import { type ReactNode, useEffect, useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl/react';
import { TIMINGS } from '../../lib/behaviour/timings';
import { type LocaleCode, localePath } from '../../lib/locales';
import { site } from '../../lib/site';

/**
 * The top bar (spec §1): two promotions rotating every 10 s, each a link to the page explaining
 * it. Rotation stops while the pointer or the keyboard focus is on the bar, and the pause button
 * stops it for good (WCAG 2.2.2). `aside` holds the store and currency switchers on wide screens.
 */
export function PromoBar({ locale, aside }: { locale: LocaleCode; aside?: ReactNode }) {
  const t = useTranslations('layout.promo');
  const format = useFormatter();
  const [active, setActive] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHeld, setHeld] = useState(false);
  const brl = (amount: number) =>
    format.number(amount, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
  const coupon = {
    percent: site.promo.couponPercent,
    code: site.promo.couponCode,
    strong: (chunks: ReactNode) => <strong className="font-bold text-primary-hover">{chunks}</strong>,
  };
  const freeShipping = { amount: brl(site.promo.freeShippingFrom) };
  // Below 1024 px (phones, and tablets where the switchers share the bar) the short wording keeps
  // the coupon code in view.
  const promotions = [
    {
      key: 'coupon',
      href: localePath(locale, '/cupons'),
      text: t.rich('coupon', coupon),
      short: t.rich('couponShort', coupon),
    },
    {
      key: 'freeShipping',
      href: localePath(locale, '/frete-entrega'),
      text: t('freeShipping', freeShipping),
      short: t('freeShippingShort', freeShipping),
    },
  ];

  const isRotating = !isPaused && !isHeld;
  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % 2), TIMINGS.promoRotationMs);
    return () => clearInterval(timer);
  }, [isRotating]);

  return (
    <div className="mx-auto flex h-9 max-w-page items-center gap-2 px-4 text-xs text-ink">
      <section
        aria-label={t('label')}
        className="relative h-full min-w-0 flex-1"
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
        }}
      >
        <ul>
          {promotions.map((promotion, index) => (
            <li
              key={promotion.key}
              className={clsx(
                'absolute inset-0 flex items-center justify-center transition-[opacity,visibility] duration-500 motion-reduce:transition-none md:justify-start',
                index === active ? 'visible opacity-100' : 'invisible opacity-0',
              )}
            >
              <Link href={promotion.href} className="truncate hover:underline" prefetch={false}>
                <span className="lg:hidden">{promotion.short}</span>
                <span className="hidden lg:inline">{promotion.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <button
        type="button"
        onClick={() => setPaused((paused) => !paused)}
        aria-label={isPaused ? t('resume') : t('pause')}
        className="flex size-7 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
      >
        {isPaused ? <Play aria-hidden size={14} /> : <Pause aria-hidden size={14} />}
      </button>
      {aside}
    </div>
  );
}
