'use client';

import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `offsetPx` down. An IntersectionObserver watches a
 * 1 px marker placed `offsetPx` below the top of the document: the answer comes after the
 * browser's own layout, and only when the marker crosses the top of the window. A scroll listener
 * reading `window.scrollY` would run on every scroll event and, on mount, force a layout in the
 * middle of hydration.
 */
export function useScrolledPast(offsetPx: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') {
      // Browsers without it (as in LoadWhenVisible) follow the scroll events instead.
      const update = () => setPast(window.scrollY > offsetPx);
      update();
      window.addEventListener('scroll', update, { passive: true });
      return () => window.removeEventListener('scroll', update);
    }
    const marker = document.createElement('div');
    marker.setAttribute('aria-hidden', 'true');
    marker.style.cssText = `position:absolute;top:${offsetPx}px;left:0;width:1px;height:1px;pointer-events:none`;
    document.body.append(marker);
    const observer = new IntersectionObserver(([entry]) => {
      // Out of view above the window's top edge: scrolled past it (not merely a short window).
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [offsetPx]);
  return isPast;
}
