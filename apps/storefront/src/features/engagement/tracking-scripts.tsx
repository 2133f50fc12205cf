'use client';

import Script from 'next/script';
import { allowedTools, type Consent, type TrackingIds } from './consent';

/**
 * The third-party tools' scripts (Google Tag Manager, Google Analytics 4 and Ads through gtag.js,
 * Meta Pixel, Microsoft Clarity, Hotjar): each only when its id is configured and its consent
 * category accepted (consent.ts). Nothing renders before the shopper chose. Ids are checked
 * against a strict pattern before they get here, so they are safe inside the snippets.
 * Page views keep going to window.dataLayer (lib/behaviour/page-view.tsx) either way.
 */
export function TrackingScripts({ ids, consent }: { ids: TrackingIds; consent: Consent | undefined }) {
  const tools = new Set(allowedTools(ids, consent));
  if (!consent || tools.size === 0) return null;
  const gtagIds = [tools.has('ga4') && ids.ga4, tools.has('googleAds') && ids.googleAds].filter(
    (id): id is string => typeof id === 'string',
  );
  const usesGoogle = gtagIds.length > 0 || tools.has('gtm');
  const granted = (yes: boolean) => (yes ? "'granted'" : "'denied'");
  return (
    <>
      {usesGoogle && (
        // Google consent mode v2: tags loaded by Tag Manager see which categories were accepted.
        <Script id="vsf-gtag-init" strategy="afterInteractive">
          {`window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};
gtag('consent','default',{analytics_storage:${granted(consent.analytics)},ad_storage:${granted(consent.marketing)},ad_user_data:${granted(consent.marketing)},ad_personalization:${granted(consent.marketing)}});
${gtagIds.length > 0 ? `gtag('js',new Date());${gtagIds.map((id) => `gtag('config','${id}');`).join('')}` : ''}
${tools.has('gtm') ? "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});" : ''}`}
        </Script>
      )}
      {gtagIds[0] && (
        <Script
          id="vsf-gtag"
          src={`https://www.googletagmanager.com/gtag/js?id=${gtagIds[0]}`}
          strategy="afterInteractive"
        />
      )}
      {tools.has('gtm') && (
        <Script
          id="vsf-gtm"
          src={`https://www.googletagmanager.com/gtm.js?id=${ids.gtm}`}
          strategy="afterInteractive"
        />
      )}
      {tools.has('metaPixel') && (
        <>
          <Script id="vsf-meta-pixel-init" strategy="afterInteractive">
            {`if(!window.fbq){var n=window.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments);};window._fbq=n;n.push=n;n.loaded=true;n.version='2.0';n.queue=[];}
fbq('init','${ids.metaPixel}');fbq('track','PageView');`}
          </Script>
          <Script
            id="vsf-meta-pixel"
            src="https://connect.facebook.net/en_US/fbevents.js"
            strategy="lazyOnload"
          />
        </>
      )}
      {tools.has('clarity') && (
        <>
          <Script id="vsf-clarity-init" strategy="afterInteractive">
            {
              'window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments);};'
            }
          </Script>
          <Script id="vsf-clarity" src={`https://www.clarity.ms/tag/${ids.clarity}`} strategy="lazyOnload" />
        </>
      )}
      {tools.has('hotjar') && (
        <>
          <Script id="vsf-hotjar-init" strategy="afterInteractive">
            {`window.hj=window.hj||function(){(window.hj.q=window.hj.q||[]).push(arguments);};window._hjSettings={hjid:Number('${ids.hotjar}'),hjsv:6};`}
          </Script>
          <Script
            id="vsf-hotjar"
            src={`https://static.hotjar.com/c/hotjar-${ids.hotjar}.js?sv=6`}
            strategy="lazyOnload"
          />
        </>
      )}
    </>
  );
}
