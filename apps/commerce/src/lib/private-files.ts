import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The store's data (SQLite database, uploads, the card vault key, rendered media) is readable by
 * the server's own user only: folders 0700, files 0600. Modes are set explicitly rather than left
 * to the umask, and existing files from older installs are tightened when the server opens them.
 */

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and missing parents) as 0700 and tightens it if it already existed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Creates the file empty as 0600 when missing; tightens it to 0600 when it exists. */
export function ensurePrivateFile(file: string): void {
  if (existsSync(file)) {
    chmodSync(file, PRIVATE_FILE_MODE);
    return;
  }
  try {
    closeSync(openSync(file, 'wx', PRIVATE_FILE_MODE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Tightens a file to 0600 if it exists. */
export function tightenIfPresent(file: string): void {
  if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}
