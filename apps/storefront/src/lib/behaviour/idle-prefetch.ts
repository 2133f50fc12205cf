import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * Prefetches routes once the browser is idle, waiting at most 2000 ms for an idle period
 * (spec §9). Browsers without requestIdleCallback (Safari) wait the timeout instead.
 * Pass a stable array (memoised or from props) so the effect runs once per list.
 */
export function useIdlePrefetch(hrefs: readonly string[]) {
  const router = useRouter();
  useEffect(() => {
    if (hrefs.length === 0) return;
    return whenIdle(() => {
      for (const href of hrefs) router.prefetch(href);
    });
  }, [hrefs, router]);
}
