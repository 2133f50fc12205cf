'use client';

import { Heart } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { useStoreLocale } from '../../lib/store-locale';
import { openOverlay } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';
import { useWishlistItemActions } from './use-wishlist-actions';
import { WishlistItem } from './wishlist-item';
import { useWishlist } from './wishlist-state';

/** What the drawer and My Account show: guest prompt, skeleton, error, empty state or the items. */
export function WishlistList({
  layout,
  onNavigate,
}: {
  layout: 'drawer' | 'grid' | 'list';
  onNavigate?: (() => void) | undefined;
}) {
  const t = useTranslations('wishlist');
  const locale = useStoreLocale();
  const { wishlist, isLoggedIn, isLoading, error } = useWishlist();
  const { move, remove, pending } = useWishlistItemActions();

  if (!isLoggedIn) {
    return (
      <Prompt text={t('guest.text')}>
        <button
          type="button"
          onClick={() => openOverlay('login')}
          className={buttonClasses('primary', 'w-full')}
        >
          {t('guest.login')}
        </button>
      </Prompt>
    );
  }
  if (isLoading) {
    return (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
        {[0, 1].map((row) => (
          <div key={row} className="flex animate-pulse gap-3 border-b border-line py-4">
            <span className="h-28 w-20 shrink-0 rounded bg-surface-muted" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-4 w-3/4 rounded bg-surface-muted" />
              <span className="h-4 w-1/3 rounded bg-surface-muted" />
              <span className="h-10 w-40 rounded bg-surface-muted" />
            </span>
          </div>
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="py-8 text-center text-sm text-danger">
        {t('loadFailed')}
      </p>
    );
  }
  if (wishlist.items.length === 0) {
    return (
      <Prompt title={t('empty.title')} text={t('empty.text')}>
        {layout === 'drawer' ? (
          <button type="button" onClick={onNavigate} className={buttonClasses('primary', 'w-full')}>
            {t('empty.continue')}
          </button>
        ) : (
          <Link href={localePath(locale, '/')} className={buttonClasses('primary', 'w-full sm:w-auto')}>
            {t('empty.continue')}
          </Link>
        )}
      </Prompt>
    );
  }
  const listClass =
    layout === 'grid'
      ? 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4'
      : layout === 'list'
        ? 'flex flex-col gap-3'
        : 'flex flex-col';
  return (
    <ul aria-label={t('item.label')} className={listClass}>
      {wishlist.items.map((item) => (
        <WishlistItem
          key={item.id}
          item={item}
          layout={layout}
          onNavigate={onNavigate}
          pending={pending?.id === item.id ? pending.action : undefined}
          onMove={() => void move(item)}
          onRemove={() => void remove(item)}
        />
      ))}
    </ul>
  );
}

function Prompt({ title, text, children }: { title?: string; text: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 px-2 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-tint text-primary-strong">
        <Heart aria-hidden size={28} />
      </span>
      {title && <p className="text-lg font-semibold">{title}</p>}
      <p className="max-w-md text-sm text-ink-muted">{text}</p>
      {children}
    </div>
  );
}
