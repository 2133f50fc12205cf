import { trackingIds } from './analytics-config.server';
import { ConsentManager } from './consent-manager';

/**
 * Cookie consent banner and the consented analytics scripts, for the page chromes (site and
 * checkout). The tools' ids are read from the environment at run time: pages are rendered by the
 * running server (on their first visit, then from the page cache), never at build time.
 */
export function ConsentAndAnalytics({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  return <ConsentManager ids={trackingIds()} aboveBottomBar={aboveBottomBar} />;
}
