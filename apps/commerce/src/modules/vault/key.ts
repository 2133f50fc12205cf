import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';

export const VAULT_KEY_FILE = 'card-vault.key';

export interface VaultKey {
  key: Buffer;
  /** Where it came from: CARD_VAULT_KEY, the key file, or generated into the key file just now. */
  source: 'config' | 'file' | 'generated';
  file?: string;
}

const loaded = new Map<string, VaultKey>();

function readKeyFile(file: string): Buffer {
  const text = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-fA-F]{64}$/.test(text))
    throw new Error(`${file} does not hold a 64-hex-character card vault key`);
  return Buffer.from(text, 'hex');
}

/**
 * The AES-256 key of the card vault: CARD_VAULT_KEY, or `${DATA_DIR}/card-vault.key`, which is
 * created (32 random bytes, hex, mode 0600) the first time it is needed and reused afterwards.
 * Creating with the 'wx' flag lets concurrent first starts agree on one key.
 */
export function loadVaultKey(config: Pick<AppConfig, 'vault' | 'dataDir'>): VaultKey {
  if (config.vault.key) return { key: Buffer.from(config.vault.key, 'hex'), source: 'config' };
  const file = path.join(config.dataDir, VAULT_KEY_FILE);
  const cached = loaded.get(file);
  if (cached) return cached;
  let result: VaultKey;
  try {
    result = { key: readKeyFile(file), source: 'file', file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
      result = { key: readKeyFile(file), source: 'generated', file };
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      result = { key: readKeyFile(file), source: 'file', file };
    }
  }
  loaded.set(file, result);
  return result;
}
