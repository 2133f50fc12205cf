import { EXIT_INTENT_TOP_PX, TIMINGS } from '../../lib/behaviour/timings';

/**
 * When the WhatsApp chat bubble speaks (rules §4, §9): on a visitor's first visit, on the second
 * visit of the same day, after 30 minutes without interaction (idle prompt), and when the mouse
 * leaves the window near its top (exit intent, desktop). A message stays 8 s, the idle one 15 s.
 * Each prompt speaks at most once per visit; closing the bubble silences it for the visit.
 *
 * A visit is what analytics tools call a session: it ends after 30 minutes without a page view
 * or interaction, so opening a product in a new tab is not a new visit. The record lives in
 * localStorage under `vsf-chat`.
 */

export const CHAT_RECORD_KEY = 'vsf-chat';

/** A visit ends after this long without activity (the usual analytics session timeout). */
export const VISIT_TIMEOUT_MS = 30 * 60_000;

export type ChatPrompt = 'firstVisit' | 'secondVisit' | 'idle' | 'exitIntent';

export interface ChatRecord {
  /** The shopper's local calendar day of the current visit, YYYY-MM-DD. */
  day: string;
  /** Visits on that day, the current one included. */
  visitsToday: number;
  /** Last page view or interaction, epoch ms. */
  lastSeenAt: number;
  /** Prompts already shown in the current visit. */
  shown: ChatPrompt[];
  /** The shopper closed the bubble in the current visit. */
  isDismissed: boolean;
}

const PROMPTS: readonly ChatPrompt[] = ['firstVisit', 'secondVisit', 'idle', 'exitIntent'];

/** The local calendar day of a moment, YYYY-MM-DD. */
export function localDay(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export function parseChatRecord(raw: unknown): ChatRecord | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = raw as Record<string, unknown>;
  if (
    typeof value.day !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(value.day) ||
    typeof value.visitsToday !== 'number' ||
    !Number.isInteger(value.visitsToday) ||
    value.visitsToday < 1 ||
    typeof value.lastSeenAt !== 'number' ||
    !Number.isFinite(value.lastSeenAt)
  ) {
    return undefined;
  }
  const shown = Array.isArray(value.shown)
    ? value.shown.filter((prompt): prompt is ChatPrompt => PROMPTS.includes(prompt as ChatPrompt))
    : [];
  return {
    day: value.day,
    visitsToday: value.visitsToday,
    lastSeenAt: value.lastSeenAt,
    shown,
    isDismissed: value.isDismissed === true,
  };
}

/**
 * A page view: continues the current visit or starts a new one. Returns the record to store and
 * the prompt this page view triggers (the first visit ever, or the second visit of the day).
 */
export function registerPageView(
  record: ChatRecord | undefined,
  now: Date,
): { record: ChatRecord; prompt: ChatPrompt | undefined } {
  const day = localDay(now);
  const at = now.getTime();
  if (!record) {
    return {
      record: { day, visitsToday: 1, lastSeenAt: at, shown: [], isDismissed: false },
      prompt: 'firstVisit',
    };
  }
  if (at - record.lastSeenAt < VISIT_TIMEOUT_MS && record.day === day) {
    return { record: { ...record, lastSeenAt: at }, prompt: undefined };
  }
  const visitsToday = record.day === day ? record.visitsToday + 1 : 1;
  return {
    record: { day, visitsToday, lastSeenAt: at, shown: [], isDismissed: false },
    prompt: visitsToday === 2 ? 'secondVisit' : undefined,
  };
}

/** Whether a prompt may speak now in this visit. */
export function mayShowPrompt(record: ChatRecord, prompt: ChatPrompt): boolean {
  return !record.isDismissed && !record.shown.includes(prompt);
}

/** How long a prompt's message stays on screen (rules §9). */
export function promptDurationMs(prompt: ChatPrompt): number {
  return prompt === 'idle' ? TIMINGS.chatBubbleIdleMs : TIMINGS.chatBubbleMs;
}

export interface PointerLeave {
  /** The pointer's distance from the top of the viewport when it left, in px. */
  clientY: number;
  /** The element the pointer moved to; null when it left the document. */
  hasRelatedTarget: boolean;
  viewportWidth: number;
  /** `(hover: hover) and (pointer: fine)`: a mouse, not a touch screen. */
  hasFinePointer: boolean;
}

/**
 * Exit intent (rules §4): on a desktop with a mouse, the pointer leaves the document through the
 * top of the window (towards the tabs, the address bar or the close button).
 */
export function isExitIntent(event: PointerLeave): boolean {
  return (
    !event.hasRelatedTarget &&
    event.clientY <= EXIT_INTENT_TOP_PX &&
    event.viewportWidth >= 768 &&
    event.hasFinePointer
  );
}

/**
 * Calls `onIdle` once `delayMs` passes without a `poke()` (an interaction). Timers are injected so
 * tests can drive them.
 */
export function createIdleWatcher({
  delayMs,
  onIdle,
  // Wrapped: the browser's timer functions throw 'Illegal invocation' when called as methods.
  timers = {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
  },
}: {
  delayMs: number;
  onIdle: () => void;
  timers?: {
    setTimeout: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => void;
  };
}) {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = undefined;
      onIdle();
    }, delayMs);
  };
  arm();
  return {
    /** An interaction: the count starts again. */
    poke: arm,
    stop() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
  };
}
