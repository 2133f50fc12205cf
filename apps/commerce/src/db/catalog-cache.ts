import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A per-process cache of data derived from the catalogue (category tree, facet tables, exchange
 * rates, whole GraphQL responses). Servers stay stateless: the source of truth is the database's
 * `cache_version` row, bumped by every reindex; each process compares its copy at most every
 * `checkEveryMs` and drops everything when the version moved, so all instances converge within
 * that delay.
 */
export function createCatalogCache(db: Kysely<Database>, checkEveryMs: number) {
  let version: number | undefined;
  let checkedAt = 0;
  let pending: Promise<number> | undefined;
  const entries = new Map<string, Promise<unknown>>();

  async function readVersion(): Promise<number> {
    const row = await db
      .selectFrom('cache_version')
      .select('version')
      .where('name', '=', 'catalog')
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  /** The catalogue version, refreshed from the database when the last check is older than the delay. */
  async function currentVersion(): Promise<number> {
    if (version !== undefined && Date.now() - checkedAt < checkEveryMs) return version;
    pending ??= readVersion()
      .then((latest) => {
        if (latest !== version) entries.clear();
        version = latest;
        checkedAt = Date.now();
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

    /** The value under `key`, loaded once per catalogue version (a failed load is not kept). */
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      await currentVersion();
      let entry = entries.get(key) as Promise<T> | undefined;
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

/** Marks derived catalogue data as changed, so every process reloads its caches. */
export async function bumpCatalogVersion(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('cache_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', 'catalog')
    .execute();
  for (const listener of changeListeners) listener();
}
