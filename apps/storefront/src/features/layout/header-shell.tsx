'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { COMPACT_HEADER_SCROLL_PX } from '../../lib/behaviour/timings';
import { useScrolledPast } from '../../lib/behaviour/use-scrolled-past';

/**
 * The fixed header and the space it takes at the top of the page. After 10 px of scroll the
 * header turns compact (rules §2): the promo bar folds away and the rows get shorter. The spacer
 * keeps the full height, so the page never jumps when the header changes size.
 * Children style their compact state with `group-data-[compact=true]/header:`.
 */
export function HeaderShell({ promo, children }: { promo: ReactNode; children: ReactNode }) {
  const isCompact = useScrolledPast(COMPACT_HEADER_SCROLL_PX);
  return (
    <>
      <header
        data-compact={isCompact}
        className={clsx(
          'group/header fixed inset-x-0 top-0 z-30 border-b border-line bg-surface transition-shadow',
          isCompact && 'shadow-overlay',
        )}
      >
        <div
          inert={isCompact}
          className={clsx(
            'overflow-hidden bg-primary-tint transition-[height,visibility] duration-200 motion-reduce:transition-none',
            isCompact ? 'invisible h-0' : 'h-9',
          )}
        >
          {promo}
        </div>
        {children}
      </header>
      <div aria-hidden className="h-[93px] shrink-0 md:h-[154px]" />
    </>
  );
}
