'use client';

import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { stripLocalePrefix } from '../../lib/preferences';
import { useSession, useSessionActions } from '../../lib/session';

const SECTIONS = [
  { key: 'overview', path: '/customer' },
  { key: 'profile', path: '/customer/my-profile' },
  { key: 'addresses', path: '/customer/addresses-details' },
  { key: 'orders', path: '/customer/order-history' },
  { key: 'downloads', path: '/customer/my-downloads' },
  { key: 'wishlist', path: '/customer/my-wishlist' },
  { key: 'reviews', path: '/customer/my-reviews' },
  { key: 'newsletter', path: '/customer/my-newsletter' },
] as const;

/** My Account's menu (rules §2 children) with the greeting and the logout button. */
export function AccountNav({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('account');
  const pathname = stripLocalePrefix(usePathname());
  const { customer } = useSession();
  const { logout } = useSessionActions();
  const [isLeaving, setLeaving] = useState(false);
  const isCurrent = (path: string) =>
    path === '/customer' ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <nav aria-label={t('nav.title')} className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-ink-muted">
        {customer?.firstname ? t('session.greeting', { name: customer.firstname }) : t('nav.title')}
      </p>
      <ul className="flex gap-1 overflow-x-auto pb-1 md:flex-col md:overflow-visible md:pb-0">
        {SECTIONS.map((section) => (
          <li key={section.key} className="shrink-0">
            <Link
              href={localePath(locale, section.path)}
              aria-current={isCurrent(section.path) ? 'page' : undefined}
              className={clsx(
                'flex min-h-11 items-center rounded px-3 text-sm',
                isCurrent(section.path)
                  ? 'bg-primary-tint font-semibold text-primary-hover'
                  : 'text-ink hover:bg-surface-muted',
              )}
            >
              {t(`nav.${section.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={isLeaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
        className="flex min-h-11 items-center gap-2 self-start rounded px-3 text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        <LogOut aria-hidden size={18} />
        {t('nav.logout')}
      </button>
    </nav>
  );
}
