import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { hashPassword } from './password';
import {
  ageLimits,
  CREATE_V2,
  graphqlFrom,
  LOGIN,
  lastMail,
  login,
  PASSWORD,
  startSmtpServer,
  uniqueEmail,
} from './testing';

const REQUEST = 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }';
const RESET =
  'mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }';
const RESEND = 'mutation ($e: String!) { resendConfirmationEmail(email: $e) }';
const CONFIRM =
  'mutation ($e: String!, $k: String!) { confirmEmail(input: { email: $e, confirmation_key: $k }) { customer { email } } }';
const SUBSCRIBE = 'mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }';
const RESET_LIMITED =
  'We received too many requests for password resets. Please wait and try again later or contact atendimento@escritoriototal.com.br.';
const TOO_MANY = 'Too many requests. Please wait and try again later.';

let nextPeer = 1;
/** A fresh client address for each call, so that only the limit under test is involved. */
const peer = () => `198.18.${Math.floor(nextPeer / 250)}.${(nextPeer++ % 250) + 1}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function register(t: ReturnType<typeof useTestApp>, email = uniqueEmail(), from = peer()) {
  const r = await graphqlFrom(t, from, CREATE_V2, {
    input: { firstname: 'Ana', lastname: 'Pereira', email, password: PASSWORD },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return email;
}

describe.each(TEST_DATABASES)('account e-mail limits on %s', (database) => {
  const t = useTestApp(database, demoCatalogue, {
    CUSTOMER_REQUIRE_CONFIRMATION: 'false',
    PASSWORD_RESET_MAX_REQUESTS: '5',
    PASSWORD_RESET_MIN_INTERVAL_MINUTES: '10',
    ACCOUNT_MAIL_MAX_PER_HOUR_PER_IP: '3',
  });

  it('allows 5 password resets an hour per e-mail, 10 minutes apart, known or not, from any address', async () => {
    for (const email of [await register(t), uniqueEmail('ninguem')]) {
      expect((await graphqlFrom(t, peer(), REQUEST, { e: email })).data!.requestPasswordResetEmail).toBe(
        true,
      );
      const soon = await graphqlFrom(t, peer(), REQUEST, { e: email });
      expect(soon.errors![0]).toMatchObject({
        message: RESET_LIMITED,
        extensions: { category: 'graphql-input' },
      });
      for (let i = 2; i <= 5; i++) {
        await ageLimits(t, 'reset-email', 11 * 60_000);
        expect((await graphqlFrom(t, peer(), REQUEST, { e: email })).data!.requestPasswordResetEmail).toBe(
          true,
        );
      }
      // Ten minutes later still, but the hour's five are used.
      await ageLimits(t, 'reset-email', 11 * 60_000);
      expect((await graphqlFrom(t, peer(), REQUEST, { e: email })).errors![0]!.message).toBe(RESET_LIMITED);
    }
    // Each accepted request for the known e-mail wrote one link; refused ones wrote nothing.
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('kind', '=', 'password-reset')
      .execute();
    expect(mails).toHaveLength(5);
  });

  it('allows one password reset per client address every 10 minutes, whatever the e-mail', async () => {
    const from = peer();
    expect((await graphqlFrom(t, from, REQUEST, { e: uniqueEmail() })).data!.requestPasswordResetEmail).toBe(
      true,
    );
    expect((await graphqlFrom(t, from, REQUEST, { e: uniqueEmail() })).errors![0]!.message).toBe(
      RESET_LIMITED,
    );
    // Rotating X-Forwarded-For from a peer that is not our edge changes nothing.
    const spoofed = await graphqlFrom(
      t,
      from,
      REQUEST,
      { e: uniqueEmail() },
      { 'x-forwarded-for': '192.0.2.44' },
    );
    expect(spoofed.errors![0]!.message).toBe(RESET_LIMITED);
    expect(
      (await graphqlFrom(t, peer(), REQUEST, { e: uniqueEmail() })).data!.requestPasswordResetEmail,
    ).toBe(true);
    await ageLimits(t, 'reset-ip', 11 * 60_000);
    expect((await graphqlFrom(t, from, REQUEST, { e: uniqueEmail() })).data!.requestPasswordResetEmail).toBe(
      true,
    );
  });

  it('limits registrations, confirmation re-sends and guest newsletter sign-ups per client address', async () => {
    const from = peer();
    for (let i = 0; i < 3; i++) await register(t, uniqueEmail(), from);
    const fourth = await graphqlFrom(t, from, CREATE_V2, {
      input: { firstname: 'Ana', lastname: 'Pereira', email: uniqueEmail(), password: PASSWORD },
    });
    expect(fourth.errors![0]).toMatchObject({ message: TOO_MANY, extensions: { category: 'graphql-input' } });
    await register(t, uniqueEmail(), peer());

    const reader = peer();
    for (let i = 0; i < 3; i++) {
      expect((await graphqlFrom(t, reader, SUBSCRIBE, { e: uniqueEmail('leitor') })).data).toBeTruthy();
    }
    expect((await graphqlFrom(t, reader, SUBSCRIBE, { e: uniqueEmail('leitor') })).errors![0]!.message).toBe(
      TOO_MANY,
    );

    const resender = peer();
    for (let i = 0; i < 3; i++) {
      expect(
        (await graphqlFrom(t, resender, RESEND, { e: uniqueEmail() })).data!.resendConfirmationEmail,
      ).toBe(true);
    }
    expect((await graphqlFrom(t, resender, RESEND, { e: uniqueEmail() })).errors![0]!.message).toBe(TOO_MANY);
    // Per target e-mail too: a mailbox gets one such e-mail every 10 minutes at most.
    const target = uniqueEmail();
    expect((await graphqlFrom(t, peer(), RESEND, { e: target })).data!.resendConfirmationEmail).toBe(true);
    expect((await graphqlFrom(t, peer(), RESEND, { e: target })).errors![0]!.message).toBe(TOO_MANY);
  });

  it('answers confirmation and newsletter requests alike whether or not the e-mail has an account', async () => {
    const known = await register(t);
    const unknown = uniqueEmail('ninguem');
    const key = 'f'.repeat(64);
    const answers = await Promise.all(
      [known, unknown].map((e) => graphqlFrom(t, peer(), CONFIRM, { e, k: key })),
    );
    expect(answers[0]!.errors![0]!.message).toBe(
      'The confirmation token is invalid. Verify the token and try again.',
    );
    expect(answers[1]!.errors).toEqual(answers[0]!.errors);
    for (const e of [known, unknown]) {
      expect((await graphqlFrom(t, peer(), SUBSCRIBE, { e })).data!.subscribeEmailToNewsletter.status).toBe(
        'SUBSCRIBED',
      );
    }
    // Subscribing again (already subscribed) answers the same.
    await ageLimits(t, 'newsletter-email', 11 * 60_000);
    expect(
      (await graphqlFrom(t, peer(), SUBSCRIBE, { e: unknown })).data!.subscribeEmailToNewsletter.status,
    ).toBe('SUBSCRIBED');
  });
});

describe.each(TEST_DATABASES)('account e-mail through the outbox worker on %s', (database) => {
  const env: Record<string, string> = { CUSTOMER_REQUIRE_CONFIRMATION: 'true', MAIL_SWEEP_MS: '3600000' };
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.close());
  const t = useTestApp(database, demoCatalogue, env);

  const mailTo = (to: string, marker: string) =>
    smtp.received.filter((m) => m.to === to && m.data.includes(marker)).at(-1)?.data;

  it('registers, confirms, logs in and resets a password as before, the mail sent by the worker', async () => {
    const email = uniqueEmail();
    const created = await t.graphql(CREATE_V2, {
      input: { firstname: 'Ana', lastname: 'Pereira', email, password: PASSWORD },
    });
    expect(created.errors).toBeUndefined();
    await t.app.mailer.deliverPending();
    const confirmation = mailTo(email, 'confirmar-conta');
    expect(confirmation).toBeDefined();
    const key = /key=([0-9a-f]{64})/.exec(confirmation!)![1]!;
    // At rest: the key only as its SHA-256, and the delivered mail without its body.
    const row = await t.database.db
      .selectFrom('customer')
      .select('confirmation_key_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.confirmation_key_hash).toBe(sha256(key));
    const sentConfirmation = (await lastMail(t, email, 'account-confirmation'))!;
    expect(sentConfirmation).toMatchObject({ subject: 'Confirme sua conta', text_body: '', html_body: null });
    expect(sentConfirmation.sent_at).not.toBeNull();

    expect((await t.graphql(CONFIRM, { e: email, k: key })).data!.confirmEmail.customer.email).toBe(email);
    await login(t, email);

    expect((await t.graphql(REQUEST, { e: email })).data!.requestPasswordResetEmail).toBe(true);
    await t.app.mailer.deliverPending();
    const reset = mailTo(email, 'reset-password');
    const token = /token=([0-9a-f]{64})/.exec(reset!)![1]!;
    const stored = await t.database.db
      .selectFrom('customer_password_reset')
      .select('token_hash')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256(token));
    const outbox = (await lastMail(t, email, 'password-reset'))!;
    expect(outbox.text_body).toBe('');
    expect(outbox.html_body).toBeNull();
    expect(JSON.stringify(outbox)).not.toContain(token);

    expect((await t.graphql(RESET, { e: email, t: token, p: 'Nova#Senha2027' })).data!.resetPassword).toBe(
      true,
    );
    await login(t, email, 'Nova#Senha2027');
  });

  it('answers a reset for a known e-mail as fast as for an unknown one, and the mail arrives after', async () => {
    const known: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = uniqueEmail('conhecido');
      await t.graphql(CREATE_V2, { input: { firstname: 'Ana', lastname: 'P', email, password: PASSWORD } });
      known.push(email);
    }
    await t.app.mailer.deliverPending();
    const timeOf = async (email: string) => {
      const started = process.hrtime.bigint();
      const r = await graphqlFrom(t, peer(), REQUEST, { e: email });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      expect(r.data!.requestPasswordResetEmail).toBe(true);
      return ms;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknownTimes.push(await timeOf(uniqueEmail('ninguem')));
      knownTimes.push(await timeOf(known[i]!));
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    console.info(`requestPasswordResetEmail median: known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
    // Both take the even answer time (200 ms) and no SMTP round trip: the difference is noise.
    expect(Math.abs(k - u)).toBeLessThan(40);
    expect(Math.max(k, u)).toBeLessThan(500);
    // The worker delivers them afterwards.
    await t.app.mailer.deliverPending();
    for (const email of known) expect(mailTo(email, 'reset-password')).toBeDefined();
  });
});

describe.each(TEST_DATABASES)('password hashing on %s', (database) => {
  const t = useTestApp(database, demoCatalogue, {
    CUSTOMER_REQUIRE_CONFIRMATION: 'false',
    PASSWORD_SCRYPT_N: String(2 ** 17),
  });

  it('rehashes an older scrypt hash with the current parameters at the next successful login', async () => {
    const email = uniqueEmail();
    await t.graphql(CREATE_V2, { input: { firstname: 'Ana', lastname: 'P', email, password: PASSWORD } });
    const current = await t.database.db
      .selectFrom('customer')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(current.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // An account from before: N=2^14.
    const old = await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
    await t.database.db
      .updateTable('customer')
      .set({ password_hash: old })
      .where('email', '=', email)
      .execute();
    expect((await t.graphql(LOGIN, { email, password: 'Errada#1x' })).errors).toBeDefined();
    const unchanged = await t.database.db
      .selectFrom('customer')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(unchanged.password_hash).toBe(old);
    await login(t, email);
    const after = await t.database.db
      .selectFrom('customer')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(after.password_hash).not.toBe(old);
    await login(t, email);
  });
});
