'use client';

import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import Link from 'next/link';
import { type ReactNode, useEffect, useState } from 'react';
import { TIMINGS } from '../../lib/behaviour/timings';

export interface Promotion {
  key: string;
  href: string;
  /** The wording for wide screens (1024 px and up). */
  text: ReactNode;
  /**
   * Below 1024 px (phones, and tablets where the switchers share the bar): the short wording keeps
   * the coupon code in view.
   */
  short: ReactNode;
}

/**
 * The promo bar's rotation: the promotions (composed by PromoBar on the server) take turns every
 * 10 s. Rotation stops while the pointer or the keyboard focus is on the bar, and the pause button
 * stops it for good (WCAG 2.2.2). `aside` holds the store and currency switchers on wide screens.
 */
export function PromoRotator({
  promotions,
  label,
  pauseLabel,
  resumeLabel,
  aside,
}: {
  promotions: Promotion[];
  label: string;
  pauseLabel: string;
  resumeLabel: string;
  aside?: ReactNode;
}) {
  const [active, setActive] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [isHeld, setHeld] = useState(false);
  const count = promotions.length;

  const isRotating = !isPaused && !isHeld;
  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setActive((index) => (index + 1) % count), TIMINGS.promoRotationMs);
    return () => clearInterval(timer);
  }, [isRotating, count]);

  return (
    <div className="mx-auto flex h-9 max-w-page items-center gap-2 px-4 text-xs text-ink">
      <section
        aria-label={label}
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
        aria-label={isPaused ? resumeLabel : pauseLabel}
        className="flex size-7 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
      >
        {isPaused ? <Play aria-hidden size={14} /> : <Pause aria-hidden size={14} />}
      </button>
      {aside}
    </div>
  );
}
