/**
 * `npm run bench` — HTTP benchmark of the storefront's hot GraphQL queries on large catalogues.
 *
 * For each catalogue size, seeds `data/bench-<size>.db` when missing, starts the commerce server as
 * a child process (the load generator and the server never share an event loop), warms it up, and
 * runs each scenario with a fixed number of concurrent keep-alive clients for a fixed duration,
 * timing every request with performance.now() and checking every response (HTTP 200, `data`, no
 * `errors`). Prints a table per size and writes bench-results/latest.json.
 *
 *   npm run bench -- [--sizes 10000,100000] [--duration 10] [--clients 10] [--max-requests 100000]
 *                    [--warmup 200] [--reseed] [--no-response-cache] [--orders 500] [--no-checkout]
 *   npm run bench -- --abuse [--sizes 10000] [--duration 10] [--clients 10]
 *   npm run bench -- --catalog-writes [--postgres <url>]     (bench/catalog-writes.ts)
 *   npm run bench -- --order-list [--postgres <url>] [--order-count 100000] [--no-browser]  (bench/orders.ts)
 *   npm run bench -- --search [--sizes 10000,100000] [--postgres postgres://…/bench]
 *
 * `--search` measures uncached search (a different query each request) and listings per size on
 * SQLite and, with --postgres, on PostgreSQL (database bench_<size>, seeded when missing; see
 * `benchSearchScale`); results go to bench-results/search-scale.json.
 *
 * `--abuse` runs only the abuse scenario (see `benchAbuse`): ordinary catalogue requests alone,
 * then the same while as many attacking clients send the worst requests (autocannon), and
 * `/health` polled throughout; targets: ordinary p95 under attack < 3× the quiet p95, `/health`
 * always < 100 ms. Results go to bench-results/abuse.json.
 *
 * Targets (issue): p95 < 20 ms for every catalogue scenario on 10k products with 10 clients, and
 * category listing p95 at 100k no more than 2× the 10k one; checkout: add to cart p95 <
 * 25 ms and place order p95 < 100 ms at 10 clients. The checkout scenarios run on a copy of the
 * database (orders and stock moves never touch the seeded file), with stock raised so that the
 * load measures the work and not "out of stock" answers; each place-order request orders its own
 * prepared cart (a repeated submit would be answered from the existing order).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { countProducts, seedDatabase } from '../demo/cli';
import { openDatabase } from '../src/db/database';
import { REPO_ROOT } from '../src/store-location';
import { benchCatalogWrites } from './catalog-writes';
import { cpuBetween, cpuMark } from './cpu';
import { benchOrderList } from './orders';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_P95_MS = 20;
const CHECKOUT_TARGETS_MS: Record<string, number> = { 'add to cart': 25, 'place order': 100 };
const TARGET_RATIO = 2;

// ---------------------------------------------------------------- arguments

interface Options {
  sizes: number[];
  durationMs: number;
  clients: number;
  maxRequests: number;
  warmup: number;
  reseed: boolean;
  /** false with --no-response-cache: every request computes its answer (worst case). */
  responseCache: boolean;
  /** Carts prepared (and orders placed) by the place-order scenario. */
  orders: number;
  /** false with --no-checkout: catalogue scenarios only. */
  checkout: boolean;
  /** --abuse: the abuse scenario only. */
  abuse: boolean;
  /** --catalog-writes: the catalogue's bulk writes only (bench/catalog-writes.ts). */
  catalogWrites: boolean;
  /** --postgres <url>: run --catalog-writes or --order-list on PostgreSQL instead of SQLite; with --search, also bench PostgreSQL. */
  postgres?: string;
  /** --order-list [--order-count N] [--no-browser]: the back office's order list (bench/orders.ts). */
  orderList?: { orderCount: number; browser: boolean };
  /** --search: uncached search and listings per size and database (see `benchSearchScale`). */
  search: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    sizes: [10_000, 100_000],
    durationMs: 10_000,
    clients: 10,
    maxRequests: 100_000,
    warmup: 200,
    reseed: false,
    responseCache: true,
    orders: 500,
    checkout: true,
    abuse: false,
    catalogWrites: false,
    search: false,
  };
  const number = (text: string | undefined, flag: string) => {
    const n = Number((text ?? '').replace(/_/g, ''));
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${flag} needs a positive number, got "${text}"`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const take = () => inline ?? argv[++i];
    switch (flag) {
      case '--sizes':
        options.sizes = (take() ?? '').split(',').map((s) => Math.round(number(s, '--sizes')));
        break;
      case '--duration':
        options.durationMs = number(take(), '--duration') * 1000;
        break;
      case '--clients':
        options.clients = Math.round(number(take(), '--clients'));
        break;
      case '--max-requests':
        options.maxRequests = Math.round(number(take(), '--max-requests'));
        break;
      case '--warmup':
        options.warmup = Math.round(number(take(), '--warmup'));
        break;
      case '--no-response-cache':
        options.responseCache = false;
        break;
      case '--reseed':
        options.reseed = true;
        break;
      case '--orders':
        options.orders = Math.round(number(take(), '--orders'));
        break;
      case '--no-checkout':
        options.checkout = false;
        break;
      case '--abuse':
        options.abuse = true;
        break;
      case '--catalog-writes':
        options.catalogWrites = true;
        break;
      case '--postgres':
        options.postgres = take();
        break;
      case '--order-list':
      case '--order-count':
      case '--no-browser':
        options.orderList ??= { orderCount: 100_000, browser: true };
        if (flag === '--order-count') options.orderList.orderCount = Math.round(number(take(), flag));
        if (flag === '--no-browser') options.orderList.browser = false;
        break;
      case '--search':
        options.search = true;
        break;
      default:
        throw new Error(
          `Unknown argument ${arg}. Usage: npm run bench -- [--sizes 10000,100000] [--duration 10] [--clients 10] [--max-requests N] [--warmup 200] [--reseed] [--no-response-cache] [--orders 500] [--no-checkout] [--abuse] [--catalog-writes [--postgres url]] [--order-list [--order-count N] [--no-browser] [--postgres url]] [--search [--postgres url]]`,
        );
    }
  }
  return options;
}

// ---------------------------------------------------------------- queries

const LISTING = `query Listing($uid: String!, $page: Int!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 20, currentPage: $page, sort: { position: ASC }) {
    items {
      uid sku name url_key
      small_image { url }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } }
      stock_status rating_summary
    }
    total_count
    page_info { current_page page_size total_pages }
    aggregations { attribute_code label count options { label value count } }
  }
}`;

const PRODUCT = `query Product($key: String!) {
  products(filter: { url_key: { eq: $key } }) {
    items {
      uid name sku
      description { html }
      price_range {
        minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } }
        maximum_price { regular_price { value currency } final_price { value currency } }
      }
      media_gallery { url label }
      categories { uid name url_path }
      stock_status only_x_left_in_stock
      related_products { uid name }
      reviews { items { nickname summary average_rating } }
    }
  }
}`;

const SEARCH = `query Search($term: String!) {
  products(search: $term, pageSize: 20) {
    items {
      uid sku name url_key
      small_image { url }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } }
      stock_status rating_summary
    }
    total_count
    aggregations { attribute_code label count options { label value count } }
  }
}`;

const SEARCH_TERMS = [
  'caneta',
  'papel a4',
  'cafe',
  'grampeador',
  'toner hp',
  'mouse sem fio',
  'detergente',
  'caderno',
  'lapis',
  'pasta',
];

const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });

// ---------------------------------------------------------------- HTTP

interface Reply {
  status: number;
  text: string;
}

function post(agent: http.Agent, port: number, payload: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('request timed out after 30 s')));
    request.on('error', reject);
    request.end(payload);
  });
}

/** The response's `data`, or the reason it is a failure. */
function check(reply: Reply): { data?: Record<string, unknown>; problem?: string } {
  if (reply.status !== 200) return { problem: `HTTP ${reply.status}: ${reply.text.slice(0, 300)}` };
  let json: { data?: Record<string, unknown> | null; errors?: { message: string }[] };
  try {
    json = JSON.parse(reply.text);
  } catch {
    return { problem: `invalid JSON: ${reply.text.slice(0, 300)}` };
  }
  if (json.errors?.length)
    return { problem: `GraphQL errors: ${json.errors.map((e) => e.message).join('; ')}` };
  if (!json.data) return { problem: 'no data in the response' };
  return { data: json.data };
}

async function graphql<T>(
  agent: http.Agent,
  port: number,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const result = check(await post(agent, port, body(query, variables)));
  if (!result.data) throw new Error(`Setup query failed: ${result.problem}`);
  return result.data as T;
}

// ---------------------------------------------------------------- server

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function tsxBinary(): string {
  for (const candidate of [
    path.join(APP_DIR, 'node_modules/.bin/tsx'),
    path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('tsx not found in node_modules/.bin (run npm install)');
}

interface Server {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: string[];
}

/** Servers still running; stopped on exit, errors and Ctrl-C. */
const running = new Set<Server>();

/** Starts the server on a SQLite file (a path) or a `postgres://` URL. */
async function startServer(database: string, responseCache: boolean): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'commerce-bench-'));
  // Own process group, so stopping it also stops the node process tsx runs the server in.
  const child = spawn(tsxBinary(), ['src/server.ts'], {
    cwd: APP_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: /^(file:|postgres)/.test(database) ? database : `file:${database}`,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      // The demo configuration (sandbox payments), as `npm start` runs it: NODE_ENV=production
      // refuses to start without the bank's credentials and the other production secrets.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      COMMERCE_PORT: String(port),
      COMMERCE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(responseCache ? {} : { GRAPHQL_RESPONSE_CACHE: '0' }),
    },
  });
  const server: Server = { child, port, dataDir, output: [] };
  running.add(server);
  const keep = (chunk: Buffer) => {
    server.output.push(chunk.toString('utf8'));
    if (server.output.length > 50) server.output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The commerce server exited (${child.exitCode ?? child.signalCode}):\n${server.output.join('')}`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The commerce server did not answer /health within 60 s:\n${server.output.join('')}`);
}

function signalGroup(server: Server, signal: NodeJS.Signals): void {
  if (server.child.pid === undefined) return;
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopServer(server: Server): Promise<void> {
  if (!running.has(server)) return;
  running.delete(server);
  const exited = new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
    else server.child.once('exit', () => resolve());
  });
  signalGroup(server, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(server, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  rmSync(server.dataDir, { recursive: true, force: true });
}

function stopAllNow(): void {
  for (const server of running) {
    signalGroup(server, 'SIGKILL');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  running.clear();
}

// ---------------------------------------------------------------- load

interface ScenarioResult {
  scenario: string;
  requests: number;
  failures: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  firstFailure?: string;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

async function runLoad(
  port: number,
  scenario: string,
  bodies: string[],
  {
    clients,
    durationMs,
    maxRequests,
    validate,
  }: {
    clients: number;
    durationMs: number;
    maxRequests: number;
    /** Extra check of a successful answer's data (e.g. no user_errors); returns the problem. */
    validate?: (data: Record<string, unknown>) => string | undefined;
  },
): Promise<ScenarioResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let issued = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async () => {
    while (performance.now() < deadline && issued < maxRequests) {
      const payload = bodies[issued++ % bodies.length]!;
      const t0 = performance.now();
      let problem: string | undefined;
      try {
        const result = check(await post(agent, port, payload));
        problem = result.problem ?? (result.data && validate ? validate(result.data) : undefined);
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      latencies.push(performance.now() - t0);
      if (problem) {
        failures++;
        firstFailure ??= problem;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  const values = Array.from(sorted);
  return {
    scenario,
    requests: latencies.length,
    failures,
    seconds: round2(seconds),
    rps: round2(latencies.length / seconds),
    p50: round2(percentile(values, 0.5)),
    p95: round2(percentile(values, 0.95)),
    p99: round2(percentile(values, 0.99)),
    mean: round2(latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length)),
    max: round2(values[values.length - 1] ?? Number.NaN),
    ...(firstFailure ? { firstFailure } : {}),
  };
}

// ---------------------------------------------------------------- setup per size

interface CategoryNode {
  uid: string;
  name: string;
  level: number;
  product_count: number;
  url_path: string;
  children?: CategoryNode[];
}

const CATEGORIES = `{
  categories {
    items {
      uid name level product_count url_path
      children {
        uid name level product_count url_path
        children { uid name level product_count url_path }
      }
    }
  }
}`;

async function pickCategories(agent: http.Agent, port: number) {
  const data = await graphql<{ categories: { items: CategoryNode[] } }>(agent, port, CATEGORIES);
  const all: CategoryNode[] = [];
  const walk = (nodes: CategoryNode[] | undefined) => {
    for (const n of nodes ?? []) {
      all.push(n);
      walk(n.children);
    }
  };
  walk(data.categories.items);
  const biggest = (level: number) => {
    const candidates = all.filter((c) => c.level === level).sort((a, b) => b.product_count - a.product_count);
    if (!candidates[0]) throw new Error(`No category of level ${level}`);
    return candidates[0];
  };
  return { departments: all.filter((c) => c.level === 2), category: biggest(3), department: biggest(2) };
}

/** 200 url keys from the listings of every department, interleaved (demo and generated products). */
async function collectUrlKeys(
  agent: http.Agent,
  port: number,
  departments: CategoryNode[],
): Promise<string[]> {
  const query = `query Keys($uid: String!, $page: Int!, $sort: ProductAttributeSortInput) {
    products(filter: { category_uid: { eq: $uid } }, pageSize: 50, currentPage: $page, sort: $sort) { items { url_key } }
  }`;
  const lists: string[][] = [];
  for (const department of departments.filter((d) => d.product_count >= 50)) {
    for (const [page, sort] of [
      [1, { name: 'ASC' }],
      [1, { price: 'DESC' }],
      [3, { position: 'ASC' }],
    ] as const) {
      const pages = Math.ceil(department.product_count / 50);
      const data = await graphql<{ products: { items: { url_key: string }[] } }>(agent, port, query, {
        uid: department.uid,
        page: Math.min(page, pages),
        sort,
      });
      lists.push(data.products.items.map((i) => i.url_key));
    }
  }
  const keys = new Set<string>();
  for (let i = 0; keys.size < 200 && lists.some((l) => i < l.length); i++) {
    for (const list of lists) {
      const key = list[i];
      if (key !== undefined && keys.size < 200) keys.add(key);
    }
  }
  if (keys.size === 0) throw new Error('No url keys found in the listings');
  return [...keys];
}

/** 100000 → '100k', as in `npm run seed -- --products 100000 --database file:./data/bench-100k.db`. */
function sizeLabel(size: number): string {
  return size % 1000 === 0 ? `${size / 1000}k` : String(size);
}

async function ensureDatabase(
  size: number,
  reseed: boolean,
): Promise<{ file: string; seededSeconds?: number }> {
  const file = path.join(REPO_ROOT, 'data', `bench-${sizeLabel(size)}.db`);
  mkdirSync(path.dirname(file), { recursive: true });
  let ok = false;
  if (existsSync(file) && !reseed) {
    const handle = openDatabase(`file:${file}`);
    try {
      ok = (await countProducts(handle)) === size;
    } catch {
      ok = false;
    } finally {
      await handle.destroy();
    }
    if (!ok)
      console.log(`  ${path.relative(REPO_ROOT, file)} does not hold ${size} products: seeding it again`);
  }
  if (ok) return { file };
  console.log(`  seeding ${path.relative(REPO_ROOT, file)} with ${size} products…`);
  const result = await seedDatabase({ url: `file:${file}`, products: size, replace: true });
  console.log(`  seeded in ${result.seconds.total} s`);
  return { file, seededSeconds: result.seconds.total };
}

// ---------------------------------------------------------------- checkout scenarios

const CART_SUMMARY = `id total_quantity items { uid quantity product { sku } prices { row_total { value } } }
  prices { subtotal_including_tax { value } grand_total { value } discounts { label amount { value } } }`;

const ADD_TO_CART = `mutation AddToCart($cartId: String!, $sku: String!) {
  addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) {
    cart { ${CART_SUMMARY} }
    user_errors { code message }
  }
}`;

const PLACE_ORDER = `mutation PlaceOrder($cartId: String!) {
  placeOrder(input: { cart_id: $cartId }) {
    orderV2 { number status total { grand_total { value } } }
    errors { code message }
  }
}`;

const BENCH_ADDRESS = {
  firstname: 'Bench',
  lastname: 'Mark',
  street: ['Avenida Paulista', '1000', 'Bela Vista'],
  city: 'São Paulo',
  region: 'SP',
  postcode: '01310-100',
  country_code: 'BR',
  telephone: '11999990000',
};

/** Runs `count` jobs with at most `parallel` at a time. */
async function inParallel<T>(
  count: number,
  parallel: number,
  job: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await job(index);
      }
    }),
  );
  return results;
}

/** Simple products to buy: R$ 20–200, from the listings (so the bench works on any seeded size). */
async function pickSkus(agent: http.Agent, port: number, departments: CategoryNode[]): Promise<string[]> {
  const query = `query Skus($uid: String!) {
    products(filter: { category_uid: { eq: $uid } }, pageSize: 50) {
      items { __typename sku stock_status price_range { minimum_price { final_price { value } } } }
    }
  }`;
  const skus: string[] = [];
  for (const department of departments) {
    const data = await graphql<{
      products: {
        items: {
          __typename: string;
          sku: string;
          stock_status: string;
          price_range: { minimum_price: { final_price: { value: number } } };
        }[];
      };
    }>(agent, port, query, { uid: department.uid });
    for (const p of data.products.items) {
      const price = p.price_range.minimum_price.final_price.value;
      if (p.__typename === 'SimpleProduct' && price >= 20 && price <= 200) skus.push(p.sku);
    }
  }
  if (skus.length === 0) throw new Error('No simple products between R$ 20 and R$ 200 in the listings');
  return skus.slice(0, 50);
}

async function benchCheckout(file: string, options: Options): Promise<ScenarioResult[]> {
  // A throw-away copy: orders, carts and stock moves never reach the seeded database.
  const copyDir = mkdtempSync(path.join(os.tmpdir(), 'commerce-bench-checkout-'));
  const copy = path.join(copyDir, 'checkout.db');
  copyFileSync(file, copy);
  const handle = openDatabase(`file:${copy}`);
  try {
    await sql`UPDATE product SET stock_qty = 1000000, is_in_stock = 1 WHERE type_id IN ('simple', 'virtual')`.execute(
      handle.db,
    );
  } finally {
    await handle.destroy();
  }
  const server = await startServer(copy, options.responseCache);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
    const { departments } = await pickCategories(agent, server.port);
    const skus = await pickSkus(agent, server.port, departments);
    const call = <T>(query: string, variables: Record<string, unknown>) =>
      graphql<T>(agent, server.port, query, variables);
    const newCart = async () =>
      (
        await call<{ createGuestCart: { cart: { id: string } } }>(
          'mutation { createGuestCart { cart { id } } }',
          {},
        )
      ).createGuestCart.cart.id;

    // add to cart: 200 carts, each request adds one unit of one of the products
    const carts = await inParallel(200, options.clients, newCart);
    const addBodies = Array.from({ length: 2000 }, (_, i) =>
      body(ADD_TO_CART, { cartId: carts[i % carts.length], sku: skus[i % skus.length] }),
    );
    const noUserErrors = (data: Record<string, unknown>) => {
      const errors = (data.addProductsToCart as { user_errors: { message: string }[] }).user_errors;
      return errors.length ? `user_errors: ${errors.map((e) => e.message).join('; ')}` : undefined;
    };

    // place order: one prepared cart per request (items, e-mail, address, method, payment)
    console.log(`  preparing ${options.orders} carts for the place-order scenario…`);
    const ready = await inParallel(options.orders, options.clients, async (i) => {
      const cartId = await newCart();
      const sku = skus[i % skus.length];
      await call(ADD_TO_CART, { cartId, sku });
      await call(
        'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 5 }]) { cart { id } } }',
        {
          c: cartId,
          s: skus[(i + 1) % skus.length],
        },
      );
      await call(
        'mutation ($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "bench@example.com" }) { cart { id } } }',
        { c: cartId },
      );
      await call(
        'mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
        { c: cartId, a: BENCH_ADDRESS },
      );
      await call(
        'mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "transportadora", method_code: "economico" }] }) { cart { id } } }',
        { c: cartId },
      );
      await call(
        'mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
        { c: cartId },
      );
      await call(
        'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "jetpix" } }) { cart { id } } }',
        { c: cartId },
      );
      return cartId;
    });
    agent.destroy();
    const placed = (data: Record<string, unknown>) => {
      const out = data.placeOrder as { errors: { message: string }[]; orderV2: unknown };
      return out.errors.length
        ? `errors: ${out.errors.map((e) => e.message).join('; ')}`
        : out.orderV2
          ? undefined
          : 'no order';
    };

    const results: ScenarioResult[] = [];
    results.push(
      await runLoad(server.port, 'add to cart', addBodies, {
        clients: options.clients,
        durationMs: options.durationMs,
        maxRequests: options.maxRequests,
        validate: noUserErrors,
      }),
    );
    results.push(
      await runLoad(
        server.port,
        'place order',
        ready.map((cartId) => body(PLACE_ORDER, { cartId })),
        {
          clients: options.clients,
          durationMs: Math.max(options.durationMs, 120_000),
          maxRequests: ready.length,
          validate: placed,
        },
      ),
    );
    return results;
  } finally {
    await stopServer(server);
    rmSync(copyDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

function table(results: ScenarioResult[]): string {
  const header = ['scenario', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failures'];
  const rows = results.map((r) => [
    r.scenario,
    String(r.requests),
    r.rps.toFixed(1),
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.p99.toFixed(2),
    String(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

interface SizeResult {
  size: number;
  database: string;
  seededSeconds?: number;
  category: { name: string; url_path: string; product_count: number };
  department: { name: string; url_path: string; product_count: number };
  scenarios: ScenarioResult[];
}

async function benchSize(size: number, options: Options): Promise<SizeResult> {
  console.log(`\n== ${size.toLocaleString('en-US')} products`);
  const { file, seededSeconds } = await ensureDatabase(size, options.reseed);
  const server = await startServer(file, options.responseCache);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
    const { departments, category, department } = await pickCategories(agent, server.port);
    const urlKeys = await collectUrlKeys(agent, server.port, departments);
    agent.destroy();
    console.log(
      `  category listing: ${category.url_path} (${category.product_count} products); ` +
        `department listing: ${department.url_path} (${department.product_count}); ${urlKeys.length} url keys`,
    );

    const pages = (uid: string, count: number) =>
      Array.from({ length: Math.min(5, Math.max(1, Math.ceil(count / 20))) }, (_, i) =>
        body(LISTING, { uid, page: i + 1 }),
      );
    const scenarios: [string, string[]][] = [
      ['category listing', pages(category.uid, category.product_count)],
      ['department listing', pages(department.uid, department.product_count)],
      ['product by url_key', urlKeys.map((key) => body(PRODUCT, { key }))],
      ['search', SEARCH_TERMS.map((term) => body(SEARCH, { term }))],
    ];

    const warmup = scenarios.flatMap(([, bodies]) => bodies);
    const warm = await runLoad(server.port, 'warm-up', warmup, {
      clients: options.clients,
      durationMs: 120_000,
      maxRequests: options.warmup,
    });
    if (warm.failures) throw new Error(`Warm-up failed: ${warm.firstFailure}`);

    const results: ScenarioResult[] = [];
    for (const [name, bodies] of scenarios) {
      results.push(
        await runLoad(server.port, name, bodies, {
          clients: options.clients,
          durationMs: options.durationMs,
          maxRequests: options.maxRequests,
        }),
      );
    }
    await stopServer(server);
    if (options.checkout) results.push(...(await benchCheckout(file, options)));
    console.log(`\n${table(results)}`);
    for (const r of results.filter((x) => x.firstFailure))
      console.log(`  ${r.scenario}: first failure: ${r.firstFailure}`);
    return {
      size,
      database: path.relative(REPO_ROOT, file),
      ...(seededSeconds !== undefined ? { seededSeconds } : {}),
      category: { name: category.name, url_path: category.url_path, product_count: category.product_count },
      department: {
        name: department.name,
        url_path: department.url_path,
        product_count: department.product_count,
      },
      scenarios: results,
    };
  } finally {
    await stopServer(server);
  }
}

// ---------------------------------------------------------------- abuse scenario

const ABUSE_TARGET_RATIO = 3;
const HEALTH_TARGET_MS = 100;

/** One autocannon run; every response time kept (autocannon's own percentiles skip p95). */
function cannon(
  port: number,
  durationMs: number,
  connections: number,
  requests: { method: string; path: string; headers: Record<string, string>; body?: string | Buffer }[],
) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const done = new Promise<{ errors: number; timeouts: number }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: durationMs / 1000,
        timeout: 30,
        requests,
      },
      (error, result) =>
        error ? reject(error) : resolve({ errors: result.errors, timeouts: result.timeouts }),
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      latencies.push(ms);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  return { latencies, statuses, done };
}

/**
 * Code of the threads that poll /health and run the attackers: each has its own event loop, so
 * that sending 50 MB bodies or timing responses never delays what the main thread measures.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { createRequire } = require('node:module');
const { port, durationMs, kind } = workerData;
if (kind === 'health') {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + durationMs;
  (async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      const status = await new Promise((resolve) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        });
        request.setTimeout(10000, () => request.destroy());
        request.on('error', () => resolve(0));
      });
      latencies.push(performance.now() - t0);
      if (status !== 200) failures++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    agent.destroy();
    parentPort.postMessage({ latencies, failures });
  })();
} else {
  const autocannon = createRequire(workerData.resolveFrom)('autocannon');
  const latencies = [];
  const statuses = {};
  let pending = workerData.attackers.length;
  for (const attacker of workerData.attackers) {
    const requests = attacker.bigBody
      ? [{ method: 'POST', path: '/graphql', headers: attacker.headers, body: Buffer.alloc(attacker.bigBody, 'a') }]
      : attacker.requests;
    const instance = autocannon(
      { url: 'http://127.0.0.1:' + port, connections: 1, duration: durationMs / 1000, timeout: 30, requests },
      () => {
        if (--pending === 0) parentPort.postMessage({ latencies, statuses });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      latencies.push(ms);
      statuses[statusCode] = (statuses[statusCode] || 0) + 1;
    });
  }
}
`;

function inWorker<T>(data: Record<string, unknown>): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: data });
    worker.once('message', (message: T) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Polls /health every 20 ms for the duration, from its own thread. */
async function pollHealth(port: number, durationMs: number) {
  const { latencies, failures } = await inWorker<{ latencies: number[]; failures: number }>({
    kind: 'health',
    port,
    durationMs,
  });
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    polls: sorted.length,
    failures,
    p99: round2(percentile(sorted, 0.99)),
    max: round2(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

const summary = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round2(percentile(sorted, 0.5)),
    p95: round2(percentile(sorted, 0.95)),
    p99: round2(percentile(sorted, 0.99)),
    max: round2(sorted[sorted.length - 1] ?? Number.NaN),
  };
};

/** The attacker probe's worst requests (see apps/commerce/README.md "Limits"). */
function attackRequests(address: string) {
  const json = (payload: string) => ({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: payload,
  });
  const word = (letters: number) =>
    json(
      body(`query ($s: String) { products(search: $s) { total_count items { sku } } }`, {
        s: 'a'.repeat(letters),
      }),
    );
  const aliases = (count: number, pageSize: number) =>
    json(
      JSON.stringify({
        query: `{ ${Array.from({ length: count }, (_, i) => `a${i}: products(search: "a", pageSize: ${pageSize}) { items { sku } }`).join(' ')} }`,
      }),
    );
  return [
    word(10_000),
    word(20_000),
    aliases(900, 300), // the probe: 900 aliases of a 300-product page
    aliases(20, 300), // within the alias limit, far above the cost limit
    json('null'),
    json('{"query": null}'),
    {
      ...json('hello there'),
      headers: { 'content-type': 'application/graphql', 'x-forwarded-for': address },
    },
  ];
}

/**
 * Ordinary catalogue traffic (listings, product pages, searches, from the storefront's address:
 * no X-Forwarded-For) alone, then with `clients` attackers: each its own address, sending the
 * worst requests in a loop, two of them 50 MB bodies (refused by BODY_LIMIT with 413), on the
 * first size given (10k by default).
 */
async function benchAbuse(options: Options) {
  const size = options.sizes[0] ?? 10_000;
  console.log(`\n== abuse: ${size.toLocaleString('en-US')} products`);
  const { file } = await ensureDatabase(size, options.reseed);
  const server = await startServer(file, options.responseCache);
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
    const { departments, category, department } = await pickCategories(agent, server.port);
    const urlKeys = await collectUrlKeys(agent, server.port, departments);
    agent.destroy();
    const ordinaryBodies = [
      ...[category, department].flatMap((c) => [1, 2, 3].map((page) => body(LISTING, { uid: c.uid, page }))),
      ...urlKeys.slice(0, 20).map((key) => body(PRODUCT, { key })),
      ...SEARCH_TERMS.map((term) => body(SEARCH, { term })),
    ];
    const ordinary = ordinaryBodies.map((payload) => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: payload,
    }));
    const warm = await runLoad(server.port, 'warm-up', ordinaryBodies, {
      clients: options.clients,
      durationMs: 120_000,
      maxRequests: options.warmup,
    });
    if (warm.failures) throw new Error(`Warm-up failed: ${warm.firstFailure}`);

    console.log(`  quiet: ${options.clients} ordinary clients for ${options.durationMs / 1000} s`);
    const quietHealthRun = pollHealth(server.port, options.durationMs);
    const quietRun = cannon(server.port, options.durationMs, options.clients, ordinary);
    await quietRun.done;
    const quiet = { ...summary(quietRun.latencies), statuses: Object.fromEntries(quietRun.statuses) };
    const quietHealth = await quietHealthRun;

    console.log(`  under attack: ${options.clients} ordinary clients and ${options.clients} attackers`);
    const attackHealthRun = pollHealth(server.port, options.durationMs);
    const attackRun = inWorker<{ latencies: number[]; statuses: Record<string, number> }>({
      kind: 'attack',
      port: server.port,
      durationMs: options.durationMs,
      resolveFrom: fileURLToPath(import.meta.url),
      attackers: Array.from({ length: options.clients }, (_, i) => {
        const address = `198.51.100.${i + 1}`;
        return i < 2
          ? {
              headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
              bigBody: 50 * 1024 * 1024,
            }
          : { requests: attackRequests(address) };
      }),
    });
    const attackedRun = cannon(server.port, options.durationMs, options.clients, ordinary);
    const [, attackResult] = await Promise.all([attackedRun.done, attackRun]);
    const attacked = {
      ...summary(attackedRun.latencies),
      statuses: Object.fromEntries(attackedRun.statuses),
    };
    const attackHealth = await attackHealthRun;
    const attack = { ...summary(attackResult.latencies), statuses: attackResult.statuses };

    const ratio = round2(attacked.p95 / quiet.p95);
    const healthMax = Math.max(quietHealth.max, attackHealth.max);
    console.log(`
ordinary requests   quiet: p50 ${quiet.p50} ms, p95 ${quiet.p95} ms (${quiet.requests} requests, ${JSON.stringify(quiet.statuses)})
ordinary requests attack: p50 ${attacked.p50} ms, p95 ${attacked.p95} ms (${attacked.requests} requests, ${JSON.stringify(attacked.statuses)})
attacking requests      : p50 ${attack.p50} ms, p95 ${attack.p95} ms, max ${attack.max} ms (${attack.requests} requests, ${JSON.stringify(attack.statuses)})
/health                 : max ${quietHealth.max} ms quiet, ${attackHealth.max} ms under attack (p99 ${attackHealth.p99} ms, ${attackHealth.failures} failures)
p95 under attack / quiet: ${ratio}× (target < ${ABUSE_TARGET_RATIO}×) ${ratio < ABUSE_TARGET_RATIO ? 'OK' : 'MISSED'}; /health max ${healthMax} ms (target < ${HEALTH_TARGET_MS} ms) ${healthMax < HEALTH_TARGET_MS ? 'OK' : 'MISSED'}`);
    const out = path.join(REPO_ROOT, 'bench-results', 'abuse.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: {
            cpus: os.cpus().length,
            cpuModel: os.cpus()[0]?.model,
            node: process.version,
            loadavg: os.loadavg(),
          },
          size,
          clients: options.clients,
          durationSeconds: options.durationMs / 1000,
          responseCache: options.responseCache,
          quiet,
          attacked,
          attack,
          health: { quiet: quietHealth, attacked: attackHealth },
          ratio,
          targets: { ratio: ABUSE_TARGET_RATIO, healthMaxMs: HEALTH_TARGET_MS },
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Results written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await stopServer(server);
  }
}

// ---------------------------------------------------------------- search at scale

/** Uncached search p95 targets by catalogue size (10 clients, a new query each request). */
const SEARCH_TARGETS_MS: Record<number, number> = { 100000: 50, 1000000: 150 };

/**
 * The database of one size on the PostgreSQL server of `base`: database `<name>_<size label>`
 * (e.g. bench_100k for postgres://…/bench), created and seeded when it does not hold the size.
 */
async function ensurePostgresDatabase(base: string, size: number, reseed: boolean) {
  const url = new URL(base);
  const name = `${url.pathname.replace(/^\//, '') || 'bench'}_${sizeLabel(size)}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const target = new URL(base);
  target.pathname = `/${name}`;
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  let seededSeconds: number | undefined;
  try {
    const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
    let ok = false;
    if (exists && !reseed) {
      const handle = openDatabase(target.toString());
      try {
        ok = (await countProducts(handle)) === size;
      } catch {
        ok = false;
      } finally {
        await handle.destroy();
      }
    }
    if (!ok) {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
      console.log(`  seeding PostgreSQL database ${name} with ${size} products…`);
      const result = await seedDatabase({ url: target.toString(), products: size });
      seededSeconds = result.seconds.total;
      console.log(`  seeded in ${seededSeconds} s`);
    }
  } finally {
    await client.end();
  }
  return { url: target.toString(), label: `PostgreSQL ${name}`, seededSeconds };
}

/**
 * Shopper queries that each differ from the last: the first one, two or three words of product
 * names spread over the whole catalogue, plus the classic terms, deduplicated. The load cycles
 * through them, so no answer, plan or page the database holds for one query serves the next.
 */
async function distinctSearchTerms(database: string, count: number): Promise<string[]> {
  const handle = openDatabase(database.startsWith('postgres') ? database : `file:${database}`);
  try {
    const total = await countProducts(handle);
    const step = Math.max(1, Math.floor(total / count));
    const rows = await handle.db
      .selectFrom('product')
      .where('parent_id', 'is', null)
      .where(sql<boolean>`id % ${step} = 0`)
      .select('name')
      .orderBy('id')
      .limit(count)
      .execute();
    const terms = new Set(SEARCH_TERMS);
    rows.forEach((row, index) => {
      const words = row.name
        .split(/\s+/)
        .filter((w) => /^[\p{L}\p{N}]{2,}$/u.test(w))
        .slice(0, 1 + (index % 3));
      if (words.length) terms.add(words.join(' ').toLowerCase());
      // A prefix, as typed before the word is finished.
      const first = words[0];
      if (first && first.length >= 6 && index % 4 === 0) terms.add(first.slice(0, 4).toLowerCase());
    });
    return [...terms];
  } finally {
    await handle.destroy();
  }
}

/** A scenario's figures with the server's CPU time per request (its processes and database backends). */
type MeasuredScenario = ScenarioResult & { cpuMsPerRequest: number };

interface SearchScaleResult {
  size: number;
  database: string;
  seededSeconds?: number;
  /** The in-process search index when it answered (SEARCH_INDEX=off: the SQL search did). */
  index?: SearchIndexFigures;
  search: MeasuredScenario;
  category: MeasuredScenario;
  department: MeasuredScenario;
}

interface SearchIndexFigures {
  products: number;
  buildSeconds: number;
  megabytes: number;
  /** The server's resident memory once the index is built. */
  rssMegabytes: number;
}

/** A gauge of the server's /metrics (loopback may read it without a token). */
async function serverGauges(port: number): Promise<Map<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const gauges = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+) ([0-9.e+-]+)$/.exec(line);
    if (match) gauges.set(match[1]!, Number(match[2]));
  }
  return gauges;
}

/**
 * Waits until the server's in-process search index answers (the server serves through the SQL
 * search meanwhile), so that the search figures are the index's; its build time and size.
 */
async function waitForSearchIndex(port: number): Promise<SearchIndexFigures | undefined> {
  if (process.env.SEARCH_INDEX === 'off') return undefined;
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    const gauges = await serverGauges(port);
    const products = gauges.get('commerce_search_index_products') ?? 0;
    if (products > 0) {
      const figures = {
        products,
        buildSeconds: round2(gauges.get('commerce_search_index_build_seconds') ?? 0),
        megabytes: round2((gauges.get('commerce_search_index_bytes') ?? 0) / 1e6),
        rssMegabytes: round2((gauges.get('process_resident_memory_bytes') ?? 0) / 1e6),
      };
      console.log(
        `  search index: ${products} products built in ${figures.buildSeconds} s, ` +
          `${figures.megabytes} MB of arrays and words, server resident memory ${figures.rssMegabytes} MB`,
      );
      return figures;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The search index was not built within 15 minutes');
}

/**
 * `--search`: for each size, on SQLite (data/bench-<size>.db) and, with --postgres, on PostgreSQL,
 * starts the server without its response cache and measures searches (20 items, total and
 * aggregations, a different query each request) and category and department listings.
 */
async function benchSearchScale(options: Options): Promise<void> {
  console.log(
    `Search at scale: sizes ${options.sizes.join(', ')}; ${options.clients} clients, ` +
      `${options.durationMs / 1000} s per scenario, response cache off; ${os.cpus().length} CPUs, ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  const results: SearchScaleResult[] = [];
  for (const size of options.sizes) {
    const targets: { database: string; label: string; seededSeconds?: number }[] = [];
    // A million products on SQLite is not a supported shape: PostgreSQL only past 100k.
    if (size <= 100_000) {
      const { file, seededSeconds } = await ensureDatabase(size, options.reseed);
      targets.push({ database: file, label: `SQLite ${path.relative(REPO_ROOT, file)}`, seededSeconds });
    }
    if (options.postgres) {
      const { url, label, seededSeconds } = await ensurePostgresDatabase(
        options.postgres,
        size,
        options.reseed,
      );
      targets.push({ database: url, label, seededSeconds });
    }
    for (const target of targets) {
      console.log(`\n== ${size.toLocaleString('en-US')} products on ${target.label}`);
      const terms = await distinctSearchTerms(target.database, 3000);
      const server = await startServer(target.database, false);
      const backends = target.database.startsWith('postgres') ? openDatabase(target.database) : undefined;
      try {
        const index = await waitForSearchIndex(server.port);
        const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
        const { category, department } = await pickCategories(agent, server.port);
        agent.destroy();
        const pages = (uid: string, count: number) =>
          Array.from({ length: Math.min(5, Math.max(1, Math.ceil(count / 20))) }, (_, i) =>
            body(LISTING, { uid, page: i + 1 }),
          );
        const load = {
          clients: options.clients,
          durationMs: options.durationMs,
          maxRequests: options.maxRequests,
        };
        const measured = async (scenario: string, bodies: string[]): Promise<MeasuredScenario> => {
          const marks = { group: server.child.pid!, handle: backends };
          const before = await cpuMark(marks);
          const result = await runLoad(server.port, scenario, bodies, load);
          const cpu = cpuBetween(before, await cpuMark(marks));
          return { ...result, cpuMsPerRequest: round2(cpu / Math.max(1, result.requests)) };
        };
        await runLoad(server.port, 'warm-up', pages(category.uid, category.product_count), {
          ...load,
          durationMs: 60_000,
          maxRequests: options.warmup,
        });
        const row: SearchScaleResult = {
          size,
          database: target.label,
          ...(target.seededSeconds !== undefined ? { seededSeconds: target.seededSeconds } : {}),
          ...(index ? { index } : {}),
          search: await measured(
            `search (${terms.length} distinct queries)`,
            terms.map((term) => body(SEARCH, { term })),
          ),
          category: await measured('category listing', pages(category.uid, category.product_count)),
          department: await measured('department listing', pages(department.uid, department.product_count)),
        };
        console.log(table([row.search, row.category, row.department]));
        console.log(
          `  server CPU per request (its processes and database backends): search ${row.search.cpuMsPerRequest} ms, ` +
            `category ${row.category.cpuMsPerRequest} ms, department ${row.department.cpuMsPerRequest} ms`,
        );
        for (const r of [row.search, row.category, row.department].filter((x) => x.firstFailure))
          console.log(`  ${r.scenario}: first failure: ${r.firstFailure}`);
        results.push(row);
      } finally {
        await stopServer(server);
        await backends?.destroy();
      }
    }
  }

  console.log('\nUncached search and listing p95 (ms), 10 clients; server CPU ms per request in brackets:');
  console.log(
    ['products', 'database', 'search p95', 'target', 'category p95', '× 10k', 'department p95', '× 10k'].join(
      ' | ',
    ),
  );
  for (const r of results) {
    const engine = r.database.split(' ')[0];
    const base = results.find((x) => x.size === 10_000 && x.database.split(' ')[0] === engine);
    const ratio = (a: MeasuredScenario, b: MeasuredScenario | undefined) =>
      b ? `${round2(a.p95 / b.p95)}× [${round2(a.cpuMsPerRequest / b.cpuMsPerRequest)}×]` : '-';
    const target = SEARCH_TARGETS_MS[r.size];
    console.log(
      [
        r.size.toLocaleString('en-US'),
        r.database,
        `${r.search.p95} [${r.search.cpuMsPerRequest}] (${r.search.rps}/s${r.search.failures ? `, ${r.search.failures} failures` : ''})`,
        target ? `≤ ${target} ${r.search.p95 <= target ? 'OK' : 'MISSED'}` : '-',
        `${r.category.p95} [${r.category.cpuMsPerRequest}]`,
        ratio(r.category, base?.category),
        `${r.department.p95} [${r.department.cpuMsPerRequest}]`,
        ratio(r.department, base?.department),
      ].join(' | '),
    );
  }
  const out = path.join(REPO_ROOT, 'bench-results', 'search-scale.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          node: process.version,
          loadavg: os.loadavg(),
        },
        options: {
          clients: options.clients,
          durationSeconds: options.durationMs / 1000,
          responseCache: false,
        },
        targets: { searchP95Ms: SEARCH_TARGETS_MS, listingRatio: TARGET_RATIO },
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results written to ${path.relative(process.cwd(), out)}`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.catalogWrites) {
    await benchCatalogWrites(options.postgres);
    return;
  }
  if (options.orderList) {
    // A few staff at once, not a storefront's crowd: 2 clients unless --clients says otherwise.
    const clients = process.argv.some((a) => a.startsWith('--clients')) ? options.clients : 2;
    const control = { start: (url: string) => startServer(url, true), stop: stopServer };
    await benchOrderList({ ...options, ...options.orderList, clients }, control);
    return;
  }
  if (options.search) {
    await benchSearchScale(options);
    return;
  }
  if (options.abuse) {
    // Ordinary requests compute their answers: the worst case for them (the cache would answer
    // most of them in microseconds).
    await benchAbuse({ ...options, responseCache: false });
    return;
  }
  console.log(
    `Commerce benchmark: sizes ${options.sizes.join(', ')}; ${options.clients} clients, ` +
      `${options.durationMs / 1000} s per scenario, at most ${options.maxRequests} requests; ` +
      `${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const sizes: SizeResult[] = [];
  for (const size of options.sizes) sizes.push(await benchSize(size, options));

  const p95 = (s: SizeResult | undefined, scenario: string) =>
    s?.scenarios.find((r) => r.scenario === scenario)?.p95;
  const small = sizes.find((s) => s.size === 10_000) ?? sizes[0];
  const large = sizes.find((s) => s.size === 100_000) ?? sizes[sizes.length - 1];
  const ratio =
    small && large && small !== large
      ? round2(
          (p95(large, 'category listing') ?? Number.NaN) / (p95(small, 'category listing') ?? Number.NaN),
        )
      : undefined;
  console.log('');
  if (ratio !== undefined) {
    console.log(
      `category listing p95 at ${large!.size} vs ${small!.size}: ${ratio}× (target ≤ ${TARGET_RATIO}×) ${ratio <= TARGET_RATIO ? 'OK' : 'MISSED'}`,
    );
  }
  const p95Target = sizes.find((s) => s.size === 10_000);
  if (p95Target) {
    const missed = p95Target.scenarios.filter(
      (r) => r.p95 >= (CHECKOUT_TARGETS_MS[r.scenario] ?? TARGET_P95_MS) || r.failures > 0,
    );
    console.log(
      missed.length
        ? `10k targets MISSED (p95 < ${TARGET_P95_MS} ms; add to cart < 25 ms, place order < 100 ms; no failures): ${missed.map((r) => `${r.scenario} ${r.p95} ms`).join(', ')}`
        : `10k targets OK: catalogue p95 < ${TARGET_P95_MS} ms, add to cart < 25 ms, place order < 100 ms, without failures`,
    );
  }

  const out = path.join(REPO_ROOT, 'bench-results', 'latest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          node: process.version,
          platform: process.platform,
        },
        options: {
          clients: options.clients,
          durationSeconds: options.durationMs / 1000,
          maxRequests: options.maxRequests,
          warmup: options.warmup,
        },
        targets: {
          p95Ms: TARGET_P95_MS,
          checkoutP95Ms: CHECKOUT_TARGETS_MS,
          categoryListingRatio: TARGET_RATIO,
        },
        sizes,
        categoryListingP95Ratio: ratio ?? null,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Results written to ${path.relative(process.cwd(), out)}`);
}

process.on('SIGINT', () => {
  stopAllNow();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAllNow();
  process.exit(143);
});
process.on('exit', stopAllNow);

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAllNow();
  process.exit(1);
});
