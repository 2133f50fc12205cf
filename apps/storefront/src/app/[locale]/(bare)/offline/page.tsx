import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfflineView, offlineTitle } from '../../../../features/engagement/offline-view';
import { findLocale } from '../../../../lib/locales';

interface OfflinePageProps {
  params: Promise<{ locale: string }>;
}

// Built once per language and precached by the service worker (public/sw.js), which shows it
// when a page cannot be loaded without network.
export const dynamic = 'force-static';

export async function generateMetadata({ params }: OfflinePageProps): Promise<Metadata> {
  const locale = findLocale((await params).locale);
  if (!locale) return {};
  return { title: offlineTitle(locale), robots: { index: false, follow: false } };
}

export default async function OfflinePage({ params }: OfflinePageProps) {
  const locale = findLocale((await params).locale);
  if (!locale) notFound();
  return <OfflineView locale={locale} />;
}
