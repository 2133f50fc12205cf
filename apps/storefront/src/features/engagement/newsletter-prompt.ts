/**
 * When the newsletter invitation opens (the delay is our choice, see README.md): once per
 * browser, for a new visitor, 20 s into the second page view of a visit — a visitor who reads on,
 * not one who bounces. Never over the cart or the checkout, never over another overlay or the
 * cookie banner, never for a logged-in subscriber. Closing it, subscribing or having seen it once
 * is remembered in localStorage (`vsf-newsletter`).
 */

export const NEWSLETTER_RECORD_KEY = 'vsf-newsletter';
/** sessionStorage: page views of this visit. */
export const NEWSLETTER_VIEWS_KEY = 'vsf-newsletter-views';

export type NewsletterRecordState = 'shown' | 'dismissed' | 'subscribed';

export interface NewsletterRecord {
  state: NewsletterRecordState;
  /** ISO date of the last change. */
  at: string;
}

const STATES: readonly NewsletterRecordState[] = ['shown', 'dismissed', 'subscribed'];

/** The stored record, or undefined for a new visitor (or a record this version cannot read). */
export function parseNewsletterRecord(raw: unknown): NewsletterRecord | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { state, at } = raw as Record<string, unknown>;
  if (typeof state !== 'string' || !STATES.includes(state as NewsletterRecordState)) return undefined;
  return { state: state as NewsletterRecordState, at: typeof at === 'string' ? at : '' };
}

/** Paths (without the locale prefix) where a shopper is buying: the invitation never interrupts. */
export function isPurchasePath(path: string): boolean {
  return /^\/(?:cart|checkout)(?:\/|$)/.test(path);
}

/** Customer state as far as the invitation cares; `unknown` while the session is being read. */
export type NewsletterAudience = 'unknown' | 'guest' | 'customer' | 'subscriber';

export interface NewsletterPromptInput {
  record: NewsletterRecord | undefined;
  /** Page views of this visit, the current one included. */
  pageViews: number;
  /** The current path without its locale prefix. */
  path: string;
  audience: NewsletterAudience;
  isOverlayOpen: boolean;
  isConsentPending: boolean;
}

/** Whether the 20 s count runs on this page view (it restarts on every page view from the second on). */
export function isNewsletterTimerRunning(
  input: Pick<NewsletterPromptInput, 'record' | 'pageViews' | 'path'>,
) {
  return input.record === undefined && input.pageViews >= 2 && !isPurchasePath(input.path);
}

/** Whether a due invitation may open now; if not, it waits until the page allows it. */
export function mayOpenNewsletter(input: NewsletterPromptInput): boolean {
  return (
    isNewsletterTimerRunning(input) &&
    input.audience !== 'unknown' &&
    input.audience !== 'subscriber' &&
    !input.isOverlayOpen &&
    !input.isConsentPending
  );
}
