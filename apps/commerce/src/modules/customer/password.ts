import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { InputError } from '../../graphql/errors';

/**
 * Passwords: scrypt (Node's own, no dependency) with a random salt per password, compared in
 * constant time. The stored string names its parameters so they can be raised later without
 * breaking existing accounts: scrypt$N$r$p$salt$hash (salt and hash base64).
 */

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash of a random password, compared against when the account does not exist (same time either way). */
let decoy: Promise<string> | undefined;

/** Whether a password matches a stored hash. A missing hash still costs one derivation. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) decoy ??= hashPassword(randomBytes(18).toString('base64'));
  const target = stored ?? (await decoy!);
  const [scheme, n, r, p, salt, hash] = target.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return (
    stored !== null &&
    stored !== undefined &&
    key.length === expected.length &&
    timingSafeEqual(key, expected)
  );
}

export const MIN_PASSWORD_LENGTH = 8;
/** Spec §5: upper case, lower case, number and special character — all four of Magento's classes. */
export const REQUIRED_CHARACTER_CLASSES = 4;

/**
 * Magento's password policy (Customer\Model\AccountManagement::checkPasswordStrength) with the
 * store's settings of spec §5: at least 8 characters and all four character classes.
 */
export function checkPasswordStrength(password: string, email?: string | null): void {
  if (password.length === 0) throw new InputError('"password" value should be specified');
  if (password !== password.trim()) {
    throw new InputError("The password can't begin or end with a space. Verify the password and try again.");
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new InputError(
      `The password needs at least ${MIN_PASSWORD_LENGTH} characters. Create a new password and try again.`,
    );
  }
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^a-zA-Z\d]/].filter((re) => re.test(password)).length;
  if (classes < REQUIRED_CHARACTER_CLASSES) {
    throw new InputError(
      `Minimum of different classes of characters in password is ${REQUIRED_CHARACTER_CLASSES}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
    );
  }
  if (email && password.toLowerCase() === email.trim().toLowerCase()) {
    throw new InputError(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
  }
}
