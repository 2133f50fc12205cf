'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'use-intl/react';
import { useDevice } from '../../lib/behaviour/device';
import { type LocaleCode, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import type { MenuCategory } from './menu-categories';

/**
 * The department bar's drop-downs (department-nav.tsx renders the bar itself on the server). Only
 * on tablets and desktops: on a phone the bar is hidden and this renders nothing at all.
 */
export function DepartmentMenus({
  departments,
  locale,
}: {
  departments: MenuCategory[];
  locale: LocaleCode;
}) {
  const device = useDevice();
  if (!device || device.isMobile) return null;
  return <DesktopMenus departments={departments} locale={locale} />;
}

interface Item {
  uid: string;
  element: HTMLLIElement;
  toggle: HTMLButtonElement | null;
  panel: HTMLElement | null;
}

function DesktopMenus({ departments, locale }: { departments: MenuCategory[]; locale: LocaleCode }) {
  const markerRef = useRef<HTMLSpanElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [openUid, setOpenUid] = useState<string | null>(null);
  // A drop-down's links are rendered the first time it opens, then kept.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const nav = markerRef.current?.closest('nav');
    if (!nav) return;
    const found = [...nav.querySelectorAll<HTMLLIElement>('li[data-department]')].map((element) => ({
      uid: element.dataset.department ?? '',
      element,
      toggle: element.querySelector<HTMLButtonElement>('[data-department-toggle]'),
      panel: element.querySelector<HTMLElement>('[data-department-panel]'),
    }));
    setItems(found);
    let current: string | null = null;
    // Opened by the pointer coming over the item: the click that follows on the chevron (a mouse
    // click, or a tap, whose emulated hover came first) keeps it open instead of closing it at once.
    let openedByHover = false;
    const set = (uid: string | null) => {
      current = uid;
      setOpenUid(uid);
      if (uid) setOpened((seen) => (seen.has(uid) ? seen : new Set(seen).add(uid)));
    };
    const close = (uid: string) => {
      openedByHover = false;
      if (current === uid) set(null);
    };
    const cleanups = found.map(({ uid, element, toggle }) => {
      const listeners: [string, EventListener][] = [
        [
          'mouseenter',
          () => {
            if (!toggle) return;
            openedByHover = true;
            set(uid);
          },
        ],
        ['mouseleave', () => close(uid)],
        [
          'focusout',
          (event) => {
            if (!element.contains((event as FocusEvent).relatedTarget as Node | null)) close(uid);
          },
        ],
        [
          'keydown',
          (event) => {
            if ((event as KeyboardEvent).key === 'Escape' && current === uid) {
              close(uid);
              toggle?.focus();
            }
          },
        ],
        [
          'click',
          (event) => {
            const target = event.target as Element;
            if (toggle?.contains(target)) {
              const keepOpen = openedByHover;
              openedByHover = false;
              set(keepOpen || current !== uid ? uid : null);
            } else if (target.closest('a')) close(uid);
          },
        ],
      ];
      for (const [type, listener] of listeners) element.addEventListener(type, listener);
      return () => {
        for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, []);

  // The server-rendered bar shows the state: the open item's marker, chevron and panel.
  useEffect(() => {
    for (const { uid, element, toggle, panel } of items) {
      const isOpen = uid === openUid;
      element.toggleAttribute('data-open', isOpen);
      toggle?.setAttribute('aria-expanded', String(isOpen));
      if (panel) panel.hidden = !isOpen;
    }
  }, [items, openUid]);

  return (
    <>
      <span ref={markerRef} hidden />
      {items.map(({ uid, panel }) => {
        const department = departments.find((d) => d.uid === uid);
        return panel && department && opened.has(uid)
          ? createPortal(<DepartmentLinks department={department} locale={locale} />, panel, uid)
          : null;
      })}
    </>
  );
}

function DepartmentLinks({ department, locale }: { department: MenuCategory; locale: LocaleCode }) {
  const t = useTranslations('layout.nav');
  return (
    <>
      <div className="mx-auto grid max-w-page grid-cols-3 gap-x-8 gap-y-6 px-6 py-6 lg:grid-cols-4 xl:grid-cols-5">
        {department.children.map((category) => (
          <div key={category.uid}>
            <NavLink
              href={localePath(locale, category.path)}
              className="text-sm font-semibold text-ink hover:text-primary-strong hover:underline"
            >
              {category.name}
            </NavLink>
            {category.children.length > 0 && (
              <ul className="mt-2 space-y-1.5">
                {category.children.map((child) => (
                  <li key={child.uid}>
                    <NavLink
                      href={localePath(locale, child.path)}
                      className="text-sm text-ink-muted hover:text-primary-strong hover:underline"
                    >
                      {child.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      <div className="mx-auto max-w-page px-6 pb-5">
        <NavLink
          href={localePath(locale, department.path)}
          className="text-sm font-semibold text-primary-strong hover:underline"
        >
          {t('seeAll', { name: department.name })} →
        </NavLink>
      </div>
    </>
  );
}
