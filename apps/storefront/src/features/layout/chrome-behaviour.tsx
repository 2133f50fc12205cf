'use client';

import { Suspense, useEffect } from 'react';
import { ChunkReloadListener } from '../../lib/behaviour/chunk-reload-listener';
import { useDevice } from '../../lib/behaviour/device';
import { PageViewTracker } from '../../lib/behaviour/page-view';
import { ServiceWorkerRegistration } from '../../lib/behaviour/service-worker';
import { closeOverlay } from '../../lib/ui-store';

/**
 * The page-wide behaviours of rules §2/§9 that render nothing: page-view events, reload after a
 * failed chunk load, the service worker, and closing the phone menu when the window grows to a
 * desktop size (device re-detection on resize).
 */
export function ChromeBehaviour({ language }: { language: string }) {
  const device = useDevice();
  useEffect(() => {
    if (device && !device.isMobile) closeOverlay('menu');
  }, [device]);
  return (
    <>
      <Suspense fallback={null}>
        <PageViewTracker language={language} />
      </Suspense>
      <ChunkReloadListener />
      <ServiceWorkerRegistration />
    </>
  );
}
