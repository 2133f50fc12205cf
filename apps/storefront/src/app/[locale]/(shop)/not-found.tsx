import type { Metadata } from 'next';
import { NotFoundView } from '../../../features/layout/not-found-view';
import { translator } from '../../../lib/i18n';
import { localeOf } from '../../../lib/locales';

/**
 * The 404's title in the head: without it Next gives a not-found page the layout's title (the
 * home page's), which the browser shows once the page has hydrated.
 */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return { title: translator(localeOf((await params).locale), 'errors')('titles.notFound') };
}

/**
 * 404 inside the site chrome (rules §2): pages of the shop call notFound() and the shopper keeps
 * the header, menu and search to find their way.
 */
export default function ShopNotFound() {
  return <NotFoundView standalone={false} />;
}
