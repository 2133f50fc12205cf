import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '../../lib/behaviour/timings';
import {
  createIdleWatcher,
  isExitIntent,
  mayShowPrompt,
  parseChatRecord,
  promptDurationMs,
  registerPageView,
  VISIT_TIMEOUT_MS,
} from './chat-prompts';
import {
  allowedTools,
  configuredCategories,
  parseConsent,
  serializeConsent,
  trackingIdsFromEnv,
  withdrewConsent,
} from './consent';
import {
  isNewsletterTimerRunning,
  mayOpenNewsletter,
  type NewsletterPromptInput,
  parseNewsletterRecord,
} from './newsletter-prompt';
import { isSubscribedOutcome, outcomeOfError, outcomeOfStatus } from './newsletter-status';

describe('newsletter invitation', () => {
  const due: NewsletterPromptInput = {
    record: undefined,
    pageViews: 2,
    path: '/papelaria',
    audience: 'guest',
    isOverlayOpen: false,
    isConsentPending: false,
  };

  it('counts down from the second page view of a new visitor, never on the cart or checkout', () => {
    expect(isNewsletterTimerRunning({ ...due, pageViews: 1 })).toBe(false);
    expect(isNewsletterTimerRunning(due)).toBe(true);
    expect(isNewsletterTimerRunning({ ...due, pageViews: 7 })).toBe(true);
    expect(isNewsletterTimerRunning({ ...due, path: '/checkout' })).toBe(false);
    expect(isNewsletterTimerRunning({ ...due, path: '/checkout/pagamento' })).toBe(false);
    expect(isNewsletterTimerRunning({ ...due, path: '/cart' })).toBe(false);
    expect(isNewsletterTimerRunning({ ...due, path: '/cartuchos' })).toBe(true);
  });

  it('opens once: shown, dismissed or subscribed visitors are never asked again', () => {
    expect(mayOpenNewsletter(due)).toBe(true);
    for (const state of ['shown', 'dismissed', 'subscribed'] as const) {
      expect(mayOpenNewsletter({ ...due, record: { state, at: '2025-01-01T00:00:00Z' } })).toBe(false);
    }
  });

  it('waits for other overlays and the cookie banner, and skips logged-in subscribers', () => {
    expect(mayOpenNewsletter({ ...due, isOverlayOpen: true })).toBe(false);
    expect(mayOpenNewsletter({ ...due, isConsentPending: true })).toBe(false);
    expect(mayOpenNewsletter({ ...due, audience: 'unknown' })).toBe(false);
    expect(mayOpenNewsletter({ ...due, audience: 'subscriber' })).toBe(false);
    expect(mayOpenNewsletter({ ...due, audience: 'customer' })).toBe(true);
  });

  it('reads only well-formed records', () => {
    expect(parseNewsletterRecord({ state: 'dismissed', at: 'x' })).toEqual({ state: 'dismissed', at: 'x' });
    expect(parseNewsletterRecord({ state: 'maybe' })).toBeUndefined();
    expect(parseNewsletterRecord('dismissed')).toBeUndefined();
    expect(parseNewsletterRecord(null)).toBeUndefined();
  });
});

describe('newsletter answers (rules §3 statuses)', () => {
  it('maps the four statuses to messages, success only for SUBSCRIBED', () => {
    expect(outcomeOfStatus('SUBSCRIBED')).toEqual({ tone: 'success', key: 'newsletter.status.SUBSCRIBED' });
    expect(outcomeOfStatus('NOT_ACTIVE')).toEqual({ tone: 'info', key: 'newsletter.status.NOT_ACTIVE' });
    expect(outcomeOfStatus('UNCONFIRMED')).toEqual({ tone: 'info', key: 'newsletter.status.UNCONFIRMED' });
    expect(outcomeOfStatus('UNSUBSCRIBED')).toEqual({ tone: 'info', key: 'newsletter.status.UNSUBSCRIBED' });
    expect(outcomeOfStatus(null).tone).toBe('danger');
  });

  it("translates the server's known refusals and passes others through", () => {
    expect(outcomeOfError('This email address is already subscribed.')).toEqual({
      tone: 'danger',
      key: 'newsletter.errors.alreadySubscribed',
    });
    expect(outcomeOfError('Enter a valid email address.')).toMatchObject({
      key: 'newsletter.errors.invalid',
    });
    expect(outcomeOfError('This email address is already assigned to another user.')).toMatchObject({
      key: 'newsletter.errors.otherAccount',
    });
    expect(outcomeOfError('Something unexpected')).toEqual({
      tone: 'danger',
      serverMessage: 'Something unexpected',
    });
  });

  it('remembers a subscription for the answers that mean one exists', () => {
    expect(isSubscribedOutcome(outcomeOfStatus('SUBSCRIBED'))).toBe(true);
    expect(isSubscribedOutcome(outcomeOfStatus('NOT_ACTIVE'))).toBe(true);
    expect(isSubscribedOutcome(outcomeOfStatus('UNSUBSCRIBED'))).toBe(false);
    expect(isSubscribedOutcome(outcomeOfError('This email address is already subscribed.'))).toBe(true);
    expect(isSubscribedOutcome(outcomeOfError('Enter a valid email address.'))).toBe(false);
  });
});

describe('chat bubble prompts (rules §4, §9)', () => {
  const at = (iso: string) => new Date(iso);

  it('speaks on the first visit ever, not on later page views of the same visit', () => {
    const first = registerPageView(undefined, at('2025-03-10T09:00:00'));
    expect(first.prompt).toBe('firstVisit');
    const next = registerPageView(first.record, at('2025-03-10T09:10:00'));
    expect(next.prompt).toBeUndefined();
    expect(next.record.visitsToday).toBe(1);
  });

  it('speaks on the second visit of the same day, not on the third or on another day', () => {
    const first = registerPageView(undefined, at('2025-03-10T09:00:00')).record;
    const second = registerPageView(first, new Date(first.lastSeenAt + VISIT_TIMEOUT_MS));
    expect(second.prompt).toBe('secondVisit');
    expect(second.record.visitsToday).toBe(2);
    const third = registerPageView(second.record, at('2025-03-10T15:00:00'));
    expect(third.prompt).toBeUndefined();
    expect(third.record.visitsToday).toBe(3);
    const nextDay = registerPageView(third.record, at('2025-03-11T09:00:00'));
    expect(nextDay.prompt).toBeUndefined();
    expect(nextDay.record).toMatchObject({ day: '2025-03-11', visitsToday: 1 });
    expect(registerPageView(nextDay.record, at('2025-03-11T18:00:00')).prompt).toBe('secondVisit');
  });

  it('a new visit forgets the prompts shown and the dismissal of the last one', () => {
    const first = registerPageView(undefined, at('2025-03-10T09:00:00')).record;
    const silenced = { ...first, shown: ['firstVisit' as const, 'idle' as const], isDismissed: true };
    expect(mayShowPrompt(silenced, 'exitIntent')).toBe(false);
    expect(mayShowPrompt({ ...silenced, isDismissed: false }, 'idle')).toBe(false);
    expect(mayShowPrompt({ ...silenced, isDismissed: false }, 'exitIntent')).toBe(true);
    const later = registerPageView(silenced, at('2025-03-10T12:00:00')).record;
    expect(later).toMatchObject({ shown: [], isDismissed: false });
  });

  it('shows a message 8 s and the idle prompt 15 s', () => {
    expect(promptDurationMs('firstVisit')).toBe(8_000);
    expect(promptDurationMs('secondVisit')).toBe(8_000);
    expect(promptDurationMs('exitIntent')).toBe(8_000);
    expect(promptDurationMs('idle')).toBe(15_000);
  });

  it('prompts after 30 minutes without interaction, counting again after each one', () => {
    vi.useFakeTimers();
    try {
      const onIdle = vi.fn();
      const watcher = createIdleWatcher({ delayMs: TIMINGS.chatIdleAfterMs, onIdle });
      vi.advanceTimersByTime(29 * 60_000);
      watcher.poke();
      vi.advanceTimersByTime(29 * 60_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
      watcher.stop();
      vi.advanceTimersByTime(60 * 60_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('detects exit intent only when a mouse leaves through the top of a desktop window', () => {
    const leave = { clientY: 5, hasRelatedTarget: false, viewportWidth: 1280, hasFinePointer: true };
    expect(isExitIntent(leave)).toBe(true);
    expect(isExitIntent({ ...leave, clientY: 20 })).toBe(true);
    expect(isExitIntent({ ...leave, clientY: 21 })).toBe(false);
    expect(isExitIntent({ ...leave, clientY: -3 })).toBe(true);
    expect(isExitIntent({ ...leave, hasRelatedTarget: true })).toBe(false);
    expect(isExitIntent({ ...leave, viewportWidth: 767 })).toBe(false);
    expect(isExitIntent({ ...leave, hasFinePointer: false })).toBe(false);
  });

  it('reads only well-formed records', () => {
    const record = {
      day: '2025-03-10',
      visitsToday: 2,
      lastSeenAt: 1,
      shown: ['idle', 'bogus'],
      isDismissed: 1,
    };
    expect(parseChatRecord(record)).toEqual({ ...record, shown: ['idle'], isDismissed: false });
    expect(parseChatRecord({ ...record, day: 'today' })).toBeUndefined();
    expect(parseChatRecord({ ...record, visitsToday: 0 })).toBeUndefined();
    expect(parseChatRecord('x')).toBeUndefined();
  });
});

describe('cookie consent (LGPD)', () => {
  it('round-trips the stored choice and asks again for unreadable or older ones', () => {
    const consent = { analytics: true, marketing: false, at: '2025-03-10T12:00:00.000Z' };
    expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    expect(JSON.parse(serializeConsent(consent))).toMatchObject({ v: 1 });
    expect(parseConsent(undefined)).toBeUndefined();
    expect(parseConsent('yes')).toBeUndefined();
    expect(parseConsent('{"v":0,"analytics":true,"marketing":true}')).toBeUndefined();
    expect(parseConsent('{"v":1,"analytics":"true","marketing":true}')).toBeUndefined();
  });

  it('reads the ids from the environment and refuses ids that could break out of a script', () => {
    const { ids, invalid } = trackingIdsFromEnv({
      NEXT_PUBLIC_GA_ID: ' G-ABC123 ',
      NEXT_PUBLIC_META_PIXEL_ID: '1234567890',
      NEXT_PUBLIC_CLARITY_ID: "x');alert(1);//",
      NEXT_PUBLIC_GTM_ID: '',
    });
    expect(ids).toEqual({ ga4: 'G-ABC123', metaPixel: '1234567890' });
    expect(invalid).toEqual(['NEXT_PUBLIC_CLARITY_ID']);
  });

  it('asks only for the categories of configured tools', () => {
    expect(configuredCategories({})).toEqual([]);
    expect(configuredCategories({ clarity: 'abc' })).toEqual(['analytics']);
    expect(configuredCategories({ metaPixel: '1', gtm: 'GTM-1' })).toEqual(['analytics', 'marketing']);
  });

  it('loads a tool only when it is configured and its category accepted', () => {
    const ids = { gtm: 'GTM-1', ga4: 'G-1', googleAds: 'AW-1', metaPixel: '1', clarity: 'c', hotjar: '9' };
    const at = '';
    expect(allowedTools(ids, undefined)).toEqual([]);
    expect(allowedTools(ids, { analytics: false, marketing: false, at })).toEqual([]);
    expect(allowedTools(ids, { analytics: true, marketing: false, at }).sort()).toEqual(
      ['clarity', 'ga4', 'gtm', 'hotjar'].sort(),
    );
    expect(allowedTools(ids, { analytics: false, marketing: true, at }).sort()).toEqual([
      'googleAds',
      'metaPixel',
    ]);
    expect(allowedTools({ ga4: 'G-1' }, { analytics: true, marketing: true, at })).toEqual(['ga4']);
  });

  it('notices a withdrawn category', () => {
    const at = '';
    const all = { analytics: true, marketing: true, at };
    expect(withdrewConsent(all, { analytics: true, marketing: false, at })).toBe(true);
    expect(withdrewConsent(undefined, { analytics: false, marketing: false, at })).toBe(false);
    expect(withdrewConsent({ analytics: false, marketing: false, at }, all)).toBe(false);
  });
});
