import { generateSync } from 'otplib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestStaffUser, staffToken } from '../../../commerce/src/modules/staff/testing';
import { useCommerceServer } from '../../test/api-server';
import {
  activateTotp,
  authProvider,
  changePassword,
  configureTotp,
  keepToken,
  loadMe,
  NextStepNeeded,
  requestToken,
} from './auth-provider';
import { tokenStore } from './http';
import { can, SCREEN_RESOURCES } from './permissions';

describe('authProvider against the commerce server', () => {
  const t = useCommerceServer();
  beforeEach(() => sessionStorage.clear());

  it('keeps the token for the tab and reads the role’s permissions from staff/me', async () => {
    const token = await staffToken(t.database.db, 'catalogo');
    await authProvider.login({ token });
    expect(sessionStorage.getItem('admin.token')).toBe(token);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    const permissions = await authProvider.getPermissions!({});
    expect(permissions.role).toBe('catalogo');
    expect(can(permissions, SCREEN_RESOURCES.products)).toBe(true);
    expect(can(permissions, SCREEN_RESOURCES.orders)).toBe(false);
    expect(can(permissions, SCREEN_RESOURCES.customers)).toBe(false);
    expect(can(permissions, SCREEN_RESOURCES.staff)).toBe(false);
  });

  it('gives the administrator everything', async () => {
    await authProvider.login({ token: await staffToken(t.database.db, 'administrator') });
    const permissions = await authProvider.getPermissions!({});
    for (const resource of Object.values(SCREEN_RESOURCES)) expect(can(permissions, resource)).toBe(true);
  });

  it('refuses a made-up token and keeps nothing', async () => {
    await expect(authProvider.login({ token: 'not-a-token' })).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('stays signed in on a refusal of the role, signs out when the token is dead', async () => {
    await authProvider.login({ token: await staffToken(t.database.db, 'catalogo') });
    // The token still answers staff/me: a 401 was the role's, not the session's.
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ logoutUser: false });
    expect(tokenStore.get()).not.toBeNull();
    tokenStore.set('expired-or-revoked');
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow('ra.auth.auth_check_error');
    expect(tokenStore.get()).toBeNull();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('signs in with the password, enrols TOTP, then asks for the code', async () => {
    const user = await createTestStaffUser(t.database.db, { role: 'pedidos' });
    const token = await requestToken({ username: user.email, password: user.password });
    expect(typeof token).toBe('string');
    await expect(requestToken({ username: user.email, password: 'wrong-Pass-1!' })).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('Usuário ou senha incorretos'),
    });

    keepToken(token);
    const enrolment = await configureTotp();
    expect(enrolment.qr_code_url).toMatch(/^data:image\/svg\+xml;base64,/);
    const { recovery_codes } = await activateTotp(generateSync({ secret: enrolment.secret_code }));
    expect(recovery_codes).toHaveLength(10);
    expect((await loadMe()).user?.tfa_enabled).toBe(true);

    const password = { username: user.email, password: user.password };
    await expect(requestToken(password)).rejects.toMatchObject({ step: 'otp' });
    await expect(requestToken({ ...password, otp: '000000' })).rejects.toMatchObject({
      status: 401,
      message: 'Código inválido. Digite o código que o aplicativo mostra agora.',
    });
    // The activation spent this period's code; the next period's is within the allowed drift.
    const next = generateSync({ secret: enrolment.secret_code, epoch: Math.floor(Date.now() / 1000) + 30 });
    await authProvider.login({ ...password, otp: next });
    expect(tokenStore.get()).toEqual(expect.any(String));
  });

  it('asks for a new password while the one-time password is in use', async () => {
    const user = await createTestStaffUser(t.database.db, { role: 'catalogo' });
    await t.database.db
      .updateTable('staff_user')
      .set({ must_change_password: 1 })
      .where('id', '=', user.id)
      .execute();
    const first = { username: user.email, password: user.password };
    await expect(requestToken(first)).rejects.toBeInstanceOf(NextStepNeeded);
    await expect(requestToken(first)).rejects.toMatchObject({ step: 'password' });
    await changePassword({
      username: user.email,
      currentPassword: user.password,
      newPassword: 'Outra-senha#2026',
    });
    await expect(requestToken({ username: user.email, password: 'Outra-senha#2026' })).resolves.toEqual(
      expect.any(String),
    );
  });
});
