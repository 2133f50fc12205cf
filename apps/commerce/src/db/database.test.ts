import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another process writing to the same file, as a staff command does beside the server. */
function writeFromAnotherProcess(file: string): Promise<void> {
  const script = `
    const db = new (require(${JSON.stringify(betterSqlite)}))(${JSON.stringify(file)});
    db.pragma('busy_timeout = 5000');
    db.prepare("INSERT INTO note (text) VALUES ('other process')").run();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(stderr))));
  });
}

describe('SQLite transactions beside another process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-lock-'));
  const file = path.join(dir, 'store.db');
  const database = openDatabase(`file:${file}`);
  afterAll(async () => {
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction that reads, then writes, is not refused because another process wrote', async () => {
    await sql`CREATE TABLE note (text TEXT NOT NULL)`.execute(database.db);
    let other: Promise<void> | undefined;
    await database.db.transaction().execute(async (trx) => {
      await sql`SELECT count(*) FROM note`.execute(trx);
      other = writeFromAnotherProcess(file);
      // Long enough for the other process to commit, had this transaction let it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sql`INSERT INTO note (text) VALUES ('this process')`.execute(trx);
    });
    await other;
    const rows = await sql<{ text: string }>`SELECT text FROM note ORDER BY rowid`.execute(database.db);
    expect(rows.rows.map((r) => r.text)).toEqual(['this process', 'other process']);
  });
});
