'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/**
 * A horizontally scrolling list (swipe on phones, snap to items) with previous/next buttons on
 * larger screens. The items are server-rendered; this only scrolls them.
 */
export function ScrollRow({
  listId,
  previousLabel,
  nextLabel,
  children,
}: {
  listId: string;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // Both buttons stay disabled until the list is measured in the browser (they need JavaScript).
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({
      atStart: list.scrollLeft <= 1,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [update]);

  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  const buttonClass =
    'absolute top-1/3 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-overlay hover:text-primary-strong disabled:invisible md:flex';

  return (
    <div className="relative">
      <button
        type="button"
        className={`${buttonClass} -left-3`}
        aria-controls={listId}
        aria-label={previousLabel}
        disabled={edges.atStart}
        onClick={() => scrollBy(-1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ul
        id={listId}
        ref={listRef}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-3 [scrollbar-width:thin]"
      >
        {children}
      </ul>
      <button
        type="button"
        className={`${buttonClass} -right-3`}
        aria-controls={listId}
        aria-label={nextLabel}
        disabled={edges.atEnd}
        onClick={() => scrollBy(1)}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
