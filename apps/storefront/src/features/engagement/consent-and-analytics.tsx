import { connection } from 'next/server';
import { trackingIds } from './analytics-config.server';
import { ConsentManager } from './consent-manager';

/**
 * Cookie consent banner and the consented analytics scripts, for the page chromes (site and
 * checkout). Rendered per request: the tools' ids are read from the environment at run time.
 */
export async function ConsentAndAnalytics({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  await connection();
  return <ConsentManager ids={trackingIds()} aboveBottomBar={aboveBottomBar} />;
}
