import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** What a backup or a restore did. */
export interface BackupResult {
  file: string;
  pages: number;
  bytes: number;
}

/**
 * Copies a live SQLite store into `target` with SQLite's online backup API: the copy is a
 * consistent snapshot even while the store serves requests (writers are not blocked; pages a
 * writer changes during the copy are copied again). The copy is checked before it is kept.
 */
export async function backupSqlite(source: string, target: string): Promise<BackupResult> {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const progress = await db.backup(partial);
    assertIntact(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, target);
    return { file: target, pages: progress.totalPages, bytes: progress.totalPages * pageSize(target) };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the store. The servers must be stopped: the store's WAL and shared
 * memory files belong to the old database and are removed, so no page of it survives. The
 * current store is kept beside it as `<store>.before-restore` until the next restore.
 */
export function restoreSqlite(backup: string, store: string): BackupResult {
  if (!existsSync(backup)) throw new Error(`No backup at ${backup}`);
  assertIntact(backup);
  assertNotInUse(store);
  mkdirSync(path.dirname(path.resolve(store)), { recursive: true, mode: 0o700 });
  if (existsSync(store)) {
    // Fold the WAL into the old file first, so the kept copy is complete on its own.
    const old = new SQLite(store, { fileMustExist: true });
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
    renameSync(store, `${store}.before-restore`);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${store}${suffix}`, { force: true });
  copyFileSync(backup, store);
  chmodSync(store, 0o600);
  const pages = pageCount(store);
  return { file: store, pages, bytes: pages * pageSize(store) };
}

function assertIntact(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}

/**
 * A running server holds a read transaction open only while it works, so the lock test below is
 * a best effort; it catches the common mistake of restoring under a store that is serving.
 */
function assertNotInUse(store: string): void {
  if (!existsSync(store)) return;
  const db = new SQLite(store, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
  } catch {
    throw new Error(`${store} is in use: stop the store before restoring`);
  } finally {
    db.close();
  }
}

function pageCount(file: string): number {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.pragma('page_count', { simple: true }) as number;
  } finally {
    db.close();
  }
}

function pageSize(file: string): number {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.pragma('page_size', { simple: true }) as number;
  } finally {
    db.close();
  }
}
