import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { lastMail, linkParam, registeredCustomer, uniqueEmail } from '../customer/testing';

const SUBSCRIBE = 'mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }';
const CONFIRM =
  'mutation ($e: String!, $c: String!) { confirmNewsletterSubscription(email: $e, confirmation_code: $c) { status } }';

describe.each(TEST_DATABASES)('newsletter on %s', (database) => {
  const t = useTestApp(database);

  it('subscribes guests at once by default, answers a repeat alike and refuses bad e-mails', async () => {
    const email = uniqueEmail('leitor');
    expect((await t.graphql(SUBSCRIBE, { e: email.toUpperCase() })).data!.subscribeEmailToNewsletter).toEqual(
      { status: 'SUBSCRIBED' },
    );
    // Magento answers "already subscribed"; that would tell who reads the newsletter.
    expect((await t.graphql(SUBSCRIBE, { e: email })).data!.subscribeEmailToNewsletter).toEqual({
      status: 'SUBSCRIBED',
    });
    const rows = await t.database.db
      .selectFrom('newsletter_subscriber')
      .select('status')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ status: 1 }]);
    expect((await t.graphql(SUBSCRIBE, { e: '  ' })).errors![0]!.message).toBe(
      'You must specify an email address to subscribe to a newsletter.',
    );
    expect((await t.graphql(SUBSCRIBE, { e: 'x@y' })).errors![0]!.message).toBe(
      'Enter a valid email address.',
    );
  });

  it("subscribes a customer's own e-mail, shows it on the customer and unsubscribes through updateCustomerV2", async () => {
    const { email, headers } = await registeredCustomer(t);
    // Someone else's account e-mail answers as any e-mail would (Magento's "already assigned to
    // another user" tells that the account exists); without guest confirmation it is subscribed,
    // as any e-mail given would be, on the owner's own subscription.
    const other = await registeredCustomer(t);
    expect(
      (await t.graphql(SUBSCRIBE, { e: other.email }, headers)).data!.subscribeEmailToNewsletter.status,
    ).toBe('SUBSCRIBED');
    expect((await t.graphql(SUBSCRIBE, { e: other.email })).data!.subscribeEmailToNewsletter.status).toBe(
      'SUBSCRIBED',
    );
    expect(
      (await t.graphql('{ customer { is_subscribed } }', {}, other.headers)).data!.customer.is_subscribed,
    ).toBe(true);
    expect((await t.graphql(SUBSCRIBE, { e: email }, headers)).data!.subscribeEmailToNewsletter.status).toBe(
      'SUBSCRIBED',
    );
    expect(
      (await t.graphql('{ customer { is_subscribed } }', {}, headers)).data!.customer.is_subscribed,
    ).toBe(true);
    const off = await t.graphql(
      'mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }',
      {},
      headers,
    );
    expect(off.data!.updateCustomerV2.customer.is_subscribed).toBe(false);
    // Resubscribing after an unsubscription works.
    expect((await t.graphql(SUBSCRIBE, { e: email }, headers)).data!.subscribeEmailToNewsletter.status).toBe(
      'SUBSCRIBED',
    );
    // The subscription follows an e-mail change.
    const next = uniqueEmail('novo');
    await t.graphql(
      'mutation ($e: String!) { updateCustomerEmail(email: $e, password: "Segura#2026") { customer { email } } }',
      { e: next },
      headers,
    );
    expect((await t.graphql('{ customer { email is_subscribed } }', {}, headers)).data!.customer).toEqual({
      email: next,
      is_subscribed: true,
    });
  });
});

describe.each(TEST_DATABASES)('newsletter with confirmation for guests on %s', (database) => {
  const t = useTestApp(database, demoCatalogue, { NEWSLETTER_GUEST_CONFIRMATION: 'true' });

  it('keeps guests NOT_ACTIVE until they confirm by the e-mailed link', async () => {
    const email = uniqueEmail('leitor');
    expect((await t.graphql(SUBSCRIBE, { e: email })).data!.subscribeEmailToNewsletter.status).toBe(
      'NOT_ACTIVE',
    );
    const mail = await lastMail(t, email, 'newsletter-confirmation');
    expect(mail!.text_body).toContain('/newsletter/confirmar?email=');
    const code = linkParam(mail!.text_body, 'code');
    expect((await t.graphql(CONFIRM, { e: email, c: 'nope' })).errors![0]!.message).toBe(
      'This is an invalid subscription confirmation code.',
    );
    expect((await t.graphql(CONFIRM, { e: email, c: code })).data!.confirmNewsletterSubscription.status).toBe(
      'SUBSCRIBED',
    );
    expect((await t.graphql(CONFIRM, { e: email, c: code })).errors![0]!.message).toBe(
      'This is an invalid subscription confirmation code.',
    );
    // An account's e-mail given by a guest: the same answer, and only the e-mailed link subscribes it.
    const owner = await registeredCustomer(t);
    expect((await t.graphql(SUBSCRIBE, { e: owner.email })).data!.subscribeEmailToNewsletter.status).toBe(
      'NOT_ACTIVE',
    );
    expect(
      (await t.graphql('{ customer { is_subscribed } }', {}, owner.headers)).data!.customer.is_subscribed,
    ).toBe(false);
    const ownerCode = linkParam(
      (await lastMail(t, owner.email, 'newsletter-confirmation'))!.text_body,
      'code',
    );
    await t.graphql(CONFIRM, { e: owner.email, c: ownerCode });
    expect(
      (await t.graphql('{ customer { is_subscribed } }', {}, owner.headers)).data!.customer.is_subscribed,
    ).toBe(true);
    // Customers subscribing their own e-mail need no confirmation.
    const { email: own, headers } = await registeredCustomer(t);
    expect((await t.graphql(SUBSCRIBE, { e: own }, headers)).data!.subscribeEmailToNewsletter.status).toBe(
      'SUBSCRIBED',
    );
  });
});

describe.each(TEST_DATABASES)('newsletter without guests on %s', (database) => {
  const t = useTestApp(database, demoCatalogue, { NEWSLETTER_ALLOW_GUESTS: 'false' });

  it('refuses guests when guest subscription is off', async () => {
    expect((await t.graphql(SUBSCRIBE, { e: uniqueEmail() })).errors![0]!.message).toBe(
      'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
    );
  });
});
