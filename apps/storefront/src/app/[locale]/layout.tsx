import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { clientMessagesOf, translator } from '../../lib/i18n';
import { findLocale } from '../../lib/locales';
import { Providers } from '../../lib/providers';
import { site } from '../../lib/site';
import '../globals.css';

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const locale = findLocale((await params).locale);
  if (!locale) return {};
  const t = translator(locale, 'common');
  const title = `${t('storeName')} — ${t('tagline')}`;
  return {
    title: { default: title, template: `%s | ${t('storeName')}` },
    description: `${t('storeName')}: ${t('tagline')}.`,
    applicationName: t('storeName'),
    manifest: '/manifest.webmanifest',
  };
}

export const viewport: Viewport = { themeColor: site.themeColor, width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = findLocale((await params).locale);
  if (!locale) notFound();
  return (
    <html lang={locale.iso} dir={locale.dir}>
      <body>
        <Providers locale={locale.iso} messages={clientMessagesOf(locale)}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
