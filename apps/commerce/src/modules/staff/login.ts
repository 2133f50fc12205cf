import type { Kysely, Selectable } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { inputError, WebapiError } from '../../rest/errors';
import { checkPasswordStrength, hashPassword, needsRehash, verifyPassword } from '../customer/password';
import { clearStreak, failure, type LimitRule, streak } from '../ratelimit/limiter';
import { audit } from './audit';
import type { StaffUserTable } from './tables';
import { issueAdminToken, revokeUserTokens } from './tokens';
import { checkSecondFactor } from './totp';

/**
 * Staff sign-in (Magento's AdminTokenService and Magento_TwoFactorAuth's Google provider): the
 * password, then the lockout, then the second factor when enrolled. Every failure of any kind
 * answers the same 401, so the answer never tells whether a user exists or is locked. After
 * ADMIN_LOGIN_MAX_FAILURES failures (Magento: 6) even the right password is refused for
 * ADMIN_LOCKOUT_MINUTES (Magento: 30) after the last one; counted per user name in the shared
 * limiter table (modules/ratelimit), so every instance sees the same count.
 */

type Db = Kysely<Database>;
export type StaffUser = Selectable<StaffUserTable>;

export const SIGN_IN_FAILED =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
export const PASSWORD_CHANGE_REQUIRED = "It's time to change your password.";
export const CHANGE_PASSWORD_ENDPOINT = 'POST /rest/V1/staff/password';

const signInFailed = () => new WebapiError(401, SIGN_IN_FAILED);

export interface LoginContext {
  db: Db;
  config: AppConfig;
}

function lockRule(config: AppConfig): LimitRule {
  return {
    name: 'admin-login',
    max: config.backOffice.lockout.maxFailures,
    windowMs: config.backOffice.lockout.minutes * 60_000,
  };
}

const subjectOf = (username: string) => username.trim().toLowerCase();

/** Counts a failed attempt against the user name and throws the sign-in 401. */
async function fail(ctx: LoginContext, username: string): Promise<never> {
  await failure(ctx.db, lockRule(ctx.config), subjectOf(username));
  throw signInFailed();
}

/** The active user whose password this is, unless locked; counts the failure otherwise. */
async function checkPassword(ctx: LoginContext, username: string, password: string): Promise<StaffUser> {
  const subject = subjectOf(username);
  const rule = lockRule(ctx.config);
  if ((await streak(ctx.db, rule, subject)).count >= rule.max) throw signInFailed();
  const user = await ctx.db
    .selectFrom('staff_user')
    .selectAll()
    .where('email', '=', subject)
    .executeTakeFirst();
  const params = ctx.config.customer.passwordHash;
  const matches = await verifyPassword(password, user?.password_hash, params);
  if (!user || !matches || Number(user.is_active) !== 1) return fail(ctx, username);
  if (needsRehash(user.password_hash, params)) {
    await ctx.db
      .updateTable('staff_user')
      .set({ password_hash: await hashPassword(password, params) })
      .where('id', '=', user.id)
      .execute();
  }
  return user;
}

async function signedIn(ctx: LoginContext, user: StaffUser, username: string): Promise<string> {
  await clearStreak(ctx.db, lockRule(ctx.config), subjectOf(username));
  const now = new Date();
  await ctx.db
    .updateTable('staff_user')
    .set({ last_login_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  return issueAdminToken(ctx.db, user.id, ctx.config.backOffice.adminTokenTtlHours, now);
}

function requirePasswordChanged(user: StaffUser): void {
  if (Number(user.must_change_password) === 1) {
    throw new WebapiError(401, PASSWORD_CHANGE_REQUIRED, { endpoint: CHANGE_PASSWORD_ENDPOINT });
  }
}

/** `POST /V1/integration/admin/token`: a token for a user without a second factor. */
export async function adminToken(ctx: LoginContext, username: string, password: string): Promise<string> {
  const user = await checkPassword(ctx, username, password);
  requirePasswordChanged(user);
  if (user.totp_secret) {
    throw inputError('Please use the 2fa provider-specific endpoints to obtain a token.', {
      active_providers: ['google'],
    });
  }
  return signedIn(ctx, user, username);
}

/** `POST /V1/tfa/provider/google/authenticate`: password plus a TOTP or recovery code. */
export async function googleToken(
  ctx: LoginContext,
  username: string,
  password: string,
  otp: string,
): Promise<string> {
  const user = await checkPassword(ctx, username, password);
  requirePasswordChanged(user);
  if (!user.totp_secret) throw inputError('Provider is not configured.');
  if (!(await checkSecondFactor(ctx.db, user, otp))) {
    await failure(ctx.db, lockRule(ctx.config), subjectOf(username));
    throw new WebapiError(401, 'Invalid code.');
  }
  return signedIn(ctx, user, username);
}

export interface ChangePasswordInput {
  username: string;
  currentPassword: string;
  newPassword: string;
  /** Required when the user has a second factor. */
  otp?: string | undefined;
}

/**
 * Replaces a password, the one-time password of an invitation included: the current password
 * (and the second factor when enrolled) prove who asks, the new one meets the customers' policy.
 * Every token of the user is revoked.
 */
export async function changePassword(
  ctx: LoginContext,
  input: ChangePasswordInput,
  ip: string | null,
): Promise<void> {
  const user = await checkPassword(ctx, input.username, input.currentPassword);
  if (user.totp_secret && !(input.otp && (await checkSecondFactor(ctx.db, user, input.otp)))) {
    await failure(ctx.db, lockRule(ctx.config), subjectOf(input.username));
    throw new WebapiError(401, 'Invalid code.');
  }
  checkPasswordStrength(input.newPassword, user.email);
  if (await verifyPassword(input.newPassword, user.password_hash, ctx.config.customer.passwordHash)) {
    throw inputError('Sorry, but this password has already been used. Please create another.');
  }
  const hash = await hashPassword(input.newPassword, ctx.config.customer.passwordHash);
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ password_hash: hash, must_change_password: 0, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await revokeUserTokens(trx, user.id, now);
    await audit.record(trx, {
      actor: { type: 'staff', id: user.id, name: user.email },
      action: 'change_password',
      entityType: 'staff_user',
      entityId: user.id,
      before: { must_change_password: Number(user.must_change_password) === 1 },
      after: { must_change_password: false },
      ip,
    });
  });
  await clearStreak(ctx.db, lockRule(ctx.config), subjectOf(input.username));
}
