import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Card numbers at rest (docs/architecture.md, decision 6): AES-256-GCM with a fresh 96-bit IV per card.
 * The owner's id is authenticated data, so a ciphertext copied onto another customer's row does
 * not decrypt.
 */

export interface SealedPan {
  iv: string;
  tag: string;
  ciphertext: string;
}

const aad = (customerId: number) => Buffer.from(`vault_card:${customerId}`, 'utf8');

export function sealPan(key: Buffer, customerId: number, pan: string): SealedPan {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(customerId));
  const ciphertext = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
  return {
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
  };
}

/** The card number, or an exception when the key, the owner or the data do not match. */
export function openPan(key: Buffer, customerId: number, sealed: SealedPan): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(aad(customerId));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}

/** Keyed fingerprint of a card number (HMAC-SHA256 under a key derived from the vault key). */
export function panFingerprint(key: Buffer, pan: string): string {
  const fingerprintKey = createHmac('sha256', key).update('vault_card fingerprint').digest();
  return createHmac('sha256', fingerprintKey).update(pan).digest('hex');
}
