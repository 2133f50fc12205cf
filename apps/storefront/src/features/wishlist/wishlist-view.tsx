'use client';

import { clsx } from 'clsx';
import { LayoutGrid, List } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { WishlistList } from './wishlist-list';
import { useWishlist } from './wishlist-state';

/** My Account's wishlist (rules §2 my-wishlist): the items in a grid or a list (default grid). */
export function WishlistView() {
  const t = useTranslations('wishlist');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const { wishlist, isLoggedIn } = useWishlist();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4 border-b border-line pb-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {isLoggedIn ? t('count', { count: wishlist.count }) : null}
        </p>
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{t('view.label')}</legend>
          {(
            [
              ['grid', LayoutGrid],
              ['list', List],
            ] as const
          ).map(([value, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={layout === value}
              aria-label={t(`view.${value}`)}
              title={t(`view.${value}`)}
              onClick={() => setLayout(value)}
              className={clsx(
                'inline-flex size-10 items-center justify-center rounded border',
                layout === value
                  ? 'border-primary-strong bg-primary-tint text-primary-strong'
                  : 'border-line text-ink-muted hover:text-ink',
              )}
            >
              <Icon aria-hidden size={18} />
            </button>
          ))}
        </fieldset>
      </div>
      <WishlistList layout={layout} />
    </div>
  );
}
