import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../db/schema';
import { hashPassword } from '../customer/password';
import type { RoleCode } from './acl';
import { issueAdminToken, issueIntegrationToken } from './tokens';
import './tables';

/**
 * Test helpers for suites of other modules: a staff user of a role, ready to call the admin API
 * (no one-time password to change, no second factor), and its admin token.
 */

const TEST_HASH = { N: 16_384, r: 8, p: 1 };

export async function createTestStaffUser(
  db: Kysely<Database>,
  options: { role: RoleCode; email?: string; password?: string },
): Promise<{ id: number; email: string; password: string }> {
  const email = options.email ?? `${options.role}-${Math.random().toString(36).slice(2, 10)}@staff.test`;
  const password = options.password ?? 'Staff-pass-123!';
  const at = new Date().toISOString();
  const row = await db
    .insertInto('staff_user')
    .values({
      email,
      firstname: 'Test',
      lastname: options.role,
      role: options.role,
      password_hash: await hashPassword(password, TEST_HASH),
      must_change_password: 0,
      is_active: 1,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email, password };
}

/** An admin token of a fresh user of `role` (4 hours). */
export async function staffToken(db: Kysely<Database>, role: RoleCode): Promise<string> {
  const user = await createTestStaffUser(db, { role });
  return issueAdminToken(db, user.id, 4);
}

/** A token of a fresh integration of `role`. */
export async function integrationToken(db: Kysely<Database>, role: RoleCode, name?: string): Promise<string> {
  const row = await db
    .insertInto('staff_integration')
    .values({
      name: name ?? `test-${role}-${Math.random().toString(36).slice(2, 10)}`,
      role,
      created_by: null,
      created_at: new Date().toISOString(),
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return issueIntegrationToken(db, Number(row.id));
}

/** Calls of the admin REST API with a bearer token (another token per call when given). */
export function restClient(app: () => FastifyInstance, token: () => string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, bearer = token()) =>
    app().inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${bearer}` } });
}

/**
 * restClient's call with the two expectations suites repeat: `ok` answers 200 and gives the
 * body, `refused` answers the given status and gives Magento's message.
 */
export function restExpectations(app: () => FastifyInstance, token: () => string) {
  const call = restClient(app, token);
  return {
    call,
    ok: async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    refused: async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, status = 400) => {
      const response = await call(method, url, payload);
      expect(response.statusCode, response.body).toBe(status);
      return response.json().message as string;
    },
  };
}
