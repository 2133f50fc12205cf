/** Timings and sizes of spec §9, in one place. */
export const TIMINGS = {
  /** The promo bar shows its next message every 10 s. */
  promoRotationMs: 10_000,
  /** Notifications close by themselves after 3000 ms unless persistent. */
  notificationDismissMs: 3_000,
  /** Idle prefetch waits at most this long for an idle period. */
  prefetchIdleTimeoutMs: 2_000,
  /** Device re-detection runs this long after the last resize event. */
  resizeDebounceMs: 50,
  /** Page-view events go out this long after a route change (the new title is in place by then). */
  pageViewDelayMs: 250,
  /** A failed chunk load reloads the page at most once in this period. */
  chunkReloadThrottleMs: 60_000,
} as const;

/** The header turns compact once the page has scrolled more than this many pixels. */
export const COMPACT_HEADER_SCROLL_PX = 10;

/** Load-when-visible renders content that comes within this margin of the viewport. */
export const LOAD_WHEN_VISIBLE_MARGIN = '200px';
