'use client';

import { clsx } from 'clsx';
import { Heart, Search, ShoppingCart, UserRound, X } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { useIsLoggedIn, useSession } from '../../lib/session';
import { openOverlay, useUiStore } from '../../lib/ui-store';
import { CountBadge } from '../../ui/count-badge';
import { useCartCount } from '../cart';
import { SearchBox } from '../search';
import { useWishlistCount } from '../wishlist';

const iconButton =
  'relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted hover:text-primary-strong';

/**
 * Account, wishlist and cart in the header (rules §2). Phones show only search and cart here;
 * the bottom bar carries the rest. The account icon goes to my-profile when logged in, otherwise
 * it opens the login modal.
 */
export function HeaderActions({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('layout.header');
  const { isLoggedIn } = useIsLoggedIn();
  const overlay = useUiStore((state) => state.overlay);
  // Rules §7: the header loads the wishlist count (items_count summed); 0 for guests.
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  return (
    <div className="flex items-center gap-1 md:gap-2">
      <PhoneSearch locale={locale} />
      {isLoggedIn ? (
        <AccountLink locale={locale} />
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={overlay === 'login'}
          onClick={() => openOverlay('login')}
          className="hidden items-center gap-2 rounded-full px-2 py-2 text-sm font-semibold text-ink hover:text-primary-strong md:flex"
        >
          <UserRound aria-hidden size={24} />
          <span className="hidden lg:inline">{t('loginOrRegister')}</span>
          <span className="sr-only lg:hidden">{t('loginOrRegister')}</span>
        </button>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={overlay === 'wishlist'}
        aria-label={wishlistCount > 0 ? t('wishlistWithCount', { count: wishlistCount }) : t('wishlist')}
        onClick={() => openOverlay('wishlist')}
        className={clsx(iconButton, 'hidden md:flex')}
      >
        <Heart aria-hidden size={24} />
        <CountBadge count={isLoggedIn ? wishlistCount : 0} />
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={overlay === 'cart'}
        aria-label={cartCount > 0 ? t('cartWithCount', { count: cartCount }) : t('cart')}
        onClick={() => openOverlay('cart')}
        className={iconButton}
      >
        <ShoppingCart aria-hidden size={24} />
        <CountBadge count={cartCount} />
      </button>
    </div>
  );
}

/**
 * The account area of a logged-in shopper (rules §2): greets by first name and goes to my-profile.
 * Until the profile has loaded it says "My account".
 */
function AccountLink({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('layout.header');
  const greet = useTranslations('account.session');
  const { customer } = useSession();
  const label = customer?.firstname ? greet('greeting', { name: customer.firstname }) : t('account');
  return (
    <Link
      href={localePath(locale, '/customer/my-profile')}
      className="hidden items-center gap-2 rounded-full px-2 py-2 text-sm font-semibold text-ink hover:text-primary-strong md:flex"
    >
      <UserRound aria-hidden size={24} />
      <span className="hidden max-w-40 truncate lg:inline" data-testid="account-greeting">
        {label}
      </span>
      <span className="sr-only lg:hidden">{label}</span>
    </Link>
  );
}

/** On phones the search field opens under the header from a search icon: the bar has no room for it. */
function PhoneSearch({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('layout.header');
  const [isOpen, setOpen] = useState(false);
  const rowId = useId();
  const rowRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    rowRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && rowRef.current?.contains(document.activeElement)) {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={rowId}
        aria-label={isOpen ? t('closeSearch') : t('search')}
        onClick={() => setOpen((open) => !open)}
        className={clsx(iconButton, 'md:hidden')}
      >
        {isOpen ? <X aria-hidden size={24} /> : <Search aria-hidden size={24} />}
      </button>
      <div
        id={rowId}
        ref={rowRef}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-line bg-surface px-4 py-2 shadow-overlay md:hidden"
      >
        {isOpen && <SearchBox locale={locale} />}
      </div>
    </>
  );
}
