import type { ReactNode } from 'react';
import type { Locale } from '../../lib/locales';
import { PageMessages } from '../../lib/page-messages';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { InstitutionalNav } from './institutional-nav';

/**
 * An institutional page: breadcrumbs, the page's title and text, and the institutional menu
 * (beside it on desktops, after it on phones).
 */
export function ContentLayout({
  locale,
  path,
  title,
  children,
}: {
  locale: Locale;
  /** Canonical path of the page (marks it in the menu). */
  path: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
      <Breadcrumbs locale={locale} items={[{ label: title }]} />
      <div className="mt-4 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <article aria-labelledby="content-title" className="min-w-0 max-w-3xl lg:order-2">
          <h1 id="content-title" className="text-xl font-bold text-ink lg:text-2xl">
            {title}
          </h1>
          {/* The FAQ's search, the coupons' copy buttons and the request forms speak `forms`. */}
          <PageMessages locale={locale} parts={['forms']}>
            {children}
          </PageMessages>
        </article>
        <div className="lg:order-1">
          <InstitutionalNav locale={locale} currentPath={path} />
        </div>
      </div>
    </div>
  );
}
