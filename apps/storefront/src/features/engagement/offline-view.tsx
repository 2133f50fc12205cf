import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { site } from '../../lib/site';
import { buttonClasses } from '../../ui/button';
import { WifiOff } from '../../ui/server-icons';
import { OfflineRetry } from './offline-retry';

export function offlineTitle(locale: Locale): string {
  return translator(locale, 'engagement')('offline.title');
}

/**
 * The offline page (PWA): what the service worker shows instead of a page it could not
 * load. Static and self-contained: the logo and styles it needs are precached with it.
 */
export function OfflineView({ locale }: { locale: Locale }) {
  const t = translator(locale, 'engagement');
  return (
    <div className="flex w-full flex-col items-center gap-6 text-center">
      {/* A plain <img>: next/image would point at the optimiser, which is not precached. */}
      {/* biome-ignore lint/performance/noImgElement: precached static file, no optimiser offline. */}
      <img
        src={site.logo.src}
        alt={site.name}
        width={site.logo.width}
        height={site.logo.height}
        className="h-12 w-auto"
      />
      <span className="flex size-20 items-center justify-center rounded-full bg-primary-tint text-primary-strong">
        <WifiOff aria-hidden size={36} />
      </span>
      <div className="space-y-2">
        <h1 className="text-xl font-bold text-ink">{t('offline.title')}</h1>
        <p className="text-ink">{t('offline.text')}</p>
        <p className="text-sm text-ink-muted">{t('offline.hint')}</p>
      </div>
      <div className="flex w-full flex-col gap-2">
        <OfflineRetry label={t('offline.retry')} />
        {/* A full page load (not a client navigation): it goes through the service worker again. */}
        <a href={localePath(locale, '/')} className={buttonClasses('secondary', 'w-full')}>
          {t('offline.home')}
        </a>
      </div>
      <p className="text-sm text-ink-muted">{t('offline.help', { phone: site.contact.phone.label })}</p>
    </div>
  );
}
