'use client';

import { clsx } from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { useScrolledPast } from '../../lib/behaviour/use-scrolled-past';

/** Shown once the shopper has scrolled about a screen down. */
const SHOW_AFTER_PX = 600;

/** Back-to-top button (rules §2), above the WhatsApp shortcut in the bottom-right corner. */
export function BackToTop() {
  const t = useTranslations('layout');
  const isShown = useScrolledPast(SHOW_AFTER_PX);
  return (
    <button
      type="button"
      aria-label={t('backToTop')}
      onClick={() => {
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
        // Keyboard users continue from the top of the page, not from a button that disappears.
        document.getElementById('site-logo')?.focus({ preventScroll: true });
      }}
      className={clsx(
        isShown ? 'flex' : 'hidden',
        'fixed bottom-[8.5rem] right-4 z-20 size-11 items-center justify-center rounded-full border border-line',
        'bg-surface text-ink shadow-overlay hover:text-primary-strong md:bottom-24 md:right-6',
      )}
    >
      <ArrowUp aria-hidden size={20} />
    </button>
  );
}
