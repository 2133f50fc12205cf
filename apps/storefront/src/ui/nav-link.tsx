import type { AnchorHTMLAttributes } from 'react';

/** The attribute that hands an anchor's clicks to the client router (lib/behaviour/nav-links.tsx). */
export const NAV_LINK_ATTRIBUTE = 'data-nav';

/** The value that keeps the scroll position (a link that changes a list in place). */
export const KEEP_SCROLL = 'keep-scroll';

export type NavLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** `false`: the page keeps its scroll position, as next/link's `scroll={false}`. */
  scroll?: boolean;
};

/**
 * A link between the store's pages, rendered on the server as a plain `<a>`: nothing to hydrate.
 * One listener for the whole page (NavLinks) turns its clicks into client-side navigations and
 * prefetches its page when the pointer rests on it, it gets focus or a finger touches it; without
 * JavaScript it is an ordinary link. Use next/link only inside client components.
 */
export function NavLink({ children, scroll = true, ...props }: NavLinkProps) {
  return (
    <a {...props} {...{ [NAV_LINK_ATTRIBUTE]: scroll ? '' : KEEP_SCROLL }}>
      {children}
    </a>
  );
}
