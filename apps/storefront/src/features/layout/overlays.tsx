'use client';

import { Mail } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { useOverlay } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { LoginModal } from '../account/login-modal';
import { SessionState } from '../account/session-state';
import { CartDrawer } from '../cart/cart-drawer';
import { WishlistDrawer } from '../wishlist/wishlist-drawer';

/**
 * The chrome's drawers and modals (spec §2): cart sidebar, wishlist sidebar, login modal,
 * newsletter modal, and the session state the server read from the token cookie (spec §4).
 */
export function ChromeOverlays({ locale, isLoggedIn }: { locale: LocaleCode; isLoggedIn: boolean }) {
  return (
    <>
      <CartDrawer />
      <WishlistDrawer />
      <LoginModal />
      <SessionState isLoggedIn={isLoggedIn} />
      <NewsletterModal locale={locale} />
    </>
  );
}

function PanelMessage({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 px-2 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-tint text-primary-strong">
        {icon}
      </span>
      {children}
    </div>
  );
}

function NewsletterModal({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('layout.overlays');
  const { isOpen, close } = useOverlay('newsletter');
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={t('newsletter.title')}
      closeLabel={t('close')}
      variant="modal"
    >
      <PanelMessage icon={<Mail aria-hidden size={28} />}>
        <p className="text-ink-muted">{t('newsletter.text')}</p>
        <Link
          href={localePath(locale, '/customer/my-newsletter')}
          onClick={close}
          className={buttonClasses('primary', 'w-full')}
        >
          {t('newsletter.go')}
        </Link>
      </PanelMessage>
    </Dialog>
  );
}
