'use client';

import { clsx } from 'clsx';
import { Heart, House, Menu, ShoppingCart, UserRound } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { stripLocalePrefix } from '../../lib/preferences';
import { useIsLoggedIn } from '../../lib/session';
import { type Overlay, openOverlay, useUiStore } from '../../lib/ui-store';
import { CountBadge } from '../../ui/count-badge';
import { useCartCount } from '../cart';
import { useWishlistCount } from '../wishlist';

const itemClass =
  'relative flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-xs text-ink-muted hover:text-primary-strong';

/** The phone bottom bar (rules §2): home, menu, wishlist (logged in only), account or login, cart. */
export function BottomBar({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('layout');
  const { isLoggedIn } = useIsLoggedIn();
  const overlay = useUiStore((state) => state.overlay);
  // Rules §7: the header loads the wishlist count (items_count summed); 0 for guests.
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  const isHome = stripLocalePrefix(usePathname()) === '/';
  // Each item has its final width from the start (a quarter, or a fifth with the wishlist): the
  // browser may paint while it is still reading the bar's HTML, and items sharing the width as
  // they arrive would slide sideways (a layout shift).
  const slot = clsx('flex shrink-0', isLoggedIn ? 'w-1/5' : 'w-1/4');
  const overlayButton = (name: Overlay, label: string, icon: ReactNode, count = 0) => (
    <li className={slot}>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={overlay === name}
        onClick={() => openOverlay(name)}
        className={clsx(itemClass, overlay === name && 'text-primary-strong')}
      >
        <span className="relative">
          {icon}
          <CountBadge count={count} />
        </span>
        <span>{label}</span>
      </button>
    </li>
  );
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex h-16 items-stretch">
        <li className={slot}>
          <Link
            href={localePath(locale, '/')}
            aria-current={isHome ? 'page' : undefined}
            className={clsx(itemClass, isHome && 'text-primary-strong')}
          >
            <House aria-hidden size={22} />
            <span>{t('bottomBar.home')}</span>
          </Link>
        </li>
        {overlayButton('menu', t('bottomBar.menu'), <Menu aria-hidden size={22} />)}
        {isLoggedIn &&
          overlayButton('wishlist', t('bottomBar.wishlist'), <Heart aria-hidden size={22} />, wishlistCount)}
        {isLoggedIn ? (
          <li className={slot}>
            <Link href={localePath(locale, '/customer/my-profile')} className={itemClass}>
              <UserRound aria-hidden size={22} />
              <span>{t('bottomBar.account')}</span>
            </Link>
          </li>
        ) : (
          overlayButton('login', t('bottomBar.login'), <UserRound aria-hidden size={22} />)
        )}
        {overlayButton('cart', t('bottomBar.cart'), <ShoppingCart aria-hidden size={22} />, cartCount)}
      </ul>
    </nav>
  );
}
