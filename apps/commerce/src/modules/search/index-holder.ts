import { Worker } from 'node:worker_threads';
import type { CatalogCache } from '../../db/catalog-cache';
import type { DatabaseHandle } from '../../db/database';
import { searchIndexBuildSeconds, searchIndexBytes, searchIndexProducts } from '../../lib/metrics';
import { readSearchIndex } from './index-source';
import { openSearchIndex, type SearchIndex, type SearchIndexData } from './memory-index';

/**
 * The server runs its TypeScript through tsx, whose loader a new thread does not inherit: the
 * thread registers it, then loads the worker module.
 */
const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import('tsx/esm/api').then(({ register }) => {
  register();
  return import(workerData.entry);
});`;

export interface SearchIndexHolderOptions {
  database: DatabaseHandle;
  cache: CatalogCache;
  log: { warn(object: object, message: string): void; info?(object: object, message: string): void };
  /** Build on a worker thread (default); off builds on this thread (an in-memory database). */
  worker?: boolean;
}

/**
 * Keeps this process's in-process search index at the catalogue's version. The index is built
 * when the process starts and again each time the version moves (the catalogue cache's
 * invalidation: every reindex, stock and visibility change bumps it, announced on PostgreSQL
 * with NOTIFY), on a worker thread so that requests go on; the new index replaces the old one in
 * one assignment. `current()` answers only with an index of the version the cache holds: until
 * the rebuild is done, searches take the SQL path, so a change is never hidden by a stale index.
 */
export function createSearchIndexHolder({ database, cache, log, worker = true }: SearchIndexHolderOptions) {
  let index: SearchIndex | undefined;
  let building: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // A database only this thread can open (SQLite in memory) is read here.
  const useWorker = worker && database.source !== undefined && !database.source.url.includes(':memory:');

  async function load(): Promise<SearchIndexData> {
    if (!useWorker) return readSearchIndex(database.db);
    return new Promise((resolve, reject) => {
      const entry = new URL('./index-worker.ts', import.meta.url).href;
      const thread = new Worker(WORKER_BOOTSTRAP, { eval: true, workerData: { ...database.source, entry } });
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.once('exit', (code) => {
        if (code !== 0) reject(new Error(`search index worker exited with code ${code}`));
      });
    });
  }

  function rebuild(): Promise<void> {
    if (building) {
      again = true;
      return building;
    }
    const started = Date.now();
    building = load()
      .then((data) => {
        if (stopped) return;
        if (!index || data.version >= index.version) {
          index = openSearchIndex(data);
          searchIndexProducts.set(data.productIds.length);
          searchIndexBuildSeconds.set((Date.now() - started) / 1000);
          searchIndexBytes.set(indexBytes(data));
        }
        log.info?.(
          { products: data.productIds.length, version: data.version, ms: Date.now() - started },
          'search index built',
        );
      })
      .catch((error: unknown) => log.warn({ err: error }, 'search index: the build failed'))
      .finally(() => {
        building = undefined;
        if (again && !stopped) {
          again = false;
          void rebuild();
        }
      });
    return building;
  }

  const unsubscribe = cache.subscribe(() => {
    void rebuild();
  });

  return {
    /** Starts the first build (requests are answered by the SQL search meanwhile). */
    start: () => rebuild(),

    /** The index when it holds the catalogue version this process sees; undefined otherwise. */
    async current(): Promise<SearchIndex | undefined> {
      const version = await cache.currentVersion();
      if (index?.version === version) return index;
      if (index && index.version > version) return undefined;
      // A version this process has not built yet (another process changed the catalogue).
      if (!building) void rebuild();
      return undefined;
    },

    /** Waits for the build under way (tests, benchmarks). */
    ready: async () => {
      await building;
    },

    stop() {
      stopped = true;
      unsubscribe();
    },
  };
}

/** Bytes the index holds: its typed arrays and, as two bytes a character, its strings. */
function indexBytes(data: SearchIndexData): number {
  let bytes = 0;
  const visit = (value: unknown) => {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    else if (typeof value === 'string') bytes += 2 * value.length;
    else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) visit(item);
  };
  visit(data);
  return bytes;
}

export type SearchIndexHolder = ReturnType<typeof createSearchIndexHolder>;
