import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import type { RoleCode } from './acl';
import { createTestStaffUser, integrationToken, staffToken } from './testing';
import { issueAdminToken } from './tokens';

const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const unauthorized = (resources: string) => ({
  message: "The consumer isn't authorized to access %resources.",
  parameters: { resources },
});

describe.each(TEST_DATABASES)('staff accounts and tokens on %s', (database) => {
  const t = useTestApp(database, undefined, {
    ADMIN_LOGIN_MAX_FAILURES: '6',
    ADMIN_LOGIN_MAX_FAILURES_PER_IP: '40',
    ADMIN_LOCKOUT_MINUTES: '30',
    CARD_VAULT_KEY: 'cd'.repeat(32),
  });
  const db = () => t.database.db;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token?: string,
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  const tokenFor = (username: string, password: string) =>
    call('POST', '/rest/V1/integration/admin/token', { username, password });

  it('invites a user whose one-time password must be changed before the first token', async () => {
    const admin = await staffToken(db(), 'administrator');
    const invited = await call(
      'POST',
      '/rest/V1/staff/users',
      { user: { email: 'Ana.Pedidos@Loja.test', firstname: 'Ana', lastname: 'Souza', role: 'pedidos' } },
      admin,
    );
    expect(invited.status).toBe(200);
    expect(invited.body.user).toMatchObject({
      email: 'ana.pedidos@loja.test',
      role: 'pedidos',
      must_change_password: true,
    });
    const oneTime = invited.body.one_time_password as string;
    expect(oneTime).toMatch(/^\S{16}$/);
    // The colleague is told where and with which e-mail to sign in; the password is not in it.
    const mail = await db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'staff-invitation')
      .where('to_address', '=', 'ana.pedidos@loja.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Seu acesso ao painel da Escritório Total');
    expect(mail.text_body).toContain('E-mail de acesso: ana.pedidos@loja.test');
    expect(mail.text_body).toContain('perfil Pedidos');
    expect(mail.text_body).toContain('/admin');
    expect(mail.text_body).not.toContain(oneTime);
    const again = await call(
      'POST',
      '/rest/V1/staff/users',
      { user: { email: 'ana.pedidos@loja.test', firstname: 'Ana', lastname: 'Dois', role: 'pedidos' } },
      admin,
    );
    expect(again).toEqual({
      status: 400,
      body: { message: 'A user with the same user name or email already exists.' },
    });

    expect(await tokenFor('ana.pedidos@loja.test', oneTime)).toEqual({
      status: 401,
      body: {
        message: "It's time to change your password.",
        parameters: { endpoint: 'POST /rest/V1/staff/password' },
      },
    });
    const weak = await call('POST', '/rest/V1/staff/password', {
      username: 'ana.pedidos@loja.test',
      currentPassword: oneTime,
      newPassword: 'fraca',
    });
    expect(weak).toEqual({
      status: 400,
      body: { message: 'The password needs at least 8 characters. Create a new password and try again.' },
    });
    const same = await call('POST', '/rest/V1/staff/password', {
      username: 'ana.pedidos@loja.test',
      currentPassword: oneTime,
      newPassword: oneTime,
    });
    expect(same.body.message).toBe('Sorry, but this password has already been used. Please create another.');
    const changed = await call('POST', '/rest/V1/staff/password', {
      username: 'ana.pedidos@loja.test',
      currentPassword: oneTime,
      newPassword: 'Nova-senha-42',
    });
    expect(changed).toEqual({ status: 200, body: true });
    expect((await tokenFor('ana.pedidos@loja.test', oneTime)).status).toBe(401);
    const token = await tokenFor('ana.pedidos@loja.test', 'Nova-senha-42');
    expect(token.status).toBe(200);
    expect(typeof token.body).toBe('string');
    const me = await call('GET', '/rest/V1/staff/me', undefined, token.body);
    expect(me.body).toMatchObject({ type: 'staff', role: 'pedidos', role_label: 'Pedidos' });
    expect(me.body.permissions).toContain('Magento_Sales::ship');
    expect(me.body.permissions).not.toContain('Magento_Catalog::products');
  });

  it('refuses bad bodies with Magento 400s, never a 500', async () => {
    expect(await call('POST', '/rest/V1/integration/admin/token', { username: 'x' })).toEqual({
      status: 400,
      body: {
        message: '"%fieldName" is required. Enter and try again.',
        parameters: { fieldName: 'password' },
      },
    });
    expect(await call('POST', '/rest/V1/integration/admin/token', {})).toEqual({
      status: 400,
      body: {
        message: 'One or more input exceptions have occurred.',
        errors: [
          {
            message: '"%fieldName" is required. Enter and try again.',
            parameters: { fieldName: 'username' },
          },
          {
            message: '"%fieldName" is required. Enter and try again.',
            parameters: { fieldName: 'password' },
          },
        ],
      },
    });
    const wrongType = await call('POST', '/rest/V1/integration/admin/token', {
      username: { a: 1 },
      password: 'x',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.parameters).toMatchObject({ fieldName: 'username', type: 'string' });
    const broken = await call('POST', '/rest/V1/integration/admin/token', '{"username": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Decoding error: %1');
    const admin = await staffToken(db(), 'administrator');
    const badRole = await call(
      'POST',
      '/rest/V1/staff/users',
      { user: { email: 'z@z.test', firstname: 'Z', lastname: 'Z', role: 'chef' } },
      admin,
    );
    expect(badRole.status).toBe(400);
    expect(badRole.body).toEqual({
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { fieldName: 'user.role', value: 'chef' },
    });
    const badId = await call('GET', '/rest/V1/staff/users/abc', undefined, admin);
    expect(badId.status).toBe(400);
    expect((await call('GET', '/rest/V1/staff/users/999999', undefined, admin)).body).toEqual({
      message: 'The staff user with the "%1" ID doesn\'t exist.',
      parameters: ['999999'],
    });
  });

  it('treats expired and revoked tokens as no token (401)', async () => {
    const user = await createTestStaffUser(db(), { role: 'administrator' });
    const expired = await issueAdminToken(db(), user.id, 4, new Date(Date.now() - 5 * 3_600_000));
    expect(await call('GET', '/rest/V1/staff/me', undefined, expired)).toEqual({
      status: 401,
      body: unauthorized('Magento_Backend::admin'),
    });

    const admin = await staffToken(db(), 'administrator');
    const victim = await createTestStaffUser(db(), { role: 'catalogo' });
    const victimToken = await issueAdminToken(db(), victim.id, 4);
    expect((await call('GET', '/rest/V1/staff/me', undefined, victimToken)).status).toBe(200);
    const disabled = await call(
      'PUT',
      `/rest/V1/staff/users/${victim.id}`,
      { user: { is_active: false } },
      admin,
    );
    expect(disabled.body).toMatchObject({ is_active: false });
    expect((await call('GET', '/rest/V1/staff/me', undefined, victimToken)).status).toBe(401);
    expect((await tokenFor(victim.email, victim.password)).body).toEqual({ message: SIGN_IN_FAILED });

    const created = await call(
      'POST',
      '/rest/V1/staff/integrations',
      { integration: { name: `erp-${database}`, role: 'pedidos' } },
      admin,
    );
    const erp = created.body.access_token as string;
    expect((await call('GET', '/rest/V1/staff/me', undefined, erp)).body).toMatchObject({
      type: 'integration',
    });
    expect(await call('DELETE', `/rest/V1/staff/integrations/${created.body.id}`, undefined, admin)).toEqual({
      status: 200,
      body: true,
    });
    expect((await call('GET', '/rest/V1/staff/me', undefined, erp)).status).toBe(401);
  });

  it('locks a user name after six failures, even for the right password', async () => {
    const user = await createTestStaffUser(db(), { role: 'catalogo' });
    for (let i = 0; i < 5; i++) expect((await tokenFor(user.email, 'Errada-123!')).status).toBe(401);
    expect((await tokenFor(user.email, user.password)).status).toBe(200); // five failures: still fine
    for (let i = 0; i < 6; i++) {
      expect(await tokenFor(user.email, 'Errada-123!')).toEqual({
        status: 401,
        body: { message: SIGN_IN_FAILED },
      });
    }
    expect(await tokenFor(user.email, user.password)).toEqual({
      status: 401,
      body: { message: SIGN_IN_FAILED },
    });
    expect(await tokenFor('nobody@staff.test', 'x')).toEqual({
      status: 401,
      body: { message: SIGN_IN_FAILED },
    });
  });

  it('refuses an address that failed too often over many user names', async () => {
    const user = await createTestStaffUser(db(), { role: 'catalogo' });
    const from = (ip: string, username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/rest/V1/integration/admin/token',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        payload: { username, password },
      });
    for (let i = 0; i < 40; i++) {
      expect((await from('10.7.7.7', `spray${i}@staff.test`, 'Errada-123!')).statusCode).toBe(401);
    }
    const refused = await from('10.7.7.7', user.email, user.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: SIGN_IN_FAILED });
    expect((await from('10.7.7.8', user.email, user.password)).statusCode).toBe(200);
  });

  it('enrols TOTP with a QR code, then signs in only with a fresh code or a recovery code', async () => {
    const user = await createTestStaffUser(db(), { role: 'conteudo' });
    const token = (await tokenFor(user.email, user.password)).body as string;
    const enrolment = await call('POST', '/rest/V1/staff/me/tfa/google/configure', undefined, token);
    expect(enrolment.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.body.qr_code_url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.body.qr_code_url.split(',')[1], 'base64').toString()).toContain('<svg');
    const secret = enrolment.body.secret_code as string;
    const now = Math.floor(Date.now() / 1000);

    const wrong = await call('POST', '/rest/V1/staff/me/tfa/google/activate', { otp: '000000' }, token);
    expect(wrong).toEqual({ status: 400, body: { message: 'Invalid code.' } });
    const first = await generate({ secret });
    const activated = await call('POST', '/rest/V1/staff/me/tfa/google/activate', { otp: first }, token);
    const codes = activated.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db()
      .selectFrom('staff_user')
      .select('totp_secret')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.totp_secret).not.toContain(secret);
    const hashes = await db()
      .selectFrom('staff_recovery_code')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(codes[0]);

    expect(await tokenFor(user.email, user.password)).toEqual({
      status: 400,
      body: {
        message: 'Please use the 2fa provider-specific endpoints to obtain a token.',
        parameters: { active_providers: ['google'] },
      },
    });
    const google = (otp: string, password = user.password) =>
      call('POST', '/rest/V1/tfa/provider/google/authenticate', { username: user.email, password, otp });
    expect(await google('123456')).toEqual({ status: 401, body: { message: 'Invalid code.' } });
    expect((await google(await generate({ secret }), 'Errada-123!')).body).toEqual({
      message: SIGN_IN_FAILED,
    });
    // The code that activated the factor cannot be replayed; the next one works, once.
    expect((await google(first)).status).toBe(401);
    const next = await generate({ secret, epoch: now + 30 });
    const signedIn = await google(next);
    expect(signedIn.status).toBe(200);
    expect((await call('GET', '/rest/V1/staff/me', undefined, signedIn.body)).body.role).toBe('conteudo');
    expect((await google(next)).status).toBe(401);
    const recovery = codes[0] as string;
    expect((await google(recovery.toUpperCase())).status).toBe(200);
    expect((await google(recovery)).status).toBe(401);
  });

  it('lets each role reach what it may and answers 401 elsewhere', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        (['administrator', 'catalogo', 'pedidos', 'atendimento', 'conteudo'] as RoleCode[]).map(
          async (role) => [role, await staffToken(db(), role)] as const,
        ),
      ),
    ) as Record<RoleCode, string>;
    const integration = await integrationToken(db(), 'catalogo');
    const cases: [string, string, string, number][] = [
      ['administrator', tokens.administrator, '/rest/V1/staff/users?searchCriteria=', 200],
      ['administrator', tokens.administrator, '/rest/V1/staff/audit-log?searchCriteria=', 200],
      ['catalogo', tokens.catalogo, '/rest/V1/staff/users?searchCriteria=', 401],
      ['pedidos', tokens.pedidos, '/rest/V1/staff/audit-log?searchCriteria=', 401],
      ['atendimento', tokens.atendimento, '/rest/V1/staff/integrations?searchCriteria=', 401],
      ['conteudo', tokens.conteudo, '/rest/V1/staff/me', 200],
      ['integration catalogo', integration, '/rest/all/V1/staff/me', 200],
      ['integration catalogo', integration, '/rest/V1/staff/users?searchCriteria=', 401],
    ];
    for (const [who, token, url, status] of cases) {
      const response = await call('GET', url, undefined, token);
      expect({ who, url, status: response.status }).toEqual({ who, url, status });
      if (status === 401)
        expect(response.body.message).toBe("The consumer isn't authorized to access %resources.");
    }
    const refused = await call(
      'POST',
      '/rest/V1/staff/integrations',
      { integration: { name: 'x', role: 'pedidos' } },
      tokens.pedidos,
    );
    expect(refused.body).toEqual(unauthorized('Magento_Integration::integrations'));
  });

  it('keeps one active administrator', async () => {
    const admins = await call(
      'GET',
      '/rest/V1/staff/users?searchCriteria[filter_groups][0][filters][0][field]=role&searchCriteria[filter_groups][0][filters][0][value]=administrator',
      undefined,
      await staffToken(db(), 'administrator'),
    );
    const token = await staffToken(db(), 'administrator');
    for (const user of admins.body.items as { id: number }[]) {
      await call('PUT', `/rest/V1/staff/users/${user.id}`, { user: { role: 'catalogo' } }, token);
    }
    const me = await call('GET', '/rest/V1/staff/me', undefined, token);
    expect(
      await call('PUT', `/rest/V1/staff/users/${me.body.id}`, { user: { is_active: false } }, token),
    ).toEqual({ status: 400, body: { message: 'At least one active administrator is required.' } });
  });

  it('searches staff users and the audit log with searchCriteria', async () => {
    const admin = await staffToken(db(), 'administrator');
    const domain = `crit-${database}.test`;
    const people: [string, RoleCode][] = [
      ['ana', 'catalogo'],
      ['bia', 'pedidos'],
      ['caio', 'pedidos'],
      ['duda', 'conteudo'],
      ['edu', 'catalogo'],
    ];
    for (const [name, role] of people) {
      await call(
        'POST',
        '/rest/V1/staff/users',
        { user: { email: `${name}@${domain}`, firstname: name, lastname: 'X', role } },
        admin,
      );
    }
    const f = (g: number, i: number, field: string, value: string, condition?: string) =>
      `searchCriteria[filter_groups][${g}][filters][${i}][field]=${field}&searchCriteria[filter_groups][${g}][filters][${i}][value]=${encodeURIComponent(value)}` +
      (condition ? `&searchCriteria[filter_groups][${g}][filters][${i}][condition_type]=${condition}` : '');
    const emails = async (query: string) => {
      const response = await call('GET', `/rest/V1/staff/users?${query}`, undefined, admin);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return {
        emails: (response.body.items as { email: string }[]).map((u) => u.email.split('@')[0]),
        total: response.body.total_count,
      };
    };
    // (role = catalogo OR role = conteudo) AND email like %@domain, newest e-mail last
    expect(
      await emails(
        `${f(0, 0, 'role', 'catalogo')}&${f(0, 1, 'role', 'conteudo')}&${f(1, 0, 'email', `%@${domain}`, 'like')}&searchCriteria[sortOrders][0][field]=email&searchCriteria[sortOrders][0][direction]=DESC`,
      ),
    ).toEqual({ emails: ['edu', 'duda', 'ana'], total: 3 });
    // in + nin across groups, paged
    const paged = `${f(0, 0, 'role', 'pedidos,catalogo', 'in')}&${f(1, 0, 'email', `ana@${domain}`, 'nin')}&${f(2, 0, 'email', `%${domain}`, 'like')}&searchCriteria[sortOrders][0][field]=email&searchCriteria[pageSize]=2&searchCriteria[currentPage]=2`;
    expect(await emails(paged)).toEqual({ emails: ['edu'], total: 3 });
    const echoed = await call('GET', `/rest/V1/staff/users?${paged}`, undefined, admin);
    expect(echoed.body.search_criteria).toMatchObject({
      filter_groups: [
        { filters: [{ field: 'role', value: 'pedidos,catalogo', condition_type: 'in' }] },
        {},
        {},
      ],
      sort_orders: [{ field: 'email', direction: 'ASC' }],
      page_size: 2,
      current_page: 2,
    });
    expect(
      (await call('GET', `/rest/V1/staff/users?${f(0, 0, 'password_hash', 'x')}`, undefined, admin)).body,
    ).toEqual({
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { fieldName: 'field', value: 'password_hash' },
    });
    expect((await call('GET', '/rest/V1/staff/users', undefined, admin)).body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'searchCriteria' },
    });

    const log = await call(
      'GET',
      `/rest/V1/staff/audit-log?${f(0, 0, 'entity_type', 'staff_user')}&${f(1, 0, 'action', 'create')}&${f(2, 0, 'created_at', '2020-01-01 00:00:00', 'gteq')}&searchCriteria[pageSize]=5`,
      undefined,
      admin,
    );
    expect(log.status).toBe(200);
    expect(log.body.total_count).toBeGreaterThanOrEqual(5);
    const newest = log.body.items[0];
    expect(newest).toMatchObject({
      actor_type: 'staff',
      action: 'create',
      entity_type: 'staff_user',
      ip: '127.0.0.1',
      after: { email: `edu@${domain}`, role: 'catalogo' },
    });
    expect(newest.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(log.body)).not.toContain('password_hash');
  });
});
