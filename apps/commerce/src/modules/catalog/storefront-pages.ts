import type { FastifyBaseLogger } from 'fastify';

const TIMEOUT_MS = 3000;

export interface StorefrontPagesOptions {
  /** The storefront's address (STOREFRONT_URL). */
  storefrontUrl: string;
  /** PAGE_CACHE_SECRET, shared with the storefront. */
  secret: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'debug'>;
}

/**
 * Tells the storefront that the catalogue changed in a way its pages show (stock status, "only N
 * left", reviews, a reindex), so that it drops its cached pages (POST /cache/revalidate) instead
 * of showing them for up to a minute more. Fire and forget: a failure is logged and the pages
 * refresh on their own schedule. Changes while a call is under way are sent once after it.
 */
export function createStorefrontPagesNotifier({ storefrontUrl, secret, log }: StorefrontPagesOptions) {
  let inFlight: Promise<void> | undefined;
  let again = false;

  async function send(): Promise<void> {
    try {
      const response = await fetch(`${storefrontUrl}/cache/revalidate`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (!response.ok)
        log.warn(`storefront page cache: POST /cache/revalidate answered HTTP ${response.status}`);
    } catch (error) {
      // Not listening (yet): it has no pages cached.
      const refused = (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
      log[refused ? 'debug' : 'warn'](
        { err: error },
        'storefront page cache: the storefront could not be told of a catalogue change',
      );
    }
  }

  return function notify(): void {
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = send().finally(() => {
      inFlight = undefined;
      if (again) {
        again = false;
        notify();
      }
    });
  };
}
