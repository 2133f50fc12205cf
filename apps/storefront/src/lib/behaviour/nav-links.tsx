'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { KEEP_SCROLL, NAV_LINK_ATTRIBUTE } from '../../ui/nav-link';

const SELECTOR = `a[${NAV_LINK_ATTRIBUTE}]`;

/** The page-relative URL a NavLink goes to, or `undefined` when the browser should follow it itself. */
export function routedHref(anchor: HTMLAnchorElement, location: Location): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return undefined;
  // A jump within the same page is the browser's.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return undefined;
  return url.pathname + url.search + url.hash;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;
}

/**
 * One listener for every NavLink of the page: a plain left click navigates with the client router
 * (as next/link does, without a component per link), and a link's page is prefetched only when the
 * shopper shows interest in it (pointer over it, focus, touch start), never during the load.
 * Clicks that something else already handled (next/link, a modal) are left alone.
 */
export function NavLinks() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const anchor = anchorOf(event.target);
      const href = anchor && routedHref(anchor, window.location);
      if (!href || prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event.target);
      const href = anchor && routedHref(anchor, window.location);
      if (!href) return;
      event.preventDefault();
      router.push(href, { scroll: anchor.getAttribute(NAV_LINK_ATTRIBUTE) !== KEEP_SCROLL });
    };
    const hover = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') prefetch(event);
    };
    // On window, after React's own listeners on the document: a handled click is already marked.
    window.addEventListener('click', click);
    window.addEventListener('pointerover', hover, { passive: true });
    window.addEventListener('focusin', prefetch);
    window.addEventListener('touchstart', prefetch, { passive: true });
    return () => {
      window.removeEventListener('click', click);
      window.removeEventListener('pointerover', hover);
      window.removeEventListener('focusin', prefetch);
      window.removeEventListener('touchstart', prefetch);
    };
  }, [router]);
  return null;
}
