import { TIMINGS } from './timings';

/** Rules §9: local storage keys carry the vsf- prefix; session storage follows the same rule. */
const LAST_RELOAD_KEY = 'vsf-chunk-reload-at';

/** Whether an error (or rejection reason) says a JavaScript chunk could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Whether a reload is allowed now, given when the last one happened (rules §2: once per 60 s). */
export function mayReload(now: number, lastReloadAt: number | undefined): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= TIMINGS.chunkReloadThrottleMs;
}

/**
 * Reloads the page after a failed chunk load (usually a new deployment replaced the chunks), at
 * most once per 60 s so a chunk that is really gone cannot loop. Returns whether it reloads.
 */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const now = Date.now();
  let lastReloadAt: number | undefined;
  try {
    const stored = Number(window.sessionStorage.getItem(LAST_RELOAD_KEY));
    lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : undefined;
    if (!mayReload(now, lastReloadAt)) return false;
    window.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch (storageError) {
    // Without session storage (private mode, disabled) a reload could loop: leave the error shown.
    console.warn('Chunk load failed and session storage is unavailable; not reloading', storageError);
    return false;
  }
  console.warn('Chunk load failed; reloading the page', error);
  window.location.reload();
  return true;
}
