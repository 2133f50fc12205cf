'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { TIMINGS } from './timings';

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
  language: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes a page-view event to `window.dataLayer` 250 ms after each route change (rules §2), so the
 * new page's title is in place. Analytics tags read the data layer; none is required here.
 * Render it inside <Suspense> (it reads the search params).
 */
export function PageViewTracker({ language }: { language: string }) {
  const route = `${usePathname()}?${useSearchParams().toString()}`;
  // A new key per route mounts a new effect, which schedules that route's event.
  return <RoutePageView key={route} language={language} />;
}

function RoutePageView({ language }: { language: string }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      // The browser's own URL keeps the public (prefix-free) path of the default locale.
      const event: PageViewEvent = {
        event: 'page_view',
        page_path: `${window.location.pathname}${window.location.search}`,
        page_location: window.location.href,
        page_title: document.title,
        language,
      };
      window.dataLayer ??= [];
      window.dataLayer.push(event);
    }, TIMINGS.pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [language]);
  return null;
}
