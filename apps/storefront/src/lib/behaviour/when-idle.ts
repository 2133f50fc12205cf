import { TIMINGS } from './timings';

/**
 * Runs `task` once the browser is idle, waiting at most 2000 ms for an idle period (rules §9);
 * browsers without requestIdleCallback (Safari) wait the timeout instead. Returns the cancel.
 * Work a page needs only after it is on screen goes here, out of the task that hydrates it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: TIMINGS.prefetchIdleTimeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, TIMINGS.prefetchIdleTimeoutMs);
  return () => clearTimeout(timer);
}
