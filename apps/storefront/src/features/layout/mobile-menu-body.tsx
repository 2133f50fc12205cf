'use client';

import { clsx } from 'clsx';
import { ChevronDown, MessageCircle, Phone, UserRound } from 'lucide-react';
import Link from 'next/link';
import { type ReactNode, useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { useIsLoggedIn } from '../../lib/session';
import { site } from '../../lib/site';
import { closeOverlay, openOverlay } from '../../lib/ui-store';
import type { MenuCategory } from './menu-categories';

const closeMenu = () => closeOverlay('menu');

/**
 * The slide-in menu's content (mobile-menu.tsx): account, the category tree, language and
 * currency, and the customer service contacts. Loaded when the browser is idle or when the menu
 * first opens, so pages do not carry it in their first-load JavaScript.
 */
export interface MobileMenuProps {
  departments: MenuCategory[];
  locale: LocaleCode;
  preferences: ReactNode;
}

export function MobileMenuBody({ departments, locale, preferences }: MobileMenuProps) {
  const t = useTranslations('layout');
  const { isLoggedIn } = useIsLoggedIn();
  return (
    <div className="-mx-4 -mt-4 flex flex-col">
      <div className="border-b border-line bg-surface-muted px-4 py-3">
        {isLoggedIn ? (
          <Link
            href={localePath(locale, '/customer/my-profile')}
            onClick={closeMenu}
            className="flex min-h-11 items-center gap-2 font-semibold text-ink"
          >
            <UserRound aria-hidden size={22} />
            {t('header.account')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => openOverlay('login')}
            className="flex min-h-11 w-full items-center gap-2 font-semibold text-ink"
          >
            <UserRound aria-hidden size={22} />
            {t('header.loginOrRegister')}
          </button>
        )}
      </div>
      {departments.length > 0 && (
        <nav aria-label={t('menu.departments')} className="px-2 py-3">
          <h3 className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">
            {t('menu.departments')}
          </h3>
          <ul>
            {departments.map((department) => (
              <MenuBranch key={department.uid} category={department} locale={locale} depth={0} />
            ))}
          </ul>
        </nav>
      )}
      {preferences && (
        <MenuSection id="menu-preferences" title={t('menu.preferences')} headingClassName="pb-3">
          {preferences}
        </MenuSection>
      )}
      <MenuSection id="menu-service" title={t('menu.service')} headingClassName="pb-2">
        <ul className="space-y-1 text-sm">
          <li>
            <a href={site.contact.phone.href} className="flex min-h-11 items-center gap-2 text-ink">
              <Phone aria-hidden size={18} />
              {site.contact.phone.label}
            </a>
          </li>
          <li>
            <a
              href={site.contact.whatsapp.chat.href}
              target="_blank"
              rel="noopener"
              className="flex min-h-11 items-center gap-2 text-ink"
            >
              <MessageCircle aria-hidden size={18} />
              {t('footer.whatsappChat')}: {site.contact.whatsapp.chat.label}
            </a>
          </li>
        </ul>
      </MenuSection>
    </div>
  );
}

/** A titled part of the menu below the category tree (preferences, customer service). */
function MenuSection({
  id,
  title,
  headingClassName,
  children,
}: {
  id: string;
  title: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-line px-4 py-4">
      <h3
        id={id}
        className={clsx(headingClassName, 'text-xs font-semibold uppercase tracking-wide text-ink-muted')}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One category of the menu tree, with a toggle for its sub-categories. */
function MenuBranch({
  category,
  locale,
  depth,
}: {
  category: MenuCategory;
  locale: LocaleCode;
  depth: number;
}) {
  const t = useTranslations('layout.nav');
  const [isExpanded, setExpanded] = useState(false);
  const childrenId = useId();
  const hasChildren = category.children.length > 0;
  return (
    <li>
      <div className="flex items-center">
        <Link
          href={localePath(locale, category.path)}
          prefetch={false}
          onClick={closeMenu}
          className={clsx(
            'flex min-h-11 flex-1 items-center rounded px-2 hover:bg-surface-muted',
            depth === 0 ? 'font-semibold text-ink' : 'text-sm text-ink',
          )}
          style={{ paddingLeft: `${0.5 + depth * 1}rem` }}
        >
          {category.name}
        </Link>
        {hasChildren && (
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={childrenId}
            aria-label={t('subcategoriesOf', { name: category.name })}
            onClick={() => setExpanded((expanded) => !expanded)}
            className="flex size-11 items-center justify-center rounded text-ink-muted hover:bg-surface-muted"
          >
            <ChevronDown
              aria-hidden
              size={18}
              className={clsx(
                'transition-transform motion-reduce:transition-none',
                isExpanded && 'rotate-180',
              )}
            />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={childrenId} hidden={!isExpanded}>
          {category.children.map((child) => (
            <MenuBranch key={child.uid} category={child} locale={locale} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}
