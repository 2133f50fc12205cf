import { type ReactNode, Suspense } from 'react';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import { requestContext } from '../../lib/request.server';
import { Image } from '../../ui/image';
import { NavLink } from '../../ui/nav-link';
import { CardBuyButtons } from '../cart';
import { ConsentAndAnalytics } from '../engagement';
import { NotificationStack } from '../notifications';
import { HeaderSearch, SearchForm } from '../search';
import { CardHearts } from '../wishlist';
import { BottomBar } from './bottom-bar';
import { loadChrome, loadSwitchers } from './chrome.server';
import { ChromeBehaviour } from './chrome-behaviour';
import { DepartmentNav } from './department-nav';
import { HeaderActions } from './header-actions';
import { HeaderShell } from './header-shell';
import { MobileMenu } from './mobile-menu';
import { ChromeOverlays } from './overlays';
import { PreferenceSwitchers } from './preference-switchers';
import { PromoBar } from './promo-bar';
import { SiteFooter } from './site-footer';
import { WhatsAppShortcut } from './whatsapp-shortcut';

/**
 * Header, navigation, footer and overlays around every page of the (shop) group (rules §2
 * Layout). It owns the page's <main> landmark: pages render their content without one.
 * `segment` is the page's `[locale]` route segment (locale and display currency).
 *
 * The footer sits in a Suspense boundary, as do the long parts of the home, listing and product
 * pages that are below the fold or hidden on phones: the server sends them complete, and React
 * hydrates each boundary after the rest of the page, in slices that leave the main thread free (a
 * click on a part not yet hydrated hydrates that part first). Nothing above the fold goes in one:
 * the server streams a boundary's content after the shell, and the browser reveals streamed
 * boundaries together, up to 300 ms after the first paint (React's batched reveal), which would
 * delay the largest paint. Only synchronous content goes in such a boundary: one around an async
 * page would stream it behind a script (no page without JavaScript, no 404 status once the shell
 * has gone).
 */
export async function SiteChrome({ segment, children }: { segment: string; children: ReactNode }) {
  const ctx = await requestContext(segment);
  const { locale } = ctx;
  const [chrome, switchers] = await Promise.all([loadChrome(ctx), loadSwitchers(ctx)]);
  const t = translator(locale, 'layout');
  const preferences = (layout: 'bar' | 'stacked') => (
    <PreferenceSwitchers options={switchers} locale={locale.code} currency={ctx.currency} layout={layout} />
  );
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded bg-primary-strong font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-2 focus:shadow-overlay"
      >
        {t('skipToContent')}
      </a>
      <HeaderShell
        promo={
          <PromoBar
            locale={locale}
            aside={switchers && <div className="hidden shrink-0 md:block">{preferences('bar')}</div>}
          />
        }
      >
        <div className="relative mx-auto flex h-14 max-w-page items-center gap-3 px-4 transition-[height] motion-reduce:transition-none md:h-[72px] md:gap-6 group-data-[compact=true]/header:md:h-14">
          <NavLink
            id="site-logo"
            href={localePath(locale, '/')}
            aria-label={t('header.logoLabel', { store: chrome.logo.alt })}
            className="shrink-0"
          >
            <Image
              src={chrome.logo.src}
              alt={chrome.logo.alt}
              width={chrome.logo.width}
              height={chrome.logo.height}
              loading="eager"
              unoptimized
              className="h-10 w-auto transition-[height] motion-reduce:transition-none md:h-12 group-data-[compact=true]/header:md:h-10"
            />
          </NavLink>
          <div className="hidden min-w-0 flex-1 md:block">
            <HeaderSearch locale={locale.code} form={<SearchForm locale={locale} />} />
          </div>
          <div className="ml-auto md:ml-0">
            <HeaderActions locale={locale.code} />
          </div>
        </div>
        <DepartmentNav departments={chrome.departments} locale={locale} />
      </HeaderShell>

      <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        {children}
      </main>

      <Suspense>
        <SiteFooter locale={locale} />
      </Suspense>
      <WhatsAppShortcut />
      <BottomBar locale={locale.code} />
      {/* The menu comes before the other overlays: when one of them replaces it, the menu closes first. */}
      <MobileMenu
        departments={chrome.departments}
        locale={locale.code}
        preferences={switchers && preferences('stacked')}
      />
      <ChromeOverlays />
      <NotificationStack />
      <ChromeBehaviour language={locale.iso} />
      {/* One handler each for every card's "Comprar" and heart on the page. */}
      <CardBuyButtons />
      <CardHearts />
      <ConsentAndAnalytics aboveBottomBar />
    </div>
  );
}
