import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

describe('sealed TOTP secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, for the same user and key only', () => {
    const sealed = sealSecret(key, 7, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 7, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(key, 8, sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), 7, sealed)).toThrow();
    expect(() => openSecret(key, 7, 'JBSWY3DPEHPK3PXP')).toThrow();
  });
});
