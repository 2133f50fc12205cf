import pg from 'pg';
import { CATALOG_CHANNEL } from './catalog-cache';

export interface CatalogListenerOptions {
  /** The PostgreSQL server (DATABASE_URL). NOTIFY reaches every session of the database. */
  url: string;
  /** Called on every announced change, and after each (re)connection: a change may have been missed. */
  onChange: () => void;
  onError: (error: unknown) => void;
  /** First wait before reconnecting, doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Listens for catalogue changes announced by any process (bumpCatalogVersion's NOTIFY) on a
 * dedicated connection, outside the pool: a LISTEN lasts as long as its session. A lost
 * connection is opened again with a growing delay; meanwhile the polled `cache_version` keeps the
 * caches at most a check interval behind. Returns the function that stops listening.
 */
export function listenForCatalogChanges({
  url,
  onChange,
  onError,
  retryMs = 500,
  maxRetryMs = 10_000,
}: CatalogListenerOptions): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = retryMs;

  function reconnectLater() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, maxRetryMs);
  }

  function connect() {
    if (stopped) return;
    const current = new pg.Client({ connectionString: url });
    client = current;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      current.removeAllListeners('notification');
      current.end().catch(() => {});
      if (stopped) return;
      onError(error);
      reconnectLater();
    };
    current.on('error', fail);
    current.on('end', () => fail(new Error('catalogue change listener: connection closed')));
    current.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) onChange();
    });
    current
      .connect()
      .then(() => current.query(`LISTEN ${CATALOG_CHANNEL}`))
      .then(() => {
        delay = retryMs;
        onChange();
      })
      .catch(fail);
  }

  connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    open?.removeAllListeners();
    open?.on('error', () => {});
    await open?.end().catch(() => {});
  };
}
