import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { CatalogCache } from './catalog-cache';
import { listenForCatalogChanges } from './catalog-notify';
import type { DatabaseHandle } from './database';

export interface CatalogWatchOptions {
  config: Pick<AppConfig, 'cacheCheckMs' | 'databaseUrl'>;
  database: Pick<DatabaseHandle, 'dialect'>;
  cache: CatalogCache;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Keeps this process's catalogue version current without waiting for a request: the version row
 * is read every CACHE_CHECK_MS (SQLite and PostgreSQL alike), and on PostgreSQL a LISTEN on its
 * own connection reads it as soon as any process announces a change. Changes made on another
 * instance thus reach this one's caches, and the storefronts waiting on GET /cache/version, in
 * milliseconds on PostgreSQL and within the check interval otherwise. Returns the stop function.
 */
export function watchCatalog({ config, database, cache, log }: CatalogWatchOptions): () => Promise<void> {
  let warned = 0;
  const onError = (error: unknown) => {
    // A database that is down would log at every check: once a minute is enough.
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    log.warn({ err: error }, 'catalogue cache: the catalogue version could not be read');
  };
  const stopPolling = cache.watch(config.cacheCheckMs, onError);
  const stopListening =
    database.dialect === 'postgres'
      ? listenForCatalogChanges({
          url: config.databaseUrl,
          onChange: () => {
            cache.refresh().catch(onError);
          },
          onError: (error) => log.warn({ err: error }, 'catalogue change listener: reconnecting'),
        })
      : undefined;
  return async () => {
    stopPolling();
    await stopListening?.();
  };
}
