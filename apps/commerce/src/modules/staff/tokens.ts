import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { bearerToken, hashToken } from '../customer/auth';
import { permissionsOf } from './acl';
import './tables';

/**
 * Bearer tokens of the back office. Admin tokens belong to a staff user and expire
 * (ADMIN_TOKEN_TTL_HOURS); integration tokens belong to an integration, scoped to its role, and
 * last until revoked. Both are random strings stored as their SHA-256, like customer tokens.
 */

/** Who calls the admin API. */
export interface StaffCaller {
  kind: 'staff' | 'integration';
  /** staff_user.id or staff_integration.id. */
  id: number;
  /** E-mail of the user or name of the integration (audit log). */
  name: string;
  role: string;
  permissions: readonly string[];
  tokenId: number;
}

type Db = Kysely<Database>;

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueAdminToken(
  db: Db,
  userId: number,
  ttlHours: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_token')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      integration_id: null,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlHours * 3_600_000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function issueIntegrationToken(
  db: Db,
  integrationId: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('staff_token')
    .values({
      token_hash: hashToken(token),
      user_id: null,
      integration_id: integrationId,
      created_at: now.toISOString(),
      expires_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

/** Revokes every live token of a user (disabled, role changed, password changed). */
export async function revokeUserTokens(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('staff_token')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * The staff user or integration behind an `Authorization: Bearer …` header; undefined for no
 * header, an unknown, expired or revoked token, a disabled user or a revoked integration (Magento
 * treats all of them as a guest, which then meets the route's 401).
 */
export async function resolveStaffCaller(
  db: Db,
  authorization: string | undefined,
  now = new Date(),
): Promise<StaffCaller | undefined> {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  const row = await db
    .selectFrom('staff_token as t')
    .leftJoin('staff_user as u', 'u.id', 't.user_id')
    .leftJoin('staff_integration as i', 'i.id', 't.integration_id')
    .select([
      't.id as token_id',
      't.expires_at',
      't.revoked_at',
      'u.id as user_id',
      'u.email',
      'u.role as user_role',
      'u.is_active',
      'u.must_change_password',
      'i.id as integration_id',
      'i.name as integration_name',
      'i.role as integration_role',
      'i.revoked_at as integration_revoked_at',
    ])
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at) return undefined;
  if (row.expires_at && row.expires_at <= now.toISOString()) return undefined;
  if (row.user_id != null && row.email && row.user_role) {
    if (Number(row.is_active) !== 1 || Number(row.must_change_password) === 1) return undefined;
    return {
      kind: 'staff',
      id: Number(row.user_id),
      name: row.email,
      role: row.user_role,
      permissions: permissionsOf(row.user_role),
      tokenId: Number(row.token_id),
    };
  }
  if (
    row.integration_id != null &&
    row.integration_name &&
    row.integration_role &&
    !row.integration_revoked_at
  ) {
    return {
      kind: 'integration',
      id: Number(row.integration_id),
      name: row.integration_name,
      role: row.integration_role,
      permissions: permissionsOf(row.integration_role),
      tokenId: Number(row.token_id),
    };
  }
  return undefined;
}
