/**
 * What the shopper reads after subscribing (rules §3 statuses; Magento's subscribeEmailToNewsletter).
 * Statuses and the server's known refusals map to message keys of the `engagement` namespace; an
 * unknown refusal is shown as the server worded it.
 */

export type SubscriptionStatus = 'SUBSCRIBED' | 'NOT_ACTIVE' | 'UNCONFIRMED' | 'UNSUBSCRIBED';

export type NewsletterOutcome =
  | { tone: 'success' | 'info'; key: `newsletter.status.${SubscriptionStatus}` }
  | { tone: 'danger'; key: `newsletter.errors.${NewsletterErrorKey}` }
  | { tone: 'danger'; serverMessage: string };

type NewsletterErrorKey =
  | 'required'
  | 'invalid'
  | 'guestsNotAllowed'
  | 'otherAccount'
  | 'alreadySubscribed'
  | 'network';

const STATUSES: readonly SubscriptionStatus[] = ['SUBSCRIBED', 'NOT_ACTIVE', 'UNCONFIRMED', 'UNSUBSCRIBED'];

/** The server's English messages (apps/commerce modules/newsletter/service.ts) by the key we show. */
const KNOWN_ERRORS: readonly [RegExp, NewsletterErrorKey][] = [
  [/must specify an email address/i, 'required'],
  [/enter a valid email/i, 'invalid'],
  [/guests can not subscribe/i, 'guestsNotAllowed'],
  [/already assigned to another user/i, 'otherAccount'],
  [/already subscribed/i, 'alreadySubscribed'],
];

export function outcomeOfStatus(status: string | null | undefined): NewsletterOutcome {
  const known = STATUSES.find((candidate) => candidate === status);
  // Magento answers NOT_ACTIVE for a subscription waiting for the e-mailed confirmation link.
  if (!known) return { tone: 'danger', serverMessage: `status ${String(status)}` };
  return { tone: known === 'SUBSCRIBED' ? 'success' : 'info', key: `newsletter.status.${known}` };
}

export function outcomeOfError(serverMessage: string): NewsletterOutcome {
  const match = KNOWN_ERRORS.find(([pattern]) => pattern.test(serverMessage));
  return match ? { tone: 'danger', key: `newsletter.errors.${match[1]}` } : { tone: 'danger', serverMessage };
}

/** Whether the answer means the visitor now receives (or will, once confirmed) the newsletter. */
export function isSubscribedOutcome(outcome: NewsletterOutcome): boolean {
  if (!('key' in outcome)) return false;
  return (
    outcome.key === 'newsletter.errors.alreadySubscribed' ||
    (outcome.key.startsWith('newsletter.status.') && outcome.key !== 'newsletter.status.UNSUBSCRIBED')
  );
}
