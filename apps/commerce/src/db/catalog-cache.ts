import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { cacheLookups, catalogInvalidations } from '../lib/metrics';
import type { Database } from './schema';

/** The PostgreSQL channel every bump is announced on (db/catalog-notify.ts listens). */
export const CATALOG_CHANNEL = 'catalog_version';

/**
 * A per-process cache of data derived from the catalogue (category tree, facet tables, exchange
 * rates, whole GraphQL responses). Servers stay stateless: the source of truth is the database's
 * `cache_version` row, bumped by every change shoppers see (reindex, stock, reviews); each process
 * compares its copy at most every `checkEveryMs` and drops everything when the version moved, so
 * all instances converge within that delay. `watch` checks on a timer as well (a process nobody
 * asks still learns of changes, and tells its subscribers: the storefronts' page caches), and on
 * PostgreSQL a NOTIFY makes the check happen at once (db/catalog-notify.ts).
 */
/** The catalogue's version as the database holds it now (0 before the first change). */
export async function readCatalogVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('cache_version')
    .select('version')
    .where('name', '=', 'catalog')
    .executeTakeFirst();
  return row?.version ?? 0;
}

export function createCatalogCache(db: Kysely<Database>, checkEveryMs: number) {
  let version: number | undefined;
  let checkedAt = 0;
  let pending: Promise<number> | undefined;
  const entries = new Map<string, Promise<unknown>>();
  const subscribers = new Set<(version: number) => void>();

  const readVersion = () => readCatalogVersion(db);

  /** The catalogue version, refreshed from the database when the last check is older than the delay. */
  async function currentVersion(): Promise<number> {
    if (version !== undefined && Date.now() - checkedAt < checkEveryMs) return version;
    pending ??= readVersion()
      .then((latest) => {
        const previous = version;
        if (latest !== previous) entries.clear();
        version = latest;
        checkedAt = Date.now();
        if (previous !== undefined && latest !== previous) {
          catalogInvalidations.inc();
          for (const subscriber of subscribers) subscriber(latest);
        }
        return latest;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    currentVersion,

    /**
     * Reads the version now, whatever the delay: after this process changed the catalogue, its own
     * next answers must not come from the copy it had.
     */
    async refresh(): Promise<number> {
      // A read under way may have started before the change.
      await pending?.catch(() => undefined);
      checkedAt = 0;
      return currentVersion();
    },

    /** Calls `subscriber` with the new version each time this process sees the version move. */
    subscribe(subscriber: (version: number) => void): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /**
     * Checks the version every `intervalMs` (one primary-key read) whether or not requests come.
     * Returns the function that stops it; 0 checks nothing in the background.
     */
    watch(intervalMs: number, onError: (error: unknown) => void): () => void {
      if (intervalMs <= 0) return () => {};
      const timer = setInterval(() => {
        checkedAt = 0;
        currentVersion().catch(onError);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** The value under `key`, loaded once per catalogue version (a failed load is not kept). */
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      await currentVersion();
      let entry = entries.get(key) as Promise<T> | undefined;
      cacheLookups.inc({ cache: 'catalog', result: entry ? 'hit' : 'miss' });
      if (!entry) {
        entry = load();
        entries.set(key, entry);
        entry.catch(() => entries.delete(key));
      }
      return entry;
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;

type CatalogChangeListener = () => void;

const changeListeners = new Set<CatalogChangeListener>();

/**
 * Calls `listener` after this process changed the catalogue (the storefront's page cache
 * listens). Other processes (the CLIs) reach the storefront through its cache lifetime instead.
 * Returns the function that stops listening.
 */
export function onCatalogChange(listener: CatalogChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Marks derived catalogue data as changed, so every process reloads its caches. On PostgreSQL the
 * bump is announced (NOTIFY, delivered at commit when called inside a transaction) so that other
 * processes reload at once rather than at their next check.
 */
export async function bumpCatalogVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('cache_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', 'catalog')
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_notify(${CATALOG_CHANNEL}, '')`.execute(db);
  }
  for (const listener of changeListeners) listener();
}
