'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'use-intl/react';
import { useOverlay } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';

// The drawer's contents (lines, coupon, totals and the cart mutations) load when it first opens,
// so they stay out of every page's first-load JavaScript.
const CartPanel = dynamic(() => import('./cart-panel').then((module) => module.CartPanel), {
  ssr: false,
  loading: () => <CartPanelLoading />,
});

function CartPanelLoading() {
  const t = useTranslations('cart');
  return (
    <p role="status" className="py-8 text-center text-sm text-ink-muted">
      {t('loading')}
    </p>
  );
}

/** The mini-cart (rules §2 cart sidebar): the cart panel in a drawer from the right. */
export function CartDrawer() {
  const t = useTranslations('cart');
  const { isOpen, close } = useOverlay('cart');
  return (
    <Dialog open={isOpen} onClose={close} title={t('title')} closeLabel={t('close')} variant="drawer-right">
      {isOpen && <CartPanel variant="drawer" onNavigate={close} />}
    </Dialog>
  );
}
