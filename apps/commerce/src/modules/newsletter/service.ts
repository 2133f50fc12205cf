import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { hashToken } from '../customer/auth';
import { customerByEmail } from '../customer/lookup';
import type { CustomerRow } from '../customer/repository';
import type { RequestMeta } from '../customer/request-meta';
import { checkAccountMailLimit } from '../customer/throttle';
import {
  deleteSubscriber,
  findSubscriberByEmail,
  findSubscriberOfCustomer,
  insertSubscriber,
  type SubscriberRow,
  updateSubscriber,
} from './repository';

/**
 * Newsletter subscriptions (Magento NewsletterGraphQl). A subscriber row per
 * e-mail; a customer's subscription is the row of their account e-mail. Customers subscribe at
 * once (their e-mail is known to be theirs). Guests subscribe at once too, unless
 * NEWSLETTER_GUEST_CONFIRMATION is on: then the row waits as NOT_ACTIVE until the e-mailed link
 * ({STOREFRONT_URL}/newsletter/confirmar?email=…&code=…) is confirmed with
 * `confirmNewsletterSubscription`.
 */

export const SUBSCRIPTION_STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;
export type SubscriptionStatusName = keyof typeof SUBSCRIPTION_STATUS;

export function statusName(status: number): SubscriptionStatusName {
  const entry = Object.entries(SUBSCRIPTION_STATUS).find(([, value]) => value === status);
  return (entry?.[0] as SubscriptionStatusName | undefined) ?? 'NOT_ACTIVE';
}

type NewsletterContext = Pick<RequestContext, 'db' | 'config' | 'services' | 'log' | 'caller' | 'store'>;

const EMAIL_PATTERN = /^[^\s@()<>,;:"[\]\\]+@[^\s@()<>,;:"[\]\\]+\.[^\s@()<>,;:"[\]\\]{2,}$/;

/**
 * Subscribes an e-mail. The answer never tells whether the e-mail has an account or is already
 * subscribed (Magento answers "already assigned to another user" / "already subscribed", which
 * reveals both): without guest confirmation the e-mail is subscribed, whoever owns it (an account's
 * own subscription included), and the answer is SUBSCRIBED; with it the answer is always
 * NOT_ACTIVE and the e-mailed link is what subscribes (proof that the mailbox agrees).
 */
export async function subscribeEmail(
  ctx: NewsletterContext,
  rawEmail: string,
  caller: CustomerRow | undefined,
  meta: Pick<RequestMeta, 'clientIp'>,
): Promise<SubscriptionStatusName> {
  if (!rawEmail.trim())
    throw new InputError('You must specify an email address to subscribe to a newsletter.');
  const email = rawEmail.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw new InputError('Enter a valid email address.');
  if (caller && caller.email === email) {
    await newsletterForCustomer(ctx, caller, true);
    return 'SUBSCRIBED';
  }
  const { allowGuests, guestConfirmation } = ctx.config.customer.newsletter;
  if (!caller && !allowGuests) {
    throw new InputError(
      'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
    );
  }
  await checkAccountMailLimit(ctx, 'newsletter', email, meta.clientIp);
  const owner = await customerByEmail(ctx, email);
  const existing = await findSubscriberByEmail(ctx.db, email);
  const at = new Date().toISOString();
  if (!guestConfirmation) {
    if (owner) await newsletterForCustomer(ctx, owner, true);
    else if (existing) {
      if (existing.status !== SUBSCRIPTION_STATUS.SUBSCRIBED) {
        await updateSubscriber(
          ctx.db,
          existing.id,
          { status: SUBSCRIPTION_STATUS.SUBSCRIBED, confirm_code_hash: null, store_code: ctx.store.code },
          at,
        );
      }
    } else {
      await insertSubscriber(ctx.db, {
        email,
        customerId: null,
        storeCode: ctx.store.code,
        status: SUBSCRIPTION_STATUS.SUBSCRIBED,
        confirmCodeHash: null,
        at,
      });
    }
    return 'SUBSCRIBED';
  }
  const code = randomBytes(16).toString('hex');
  const confirmCodeHash = hashToken(code);
  if (existing) {
    // A subscribed row stays subscribed; the new link only confirms it again.
    const status =
      existing.status === SUBSCRIPTION_STATUS.SUBSCRIBED ? existing.status : SUBSCRIPTION_STATUS.NOT_ACTIVE;
    await updateSubscriber(
      ctx.db,
      existing.id,
      { status, confirm_code_hash: confirmCodeHash, store_code: ctx.store.code },
      at,
    );
  } else {
    await insertSubscriber(ctx.db, {
      email,
      customerId: owner?.id ?? null,
      storeCode: ctx.store.code,
      status: SUBSCRIPTION_STATUS.NOT_ACTIVE,
      confirmCodeHash,
      at,
    });
  }
  const link = `${ctx.config.storefrontUrl}/newsletter/confirmar?email=${encodeURIComponent(email)}&code=${code}`;
  await ctx.services.mail.send({
    to: email,
    kind: 'newsletter-confirmation',
    subject: 'Confirme sua inscrição na newsletter',
    text: `Para receber nossa newsletter, confirme sua inscrição abrindo o link abaixo:\n${link}\n\nSe você não pediu a inscrição, ignore esta mensagem.`,
  });
  return 'NOT_ACTIVE';
}

export async function confirmSubscription(
  ctx: NewsletterContext,
  rawEmail: string,
  code: string,
): Promise<SubscriptionStatusName> {
  const row = await findSubscriberByEmail(ctx.db, rawEmail.trim().toLowerCase());
  if (!row?.confirm_code_hash || row.confirm_code_hash !== hashToken(code.trim())) {
    throw new InputError('This is an invalid subscription confirmation code.');
  }
  await updateSubscriber(
    ctx.db,
    row.id,
    { status: SUBSCRIPTION_STATUS.SUBSCRIBED, confirm_code_hash: null },
    new Date().toISOString(),
  );
  return 'SUBSCRIBED';
}

/**
 * Sets a customer's subscription (true subscribes, false unsubscribes) or, with `undefined`,
 * moves it to the customer's current e-mail after an e-mail change.
 */
export async function newsletterForCustomer(
  ctx: NewsletterContext,
  customer: CustomerRow,
  subscribe: boolean | undefined,
): Promise<void> {
  const at = new Date().toISOString();
  const own = await findSubscriberOfCustomer(ctx.db, customer.id);
  const byEmail = await findSubscriberByEmail(ctx.db, customer.email);
  let row: SubscriberRow | undefined = own ?? byEmail;
  if (own && byEmail && own.id !== byEmail.id) {
    // The new e-mail had a guest subscription: keep one row, subscribed if either was.
    const subscribed =
      own.status === SUBSCRIPTION_STATUS.SUBSCRIBED || byEmail.status === SUBSCRIPTION_STATUS.SUBSCRIBED;
    await deleteSubscriber(ctx.db, byEmail.id);
    await updateSubscriber(
      ctx.db,
      own.id,
      { status: subscribed ? SUBSCRIPTION_STATUS.SUBSCRIBED : own.status },
      at,
    );
    row = { ...own, status: subscribed ? SUBSCRIPTION_STATUS.SUBSCRIBED : own.status };
  }
  if (subscribe === undefined) {
    if (row && (row.email !== customer.email || row.customer_id !== customer.id)) {
      await updateSubscriber(ctx.db, row.id, { email: customer.email, customer_id: customer.id }, at);
    }
    return;
  }
  const status = subscribe ? SUBSCRIPTION_STATUS.SUBSCRIBED : SUBSCRIPTION_STATUS.UNSUBSCRIBED;
  if (row) {
    await updateSubscriber(
      ctx.db,
      row.id,
      { email: customer.email, customer_id: customer.id, status, confirm_code_hash: null },
      at,
    );
  } else if (subscribe) {
    await insertSubscriber(ctx.db, {
      email: customer.email,
      customerId: customer.id,
      storeCode: ctx.store.code,
      status,
      confirmCodeHash: null,
      at,
    });
  }
}

export async function isCustomerSubscribed(
  ctx: Pick<RequestContext, 'db'>,
  customer: CustomerRow,
): Promise<boolean> {
  const row =
    (await findSubscriberOfCustomer(ctx.db, customer.id)) ??
    (await findSubscriberByEmail(ctx.db, customer.email));
  return row?.status === SUBSCRIPTION_STATUS.SUBSCRIBED;
}
