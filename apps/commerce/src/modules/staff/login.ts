import type { Kysely, Selectable } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { inputError, WebapiError } from '../../rest/errors';
import { checkPasswordStrength, hashPassword, needsRehash, verifyPassword } from '../customer/password';
import { clearStreak, failure, type LimitRule, streak } from '../ratelimit/limiter';
import { audit } from './audit';
import type { StaffUserTable } from './tables';
import { issueAdminToken, revokeUserTokens } from './tokens';
import { checkSecondFactor, type KeySource } from './totp';

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
  /** The vault key, which seals TOTP secrets (totp.ts). */
  vaultKey: KeySource;
}

function lockRule(config: AppConfig): LimitRule {
  return {
    name: 'admin-login',
    max: config.backOffice.lockout.maxFailures,
    windowMs: config.backOffice.lockout.minutes * 60_000,
  };
}

/** Failures from one address over every user name (password spraying), in the same window. */
function addressRule(config: AppConfig): LimitRule {
  return {
    name: 'admin-login-ip',
    max: config.backOffice.lockout.maxFailuresPerIp,
    windowMs: config.backOffice.lockout.minutes * 60_000,
  };
}

/** Who tries to sign in, from where. */
export interface Attempt {
  username: string;
  /** Client address (request.ip). */
  ip: string;
}

const subjectOf = (attempt: Attempt) => attempt.username.trim().toLowerCase();

/** Counts a failed attempt against the user name and the address. */
async function countFailure(ctx: LoginContext, attempt: Attempt): Promise<void> {
  await failure(ctx.db, lockRule(ctx.config), subjectOf(attempt));
  await failure(ctx.db, addressRule(ctx.config), attempt.ip);
}

async function locked(ctx: LoginContext, attempt: Attempt): Promise<boolean> {
  const user = lockRule(ctx.config);
  const address = addressRule(ctx.config);
  return (
    (await streak(ctx.db, user, subjectOf(attempt))).count >= user.max ||
    (await streak(ctx.db, address, attempt.ip)).count >= address.max
  );
}

/** The active user whose password this is, unless locked; counts the failure otherwise. */
async function checkPassword(ctx: LoginContext, attempt: Attempt, password: string): Promise<StaffUser> {
  if (await locked(ctx, attempt)) throw signInFailed();
  const user = await ctx.db
    .selectFrom('staff_user')
    .selectAll()
    .where('email', '=', subjectOf(attempt))
    .executeTakeFirst();
  const params = ctx.config.customer.passwordHash;
  const matches = await verifyPassword(password, user?.password_hash, params);
  if (!user || !matches || Number(user.is_active) !== 1) {
    await countFailure(ctx, attempt);
    throw signInFailed();
  }
  if (needsRehash(user.password_hash, params)) {
    await ctx.db
      .updateTable('staff_user')
      .set({ password_hash: await hashPassword(password, params) })
      .where('id', '=', user.id)
      .execute();
  }
  return user;
}

/** The second factor, counted as a failed sign-in when wrong. */
async function checkCode(ctx: LoginContext, attempt: Attempt, user: StaffUser, otp: string | undefined) {
  if (!otp || !(await checkSecondFactor(ctx.db, ctx.vaultKey, user, otp))) {
    await countFailure(ctx, attempt);
    throw new WebapiError(401, 'Invalid code.');
  }
}

async function signedIn(ctx: LoginContext, user: StaffUser, attempt: Attempt): Promise<string> {
  await clearStreak(ctx.db, lockRule(ctx.config), subjectOf(attempt));
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
export async function adminToken(ctx: LoginContext, attempt: Attempt, password: string): Promise<string> {
  const user = await checkPassword(ctx, attempt, password);
  requirePasswordChanged(user);
  if (user.totp_secret) {
    throw inputError('Please use the 2fa provider-specific endpoints to obtain a token.', {
      active_providers: ['google'],
    });
  }
  return signedIn(ctx, user, attempt);
}

/** `POST /V1/tfa/provider/google/authenticate`: password plus a TOTP or recovery code. */
export async function googleToken(
  ctx: LoginContext,
  attempt: Attempt,
  password: string,
  otp: string,
): Promise<string> {
  const user = await checkPassword(ctx, attempt, password);
  requirePasswordChanged(user);
  if (!user.totp_secret) throw inputError('Provider is not configured.');
  await checkCode(ctx, attempt, user, otp);
  return signedIn(ctx, user, attempt);
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
  ip: string,
): Promise<void> {
  const attempt = { username: input.username, ip };
  const user = await checkPassword(ctx, attempt, input.currentPassword);
  if (user.totp_secret) await checkCode(ctx, attempt, user, input.otp);
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
  await clearStreak(ctx.db, lockRule(ctx.config), subjectOf(attempt));
}
