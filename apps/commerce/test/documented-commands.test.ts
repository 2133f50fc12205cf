import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/store-location';
import { commandsOf, documentedCommands, missingTarget, targetOf } from './documented-commands';

/**
 * Every command the README and docs/ give is run as a reader would type it, from the repository
 * root, against a store started like `npm start` (scripts/start.mjs, its own port and data
 * folder): a documented command whose script or file does not exist fails here, and so does one
 * that writes to another database than the store's.
 *
 * Commands that are not run, only checked to exist (with `--help` where they have one):
 * - the store, builds and test runs themselves: `npm install`, `npm ci`, `npm start`, `npm test`,
 *   `npm run dev|build|check|test:*`, `npm start -w apps/commerce`, `node apps/storefront/server.cjs`,
 *   `node scripts/start.mjs …` (this test starts the store with it);
 * - the long ones: every `bench*`, `npm run seed -- --products …` (`--help` is run), the soak test,
 *   the search-phase bench, the picture contact sheet;
 * - `npm run backup -- --restore FILE`, which needs the store stopped;
 * - `npm run erp-sync-demo -w apps/commerce` without `--url`, which would call whatever store
 *   listens on port 4000 (the form with `--url` runs, pointed at this store).
 */

/** The data folder, relative as a reader would set it: it must be taken from the repository root. */
const DATA_DIR = `data/documented-commands-${process.pid}`;
const EMAIL = (n: number) => `docs.${process.pid}.${n}@example.com`;

const NOT_RUN = [
  /^npm (install|ci|start|test)$/,
  /^npm run (dev|build|check|lint|typecheck|test:\S+)( |$)/,
  /^npm run bench/,
  /^npm run build -w /,
  /^npm start -w /,
  /^node apps\/storefront\/server\.cjs/,
  /^node scripts\/start\.mjs/,
  /^npx tsx (e2e\/soak\.ts|apps\/commerce\/bench\/|apps\/commerce\/demo\/pictures\/)/,
  /^npm run seed -- --products/,
  /^npm run backup -- --restore/,
  /^npm run erp-sync-demo -w apps\/commerce$/,
];

/**
 * Commands about a record a fresh store does not have (an order number, a Pix txid, a request's
 * protocol): they must refuse it in words, not crash.
 */
const REFUSES_UNKNOWN_RECORD = [/ pay-pix /, / ship /, / reply /, / deliver /];

/** The command as a reader fills it in: optional parts left out, the first of alternatives, values. */
function filledIn(command: string, port: number, emailNumber: number): string {
  let text = command
    .replace(/\s*\[[^\]]*\]/g, '')
    .replace(/ \| .*$/, '')
    .replace(/(\S+?)\|\S+/g, '$1');
  text = text
    .replace(/--email \S+/, `--email ${EMAIL(emailNumber)}`)
    .replace(/<txid>/g, 'docs0000000000000000000000000')
    .replace(/<order number>|<number>/g, '000000123')
    .replace(/--number …/, '--number AA123456789BR')
    .replace(/<protocol>/g, 'ORC-2026-999999')
    .replace(/--text "…"/, '--text "Obrigado pelo contato."')
    .replace(/<name>/g, 'erp-docs')
    .replace(/<role>/g, 'pedidos')
    .replace(/\b(file|products)\.csv\b/g, `${DATA_DIR}/products.csv`)
    .replace(/http:\/\/127\.0\.0\.1:4000/g, `http://127.0.0.1:${port}`);
  return text;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const baseEnv = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR, LOG_LEVEL: 'warn', PASSWORD_SCRYPT_N: '16384' };
  // The store's own resolution decides the database: DATA_DIR/store.db.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
};

function run(command: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd: REPO_ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('the documented commands', () => {
  const commands = documentedCommands();

  it('finds the commands of the README and docs/', () => {
    const texts = commands.map((c) => c.text);
    expect(texts).toContain('npm run staff -w apps/commerce -- create-admin --email …');
    expect(texts.length).toBeGreaterThan(40);
    // A code span broken across two lines is one command; table cells and code blocks count.
    expect(commandsOf('Run `npm run orders -w apps/commerce -- ship <n>\n--carrier correios`.')).toEqual([
      'npm run orders -w apps/commerce -- ship <n> --carrier correios',
    ]);
    expect(commandsOf('| `npm run requests -- list a\\|b` | x |\n|---|---|\n')).toEqual([
      'npm run requests -- list a|b',
    ]);
    expect(commandsOf('```sh\nnpm ci && npm test   # all\n```')).toEqual(['npm ci', 'npm test']);
  });

  it.each(commands.map((c) => [c.file, c.text]))('%s: `%s` names a script or file that exists', (_, text) => {
    expect(missingTarget(text)).toBeUndefined();
  });
});

describe('the documented commands, run against a store started like npm start', () => {
  let store: ChildProcess | undefined;
  let port = 0;
  const env = baseEnv();
  const runnable = documentedCommands().filter((c) => !NOT_RUN.some((pattern) => pattern.test(c.text)));

  beforeAll(async () => {
    port = await freePort();
    store = spawn(process.execPath, ['scripts/start.mjs', '--commerce-only'], {
      cwd: REPO_ROOT,
      env: { ...env, COMMERCE_PORT: String(port), CEP_PROVIDERS: 'local' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    store.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    store.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    const until = Date.now() + 280_000;
    while (Date.now() < until) {
      if (store.exitCode !== null) throw new Error(`the store stopped:\n${log}`);
      const ready = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the store did not start:\n${log}`);
  }, 300_000);

  afterAll(async () => {
    if (store && store.exitCode === null) {
      const stopped = new Promise((resolve) => store?.once('exit', resolve));
      store.kill('SIGTERM');
      await stopped;
    }
    rmSync(path.join(REPO_ROOT, DATA_DIR), { recursive: true, force: true });
  }, 30_000);

  it("the README's create-admin makes an administrator who signs in to the store", async () => {
    const readme = runnable.find((c) => c.file === 'README.md' && / create-admin /.test(c.text));
    expect(readme).toBeDefined();
    const { code, output } = await run(filledIn(readme!.text, port, 0), env);
    expect(code, output).toBe(0);
    const password = /One-time password: (\S+)/.exec(output)?.[1];
    expect(password, output).toBeDefined();
    const post = (url: string, body: object) =>
      fetch(`http://127.0.0.1:${port}/rest/V1/${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const newPassword = 'Escritorio#2026-docs';
    const changed = await post('staff/password', {
      username: EMAIL(0),
      currentPassword: password,
      newPassword,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const token = await post('integration/admin/token', { username: EMAIL(0), password: newPassword });
    expect(token.status, await token.clone().text()).toBe(200);
    expect(typeof (await token.json())).toBe('string');
    // The store's data folder holds the database; nothing was written beside the workspace.
    expect(existsSync(path.join(REPO_ROOT, DATA_DIR, 'store.db'))).toBe(true);
  });

  it('`npm run seed -- --help` answers its usage', async () => {
    const { code, output } = await run('npm run seed -- --help', env);
    expect(code, output).toBe(0);
    expect(output).toContain('--products');
  });

  it('prepares the CSV the import commands read: the export, three simple products of it', async () => {
    const file = path.join(REPO_ROOT, DATA_DIR, 'products.csv');
    const { code, output } = await run(
      `npm run catalog -w apps/commerce -- export ${DATA_DIR}/products.csv`,
      env,
    );
    expect(code, output).toBe(0);
    // Their pictures and categories are left as they are (an exported picture is a file name
    // the import looks for beside the CSV, which the export does not write).
    const rows = parse(readFileSync(file), { columns: true }) as Record<string, string>[];
    const kept = rows
      .filter((row) => row.product_type === 'simple')
      .slice(0, 3)
      .map((row) => {
        const copy = { ...row };
        for (const column of Object.keys(copy))
          if (/image|categories|additional_attributes/.test(column)) delete copy[column];
        return copy;
      });
    expect(kept).toHaveLength(3);
    writeFileSync(file, stringify(kept, { header: true }));
  });

  it.each(runnable.map((c, i) => [c.file, c.text, i + 1]))(
    '%s: `%s` runs',
    async (_, text, n) => {
      const command = filledIn(String(text), port, Number(n));
      expect(targetOf(command).kind).toBe('script');
      const { code, output } = await run(command, env);
      // A crash prints a stack; a refusal is a sentence.
      expect(output, command).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
      if (REFUSES_UNKNOWN_RECORD.some((pattern) => pattern.test(command))) {
        expect(code, `${command}\n${output}`).not.toBe(0);
        expect(output.trim(), command).not.toMatch(/^Usage|^uso:/m);
      } else {
        expect(code, `${command}\n${output}`).toBe(0);
      }
    },
    120_000,
  );
});
