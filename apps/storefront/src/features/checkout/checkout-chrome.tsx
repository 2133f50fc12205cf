import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { PageMessages } from '../../lib/page-messages';
import { site } from '../../lib/site';
import { Image } from '../../ui/image';
import { NavLink } from '../../ui/nav-link';
import { Lock, ShoppingCart } from '../../ui/server-icons';
import { ConsentAndAnalytics } from '../engagement';
import { ChromeBehaviour, ChromeOverlays, WhatsAppShortcut } from '../layout';
import { NotificationStack } from '../notifications';

/**
 * The checkout's own frame (no header navigation: nothing leads away from paying): the logo back to the
 * store, a secure-purchase note and the way back to the cart; no menu, search or promo bar.
 * Notifications, overlays (the login modal) and the page behaviours stay.
 */
export function CheckoutChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = translator(locale, 'checkout');
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-page items-center gap-4 px-4">
          <NavLink
            href={localePath(locale, '/')}
            aria-label={t('chrome.homeLabel', { store: site.name })}
            className="shrink-0"
          >
            <Image
              src={site.logo.src}
              alt={site.name}
              width={site.logo.width}
              height={site.logo.height}
              loading="eager"
              unoptimized
              className="h-10 w-auto"
            />
          </NavLink>
          <p className="ml-auto flex items-center gap-1.5 text-sm font-semibold text-success">
            <Lock aria-hidden size={16} />
            {t('chrome.secure')}
          </p>
          <NavLink
            href={localePath(locale, '/cart')}
            className="hidden items-center gap-1.5 rounded text-sm font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline sm:flex"
          >
            <ShoppingCart aria-hidden size={16} />
            {t('chrome.backToCart')}
          </NavLink>
        </div>
      </header>
      <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        <PageMessages locale={locale} parts={['checkout']}>
          {children}
        </PageMessages>
      </main>
      <footer className="border-t border-line bg-surface">
        <p className="mx-auto max-w-page px-4 py-4 text-center text-xs text-ink-muted">
          {t('chrome.rights')}
        </p>
      </footer>
      {/* The chat bubble waits, and on phones the WhatsApp button leaves, while forms are filled. */}
      <span data-quiet-chat hidden />
      <WhatsAppShortcut />
      <ChromeOverlays />
      <NotificationStack />
      <ChromeBehaviour language={locale.iso} />
      <ConsentAndAnalytics />
    </div>
  );
}
