'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LOAD_WHEN_VISIBLE_MARGIN } from './timings';

export interface LoadWhenVisibleProps {
  children: ReactNode;
  /**
   * Shown until the content comes within 200 px of the viewport (rules §2); give it the size of the
   * real content so nothing shifts when it arrives (a skeleton).
   */
  placeholder?: ReactNode;
  /** Minimum height of the empty slot when there is no placeholder, e.g. '320px'. */
  minHeight?: string;
  className?: string;
}

/**
 * Renders its children only once they come within 200 px of the viewport: below-the-fold
 * carousels, reviews, maps. Browsers without IntersectionObserver render them at once.
 * Content that search engines must see belongs outside this wrapper (it is not in the HTML).
 */
export function LoadWhenVisible({ children, placeholder, minHeight, className }: LoadWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isVisible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_WHEN_VISIBLE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible]);
  return (
    <div ref={ref} className={className} style={isVisible || placeholder ? undefined : { minHeight }}>
      {isVisible ? children : placeholder}
    </div>
  );
}
