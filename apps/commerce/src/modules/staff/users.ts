import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { inputError, invalidFieldValue, notFound } from '../../rest/errors';
import { magentoDate } from '../../rest/format';
import { checkPasswordStrength, hashPassword } from '../customer/password';
import { isRole } from './acl';
import { type AuditActor, audit } from './audit';
import type { StaffUser } from './login';
import { revokeUserTokens } from './tokens';

/**
 * Staff users: invited by an administrator (or created by the command line) with a one-time
 * password that must be changed before the first token, a role, and an active flag. At least one
 * active administrator always remains.
 */

type Db = Kysely<Database>;

/** A user as the API shows it (never its hashes or secrets). */
export function userOutput(user: StaffUser) {
  return {
    id: Number(user.id),
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    role: user.role,
    is_active: Number(user.is_active) === 1,
    must_change_password: Number(user.must_change_password) === 1,
    tfa_enabled: user.totp_secret !== null,
    created_at: magentoDate(user.created_at),
    updated_at: magentoDate(user.updated_at),
    ...(user.last_login_at ? { last_login_at: magentoDate(user.last_login_at) } : {}),
  };
}
export type UserOutput = ReturnType<typeof userOutput>;

const ONE_TIME_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SPECIALS = '#%+-=@!';

/** A random 16-character password meeting the policy (four character classes). */
export function oneTimePassword(): string {
  for (;;) {
    const chars = Array.from({ length: 14 }, () => ONE_TIME_ALPHABET[randomInt(ONE_TIME_ALPHABET.length)]);
    chars.splice(randomInt(1, 14), 0, SPECIALS[randomInt(SPECIALS.length)] as string);
    chars.splice(randomInt(1, 15), 0, String(randomInt(10)));
    const password = chars.join('');
    try {
      checkPasswordStrength(password);
      return password;
    } catch {
      // Rarely a class is missing: draw again.
    }
  }
}

export async function findUser(db: Db, id: number): Promise<StaffUser> {
  const user = await db.selectFrom('staff_user').selectAll().where('id', '=', id).executeTakeFirst();
  if (!user) throw notFound('The staff user with the "%1" ID doesn\'t exist.', [String(id)]);
  return user;
}

export interface NewUser {
  email: string;
  firstname: string;
  lastname: string;
  role: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates a user with a one-time password, returned once and never stored in clear. */
export async function inviteUser(
  db: Db,
  config: AppConfig,
  input: NewUser,
  actor: AuditActor,
  ip: string | null,
): Promise<{ user: UserOutput; one_time_password: string }> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email)) throw invalidFieldValue('email', input.email);
  if (!isRole(input.role)) throw invalidFieldValue('role', input.role);
  const password = oneTimePassword();
  const hash = await hashPassword(password, config.customer.passwordHash);
  const now = new Date().toISOString();
  const user = await db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('staff_user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) throw inputError('A user with the same user name or email already exists.');
    const row = await trx
      .insertInto('staff_user')
      .values({
        email,
        firstname: input.firstname.trim(),
        lastname: input.lastname.trim(),
        role: input.role,
        password_hash: hash,
        must_change_password: 1,
        is_active: 1,
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        last_login_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const output = userOutput(row);
    await audit.record(trx, {
      actor,
      action: 'create',
      entityType: 'staff_user',
      entityId: row.id,
      after: output,
      ip,
    });
    return output;
  });
  return { user, one_time_password: password };
}

export interface UserChanges {
  firstname?: string | undefined;
  lastname?: string | undefined;
  role?: string | undefined;
  is_active?: boolean | undefined;
}

async function activeAdministrators(db: Db): Promise<number> {
  const row = await db
    .selectFrom('staff_user')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', 'administrator')
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Changes names, role or the active flag; a new role or a disabled user loses every token. */
export async function updateUser(
  db: Db,
  id: number,
  changes: UserChanges,
  actor: AuditActor,
  ip: string | null,
): Promise<UserOutput> {
  if (changes.role !== undefined && !isRole(changes.role)) throw invalidFieldValue('role', changes.role);
  return db.transaction().execute(async (trx) => {
    const before = await findUser(trx, id);
    const wasAdmin = before.role === 'administrator' && Number(before.is_active) === 1;
    const staysAdmin =
      (changes.role ?? before.role) === 'administrator' &&
      (changes.is_active ?? Number(before.is_active) === 1);
    if (wasAdmin && !staysAdmin && (await activeAdministrators(trx)) <= 1) {
      throw inputError('At least one active administrator is required.');
    }
    const now = new Date();
    const after = await trx
      .updateTable('staff_user')
      .set({
        ...(changes.firstname !== undefined ? { firstname: changes.firstname.trim() } : {}),
        ...(changes.lastname !== undefined ? { lastname: changes.lastname.trim() } : {}),
        ...(changes.role !== undefined ? { role: changes.role } : {}),
        ...(changes.is_active !== undefined ? { is_active: changes.is_active ? 1 : 0 } : {}),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (after.role !== before.role || Number(after.is_active) !== Number(before.is_active)) {
      await revokeUserTokens(trx, id, now);
    }
    const output = userOutput(after);
    await audit.record(trx, {
      actor,
      action: changes.is_active === false && Number(before.is_active) === 1 ? 'disable' : 'update',
      entityType: 'staff_user',
      entityId: id,
      before: userOutput(before),
      after: output,
      ip,
    });
    return output;
  });
}

/** A new one-time password for a user who lost theirs (tokens revoked, change required). */
export async function resetUserPassword(
  db: Db,
  config: AppConfig,
  id: number,
  actor: AuditActor,
  ip: string | null,
): Promise<string> {
  const password = oneTimePassword();
  const hash = await hashPassword(password, config.customer.passwordHash);
  await db.transaction().execute(async (trx) => {
    await findUser(trx, id);
    const now = new Date();
    await trx
      .updateTable('staff_user')
      .set({ password_hash: hash, must_change_password: 1, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await revokeUserTokens(trx, id, now);
    await audit.record(trx, {
      actor,
      action: 'reset_password',
      entityType: 'staff_user',
      entityId: id,
      after: { must_change_password: true },
      ip,
    });
  });
  return password;
}
