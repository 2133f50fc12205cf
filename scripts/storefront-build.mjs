// The production builds of the storefront and the back office, shared by the start script and
// the cluster test: built again only when a source is newer than the build (NEXT_DIST_DIR names
// the storefront's build folder), the storefront's browser files then precompressed for server.cjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const storefrontDir = path.join(root, 'apps', 'storefront');
export const adminDir = path.join(root, 'apps', 'admin');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.next') || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the back office (apps/admin, served by the commerce server under /admin) when stale. */
export function buildAdminIfStale(env) {
  const built = path.join(adminDir, 'dist', 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs >= newestMtime(adminDir)) return;
  console.log('Building the admin app (first start or changed sources)…');
  const result = spawnSync(bin('vite'), ['build'], { cwd: adminDir, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The admin app build failed.');
    process.exit(result.status ?? 1);
  }
}

/** Builds the storefront when its build is missing or older than its sources; exits on failure. */
export function buildStorefrontIfStale(env) {
  // NEXT_DIST_DIR lets several stores (one per person or test run) keep their own build.
  const buildId = path.join(storefrontDir, env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  const sources = Math.max(newestMtime(storefrontDir), newestMtime(path.join(root, 'packages', 'br', 'src')));
  if (existsSync(buildId) && statSync(buildId).mtimeMs >= sources) return;
  console.log('Building the storefront (first start or changed sources)…');
  // `next build` fails when NODE_ENV says development (the storefront bench runs the demo that way).
  const result = spawnSync(bin('next'), ['build'], {
    cwd: storefrontDir,
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  // Marks the framework's chunks for eager, off-main-thread compilation (compile-hints.cjs).
  const hints =
    result.status === 0
      ? spawnSync(process.execPath, ['compile-hints.cjs'], { cwd: storefrontDir, env, stdio: 'inherit' })
      : result;
  if (hints.status !== 0) {
    console.error('The storefront build failed.');
    process.exit(hints.status ?? 1);
  }
}

/** Brotli and gzip copies of the build's browser files, which server.cjs sends (precompress.cjs). */
export function precompressBuild(env) {
  const result = spawnSync(process.execPath, ['precompress.cjs'], {
    cwd: storefrontDir,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    console.error('Precompressing the build failed: its files are compressed per request.');
}

/** Resolves once `url` answers 2xx; throws when `child` exits or `timeoutMs` passes. */
export async function waitFor(url, child, label, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${label} did not answer ${url} within ${timeoutMs / 1000} s`);
}
