import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '../../lib/site';

/** The store's header: its name (linking home) and, below it, whatever navigation the page passes. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="site-header">
      <div className="site-header__brand">
        <Link href="/" className="site-header__name">
          {site.name}
        </Link>
        <p className="site-header__tagline">{site.tagline}</p>
      </div>
      {children}
    </header>
  );
}
