import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema';
import { inputError } from '../../rest/errors';
import { hashToken } from '../customer/auth';
import type { AuditActor } from './audit';
import { audit } from './audit';
import { openSecret, sealSecret } from './secret-box';
import { revokeUserTokens } from './tokens';
import './tables';

/**
 * The second factor of staff users: TOTP (RFC 6238, 30 s, 6 digits, as Google Authenticator and
 * Magento's Google provider) through otplib, plus ten one-time recovery codes stored hashed.
 * Enrolment is two steps: `configure` shows a secret and its QR code, `activate` takes the first
 * code, which proves the app has it, and only then turns the factor on. Secrets are sealed with
 * a key derived from the vault key (secret-box.ts); `vaultKey` is called only when one is needed.
 */

type Db = Kysely<Database>;
const ISSUER = 'Escritório Total Admin';
const PERIOD = 30;
export const RECOVERY_CODE_COUNT = 10;

export interface TotpEnrolment {
  secret_code: string;
  otpauth_uri: string;
  /** data:image/svg+xml;base64,… of the otpauth URI, for an <img>. */
  qr_code_url: string;
}

export type KeySource = () => Buffer;

export async function configureTotp(
  db: Db,
  vaultKey: KeySource,
  user: { id: number; email: string; totp_secret: string | null },
) {
  if (user.totp_secret) throw inputError('Provider is already configured.');
  const secret = generateSecret();
  await db
    .updateTable('staff_user')
    .set({
      totp_pending_secret: sealSecret(vaultKey(), user.id, secret),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', user.id)
    .execute();
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret, period: PERIOD });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret_code: secret,
    otpauth_uri: uri,
    qr_code_url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  } satisfies TotpEnrolment;
}

/**
 * The time step of `code` when it is valid for `secret` now (one step of clock drift either way)
 * and newer than `lastStep`; undefined otherwise.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = new Date(),
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    period: PERIOD,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  if (!result.valid) return undefined;
  const step = (result as { timeStep?: number }).timeStep;
  return step ?? Math.floor(now.getTime() / 1000 / PERIOD);
}

const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');

function recoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Turns the factor on with the first code of the pending secret; returns the recovery codes (shown once). */
export async function activateTotp(
  db: Db,
  vaultKey: KeySource,
  user: { id: number; email: string },
  code: string,
  actor: AuditActor,
  ip: string | null,
  now = new Date(),
): Promise<string[]> {
  const row = await db
    .selectFrom('staff_user')
    .select(['totp_pending_secret', 'totp_secret'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (row.totp_secret) throw inputError('Provider is already configured.');
  if (!row.totp_pending_secret) throw inputError('Provider is not configured.');
  const step = await acceptedStep(openSecret(vaultKey(), user.id, row.totp_pending_secret), code, null, now);
  if (step === undefined) throw inputError('Invalid code.');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({
        totp_secret: row.totp_pending_secret,
        totp_pending_secret: null,
        totp_enabled_at: now.toISOString(),
        totp_last_step: step,
        updated_at: now.toISOString(),
      })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('staff_recovery_code').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('staff_recovery_code')
      .values(
        codes.map((c) => ({ user_id: user.id, code_hash: hashToken(normaliseRecovery(c)), used_at: null })),
      )
      .execute();
    await audit.record(
      trx,
      {
        actor,
        action: 'enable_2fa',
        entityType: 'staff_user',
        entityId: user.id,
        before: { tfa_enabled: false },
        after: { tfa_enabled: true },
        ip,
      },
      now,
    );
  });
  return codes;
}

/**
 * Checks the second factor at sign-in: a current TOTP code (each accepted once) or an unused
 * recovery code (then spent).
 */
export async function checkSecondFactor(
  db: Db,
  vaultKey: KeySource,
  user: { id: number; totp_secret: string | null; totp_last_step: number | null },
  code: string,
  now = new Date(),
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const secret = openSecret(vaultKey(), user.id, user.totp_secret);
  const step = await acceptedStep(secret, code.trim(), user.totp_last_step, now);
  if (step !== undefined) {
    // Conditional update: two sign-ins racing with one code cannot both pass.
    const updated = await db
      .updateTable('staff_user')
      .set({ totp_last_step: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }
  const spent = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', user.id)
    .where('code_hash', '=', hashToken(normaliseRecovery(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** An administrator turns a user's factor off (lost phone); the user enrols again at next sign-in. */
export async function resetTotp(db: Db, userId: number, actor: AuditActor, ip: string | null): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        updated_at: now.toISOString(),
      })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('staff_recovery_code').where('user_id', '=', userId).execute();
    await revokeUserTokens(trx, userId, now);
    await audit.record(trx, {
      actor,
      action: 'reset_2fa',
      entityType: 'staff_user',
      entityId: userId,
      before: { tfa_enabled: true },
      after: { tfa_enabled: false },
      ip,
    });
  });
}
