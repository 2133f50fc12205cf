'use client';

import { Heart, Mail, UserRound } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { openOverlay, useOverlay } from '../../lib/ui-store';
import { buttonClasses } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { CartDrawer } from '../cart/cart-drawer';

/**
 * The chrome's drawers and modals (spec §2): cart sidebar, wishlist sidebar, login modal,
 * newsletter modal. The cart drawer is the cart feature's (issue 4); the other panels belong to
 * the account issue (5) and until then say what they are for and where to go. No fake forms.
 */
export function ChromeOverlays({ locale, isLoggedIn }: { locale: LocaleCode; isLoggedIn: boolean }) {
  return (
    <>
      <CartDrawer />
      <WishlistDrawer locale={locale} isLoggedIn={isLoggedIn} />
      <LoginModal locale={locale} />
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

function WishlistDrawer({ locale, isLoggedIn }: { locale: LocaleCode; isLoggedIn: boolean }) {
  const t = useTranslations('layout.overlays');
  const { isOpen, close } = useOverlay('wishlist');
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      title={t('wishlist.title')}
      closeLabel={t('close')}
      variant="drawer-right"
    >
      <PanelMessage icon={<Heart aria-hidden size={28} />}>
        {isLoggedIn ? (
          <>
            <p className="text-ink-muted">{t('wishlist.member')}</p>
            <Link
              href={localePath(locale, '/customer/my-wishlist')}
              onClick={close}
              className={buttonClasses('primary', 'w-full')}
            >
              {t('wishlist.open')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-ink-muted">{t('wishlist.guest')}</p>
            <button
              type="button"
              onClick={() => openOverlay('login')}
              className={buttonClasses('primary', 'w-full')}
            >
              {t('wishlist.login')}
            </button>
          </>
        )}
      </PanelMessage>
    </Dialog>
  );
}

function LoginModal({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('layout.overlays');
  const { isOpen, close } = useOverlay('login');
  return (
    <Dialog open={isOpen} onClose={close} title={t('login.title')} closeLabel={t('close')} variant="modal">
      <PanelMessage icon={<UserRound aria-hidden size={28} />}>
        <p className="text-ink-muted">{t('login.text')}</p>
        <Link
          href={localePath(locale, '/customer')}
          onClick={close}
          className={buttonClasses('primary', 'w-full')}
        >
          {t('login.go')}
        </Link>
      </PanelMessage>
    </Dialog>
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
