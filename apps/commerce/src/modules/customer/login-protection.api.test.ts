import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { ageLimits, graphqlFrom, LOGIN, PASSWORD, registeredCustomer, uniqueEmail } from './testing';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const NETWORK_THROTTLED =
  'Too many failed sign-in attempts from your network. Please wait and try again later.';
const BOT_CHECK_FAILED = 'ReCaptcha validation failed, please try again';

/** A stand-in for Google's siteverify: answers by the token it receives, or with an HTTP error. */
function fakeVerifier() {
  const calls: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push(form);
      if (form.get('response') === 'broken') {
        response.writeHead(503).end('down');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: form.get('secret') === 's3cret' && form.get('response') === 'human' }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  return {
    calls,
    server,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
  };
}

const token = (r: { data: Record<string, any> | null }) => r.data?.generateCustomerToken?.token as string;

describe.each(TEST_DATABASES)('login throttling on %s', (database) => {
  const t = useTestApp(database, demoCatalogue, {
    LOGIN_MAX_FAILURES: '3',
    LOGIN_MAX_FAILURES_PER_IP: '6',
    LOGIN_FAILURE_WINDOW_MINUTES: '15',
    LOGIN_DELAY_SECONDS: '2',
    LOGIN_MAX_DELAY_SECONDS: '300',
  });

  it('slows an account down after repeated wrong passwords, progressively, and never locks it', async () => {
    const { email, headers } = await registeredCustomer(t);
    const from = (n: number) => ({ 'x-forwarded-for': `10.0.0.${n}` });
    for (let i = 1; i <= 3; i++) {
      const r = await t.graphql(LOGIN, { email, password: `Errada#${i}x` }, from(i));
      expect(r.errors![0]).toMatchObject({
        message: SIGN_IN_FAILED,
        extensions: { category: 'graphql-authentication' },
      });
    }
    // Right away, even the right password waits: refused at once, with Magento's message.
    const started = Date.now();
    const waiting = await t.graphql(LOGIN, { email, password: PASSWORD }, from(9));
    expect(waiting.errors![0]!.message).toBe(SIGN_IN_FAILED);
    expect(Date.now() - started).toBeLessThan(1000);
    // Not a lock: a session of the owner goes on working.
    expect((await t.graphql('{ customer { email } }', {}, headers)).data!.customer.email).toBe(email);
    const row = await t.database.db
      .selectFrom('customer')
      .select(['lock_expires'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.lock_expires).toBeNull();
    // Once the 2 s delay has run, the owner gets in.
    await ageLimits(t, 'login-account', 2_500);
    expect(token(await t.graphql(LOGIN, { email, password: PASSWORD }, from(9)))).toMatch(/^[0-9a-f]{64}$/);

    // The success forgot the failures; three more start the delay again, and the next one doubles it.
    for (let i = 1; i <= 3; i++) await t.graphql(LOGIN, { email, password: `Errada#${i}y` }, from(i));
    await ageLimits(t, 'login-account', 2_500);
    expect((await t.graphql(LOGIN, { email, password: 'Errada#4y' }, from(4))).errors![0]!.message).toBe(
      SIGN_IN_FAILED,
    );
    await ageLimits(t, 'login-account', 2_500);
    expect((await t.graphql(LOGIN, { email, password: PASSWORD }, from(9))).errors![0]!.message).toBe(
      SIGN_IN_FAILED,
    );
    await ageLimits(t, 'login-account', 2_000);
    expect(token(await t.graphql(LOGIN, { email, password: PASSWORD }, from(9)))).toBeTruthy();
  });

  it('forgets failures after a successful login', async () => {
    const { email } = await registeredCustomer(t);
    const h = { 'x-forwarded-for': '10.0.1.1' };
    await t.graphql(LOGIN, { email, password: 'Errada#1x' }, h);
    await t.graphql(LOGIN, { email, password: 'Errada#2x' }, h);
    expect(token(await t.graphql(LOGIN, { email, password: PASSWORD }, h))).toBeTruthy();
    await t.graphql(LOGIN, { email, password: 'Errada#3x' }, h);
    await t.graphql(LOGIN, { email, password: 'Errada#4x' }, h);
    expect(token(await t.graphql(LOGIN, { email, password: PASSWORD }, h))).toBeTruthy();
  });

  it('slows down a client address failing across accounts, not the others', async () => {
    const { email } = await registeredCustomer(t);
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 6; i++) {
      const r = await t.graphql(LOGIN, { email: uniqueEmail('alvo'), password: 'Qualquer#1' }, attacker);
      expect(r.errors![0]!.message).toBe(SIGN_IN_FAILED);
    }
    const refused = await t.graphql(LOGIN, { email, password: PASSWORD }, attacker);
    expect(refused.errors![0]).toMatchObject({
      message: NETWORK_THROTTLED,
      extensions: { category: 'graphql-authentication' },
    });
    const elsewhere = await t.graphql(
      LOGIN,
      { email, password: PASSWORD },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    expect(token(elsewhere)).toBeTruthy();
  });

  it('believes X-Forwarded-For only for the hop our edge adds, so rotating it bypasses nothing', async () => {
    const { email } = await registeredCustomer(t);
    // A peer that is not our edge: its made-up header is ignored, its own address is counted.
    const peer = '198.51.100.20';
    for (let i = 0; i < 6; i++) {
      const r = await graphqlFrom(
        t,
        peer,
        LOGIN,
        { email: uniqueEmail('alvo'), password: 'Qualquer#1' },
        {
          'x-forwarded-for': `192.0.2.${i + 1}`,
        },
      );
      expect(r.errors![0]!.message).toBe(SIGN_IN_FAILED);
    }
    const rotated = await graphqlFrom(
      t,
      peer,
      LOGIN,
      { email, password: PASSWORD },
      {
        'x-forwarded-for': '192.0.2.200',
      },
    );
    expect(rotated.errors![0]!.message).toBe(NETWORK_THROTTLED);
    // Nor can it get someone else's address refused: 192.0.2.1 is untouched.
    expect(
      token(await t.graphql(LOGIN, { email, password: PASSWORD }, { 'x-forwarded-for': '192.0.2.1' })),
    ).toBeTruthy();
    // Through the edge, only the last entry (the address the edge saw) counts: entries before it,
    // even ones naming a loopback hop, are the client's own words.
    for (let i = 0; i < 6; i++) {
      await t.graphql(
        LOGIN,
        { email: uniqueEmail('alvo'), password: 'Qualquer#1' },
        { 'x-forwarded-for': `192.0.2.${100 + i}, 127.0.0.5` },
      );
    }
    const chained = await t.graphql(
      LOGIN,
      { email, password: PASSWORD },
      { 'x-forwarded-for': '192.0.2.199, 127.0.0.5' },
    );
    expect(chained.errors![0]!.message).toBe(NETWORK_THROTTLED);
  });

  it('counts wrong current passwords in account operations as failures of the account', async () => {
    const { email, headers } = await registeredCustomer(t);
    const CHANGE =
      'mutation ($c: String!) { changeCustomerPassword(currentPassword: $c, newPassword: "Nova#Senha2027") { email } }';
    for (let i = 0; i < 3; i++) {
      expect((await t.graphql(CHANGE, { c: `Errada#${i}x` }, headers)).errors![0]!.message).toBe(
        'Invalid login or password.',
      );
    }
    expect(
      (await t.graphql(LOGIN, { email, password: PASSWORD }, { 'x-forwarded-for': '10.0.2.1' })).errors![0]!
        .message,
    ).toBe(SIGN_IN_FAILED);
  });
});

describe.each(TEST_DATABASES)('login bot check on %s', (database) => {
  const verifier = fakeVerifier();
  const env: Record<string, string> = {
    RECAPTCHA_SECRET: 's3cret',
    LOGIN_MAX_FAILURES: '3',
    LOGIN_BOT_CHECK_AFTER_FAILURES: '2',
  };
  beforeAll(() => {
    env.RECAPTCHA_VERIFY_URL = verifier.url();
  });
  afterAll(() => new Promise<void>((resolve) => verifier.server.close(() => resolve())));
  const t = useTestApp(database, demoCatalogue, env);

  it('asks for the bot check after failures, and an attacker cannot keep out the owner who passes it', async () => {
    // No failures yet: registering and logging in need no bot check.
    const { email } = await registeredCustomer(t);
    expect(verifier.calls).toHaveLength(0);
    // An attacker rotating real addresses: two free failures, then the bot check is required.
    const attacker = (n: number) => `203.0.113.${n}`;
    for (let i = 1; i <= 2; i++) {
      const r = await graphqlFrom(t, attacker(i), LOGIN, { email, password: `Errada#${i}x` });
      expect(r.errors![0]!.message).toBe(SIGN_IN_FAILED);
    }
    for (let i = 3; i <= 8; i++) {
      const r = await graphqlFrom(t, attacker(i), LOGIN, { email, password: `Errada#${i}x` });
      expect(r.errors![0]).toMatchObject({
        message: BOT_CHECK_FAILED,
        extensions: { category: 'graphql-input' },
      });
    }
    const robot = await graphqlFrom(
      t,
      attacker(9),
      LOGIN,
      { email, password: 'Errada#9x' },
      { 'x-recaptcha': 'robot' },
    );
    expect(robot.errors![0]!.message).toBe(BOT_CHECK_FAILED);
    // Even an attacker who passes the bot check only adds failures, which put the account under a delay…
    for (let i = 10; i <= 12; i++) {
      const r = await graphqlFrom(
        t,
        attacker(i),
        LOGIN,
        { email, password: `Errada#${i}x` },
        { 'x-recaptcha': 'human' },
      );
      expect(r.errors![0]!.message).toBe(SIGN_IN_FAILED);
    }
    // …that does not hold the owner back once they pass the bot check.
    const owner = '198.51.100.77';
    expect((await graphqlFrom(t, owner, LOGIN, { email, password: PASSWORD })).errors![0]!.message).toBe(
      BOT_CHECK_FAILED,
    );
    const down = await graphqlFrom(
      t,
      owner,
      LOGIN,
      { email, password: PASSWORD },
      { 'x-recaptcha': 'broken' },
    );
    expect(down.errors![0]!.message).toBe(
      'The bot check could not be verified right now. Please try again in a few minutes.',
    );
    const human = await graphqlFrom(
      t,
      owner,
      LOGIN,
      { email, password: PASSWORD },
      { 'x-recaptcha': 'human' },
    );
    expect(token(human)).toMatch(/^[0-9a-f]{64}$/);
    const last = verifier.calls[verifier.calls.length - 1]!;
    expect(Object.fromEntries(last)).toEqual({ secret: 's3cret', response: 'human', remoteip: owner });
  });
});
