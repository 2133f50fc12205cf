'use client';

import Link from 'next/link';
import { useTranslations } from 'use-intl/react';
import { localePath } from '../../lib/locales';
import { useOverlay } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useStoreLocale } from '../cart/store-locale';
import { WishlistList } from './wishlist-list';
import { useWishlist } from './wishlist-query';

/**
 * The wishlist sidebar (spec §2): the customer's products with move to cart and remove, and a
 * link to My Account's wishlist; guests are invited to log in.
 */
export function WishlistDrawer() {
  const t = useTranslations('wishlist');
  const locale = useStoreLocale();
  const { isOpen, close } = useOverlay('wishlist');
  const { wishlist, isLoggedIn } = useWishlist();
  return (
    <Dialog open={isOpen} onClose={close} title={t('title')} closeLabel={t('close')} variant="drawer-right">
      {isOpen && (
        <div className="flex flex-col gap-4">
          {isLoggedIn && wishlist.count > 0 && (
            <p className="text-sm text-ink-muted">{t('count', { count: wishlist.count })}</p>
          )}
          <WishlistList layout="drawer" onNavigate={close} />
          {isLoggedIn && wishlist.items.length > 0 && (
            <Link
              href={localePath(locale, '/customer/my-wishlist')}
              onClick={close}
              className={buttonClasses('secondary', 'w-full')}
            >
              {t('openPage')}
            </Link>
          )}
        </div>
      )}
    </Dialog>
  );
}
