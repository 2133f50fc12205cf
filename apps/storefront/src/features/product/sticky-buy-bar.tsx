'use client';

import { clsx } from 'clsx';
import { ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * The product's name, price and a buy button pinned to the bottom of the screen (above the
 * phone's bottom bar) once the buy box's own button has scrolled away above. It is fixed, so
 * its arrival moves nothing on the page (no layout shift), and the page keeps room for it at its
 * end (`pb-*` on the product page), so the last lines are never hidden under it. Its button
 * scrolls back to the buy box and presses the real add-to-cart button: one buying path, with
 * its checks (a variant still to choose shows its hint there).
 */
export function StickyBuyBar({
  targetId,
  name,
  price,
  pix,
  label,
  regionLabel,
}: {
  /** The element wrapping the buy box's add-to-cart button. */
  targetId: string;
  name: string;
  /** Already formatted by the server in the page's locale. */
  price: string;
  pix: string;
  label: string;
  regionLabel: string;
}) {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => {
      // Shown only once the button is above the screen, not while it is still below it.
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  const buy = () => {
    const target = document.getElementById(targetId);
    target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const button = target?.querySelector<HTMLButtonElement>('button[data-add-to-cart]');
    if (button && !button.disabled) button.click();
    else button?.focus({ preventScroll: true });
  };

  return (
    <section
      aria-label={regionLabel}
      hidden={!isShown}
      className={clsx(
        'fixed inset-x-0 bottom-16 z-20 border-t border-line bg-surface/95 shadow-overlay backdrop-blur md:bottom-0',
        'pb-[env(safe-area-inset-bottom)] md:pb-0',
      )}
    >
      <div className="mx-auto flex max-w-page items-center gap-3 px-4 py-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm text-ink">{name}</p>
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="tabular font-bold text-ink">{price}</span>
            <span className="tabular text-xs font-semibold text-success">{pix}</span>
          </p>
        </div>
        <button
          type="button"
          onClick={buy}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded bg-primary-strong px-4 font-semibold text-white hover:bg-primary-hover"
        >
          <ShoppingCart aria-hidden="true" size={18} />
          {label}
        </button>
      </div>
    </section>
  );
}
