import { AuthenticationError, InputError } from '../../graphql/errors';
import { hashToken } from './auth';
import { normalizeEmail } from './lookup';
import { checkPasswordStrength, hashPassword, verifyPassword } from './password';
import {
  type CustomerRow,
  findCustomerByEmail,
  findPasswordReset,
  insertPasswordReset,
  invalidatePasswordResets,
  revokeCustomerTokens,
  updateCustomer,
  usePasswordReset,
} from './repository';
import type { RequestMeta } from './request-meta';
import {
  type AccountContext,
  escapeHtml,
  INVALID_LOGIN_MESSAGE,
  isPendingConfirmation,
  isValidEmail,
  minutesFrom,
  newSecret,
  RESET_TOKEN_EXPIRED_MESSAGE,
  RESET_TOKEN_MISMATCH_MESSAGE,
  requireCustomer,
} from './service';
import {
  checkPasswordResetLimit,
  clearAccountFailures,
  evenAnswerTime,
  recordLoginFailure,
} from './throttle';

/**
 * Passwords (Magento's changeCustomerPassword, requestPasswordResetEmail and resetPassword): a
 * change proves the current one; a reset goes through a single-use e-mailed link.
 */

const now = () => new Date();

export async function changeCustomerPassword(
  ctx: AccountContext,
  currentPassword: string,
  newPassword: string,
  meta: RequestMeta,
): Promise<CustomerRow> {
  const customer = await requireCustomer(ctx);
  if (!currentPassword.trim() || !newPassword.trim()) {
    throw new InputError('Specify the "currentPassword" and "newPassword" values.');
  }
  if (!(await verifyPassword(currentPassword, customer.password_hash, ctx.config.customer.passwordHash))) {
    await recordLoginFailure(ctx, customer.email, undefined);
    throw new AuthenticationError(INVALID_LOGIN_MESSAGE);
  }
  checkPasswordStrength(newPassword, customer.email);
  const at = now().toISOString();
  await updateCustomer(ctx.db, customer.id, {
    password_hash: await hashPassword(newPassword, ctx.config.customer.passwordHash),
    updated_at: at,
  });
  // Other sessions end; the one that changed the password goes on.
  await revokeCustomerTokens(ctx.db, customer.id, at, meta.tokenHash);
  await invalidatePasswordResets(ctx.db, customer.id, at);
  return { ...customer, updated_at: at };
}

/**
 * Always true for a well-formed e-mail within the limits: whether an account exists is never
 * revealed, neither by the answer nor by its time (the e-mail is queued, the outbox worker sends it).
 */
export async function requestPasswordReset(
  ctx: AccountContext,
  rawEmail: string,
  meta: Pick<RequestMeta, 'clientIp'>,
): Promise<boolean> {
  if (!rawEmail.trim()) throw new InputError('You must specify an email address.');
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new InputError('The email address has an invalid format.');
  await checkPasswordResetLimit(ctx, email, meta.clientIp);
  const started = Date.now();
  try {
    await issuePasswordReset(ctx, email);
  } finally {
    await evenAnswerTime(started);
  }
  return true;
}

/** Queues the reset e-mail of an account (no limits: staff sending it call this directly). */
export async function issuePasswordReset(
  ctx: Pick<AccountContext, 'db' | 'config' | 'services' | 'log'>,
  email: string,
): Promise<void> {
  const customer = await findCustomerByEmail(ctx.db, email);
  if (!customer) {
    ctx.log.info('password reset asked for an e-mail without an account');
    return;
  }
  const at = now();
  const token = newSecret();
  await invalidatePasswordResets(ctx.db, customer.id, at.toISOString());
  await insertPasswordReset(ctx.db, {
    customerId: customer.id,
    tokenHash: hashToken(token),
    createdAt: at.toISOString(),
    expiresAt: minutesFrom(at, ctx.config.customer.passwordResetLifetimeMinutes),
  });
  const link = `${ctx.config.storefrontUrl}/reset-password?email=${encodeURIComponent(customer.email)}&token=${token}`;
  const minutes = ctx.config.customer.passwordResetLifetimeMinutes;
  await ctx.services.mail.send({
    to: customer.email,
    kind: 'password-reset',
    subject: 'Redefinição de senha',
    text: [
      `Olá, ${customer.firstname}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, abra o link abaixo:',
      link,
      '',
      `O link vale por ${minutes} minutos e pode ser usado uma vez. Se você não pediu a redefinição, ignore esta mensagem.`,
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(customer.firstname)}!</p><p>Recebemos um pedido para redefinir a senha da sua conta. <a href="${escapeHtml(link)}">Escolha uma nova senha</a>.</p><p>O link vale por ${minutes} minutos e pode ser usado uma vez. Se você não pediu a redefinição, ignore esta mensagem.</p>`,
  });
}

export async function resetPassword(
  ctx: AccountContext,
  rawEmail: string,
  token: string,
  newPassword: string,
): Promise<boolean> {
  if (!rawEmail.trim()) throw new InputError('You must specify an email address.');
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw new InputError('The email address has an invalid format.');
  if (!token.trim()) throw new InputError('resetPasswordToken must be specified');
  if (!newPassword) throw new InputError('newPassword must be specified');
  const customer = await findCustomerByEmail(ctx.db, email);
  const reset = await findPasswordReset(ctx.db, hashToken(token.trim()));
  if (!customer || !reset || reset.customer_id !== customer.id || reset.used_at) {
    throw new InputError(RESET_TOKEN_MISMATCH_MESSAGE);
  }
  const at = now();
  if (reset.expires_at <= at.toISOString()) throw new InputError(RESET_TOKEN_EXPIRED_MESSAGE);
  checkPasswordStrength(newPassword, customer.email);
  const hash = await hashPassword(newPassword, ctx.config.customer.passwordHash);
  if (!(await usePasswordReset(ctx.db, reset.id, at.toISOString())))
    throw new InputError(RESET_TOKEN_MISMATCH_MESSAGE);
  const iso = at.toISOString();
  // The link proves the e-mail is the owner's: a pending confirmation is settled and a lock lifted.
  await updateCustomer(ctx.db, customer.id, {
    password_hash: hash,
    failures_num: 0,
    first_failure_at: null,
    lock_expires: null,
    ...(isPendingConfirmation(customer) ? { confirmation_key_hash: null, confirmed_at: iso } : {}),
    updated_at: iso,
  });
  await clearAccountFailures(ctx, customer.email);
  await revokeCustomerTokens(ctx.db, customer.id, iso);
  await invalidatePasswordResets(ctx.db, customer.id, iso);
  return true;
}
