import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files';

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

/** The key file: CARD_VAULT_KEY_FILE, or `${DATA_DIR}/card-vault.key` (development default). */
export function vaultKeyFile(config: Pick<AppConfig, 'vault' | 'dataDir'>): string {
  return config.vault.file ?? path.join(config.dataDir, VAULT_KEY_FILE);
}

/**
 * The AES-256 key of the card vault: CARD_VAULT_KEY, or the key file (CARD_VAULT_KEY_FILE, by
 * default `${DATA_DIR}/card-vault.key`). Outside production a missing file is created (32 random
 * bytes, hex, mode 0600 in a 0700 folder) the first time it is needed and reused afterwards;
 * production never invents a key (loadConfig has checked the file exists, outside DATA_DIR).
 * Creating with the 'wx' flag lets concurrent first starts agree on one key.
 */
export function loadVaultKey(
  config: Pick<AppConfig, 'vault' | 'dataDir'> & Partial<Pick<AppConfig, 'env'>>,
): VaultKey {
  if (config.vault.key) return { key: Buffer.from(config.vault.key, 'hex'), source: 'config' };
  const file = vaultKeyFile(config);
  const cached = loaded.get(file);
  if (cached) return cached;
  let result: VaultKey;
  try {
    result = { key: readKeyFile(file), source: 'file', file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (config.env === 'production') {
      throw new Error(`The card vault key file ${file} is missing (CARD_VAULT_KEY_FILE)`);
    }
    // DATA_DIR is the store's own folder and is tightened; a configured file's folder may be
    // shared (/etc/…): only created as 0700 when missing, never changed.
    if (config.vault.file) mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    else ensurePrivateDir(config.dataDir);
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      result = { key: readKeyFile(file), source: 'generated', file };
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== 'EEXIST') throw writeError;
      result = { key: readKeyFile(file), source: 'file', file };
    }
  }
  loaded.set(file, result);
  return result;
}
