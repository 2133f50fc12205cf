import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the store keeps its data, resolved the same way by the servers, `npm start` and every
 * command. npm runs a workspace's script (`npm run staff -w apps/commerce`) inside that workspace,
 * so a path taken from the working directory would name another database than the one the store
 * serves: relative paths of DATABASE_URL, DATA_DIR and the other file variables are taken from the
 * repository root instead, wherever the process starts.
 */

/** The repository root (apps/commerce/src → three levels up). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A configured path: absolute as given, relative from the repository root. */
export function fromRepoRoot(file: string): string {
  return path.resolve(REPO_ROOT, file);
}

/** `file:./data/x.db` → `file:/repo/data/x.db`; other URLs (PostgreSQL, `:memory:`) unchanged. */
export function resolveDatabaseUrl(url: string): string {
  if (!url.startsWith('file:')) return url;
  const file = url.slice('file:'.length);
  if (file === ':memory:' || path.isAbsolute(file)) return url;
  return `file:${fromRepoRoot(file)}`;
}

export interface StoreLocation {
  /** The store's database: DATABASE_URL, else `DATA_DIR/store.db`. */
  databaseUrl: string;
  /** Generated files (media cache, uploads, the development card key, the SQLite file by default). */
  dataDir: string;
}

export function storeLocation(env: NodeJS.ProcessEnv = process.env): StoreLocation {
  const dataDir = fromRepoRoot(env.DATA_DIR || './data');
  const databaseUrl = resolveDatabaseUrl(env.DATABASE_URL || `file:${path.join(dataDir, 'store.db')}`);
  return { databaseUrl, dataDir };
}

/**
 * A file named on a command line, from the folder the person typed the command in: npm gives the
 * workspace's script another working directory and keeps the original one in INIT_CWD.
 */
export function argumentPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), file);
}
