import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { loadVaultKey } from '../modules/vault/key';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('data files are private to the server user', () => {
  it('creates the SQLite folder 0700 and the database, -wal and -shm 0600', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'modes-'));
    const file = path.join(root, 'data', 'store.db');
    const database = openDatabase(`file:${file}`);
    try {
      await migrate(database);
      expect(mode(path.dirname(file))).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm']) {
        expect(existsSync(`${file}${suffix}`)).toBe(true);
        expect(mode(`${file}${suffix}`)).toBe(0o600);
      }
    } finally {
      await database.destroy();
    }
  });

  it('tightens a world-readable database left by an older install', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'modes-'));
    const file = path.join(root, 'store.db');
    const first = openDatabase(`file:${file}`);
    await migrate(first);
    await first.destroy();
    chmodSync(file, 0o644);
    writeFileSync(`${file}-wal`, '');
    chmodSync(`${file}-wal`, 0o644);
    const again = openDatabase(`file:${file}`);
    try {
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
    } finally {
      await again.destroy();
    }
  });

  it('generates the card vault key 0600 in a 0700 DATA_DIR, or in CARD_VAULT_KEY_FILE', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'modes-'));
    const dataDir = path.join(root, 'data');
    const generated = loadVaultKey({ dataDir, vault: { key: undefined } });
    expect(generated.file).toBe(path.join(dataDir, 'card-vault.key'));
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(generated.file!)).toBe(0o600);

    const keyFile = path.join(root, 'secrets', 'vault.key');
    const elsewhere = loadVaultKey({ dataDir, vault: { key: undefined, file: keyFile } });
    expect(elsewhere.file).toBe(keyFile);
    expect(elsewhere.source).toBe('generated');
    expect(mode(keyFile)).toBe(0o600);
    expect(elsewhere.key.equals(generated.key)).toBe(false);
  });

  it('never invents a key in production', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'modes-'));
    const keyFile = path.join(root, 'missing.key');
    expect(() =>
      loadVaultKey({ env: 'production', dataDir: root, vault: { key: undefined, file: keyFile } }),
    ).toThrow(/missing \(CARD_VAULT_KEY_FILE\)/);
    expect(existsSync(keyFile)).toBe(false);
  });
});
