import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { demoCatalogue } from '../../db/seed/catalogue';
import { LOGIN, PASSWORD, registeredCustomer, uniqueEmail } from './testing';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

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

describe.each(TEST_DATABASES)('login throttling on %s', (database) => {
  const t = useTestApp(database, demoCatalogue, {
    LOGIN_MAX_FAILURES: '3',
    LOGIN_LOCK_MINUTES: '10',
    LOGIN_MAX_FAILURES_PER_IP: '6',
    LOGIN_FAILURE_WINDOW_MINUTES: '15',
  });

  it('locks an account after repeated wrong passwords, even for the right one, until the lock expires', async () => {
    const { email, headers } = await registeredCustomer(t);
    const from = (n: number) => ({ 'x-forwarded-for': `10.0.0.${n}, 172.16.0.1` });
    for (let i = 1; i <= 3; i++) {
      const r = await t.graphql(LOGIN, { email, password: `Errada#${i}x` }, from(i));
      expect(r.errors![0]).toMatchObject({
        message: SIGN_IN_FAILED,
        extensions: { category: 'graphql-authentication' },
      });
    }
    const locked = await t.graphql(LOGIN, { email, password: PASSWORD }, from(9));
    expect(locked.errors![0]!.message).toBe(SIGN_IN_FAILED);
    // A token issued before the lock answers as Magento does for a locked account.
    const me = await t.graphql('{ customer { email } }', {}, headers);
    expect(me.errors![0]).toMatchObject({
      message: 'The account is locked.',
      extensions: { category: 'graphql-authorization' },
    });
    const row = await t.database.db
      .selectFrom('customer')
      .select(['lock_expires'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const minutes = (new Date(row.lock_expires!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    await t.database.db
      .updateTable('customer')
      .set({ lock_expires: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const after = await t.graphql(LOGIN, { email, password: PASSWORD }, from(9));
    expect(after.data!.generateCustomerToken.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('forgets failures after a successful login', async () => {
    const { email } = await registeredCustomer(t);
    const h = { 'x-forwarded-for': '10.0.1.1' };
    await t.graphql(LOGIN, { email, password: 'Errada#1x' }, h);
    await t.graphql(LOGIN, { email, password: 'Errada#2x' }, h);
    expect(
      (await t.graphql(LOGIN, { email, password: PASSWORD }, h)).data!.generateCustomerToken,
    ).toBeTruthy();
    await t.graphql(LOGIN, { email, password: 'Errada#3x' }, h);
    expect(
      (await t.graphql(LOGIN, { email, password: PASSWORD }, h)).data!.generateCustomerToken,
    ).toBeTruthy();
  });

  it('refuses a client address after too many failures across accounts, not the others', async () => {
    const { email } = await registeredCustomer(t);
    const attacker = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 6; i++) {
      const r = await t.graphql(LOGIN, { email: uniqueEmail('alvo'), password: 'Qualquer#1' }, attacker);
      expect(r.errors![0]!.message).toBe(SIGN_IN_FAILED);
    }
    const refused = await t.graphql(LOGIN, { email, password: PASSWORD }, attacker);
    expect(refused.errors![0]).toMatchObject({
      message: 'Too many failed sign-in attempts from your network. Please wait and try again later.',
      extensions: { category: 'graphql-authentication' },
    });
    const elsewhere = await t.graphql(
      LOGIN,
      { email, password: PASSWORD },
      { 'x-forwarded-for': '198.51.100.2' },
    );
    expect(elsewhere.data!.generateCustomerToken.token).toBeTruthy();
  });

  it('counts wrong current passwords in account operations towards the lock', async () => {
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
  const env: Record<string, string> = { RECAPTCHA_SECRET: 's3cret' };
  beforeAll(() => {
    env.RECAPTCHA_VERIFY_URL = verifier.url();
  });
  afterAll(() => new Promise<void>((resolve) => verifier.server.close(() => resolve())));
  const t = useTestApp(database, demoCatalogue, env);

  it('verifies the X-ReCaptcha header server-side and refuses missing, failed or unverifiable checks', async () => {
    const email = uniqueEmail();
    // Registration does not need the bot check; logging in does.
    await expect(registeredCustomer(t, { email })).rejects.toThrow(
      'ReCaptcha validation failed, please try again',
    );
    const none = await t.graphql(LOGIN, { email, password: PASSWORD });
    expect(none.errors![0]).toMatchObject({
      message: 'ReCaptcha validation failed, please try again',
      extensions: { category: 'graphql-input' },
    });
    const bot = await t.graphql(LOGIN, { email, password: PASSWORD }, { 'x-recaptcha': 'robot' });
    expect(bot.errors![0]!.message).toBe('ReCaptcha validation failed, please try again');
    const down = await t.graphql(LOGIN, { email, password: PASSWORD }, { 'x-recaptcha': 'broken' });
    expect(down.errors![0]!.message).toBe(
      'The bot check could not be verified right now. Please try again in a few minutes.',
    );
    const human = await t.graphql(
      LOGIN,
      { email, password: PASSWORD },
      { 'x-recaptcha': 'human', 'x-forwarded-for': '192.0.2.9' },
    );
    expect(human.data!.generateCustomerToken.token).toMatch(/^[0-9a-f]{64}$/);
    const last = verifier.calls[verifier.calls.length - 1]!;
    expect(Object.fromEntries(last)).toEqual({ secret: 's3cret', response: 'human', remoteip: '192.0.2.9' });
  });
});
