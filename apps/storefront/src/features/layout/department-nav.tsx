'use client';

import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import Link from 'next/link';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { useIdlePrefetch } from '../../lib/behaviour/idle-prefetch';
import { type LocaleCode, localePath } from '../../lib/locales';
import type { MenuCategory } from './menu-categories';

/**
 * The department bar under the header on tablets and desktops (spec §2): one link per department
 * and a drop-down with its sub-categories, opened by hover or by the chevron button (keyboard,
 * touch). Escape closes it. Department pages are prefetched once the browser is idle (spec §9).
 * A drop-down's links are rendered the first time it opens, then kept: every page would otherwise
 * parse and hydrate the whole category tree (about 150 elements) before its first paint, and the
 * same links are on the department pages and in the sitemap.
 */
export function DepartmentNav({ departments, locale }: { departments: MenuCategory[]; locale: LocaleCode }) {
  const t = useTranslations('layout.nav');
  const [openUid, setOpenUid] = useState<string | null>(null);
  const hrefs = useMemo(
    () => departments.map((department) => localePath(locale, department.path)),
    [departments, locale],
  );
  useIdlePrefetch(hrefs);
  if (departments.length === 0) return null;
  return (
    <nav aria-label={t('label')} className="relative hidden border-t border-line md:block">
      <ul className="mx-auto flex h-11 max-w-page items-stretch gap-1 px-2">
        {departments.map((department) => (
          <DepartmentItem
            key={department.uid}
            department={department}
            locale={locale}
            isOpen={openUid === department.uid}
            onOpenChange={(open) =>
              setOpenUid((current) => (open ? department.uid : current === department.uid ? null : current))
            }
          />
        ))}
      </ul>
    </nav>
  );
}

function DepartmentItem({
  department,
  locale,
  isOpen,
  onOpenChange,
}: {
  department: MenuCategory;
  locale: LocaleCode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('layout.nav');
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasChildren = department.children.length > 0;
  const [hasOpened, setHasOpened] = useState(false);
  if (isOpen && !hasOpened) setHasOpened(true);
  // Opened by the pointer coming over the item: the click that follows on the chevron (a mouse
  // click, or a tap, whose emulated hover came first) keeps it open instead of closing it at once.
  const openedByHover = useRef(false);
  const close = () => {
    openedByHover.current = false;
    onOpenChange(false);
  };
  return (
    <li
      className="flex items-stretch"
      onMouseEnter={() => {
        if (!hasChildren) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onMouseLeave={close}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          close();
          toggleRef.current?.focus();
        }
      }}
    >
      <Link
        href={localePath(locale, department.path)}
        prefetch={false}
        onClick={close}
        className={clsx(
          'flex items-center border-b-2 px-3 text-sm font-semibold hover:text-primary-strong',
          isOpen ? 'border-primary text-primary-strong' : 'border-transparent text-ink',
        )}
      >
        {department.name}
      </Link>
      {hasChildren && (
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={t('subcategoriesOf', { name: department.name })}
          onClick={() => {
            const keepOpen = openedByHover.current;
            openedByHover.current = false;
            onOpenChange(keepOpen || !isOpen);
          }}
          className="-ml-2 flex w-7 items-center justify-center text-ink-muted hover:text-primary-strong"
        >
          <ChevronDown
            aria-hidden
            size={16}
            className={clsx('transition-transform motion-reduce:transition-none', isOpen && 'rotate-180')}
          />
        </button>
      )}
      {hasChildren && (
        <div
          id={panelId}
          hidden={!isOpen}
          className="absolute inset-x-0 top-full z-10 border-y border-line bg-surface shadow-overlay"
        >
          {hasOpened && (
            <>
              <div className="mx-auto grid max-w-page grid-cols-3 gap-x-8 gap-y-6 px-6 py-6 lg:grid-cols-4 xl:grid-cols-5">
                {department.children.map((category) => (
                  <div key={category.uid}>
                    <Link
                      href={localePath(locale, category.path)}
                      prefetch={false}
                      onClick={close}
                      className="text-sm font-semibold text-ink hover:text-primary-strong hover:underline"
                    >
                      {category.name}
                    </Link>
                    {category.children.length > 0 && (
                      <ul className="mt-2 space-y-1.5">
                        {category.children.map((child) => (
                          <li key={child.uid}>
                            <Link
                              href={localePath(locale, child.path)}
                              prefetch={false}
                              onClick={close}
                              className="text-sm text-ink-muted hover:text-primary-strong hover:underline"
                            >
                              {child.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
              </div>
              <div className="mx-auto max-w-page px-6 pb-5">
                <Link
                  href={localePath(locale, department.path)}
                  prefetch={false}
                  onClick={close}
                  className="text-sm font-semibold text-primary-strong hover:underline"
                >
                  {t('seeAll', { name: department.name })} →
                </Link>
              </div>
            </>
          )}
        </div>
      )}
    </li>
  );
}
