#!/usr/bin/env node
// `npm run test:cluster`: the store as it runs on several machines, on this one. A PostgreSQL
// database of its own (created, then dropped), two commerce servers and two storefronts behind
// Debian's nginx (installed when missing; run in the foreground with its own configuration and
// temporary prefix), everything on loopback. Checks that a change reaches the pages of both
// storefronts within 2 s, that a cart moves between instances, that concurrent buyers never
// oversell, and that killing a commerce server under load loses no acknowledged order.
// Environment: CLUSTER_POSTGRES_URL (a server where the test may create a database; default
// postgres://postgres@127.0.0.1:5432/postgres), CLUSTER_STOREFRONT_PORT / CLUSTER_COMMERCE_PORT
// (nginx's ports; the instances take the next two each), NEXT_DIST_DIR (the storefront build).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runChecks } from './cluster/checks.mjs';
import {
  bin,
  buildStorefrontIfStale,
  precompressBuild,
  root,
  storefrontDir,
  waitFor,
} from './storefront-build.mjs';

const started = Date.now();
const HOST = '127.0.0.1';
const serverUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const storefrontPort = Number(process.env.CLUSTER_STOREFRONT_PORT ?? 3250);
const commercePort = Number(process.env.CLUSTER_COMMERCE_PORT ?? 4250);
const database = `cluster_${randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
})();
const work = mkdtempSync(path.join(tmpdir(), 'store-cluster-'));
const children = [];
const phases = {};

function phase(name, since) {
  phases[name] = `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  console.log('nginx is missing: installing Debian’s package (apt-get install -y nginx)…');
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0 || !existsSync('/usr/sbin/nginx')) {
    throw new Error('nginx could not be installed (apt-get install -y nginx, as root)');
  }
  return '/usr/sbin/nginx';
}

function nginxConfig() {
  const upstream = (name, port) => `
  upstream ${name} {
    server ${HOST}:${port + 1} max_fails=1 fail_timeout=5s;
    server ${HOST}:${port + 2} max_fails=1 fail_timeout=5s;
    keepalive 32;
  }`;
  const server = (name, port) => `
  server {
    listen ${HOST}:${port};
    # /metrics answers loopback callers without a token: never through the proxy.
    location = /metrics { return 404; }
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Request-Id $store_request_id;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }`;
  return `daemon off;
worker_processes 2;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  client_max_body_size 16m;
  # The caller's request id (a storefront's, on the commerce listener), or a new one.
  map $http_x_request_id $store_request_id {
    default $http_x_request_id;
    "" $request_id;
  }
  ${upstream('storefront', storefrontPort)}
  ${upstream('commerce', commercePort)}
  ${server('storefront', storefrontPort)}
  ${server('commerce', commercePort)}
}
`;
}

function start(label, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  child.label = label;
  const log = path.join(work, `${label}.log`);
  const lines = [];
  const file = createWriteStream(log);
  const keep = (chunk) => {
    file.write(chunk);
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.tail = () => lines.join('').slice(-4000);
  child.logFile = log;
  children.push(child);
  return child;
}

async function stopAll() {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill(child.label === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 12_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
        }),
    ),
  );
}

async function admin(statement) {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let failed = false;
try {
  const nginx = nginxBinary();
  let since = Date.now();
  const buildEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  buildStorefrontIfStale(buildEnv);
  precompressBuild(buildEnv);
  phase('storefront build (skipped when fresh)', since);

  await admin(`CREATE DATABASE ${database}`);
  since = Date.now();
  const inherited = { ...process.env };
  // The storefronts learn of changes only through the catalogue version (no POST to one address);
  // mail stays in the outbox.
  for (const name of ['PAGE_CACHE_SECRET', 'SMTP_URL', 'METRICS_TOKEN']) delete inherited[name];
  const commerceEnv = (index) => ({
    ...inherited,
    NODE_ENV: 'development',
    // The request log: the check follows a request id from a storefront into it.
    LOG_LEVEL: 'info',
    HOST,
    COMMERCE_PORT: String(commercePort + index),
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, `commerce-${index}`),
    COMMERCE_URL: `http://${HOST}:${commercePort}`,
    STOREFRONT_URL: `http://${HOST}:${storefrontPort}`,
    OFFER_CHECKMO: 'false',
    SANDBOX_BANK: 'false',
    SEED_DEMO: index === 1 ? 'true' : 'false',
  });
  const commerce = [];
  // The first instance migrates and seeds; the second starts on the ready database.
  for (const index of [1, 2]) {
    mkdirSync(path.join(work, `commerce-${index}`), { recursive: true });
    const child = start(`commerce-${index}`, bin('tsx'), ['apps/commerce/src/server.ts'], {
      cwd: root,
      env: commerceEnv(index),
    });
    await waitFor(`http://${HOST}:${commercePort + index}/ready`, child, child.label, 300_000);
    commerce.push(child);
  }
  phase('commerce ×2 start (migrate + seed)', since);

  since = Date.now();
  const storefronts = [];
  for (const index of [1, 2]) {
    const child = start(
      `storefront-${index}`,
      process.execPath,
      ['server.cjs', '--port', String(storefrontPort + index), '--hostname', HOST],
      {
        cwd: storefrontDir,
        env: {
          ...inherited,
          NEXT_TELEMETRY_DISABLED: '1',
          COMMERCE_URL: `http://${HOST}:${commercePort}`,
        },
      },
    );
    storefronts.push(child);
  }
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig());
  const proxy = start(
    'nginx',
    nginx,
    ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'nginx-error.log')],
    {
      cwd: work,
    },
  );
  for (const child of storefronts) {
    await waitFor(
      `http://${HOST}:${storefrontPort + storefronts.indexOf(child) + 1}/health`,
      child,
      child.label,
      120_000,
    );
  }
  await waitFor(`http://${HOST}:${storefrontPort}/ready`, proxy, 'nginx', 30_000);
  phase('storefront ×2 + nginx start', since);

  const figures = await runChecks({
    host: HOST,
    storefrontPort,
    commercePort,
    databaseUrl,
    commerce,
  });
  console.log('\nCluster test passed.');
  console.log(JSON.stringify({ phases, figures, totalSeconds: (Date.now() - started) / 1000 }, null, 2));
} catch (error) {
  failed = true;
  console.error('\nCluster test FAILED:', error instanceof Error ? error.stack : error);
  for (const child of children) {
    console.error(`\n--- last output of ${child.label} ---\n${child.tail()}`);
  }
} finally {
  await stopAll();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((error) =>
    console.error(`could not drop database ${database}:`, error.message),
  );
  rmSync(work, { recursive: true, force: true });
  console.log(`Whole run: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed ? 1 : 0);
}
