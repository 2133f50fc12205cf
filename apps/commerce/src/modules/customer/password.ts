import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { InputError } from '../../graphql/errors';

/**
 * Passwords: scrypt (Node's own; no Argon2 library is installed) with a random salt per password,
 * compared in constant time. The stored string names its parameters, scrypt$N$r$p$salt$hash (salt
 * and hash base64), so they can be raised without breaking existing accounts: a hash made with
 * weaker parameters is replaced at the owner's next successful login (`needsRehash`).
 *
 * OWASP's current scrypt setting is N=2^17, r=8, p=1: 128 MiB per derivation (128·N·r bytes), above
 * Node's default `maxmem` of 32 MiB, hence the explicit limit. Derivations run on libuv's thread
 * pool, never on the event loop.
 */

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
/** Accepted parameters of a stored hash: anything else is refused, not derived (no memory bomb). */
const MAX_N = 2 ** 20;
const MAX_R = 16;
const MAX_P = 4;

function derive(password: string, salt: Buffer, options: ScryptParams): Promise<Buffer> {
  const maxmem = 128 * options.N * options.r + 8 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  if (!Number.isInteger(params.N) || params.N < 2 || params.N > MAX_N || (params.N & (params.N - 1)) !== 0)
    return undefined;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > MAX_R) return undefined;
  if (!Number.isInteger(params.p) || params.p < 1 || params.p > MAX_P) return undefined;
  return { ...params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** A stored hash made with weaker parameters than `params` (to be replaced at the next login). */
export function needsRehash(stored: string | null | undefined, params: ScryptParams = OWASP_SCRYPT): boolean {
  const parsed = stored ? parseHash(stored) : undefined;
  if (!parsed) return false;
  return parsed.N < params.N || parsed.r < params.r || parsed.p < params.p;
}

/** Hashes of a random password, compared against when the account does not exist (same time either way). */
const decoys = new Map<string, Promise<string>>();

/** Whether a password matches a stored hash. A missing hash still costs one derivation. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  params: ScryptParams = OWASP_SCRYPT,
): Promise<boolean> {
  let target = stored;
  if (!target) {
    const name = `${params.N}$${params.r}$${params.p}`;
    let decoy = decoys.get(name);
    if (!decoy) {
      decoy = hashPassword(randomBytes(18).toString('base64'), params);
      decoys.set(name, decoy);
    }
    target = await decoy;
  }
  const parsed = parseHash(target);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return (
    stored !== null &&
    stored !== undefined &&
    key.length === parsed.hash.length &&
    timingSafeEqual(key, parsed.hash)
  );
}

export const MIN_PASSWORD_LENGTH = 8;
/** Rules §5: upper case, lower case, number and special character — all four of Magento's classes. */
export const REQUIRED_CHARACTER_CLASSES = 4;

/**
 * Magento's password policy (Customer\Model\AccountManagement::checkPasswordStrength) with the
 * store's settings of rules §5: at least 8 characters and all four character classes.
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
