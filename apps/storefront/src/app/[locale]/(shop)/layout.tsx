import type { ReactNode } from 'react';
import { SiteChrome } from '../../../features/layout/site-chrome';
import { localeOf } from '../../../lib/locales';

/** Every shopping page: header, navigation, footer and overlays around the content. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <SiteChrome locale={localeOf((await params).locale)}>{children}</SiteChrome>;
}
