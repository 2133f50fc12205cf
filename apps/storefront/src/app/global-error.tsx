'use client';

import './globals.css';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { LOCALES, localeOf } from '../lib/locales';
import { site } from '../lib/site';
import deErrors from '../messages/de-DE/errors.json';
import enErrors from '../messages/en-US/errors.json';
import ptErrors from '../messages/pt-BR/errors.json';

const MESSAGES = { 'pt-BR': ptErrors, 'en-US': enErrors, 'de-DE': deErrors } as const;

/**
 * Nested-error fallback (rules §8): shown when the locale layout or the error page itself fails.
 * It replaces the whole document, without the messages provider, so it reads the locale from
 * the address itself.
 */
export default function GlobalError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const first = usePathname()?.split('/')[1] ?? '';
  const locale = localeOf(LOCALES.find((candidate) => candidate.prefix === `/${first}`)?.code);
  const t = MESSAGES[locale.iso];
  return (
    <html lang={locale.iso}>
      <body>
        <title>{t.nested}</title>
        <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-4 text-center">
          {/* biome-ignore lint/performance/noImgElement: a static SVG logo, already the right size. */}
          <img src={site.logo.src} alt={site.name} width={site.logo.width} height={site.logo.height} />
          <h1 className="text-xl font-bold text-ink">{t.nested}</h1>
          <a
            href={locale.prefix || '/'}
            className="rounded bg-primary-strong px-5 py-3 font-semibold text-white"
          >
            {t.goHome}
          </a>
        </main>
      </body>
    </html>
  );
}
