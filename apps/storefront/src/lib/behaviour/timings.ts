/** Timings and sizes of rules §9, in one place. */
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
  /** The WhatsApp chat bubble's message stays this long (first visit, second visit, exit intent). */
  chatBubbleMs: 8_000,
  /** The idle prompt of the chat bubble stays longer. */
  chatBubbleIdleMs: 15_000,
  /** The chat bubble asks whether the shopper needs help after this long without interaction. */
  chatIdleAfterMs: 30 * 60_000,
  /**
   * Not in the spec (our choice, features/engagement/README.md): the newsletter invitation opens
   * this long into a new visitor's second page view of a visit.
   */
  newsletterDelayMs: 20_000,
} as const;

/** Exit intent: the mouse leaves the window through its top edge, within this many pixels of it. */
export const EXIT_INTENT_TOP_PX = 20;

/** The header turns compact once the page has scrolled more than this many pixels. */
export const COMPACT_HEADER_SCROLL_PX = 10;

/** Load-when-visible renders content that comes within this margin of the viewport. */
export const LOAD_WHEN_VISIBLE_MARGIN = '200px';
