'use client';

import { SlidersHorizontal } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useOverlay } from '../../lib/ui-store';
import { Dialog } from '../../ui/dialog';

const triggerClass =
  'inline-flex items-center gap-2 rounded border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink hover:border-primary-strong lg:hidden';

/**
 * The phone's filter button ("Filtrar", rules §2 overlays): opens the filter drawer. Before the page is
 * hydrated (or without JavaScript) it is a link to the sidebar, which shows itself as :target.
 */
export function FilterDrawerButton({
  sidebarId,
  label,
  activeCount,
}: {
  sidebarId: string;
  label: string;
  activeCount: number;
}) {
  const { open } = useOverlay('filter');
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const content = (
    <>
      <SlidersHorizontal aria-hidden="true" size={18} />
      {label}
      {activeCount > 0 && (
        <span className="tabular rounded-full bg-primary-strong px-2 text-xs leading-5 text-white">
          {activeCount}
        </span>
      )}
    </>
  );
  return hydrated ? (
    <button type="button" aria-haspopup="dialog" onClick={open} className={triggerClass}>
      {content}
    </button>
  ) : (
    <a href={`#${sidebarId}`} className={triggerClass}>
      {content}
    </a>
  );
}

interface FilterSidebarProps {
  id: string;
  title: string;
  closeLabel: string;
  /** "Ver 12 produtos": closes the drawer onto the already updated listing. */
  showLabel: string;
  /** The facets: rendered once, in the sidebar, or in the drawer while it is open. */
  children: ReactNode;
}

/**
 * The facet sidebar, which is also the phone's filter drawer: while the drawer is open the same
 * facets render inside it instead of the (then hidden) sidebar, so the page carries them once.
 * Every change applies at once (the listing behind updates), so the drawer can stay open while
 * the shopper ticks several options.
 */
export function FilterSidebar({ id, title, closeLabel, showLabel, children }: FilterSidebarProps) {
  // The UI store keeps one overlay open at a time (opening the cart closes the filters).
  const { isOpen, close } = useOverlay('filter');
  // Ticking facets only changes the query, so the drawer stays open over the updated listing;
  // following a sub-category link leads to another page, where it starts closed.
  const pathname = usePathname();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current !== pathname) {
      shownOn.current = pathname;
      close();
    }
  }, [pathname, close]);
  const headingId = `${id}-heading`;
  return (
    <>
      <aside id={id} aria-labelledby={headingId} className="mb-6 hidden scroll-mt-24 target:block lg:block">
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {!isOpen && children}
      </aside>
      <Dialog
        open={isOpen}
        onClose={close}
        title={title}
        closeLabel={closeLabel}
        variant="drawer-left"
        // Full height on every phone browser (the drawer variant's own classes live outside src/,
        // where Tailwind does not look yet).
        className="m-0 h-dvh max-h-none backdrop:bg-ink/50"
      >
        {isOpen && (
          <div className="flex flex-col gap-6">
            {children}
            <div className="sticky bottom-0 -mx-4 -mb-4 border-t border-line bg-surface p-4">
              <button
                type="button"
                onClick={close}
                className="w-full rounded bg-primary-strong px-4 py-3 font-semibold text-white hover:bg-primary-hover"
              >
                {showLabel}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
