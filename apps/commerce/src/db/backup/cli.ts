/**
 * `npm run backup` — an online copy of the embedded SQLite store, safe while the store serves:
 *
 *   npm run backup                               data/store.db → data/backups/store-<time>.db
 *   npm run backup -- --to /mnt/safe/store.db    to a file of your choice
 *   npm run backup -- --restore <file>           puts a backup in place (stop the store first)
 *
 * DATABASE_URL names the store as `npm start` does. A PostgreSQL store is backed up with
 * PostgreSQL's own tools (pg_dump / point-in-time recovery): see the README.
 */
import path from 'node:path';
import { loadDotEnv } from '../../config';
import { argumentPath, storeLocation } from '../../store-location';
import { backupSqlite, restoreSqlite } from './backup';

async function main() {
  loadDotEnv();
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index === -1 ? undefined : args[index + 1];
  };
  const url = storeLocation().databaseUrl;
  if (!url.startsWith('file:')) {
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump (see the README, "Production").');
    process.exit(2);
  }
  const store = url.slice('file:'.length);
  const restoreFrom = option('--restore');
  if (restoreFrom) {
    const result = restoreSqlite(argumentPath(restoreFrom), store);
    console.log(`Restored ${restoreFrom} into ${result.file} (${result.pages} pages).`);
    return;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const to = option('--to');
  const target = to ? argumentPath(to) : path.join(path.dirname(store), 'backups', `store-${stamp}.db`);
  const result = await backupSqlite(store, target);
  console.log(`Backed up ${store} to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
