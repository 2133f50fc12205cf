import { AuthenticationError, AuthorizationError, InputError } from '../../graphql/errors';
import { hashToken } from './auth';
import { normalizeEmail } from './lookup';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { verifyRecaptcha } from './recaptcha';
import { findCustomerByEmail, insertToken, revokeToken, updateCustomer } from './repository';
import type { RequestMeta } from './request-meta';
import {
  type AccountContext,
  CONFIRMATION_REQUIRED_MESSAGE,
  IP_THROTTLED_MESSAGE,
  isPendingConfirmation,
  minutesFrom,
  NOT_AUTHORIZED_MESSAGE,
  newSecret,
  SIGN_IN_FAILED_MESSAGE,
} from './service';
import { clearAccountFailures, loginStanding, recordLoginFailure } from './throttle';

/**
 * Logging in and out (Magento's generateCustomerToken and revokeCustomerToken): the password
 * check with throttling and the bot check, then a bearer token stored as its hash.
 */

const now = () => new Date();

export async function generateCustomerToken(
  ctx: AccountContext,
  rawEmail: string,
  password: string,
  meta: RequestMeta,
): Promise<string> {
  if (!rawEmail.trim()) throw new InputError('"email" value should be specified');
  if (!password) throw new InputError('"password" value should be specified');
  const at = now();
  const email = normalizeEmail(rawEmail);
  const standing = await loginStanding(ctx, email, meta.clientIp, at);
  // After a few failures (of this account or from this address) a login proves it is a person.
  if (standing.botCheckRequired) {
    await verifyRecaptcha(ctx.config.customer.recaptcha, meta.recaptchaToken, meta.clientIp, ctx.log);
  }
  // Refused at once while a delay runs: no password check, no waiting on the server.
  if (standing.addressWaitMs > 0) throw new AuthenticationError(IP_THROTTLED_MESSAGE);
  if (standing.accountWaitMs > 0 && !standing.botCheckRequired) {
    throw new AuthenticationError(SIGN_IN_FAILED_MESSAGE);
  }
  const customer = await findCustomerByEmail(ctx.db, email);
  // A lock set by staff is honoured; failed logins never set one.
  const locked = Boolean(customer?.lock_expires && customer.lock_expires > at.toISOString());
  const matches = await verifyPassword(password, customer?.password_hash, ctx.config.customer.passwordHash);
  if (!customer || locked || !matches) {
    await recordLoginFailure(ctx, email, meta.clientIp, at);
    throw new AuthenticationError(SIGN_IN_FAILED_MESSAGE);
  }
  if (isPendingConfirmation(customer)) throw new AuthenticationError(CONFIRMATION_REQUIRED_MESSAGE);
  await clearAccountFailures(ctx, email);
  // The password is known right now: a hash made with weaker parameters is replaced.
  if (needsRehash(customer.password_hash, ctx.config.customer.passwordHash)) {
    await updateCustomer(ctx.db, customer.id, {
      password_hash: await hashPassword(password, ctx.config.customer.passwordHash),
    });
  }
  return issueToken(ctx, customer.id, at);
}

async function issueToken(ctx: AccountContext, customerId: number, at: Date): Promise<string> {
  const token = newSecret();
  await insertToken(ctx.db, {
    tokenHash: hashToken(token),
    customerId,
    createdAt: at.toISOString(),
    expiresAt: minutesFrom(at, ctx.config.customer.tokenLifetimeMinutes),
  });
  return token;
}

export async function revokeCurrentToken(ctx: AccountContext, meta: RequestMeta): Promise<boolean> {
  await requireCustomerForRevoke(ctx);
  if (meta.tokenHash) await revokeToken(ctx.db, meta.tokenHash, now().toISOString());
  return true;
}

/** Revoking works for a locked account too (logging out must always be possible). */
async function requireCustomerForRevoke(ctx: AccountContext): Promise<void> {
  if (ctx.caller.customerId === null) throw new AuthorizationError(NOT_AUTHORIZED_MESSAGE);
}
