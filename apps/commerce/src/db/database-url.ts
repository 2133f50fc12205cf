import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (apps/commerce/src/db → four levels up). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * `file:./data/x.db` → `file:/repo/data/x.db`; other URLs unchanged. Command-line tools take
 * relative `file:` paths from the repository root, as `npm start` does.
 */
export function resolveDatabaseUrl(url: string): string {
  if (!url.startsWith('file:')) return url;
  const file = url.slice('file:'.length);
  if (file === ':memory:' || path.isAbsolute(file)) return url;
  return `file:${path.join(REPO_ROOT, file)}`;
}
