'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'use-intl/react';
import { useOverlay } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';

// The drawer's contents (the list, move to cart and remove) load when it first opens, so they
// stay out of every page's first-load JavaScript.
const WishlistDrawerPanel = dynamic(
  () => import('./wishlist-drawer-panel').then((module) => module.WishlistDrawerPanel),
  { ssr: false, loading: () => <WishlistDrawerLoading /> },
);

function WishlistDrawerLoading() {
  const t = useTranslations('wishlist');
  return (
    <p role="status" className="py-8 text-center text-sm text-ink-muted">
      {t('loading')}
    </p>
  );
}

/**
 * The wishlist sidebar (rules §2): the customer's products with move to cart and remove, and a
 * link to My Account's wishlist; guests are invited to log in.
 */
export function WishlistDrawer() {
  const t = useTranslations('wishlist');
  const { isOpen, close } = useOverlay('wishlist');
  return (
    <Dialog open={isOpen} onClose={close} title={t('title')} closeLabel={t('close')} variant="drawer-right">
      {isOpen && <WishlistDrawerPanel onNavigate={close} />}
    </Dialog>
  );
}
