import type { AppConfig } from '../../config';
import { InputError } from '../../graphql/errors';
import { clearStreak, failure, type LimitRule, type Streak, streak, take } from '../ratelimit/limiter';
import type { AccountContext } from './service';

/**
 * The account rules' abuse limits, all counted by modules/ratelimit (shared by every instance).
 *
 * Logins: failures are counted per account and per client address. Below a threshold they cost
 * nothing; past it each attempt must wait longer (doubling, capped) after the previous failure and
 * is refused at once, without a password check, while it should wait. No account is ever locked:
 * once the bot check is configured, a caller that passes it is not held by the account's delay,
 * so someone hammering a victim's e-mail cannot keep the victim out.
 */

type Limits = Pick<AccountContext, 'db' | 'config'>;

export const PASSWORD_RESET_LIMITED_MESSAGE =
  'We received too many requests for password resets. Please wait and try again later or contact %1.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait and try again later.';

const MINUTE = 60_000;

function loginRules(config: AppConfig) {
  const { maxFailures, maxFailuresPerIp, windowMinutes } = config.customer.lockout;
  const windowMs = windowMinutes * MINUTE;
  return {
    account: { name: 'login-account', max: maxFailures, windowMs } satisfies LimitRule,
    address: { name: 'login-ip', max: maxFailuresPerIp, windowMs } satisfies LimitRule,
  };
}

export interface LoginStanding {
  account: Streak;
  address: Streak;
  /** The bot check must be passed before the password is even looked at. */
  botCheckRequired: boolean;
  /** Milliseconds the account's and the address's delays still run (0: none). */
  accountWaitMs: number;
  addressWaitMs: number;
}

/** The wait a streak imposes from its last failure: none below `free`, then doubling up to the cap. */
export function delayMs(count: number, free: number, baseSeconds: number, maxSeconds: number): number {
  if (count < free) return 0;
  return Math.min(baseSeconds * 2 ** (count - free), maxSeconds) * 1000;
}

export async function loginStanding(
  ctx: Limits,
  email: string,
  clientIp: string,
  now = new Date(),
): Promise<LoginStanding> {
  const rules = loginRules(ctx.config);
  const { delaySeconds, maxDelaySeconds, botCheckAfterFailures } = ctx.config.customer.lockout;
  const [account, address] = await Promise.all([
    streak(ctx.db, rules.account, email, now),
    streak(ctx.db, rules.address, clientIp, now),
  ]);
  const left = (s: Streak, free: number) =>
    Math.max(0, s.lastAt.getTime() + delayMs(s.count, free, delaySeconds, maxDelaySeconds) - now.getTime());
  return {
    account,
    address,
    botCheckRequired:
      Boolean(ctx.config.customer.recaptcha.secret) &&
      Math.max(account.count, address.count) >= botCheckAfterFailures,
    accountWaitMs: left(account, rules.account.max),
    addressWaitMs: left(address, rules.address.max),
  };
}

/** Counts a wrong password for an account (and, for a login, for the caller's address). */
export async function recordLoginFailure(
  ctx: Limits,
  email: string,
  clientIp: string | undefined,
  now = new Date(),
): Promise<void> {
  const rules = loginRules(ctx.config);
  await failure(ctx.db, rules.account, email, now);
  if (clientIp) await failure(ctx.db, rules.address, clientIp, now);
}

/** A successful login (or password reset) proves the owner: the account's failures are forgotten. */
export async function clearAccountFailures(ctx: Limits, email: string): Promise<void> {
  await clearStreak(ctx.db, loginRules(ctx.config).account, email);
}

function resetRule(config: AppConfig, name: string): LimitRule {
  const { passwordResetMaxRequests, passwordResetMinIntervalMinutes } = config.customer.limits;
  return {
    name,
    max: passwordResetMaxRequests,
    windowMs: 60 * MINUTE,
    minIntervalMs: passwordResetMinIntervalMinutes * MINUTE,
  };
}

/**
 * Magento's password-reset protection "By IP and Email": per e-mail and per client address, at
 * most PASSWORD_RESET_MAX_REQUESTS an hour, PASSWORD_RESET_MIN_INTERVAL_MINUTES apart. Applied
 * before the account is looked up: a known and an unknown e-mail are limited alike.
 */
export async function checkPasswordResetLimit(
  ctx: Limits,
  email: string,
  clientIp: string,
  now = new Date(),
): Promise<void> {
  const byAddress = await take(ctx.db, resetRule(ctx.config, 'reset-ip'), clientIp, now);
  const byEmail = byAddress.allowed
    ? await take(ctx.db, resetRule(ctx.config, 'reset-email'), email, now)
    : byAddress;
  if (!byEmail.allowed) {
    throw new InputError(PASSWORD_RESET_LIMITED_MESSAGE.replace('%1', ctx.config.content.staff.support));
  }
}

/**
 * E-mails the store sends on a visitor's request (account confirmation, newsletter confirmation):
 * per target e-mail as password resets (nobody's mailbox gets flooded), and per client address
 * ACCOUNT_MAIL_MAX_PER_HOUR_PER_IP an hour for each `action`.
 */
export async function checkAccountMailLimit(
  ctx: Limits,
  action: 'register' | 'confirmation' | 'newsletter',
  target: string | undefined,
  clientIp: string,
  now = new Date(),
): Promise<void> {
  const perAddress: LimitRule = {
    name: `${action}-ip`,
    max: ctx.config.customer.limits.accountMailPerHourPerIp,
    windowMs: 60 * MINUTE,
  };
  if (!(await take(ctx.db, perAddress, clientIp, now)).allowed)
    throw new InputError(TOO_MANY_REQUESTS_MESSAGE);
  if (target && !(await take(ctx.db, resetRule(ctx.config, `${action}-email`), target, now)).allowed) {
    throw new InputError(TOO_MANY_REQUESTS_MESSAGE);
  }
}

/**
 * Answers that must not tell whether an e-mail has an account (password reset, confirmation
 * re-send) take at least this long: the few writes done only for a known e-mail then hide inside
 * it. A timer, not a busy wait: nothing is held while it runs.
 */
export const EVEN_ANSWER_MS = 200;

export async function evenAnswerTime(startedMs: number, floorMs = EVEN_ANSWER_MS): Promise<void> {
  const left = startedMs + floorMs - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
