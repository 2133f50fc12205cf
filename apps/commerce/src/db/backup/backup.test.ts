import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backupSqlite, restoreSqlite } from './backup';

const open: SQLite.Database[] = [];
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
});

function liveStore() {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
  const file = path.join(dir, 'store.db');
  const db = new SQLite(file);
  open.push(db);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE sales_order (id INTEGER PRIMARY KEY, note TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO sales_order (note) VALUES (?)');
  for (let i = 0; i < 2000; i++) insert.run(`order ${i} ${'x'.repeat(200)}`);
  return { dir, file, db, insert };
}

const count = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  open.push(db);
  return (db.prepare('SELECT count(*) AS n FROM sales_order').get() as { n: number }).n;
};

describe('SQLite backup', () => {
  it('copies a consistent snapshot while orders keep being written', async () => {
    const { dir, file, db, insert } = liveStore();
    const writer = setInterval(() => insert.run('during the backup'), 1);
    const before = count(file);
    const target = path.join(dir, 'backups', 'copy.db');
    const result = await backupSqlite(file, target);
    clearInterval(writer);
    const after = (db.prepare('SELECT count(*) AS n FROM sales_order').get() as { n: number }).n;

    const copied = count(target);
    expect(copied).toBeGreaterThanOrEqual(before);
    expect(copied).toBeLessThanOrEqual(after);
    expect(result.pages).toBeGreaterThan(0);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    expect(existsSync(`${target}.partial`)).toBe(false);
  });

  it('restores a backup in place of the store, keeping the old one aside', async () => {
    const { dir, file, db, insert } = liveStore();
    const target = path.join(dir, 'copy.db');
    await backupSqlite(file, target);
    insert.run('written after the backup');
    db.close();

    restoreSqlite(target, file);
    // 2000, not 2001: no page of the old store's write-ahead log was applied to the restored one.
    expect(count(file)).toBe(2000);
    expect(count(`${file}.before-restore`)).toBe(2001);
  });

  it('refuses to restore under a store that is writing', async () => {
    const { dir, file, db } = liveStore();
    const target = path.join(dir, 'copy.db');
    await backupSqlite(file, target);
    db.exec('BEGIN IMMEDIATE');
    expect(() => restoreSqlite(target, file)).toThrow(/in use/);
    db.exec('ROLLBACK');
  });

  it('refuses a damaged backup and keeps the store untouched', async () => {
    const { dir, file } = liveStore();
    const bogus = path.join(dir, 'bogus.db');
    await import('node:fs').then((fs) => fs.writeFileSync(bogus, 'not a database'));
    expect(() => restoreSqlite(bogus, file)).toThrow();
    expect(count(file)).toBe(2000);
  });
});
