#!/usr/bin/env node
// Starts the whole store: the commerce server (GraphQL over the embedded SQLite database, which it
// creates, migrates and fills with the demo catalogue on first start) and the Next.js storefront.
// `--dev` runs both in watch mode; `--commerce-only` starts the commerce server alone, building
// nothing (the API, and /admin when the back office was built). Environment: see .env.example.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import {
  adminDir,
  bin,
  buildAdminIfStale,
  buildStorefrontIfStale,
  precompressBuild,
  root,
  storefrontDir,
  waitFor,
} from './storefront-build.mjs';

const dev = process.argv.includes('--dev');
const commerceOnly = process.argv.includes('--commerce-only');
const host = process.env.HOST ?? '127.0.0.1';
const storefrontPort = process.env.PORT ?? '3000';
const commercePort = process.env.COMMERCE_PORT ?? '4000';

// The store's database and data folder as the commerce server and every command resolve them
// (relative paths from the repository root): one resolution, read from the server's own code.
const { storeLocation } = await tsImport('../apps/commerce/src/store-location.ts', import.meta.url);
const { databaseUrl, dataDir } = storeLocation(process.env);
// Browser tests start from an empty database each run (the demo catalogue is seeded anew).
if (process.env.FRESH_DATABASE === 'true' && databaseUrl.startsWith('file:')) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseUrl.slice(5)}${suffix}`, { force: true });
}
const commerceUrl = process.env.COMMERCE_URL ?? `http://${host}:${commercePort}`;
const storefrontUrl = process.env.STOREFRONT_URL ?? `http://${host}:${storefrontPort}`;
const env = {
  ...process.env,
  HOST: host,
  COMMERCE_PORT: commercePort,
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  COMMERCE_URL: commerceUrl,
  STOREFRONT_URL: storefrontUrl,
  // Shared by the two servers: the commerce server tells the storefront to drop its cached
  // pages when the catalogue changes (stock, reviews). A fresh one per start unless configured.
  PAGE_CACHE_SECRET: process.env.PAGE_CACHE_SECRET ?? randomBytes(24).toString('hex'),
  NEXT_TELEMETRY_DISABLED: '1',
  // The demo takes sandbox payments, but never offers 'Check / Money order' to shoppers: only
  // `npm run dev` does, for trying the checkout without a payment step.
  OFFER_CHECKMO: process.env.OFFER_CHECKMO ?? (dev ? 'true' : 'false'),
};

const adminPort = process.env.ADMIN_PORT ?? '5173';

const children = [];
function run(label, command, args, options) {
  const child = spawn(command, args, { env, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${label} stopped (${signal ?? `exit code ${code}`}); stopping the store.`);
    stop(code ?? 1);
  });
  return child;
}

let shuttingDown = false;
function stop(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  if (!dev && !commerceOnly) {
    buildAdminIfStale(env);
    buildStorefrontIfStale(env);
    precompressBuild(env);
  }
  const commerce = run(
    'commerce server',
    bin('tsx'),
    [dev ? 'watch' : '', 'apps/commerce/src/server.ts'].filter(Boolean),
    {
      cwd: root,
    },
  );
  // First start seeds the catalogue before listening, hence the generous wait.
  await waitFor(`${commerceUrl}/health`, commerce, 'commerce server', 300_000);
  if (commerceOnly) {
    console.log(
      `\n  Commerce server at ${commerceUrl} (GraphQL /graphql, REST /rest/V1, back office /admin/)\n`,
    );
  } else {
    // Production: server.cjs, Next behind brotli and the precompressed build files.
    const storefront = run(
      'storefront',
      dev ? bin('next') : process.execPath,
      [dev ? 'dev' : 'server.cjs', '--port', storefrontPort, '--hostname', host],
      { cwd: storefrontDir },
    );
    // Development: Vite serves the admin app with hot reload, /rest forwarded to the commerce server.
    if (dev) run('admin app', bin('vite'), ['--port', adminPort, '--host', host], { cwd: adminDir });
    await waitFor(`${storefrontUrl}/health`, storefront, 'storefront', 120_000);
    const adminUrl = dev ? `http://${host}:${adminPort}/admin/` : `${storefrontUrl}/admin/`;
    console.log(
      `\n  Escritório Total is open at ${storefrontUrl}\n  Back office: ${adminUrl}\n  (GraphQL: ${commerceUrl}/graphql)\n`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
