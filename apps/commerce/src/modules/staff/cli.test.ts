import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { verifyPassword } from '../customer/password';
import { resolveStaffCaller } from './tokens';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, 'cli.ts');
const TSX = path.resolve(__dirname, '../../../../../node_modules/.bin/tsx');

/** `npm run staff` for real: a child process on a SQLite file, as an operator runs it. */
describe('staff command', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-cli-'));
  const databaseUrl = `file:${path.join(dir, 'store.db')}`;
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    PASSWORD_SCRYPT_N: '16384',
    SEED_DEMO: 'false',
  };
  const staff = async (...args: string[]) => {
    try {
      const { stdout } = await run(TSX, [CLI, ...args], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
    }
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the first administrator with a one-time password, integrations, and revokes them', async () => {
    const created = await staff('create-admin', '--email', 'Dona@Loja.test');
    expect(created.code).toBe(0);
    const password = /One-time password: (\S+)/.exec(created.out)?.[1] as string;
    expect(password).toHaveLength(16);

    const database = openDatabase(databaseUrl);
    try {
      const user = await database.db.selectFrom('staff_user').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ email: 'dona@loja.test', role: 'administrator' });
      expect(Number(user.must_change_password)).toBe(1);
      expect(await verifyPassword(password, user.password_hash, { N: 16_384, r: 8, p: 1 })).toBe(true);
      expect(user.password_hash).not.toContain(password);

      expect((await staff('create-admin', '--email', 'dona@loja.test')).out).toContain(
        'A user with the same user name or email already exists.',
      );
      expect((await staff('list')).out).toMatch(
        /dona@loja\.test\tadministrator\tactive,no-2fa,must-change-password/,
      );

      const integration = await staff('create-integration', '--name', 'bling', '--role', 'pedidos');
      const token = integration.out.trim().split('\n').at(-1) as string;
      expect(await resolveStaffCaller(database.db, `Bearer ${token}`)).toMatchObject({
        kind: 'integration',
        name: 'bling',
        role: 'pedidos',
      });
      expect((await staff('create-integration', '--name', 'x', '--role', 'chef')).code).toBe(1);
      expect((await staff('revoke-integration', '--name', 'bling')).out).toContain('Integration revoked.');
      expect(await resolveStaffCaller(database.db, `Bearer ${token}`)).toBeUndefined();
      const log = await database.db
        .selectFrom('audit_log')
        .select(['actor_type', 'action', 'entity_type'])
        .orderBy('id')
        .execute();
      expect(log).toEqual([
        { actor_type: 'cli', action: 'create', entity_type: 'staff_user' },
        { actor_type: 'cli', action: 'create', entity_type: 'integration' },
        { actor_type: 'cli', action: 'revoke', entity_type: 'integration' },
      ]);
    } finally {
      await database.db.destroy();
    }
  }, 60_000);
});
