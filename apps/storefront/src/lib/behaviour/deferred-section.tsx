'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LOAD_WHEN_VISIBLE_MARGIN } from './timings';

/**
 * A section that is not in the page's first response: rendered on the server by `load` (a server
 * function) when it comes within 200 px of the viewport, its own request. The placeholder keeps
 * its space meanwhile (give it the section's size: nothing shifts when it arrives). Content only
 * search engines need stays reachable through plain links (the sections' categories, the sitemap).
 */
export function DeferredSection({
  load,
  placeholder,
}: {
  load: () => Promise<ReactNode>;
  placeholder: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [content, setContent] = useState<{ node: ReactNode } | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const fetchIt = () =>
      load().then(
        (node) => {
          if (!cancelled) setContent({ node });
        },
        (error: unknown) => {
          // The rest of the page stands without it.
          console.error('a section of the page could not be loaded', error);
          if (!cancelled) setContent({ node: null });
        },
      );
    if (typeof IntersectionObserver === 'undefined') {
      void fetchIt();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void fetchIt();
      },
      { rootMargin: LOAD_WHEN_VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [load]);
  return <div ref={ref}>{content ? content.node : placeholder}</div>;
}
