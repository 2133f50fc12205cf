import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF) from the store's vault key, so a
 * copy of the database alone does not let anyone make codes (Magento encrypts them with its crypt
 * key). The user id is authenticated data: a secret moved onto another user's row does not open.
 * Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

function subKey(vaultKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', vaultKey, Buffer.alloc(0), 'staff-totp-secret', 32));
}

const aad = (userId: number) => Buffer.from(`staff_user:${userId}`, 'utf8');

export function sealSecret(vaultKey: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', subKey(vaultKey), iv);
  cipher.setAAD(aad(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or an exception when the key, the user or the data do not match. */
export function openSecret(vaultKey: Buffer, userId: number, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) throw new Error('unreadable sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', subKey(vaultKey), Buffer.from(iv, 'base64url'));
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
