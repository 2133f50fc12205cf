import type { ReactNode } from 'react';
import { SiteChrome } from '../../../features/layout/site-chrome';

/** Every shopping page: header, navigation, footer and overlays around the content. */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <SiteChrome segment={(await params).locale}>{children}</SiteChrome>;
}
