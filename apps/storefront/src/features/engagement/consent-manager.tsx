'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { configuredCategories, type TrackingIds } from './consent';
import { loadConsent, useConsentStore } from './consent-store';

// The banner loads when it opens (no choice stored yet, or the footer's "cookie preferences"),
// and the tools' scripts only when a tool is configured: neither is in the first load otherwise.
const ConsentBanner = dynamic(() => import('./consent-banner').then((module) => module.ConsentBanner), {
  ssr: false,
});
const TrackingScripts = dynamic(() => import('./tracking-scripts').then((module) => module.TrackingScripts), {
  ssr: false,
});

/**
 * LGPD consent: reads the stored choice, asks with the banner when a configured tool
 * needs consent and none was given, and loads the allowed tools' scripts. `ids` come from the
 * server (analytics-config.server.ts), read at run time.
 */
export function ConsentManager({
  ids,
  aboveBottomBar = false,
}: {
  ids: TrackingIds;
  aboveBottomBar?: boolean;
}) {
  const hasOptionalTools = configuredCategories(ids).length > 0;
  useEffect(() => loadConsent(hasOptionalTools), [hasOptionalTools]);
  const consent = useConsentStore((state) => state.consent);
  const isBannerOpen = useConsentStore((state) => state.isBannerOpen);
  return (
    <>
      {hasOptionalTools && consent && <TrackingScripts ids={ids} consent={consent} />}
      {isBannerOpen && <ConsentBanner aboveBottomBar={aboveBottomBar} />}
    </>
  );
}
