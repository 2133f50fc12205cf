'use client';

import Link from 'next/link';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { WishlistList } from './wishlist-list';
import { useWishlist } from './wishlist-state';

/** The wishlist sidebar's contents, loaded when the drawer first opens. */
export function WishlistDrawerPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('wishlist');
  const locale = useStoreLocale();
  const { wishlist, isLoggedIn } = useWishlist();
  return (
    <div className="flex flex-col gap-4">
      {isLoggedIn && wishlist.count > 0 && (
        <p className="text-sm text-ink-muted">{t('count', { count: wishlist.count })}</p>
      )}
      <WishlistList layout="drawer" onNavigate={onNavigate} />
      {isLoggedIn && wishlist.items.length > 0 && (
        <Link
          href={localePath(locale, '/customer/my-wishlist')}
          onClick={onNavigate}
          className={buttonClasses('secondary', 'w-full')}
        >
          {t('openPage')}
        </Link>
      )}
    </div>
  );
}
