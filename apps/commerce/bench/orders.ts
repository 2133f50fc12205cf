/**
 * `npm run bench -- --order-list [--postgres <url>] [--order-count 100000] [--duration 10]
 * [--clients 2] [--reseed] [--no-browser]`: the back office's order list on a large order book.
 *
 * Seeds `data/bench-orders-<count>.db` (or the PostgreSQL database of `--postgres`, which it fills
 * and keeps: give it an empty database of its own) with `count` orders written in bulk (not
 * through checkout: 100k checkouts would take hours), spread over a year, eight statuses, 20,000
 * customers, two items and a status comment each. Then starts the commerce server on it and:
 *
 * - times `GET /rest/V1/orders` as the back office and an ERP send it, each scenario for
 *   `duration` seconds with `clients` concurrent staff: a status and a month, newest first, 100 a
 *   page; the admin's first page (50, newest first); the admin's search box (an e-mail or order
 *   number, `like %text%` on the number, e-mail and names), also with two characters only.
 *   Target p95 < 50 ms, `total_count` included;
 * - unless `--no-browser`: the admin app in headless Chromium (/usr/bin/chromium, or
 *   CHROMIUM_PATH), signed in, on the dashboard of a fresh page load; time from the click on the
 *   menu's "Pedidos" to the 50 rows of the list painted, 10 runs after a warm-up. Target < 300 ms.
 *
 * Results go to bench-results/order-list[-postgres].json.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createTestStaffUser } from '../src/modules/staff/testing';
import { issueAdminToken, issueIntegrationToken } from '../src/modules/staff/tokens';
import { REPO_ROOT } from '../src/store-location';

const TARGET_P95_MS = 50;
const TARGET_CLICK_MS = 300;
const BATCH = 500;
const CUSTOMERS = 20_000;
const DAY = 86_400_000;

export interface OrderBenchOptions {
  postgres?: string;
  orderCount: number;
  durationMs: number;
  clients: number;
  reseed: boolean;
  browser: boolean;
}

/** The bench's way to run a commerce server (run.ts's, so that both benches start it alike). */
export interface ServerControl<S extends { port: number }> {
  start(databaseUrl: string): Promise<S>;
  stop(server: S): Promise<void>;
}

// Weights of a plausible order book: most orders done, a few open.
const STATUSES: [state: string, status: string, weight: number][] = [
  ['complete', 'complete', 45],
  ['complete', 'delivered', 10],
  ['processing', 'processing', 15],
  ['pending_payment', 'pending_payment', 8],
  ['new', 'pending', 4],
  ['canceled', 'canceled', 12],
  ['closed', 'closed', 4],
  ['holded', 'holded', 2],
];
const PAYMENTS = [
  ['pix', 'Pix'],
  ['boleto', 'Boleto bancário'],
  ['rede_card', 'Cartão de crédito'],
] as const;
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor', 'Isabela', 'João'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Carvalho', 'Ferreira'];

const statusOf = (i: number) => {
  const total = STATUSES.reduce((sum, s) => sum + s[2], 0);
  let n = (i * 7919) % total;
  for (const s of STATUSES) {
    if (n < s[2]) return s;
    n -= s[2];
  }
  return STATUSES[0]!;
};
const emailOf = (customer: number) => `cliente${customer}@empresa${customer % 997}.com.br`;
const incrementOf = (i: number) => String(i).padStart(9, '0');

/** The order book's time span: `count` orders over the year before `end`, oldest first. */
function createdAt(i: number, count: number, end: number): string {
  return new Date(end - 365 * DAY + Math.floor(((i - 1) / count) * 365 * DAY)).toISOString();
}

async function seedOrders(handle: DatabaseHandle, count: number): Promise<number> {
  const { db } = handle;
  const end = Date.parse('2026-11-01T00:00:00Z');
  const started = performance.now();
  await db.transaction().execute(async (trx) => {
    for (let from = 1; from <= count; from += BATCH) {
      const numbers = Array.from({ length: Math.min(BATCH, count - from + 1) }, (_, k) => from + k);
      const carts = await trx
        .insertInto('cart')
        .values(
          numbers.map((i) => ({
            masked_id: `bench-order-${i}`,
            store_code: 'default',
            customer_id: null,
            is_active: 0,
            email: emailOf(i % CUSTOMERS),
            coupon_code: null,
            shipping_address: null,
            billing_address: null,
            billing_same_as_shipping: 1,
            shipping_carrier_code: null,
            shipping_method_code: null,
            payment_method_code: null,
            purchase_order_number: null,
            created_at: createdAt(i, count, end),
            updated_at: createdAt(i, count, end),
          })),
        )
        .returning('id')
        .execute();
      const orders = await trx
        .insertInto('sales_order')
        .values(
          numbers.map((i, k) => {
            const customer = i % CUSTOMERS;
            const [state, status] = statusOf(i);
            const [method, title] = PAYMENTS[i % PAYMENTS.length]!;
            const at = createdAt(i, count, end);
            const firstname = FIRST[customer % FIRST.length]!;
            const lastname = LAST[customer % LAST.length]!;
            const address = JSON.stringify({
              firstname,
              lastname,
              street: [`Rua das Flores, ${i % 900}`, 'Centro'],
              city: 'São Paulo',
              region: { region: 'São Paulo', region_code: 'SP', region_id: 508 },
              postcode: '01001-000',
              country_code: 'BR',
              telephone: '11999990000',
            });
            const subtotal = 1_000 + ((i * 37) % 90_000);
            return {
              increment_id: incrementOf(i),
              cart_id: carts[k]!.id,
              store_code: 'default',
              access_token: `bench-${i}`,
              customer_id: null,
              email: emailOf(customer),
              customer_firstname: firstname,
              customer_lastname: lastname,
              customer_taxvat: String(10_000_000_000 + customer).slice(0, 11),
              state: state as never,
              status,
              is_virtual: 0,
              currency_code: 'BRL',
              subtotal_cents: subtotal,
              discount_cents: 0,
              shipping_cents: 1_990,
              grand_total_cents: subtotal + 1_990,
              discounts: '[]',
              coupon_code: null,
              shipping_carrier_code: 'flatrate',
              shipping_method_code: 'flatrate',
              shipping_description: 'Entrega padrão',
              payment_method_code: method,
              payment_method_title: title,
              purchase_order_number: null,
              shipping_address: address,
              billing_address: address,
              payment_expires_at: null,
              paid_at: state === 'pending_payment' || state === 'new' ? null : at,
              hold_before_state: null,
              hold_before_status: null,
              created_at: at,
              updated_at: at,
            };
          }),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('sales_order_item')
        .values(
          orders.flatMap(({ id }, k) =>
            [1, 2].map((n) => ({
              order_id: id,
              product_id: null,
              sku: `BENCH-${(numbers[k]! * n) % 5_000}`,
              parent_sku: null,
              name: `Produto de escritório ${(numbers[k]! * n) % 5_000}`,
              url_key: null,
              product_type: 'simple',
              quantity: n,
              price_cents: 990 * n,
              original_price_cents: 990 * n,
              row_total_cents: 990 * n * n,
              discount_cents: 0,
              options: '[]',
            })),
          ),
        )
        .execute();
      await trx
        .insertInto('sales_order_status_history')
        .values(
          orders.map(({ id }, k) => ({
            order_id: id,
            status: statusOf(numbers[k]!)[1],
            comment: 'Pedido recebido.',
            created_at: createdAt(numbers[k]!, count, end),
          })),
        )
        .execute();
    }
    await trx.updateTable('sales_sequence').set({ value: count }).where('name', '=', 'order').execute();
  });
  // Fresh statistics (and on PostgreSQL the visibility map, which index-only scans need), as a
  // live database has them from autovacuum: the planners choose their indexes from them.
  await (handle.dialect === 'postgres' ? sql`VACUUM ANALYZE` : sql`ANALYZE`).execute(db);
  return (performance.now() - started) / 1000;
}

/** The bench database: kept between runs, seeded when missing (or with --reseed). */
async function ensureDatabase(options: OrderBenchOptions) {
  const url =
    options.postgres ?? `file:${path.join(REPO_ROOT, 'data', `bench-orders-${options.orderCount}.db`)}`;
  if (!options.postgres && options.reseed) {
    for (const suffix of ['', '-wal', '-shm'])
      rmSync(`${url.slice('file:'.length)}${suffix}`, { force: true });
  }
  const handle = openDatabase(url);
  try {
    await migrate(handle);
    const { n } = await handle.db
      .selectFrom('sales_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    let seededSeconds: number | undefined;
    if (Number(n) !== options.orderCount || options.reseed) {
      if (Number(n) > 0) {
        // A database of another size: start over (the bench owns it).
        for (const table of [
          'sales_order_status_history',
          'sales_order_item',
          'sales_order',
          'cart',
        ] as const)
          await handle.db.deleteFrom(table).execute();
      }
      console.log(`  seeding ${options.orderCount.toLocaleString('en-US')} orders…`);
      seededSeconds = await seedOrders(handle, options.orderCount);
      console.log(`  seeded in ${seededSeconds.toFixed(1)} s`);
    }
    const staff = await createTestStaffUser(handle.db, { role: 'administrator' });
    const adminToken = await issueAdminToken(handle.db, staff.id, 4);
    const integration = await handle.db
      .insertInto('staff_integration')
      .values({
        name: `bench-${Date.now()}`,
        role: 'administrator',
        created_by: null,
        created_at: new Date().toISOString(),
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const erpToken = await issueIntegrationToken(handle.db, Number(integration.id));
    return { url, adminToken, erpToken, seededSeconds, handle };
  } catch (error) {
    await handle.destroy();
    throw error;
  }
}

// ---------------------------------------------------------------- requests

const criteria = (
  groups: { field: string; value: string; condition_type: string }[][],
  sort: [string, 'ASC' | 'DESC'][],
  pageSize: number,
) => {
  const params = new URLSearchParams();
  groups.forEach((filters, g) => {
    filters.forEach((f, i) => {
      for (const [key, value] of Object.entries(f))
        params.append(`searchCriteria[filter_groups][${g}][filters][${i}][${key}]`, value);
    });
  });
  sort.forEach(([field, direction], s) => {
    params.append(`searchCriteria[sortOrders][${s}][field]`, field);
    params.append(`searchCriteria[sortOrders][${s}][direction]`, direction);
  });
  params.append('searchCriteria[pageSize]', String(pageSize));
  params.append('searchCriteria[currentPage]', '1');
  return `/rest/V1/orders?${params}`;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The scenarios' request paths, varied so that no answer is simply repeated. */
function scenarios(count: number) {
  const end = Date.parse('2026-11-01T00:00:00Z');
  const months = Array.from({ length: 12 }, (_, m) => {
    const from = new Date(end - (m + 1) * 30 * DAY);
    const to = new Date(end - m * 30 * DAY);
    const day = (d: Date) => `${d.toISOString().slice(0, 10)} 00:00:00`;
    return [day(from), day(to)] as const;
  });
  const statuses = ['processing', 'pending_payment', 'complete', 'canceled', 'holded'];
  const byStatus = months.flatMap(([from, to]) =>
    statuses.map((status) =>
      criteria(
        [
          [{ field: 'status', value: status, condition_type: 'eq' }],
          [{ field: 'created_at', value: from, condition_type: 'gteq' }],
          [{ field: 'created_at', value: to, condition_type: 'lteq' }],
        ],
        [['created_at', 'DESC']],
        100,
      ),
    ),
  );
  const firstPage = [criteria([], [['created_at', 'DESC']], 50)];
  const terms = Array.from({ length: 20 }, (_, k) =>
    k % 2 === 0 ? emailOf((k * 977) % CUSTOMERS) : incrementOf(Math.max(1, (k * 4_999) % count)),
  );
  // The admin's search box: like %text% on the order number, e-mail and names, OR-ed in one
  // filter group, as apps/admin's orders resource sends it.
  const searchBox = (term: string) =>
    criteria(
      [
        ['increment_id', 'customer_email', 'customer_firstname', 'customer_lastname'].map((field) => ({
          field,
          value: like(term),
          condition_type: 'like',
        })),
      ],
      [['created_at', 'DESC']],
      25,
    );
  const search = terms.map(searchBox);
  // Two characters have no trigram to look up: the scan of the LIKE, as before the index.
  const shortSearch = ['01', 'li', '7@', 'na', 'ia'].map(searchBox);
  // An ERP looks an e-mail up exactly.
  const email = terms
    .filter((_, k) => k % 2 === 0)
    .map((term) =>
      criteria(
        [[{ field: 'customer_email', value: term, condition_type: 'eq' }]],
        [['created_at', 'DESC']],
        100,
      ),
    );
  return {
    'status + month, newest first (100)': byStatus,
    'first page, newest first (50)': firstPage,
    'search box: e-mail or number (25)': search,
    'search box: two characters (25)': shortSearch,
    'e-mail exact (ERP, 100)': email,
  };
}

function get(agent: http.Agent, port: number, url: string, token: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: url, agent, headers: { authorization: `Bearer ${token}` } },
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
  });
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
const round2 = (n: number) => Math.round(n * 100) / 100;

function stats(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round2(percentile(sorted, 0.5)),
    p95: round2(percentile(sorted, 0.95)),
    p99: round2(percentile(sorted, 0.99)),
    max: round2(sorted.at(-1) ?? Number.NaN),
  };
}

/** `clients` loops, each sending the next path as soon as its answer is in and checked. */
async function load(port: number, token: string, urls: string[], options: OrderBenchOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const latencies: number[] = [];
  let next = 0;
  let firstFailure: string | undefined;
  let totals = 0;
  const deadline = performance.now() + options.durationMs;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < deadline && !firstFailure) {
        const url = urls[next++ % urls.length]!;
        const started = performance.now();
        const reply = await get(agent, port, url, token);
        latencies.push(performance.now() - started);
        const body = reply.status === 200 ? (JSON.parse(reply.text) as { total_count?: number }) : undefined;
        if (typeof body?.total_count !== 'number')
          firstFailure = `HTTP ${reply.status} for ${url}: ${reply.text.slice(0, 300)}`;
        else totals += body.total_count;
      }
    }),
  );
  agent.destroy();
  if (firstFailure) throw new Error(firstFailure);
  return { ...stats(latencies), meanTotalCount: Math.round(totals / latencies.length) };
}

// ---------------------------------------------------------------- the admin app

/**
 * Runs in the page: clicks the menu's "Pedidos" and resolves with the milliseconds until 50 order
 * rows are in the document and the next frame (the one that shows them) has run. Text, because
 * this package is compiled without the DOM's types.
 */
const CLICK_TO_ROWS = `new Promise((resolve, reject) => {
  const link = document.querySelector('a[href="#/orders"]');
  const started = performance.now();
  const timeout = setTimeout(() => reject(new Error('no 50 rows after 30 s')), 30000);
  const check = () => {
    const rows = document.querySelectorAll('table tbody tr');
    if (rows.length === 50 && /\\d{9}/.test(rows[0].textContent || '')) {
      requestAnimationFrame(() => {
        clearTimeout(timeout);
        resolve(performance.now() - started);
      });
    } else requestAnimationFrame(check);
  };
  link.click();
  check();
})`;

/** Median and p95 of the time from the click on "Pedidos" to the 50 rows painted. */
async function adminClickToRows(port: number, token: string, runs: number) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
      // The admin's CSP forbids eval; the bench's own timing code is evaluated in the page.
      bypassCSP: true,
    });
    // Signed in as the sign-in page leaves it (auth-provider.ts keeps the token there).
    await context.addInitScript({
      content: `sessionStorage.setItem('admin.token', ${JSON.stringify(token)})`,
    });
    const page = await context.newPage();
    const base = `http://127.0.0.1:${port}/admin/`;
    // The list keeps its page size in the app's store: open it once with 50 a page.
    await page.goto(`${base}#/orders?page=1&perPage=50&sort=created_at&order=DESC&filter=%7B%7D`);
    await page
      .waitForFunction(`document.querySelectorAll('table tbody tr').length === 50`, undefined, {
        timeout: 60_000,
      })
      .catch(async (error: Error) => {
        const shot = path.join(REPO_ROOT, 'bench-results', 'order-list-failure.png');
        mkdirSync(path.dirname(shot), { recursive: true });
        await page.screenshot({ path: shot });
        const rows = await page.locator('table tbody tr').count();
        throw new Error(`The admin's order list shows ${rows} rows, not 50 (${error.message}); see ${shot}`);
      });
    const times: number[] = [];
    for (let run = 0; run <= runs; run++) {
      // A fresh load of the dashboard each time: nothing of the list is cached in the page.
      await page.goto(`${base}#/`);
      await page.waitForLoadState('networkidle');
      await page.locator('a[href="#/orders"]').first().waitFor();
      const ms = (await page.evaluate(CLICK_TO_ROWS)) as number;
      if (run > 0) times.push(ms); // the first run warms the server and the browser's code cache
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      runs: times.length,
      medianMs: round2(percentile(sorted, 0.5)),
      p95Ms: round2(percentile(sorted, 0.95)),
      maxMs: round2(sorted.at(-1) ?? Number.NaN),
      timesMs: times.map(round2),
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- the bench

export async function benchOrderList<S extends { port: number }>(
  options: OrderBenchOptions,
  server: ServerControl<S>,
): Promise<void> {
  const engine = options.postgres ? 'PostgreSQL' : 'SQLite';
  console.log(
    `Order list on ${engine}: ${options.orderCount.toLocaleString('en-US')} orders, ${options.clients} clients, ${options.durationMs / 1000} s per scenario`,
  );
  const { url, adminToken, erpToken, seededSeconds, handle } = await ensureDatabase(options);
  await handle.destroy();
  const running = await server.start(url);
  try {
    const results: Record<string, unknown>[] = [];
    for (const [scenario, urls] of Object.entries(scenarios(options.orderCount))) {
      await load(running.port, erpToken, urls, { ...options, durationMs: 1_000 }); // warm-up
      const result = await load(running.port, erpToken, urls, options);
      results.push({ scenario, ...result });
      console.log(
        `  ${scenario.padEnd(36)} p50 ${String(result.p50).padStart(6)} ms  p95 ${String(result.p95).padStart(6)} ms  p99 ${String(result.p99).padStart(6)} ms  (${result.requests} requests, ~${result.meanTotalCount} matches) ${result.p95 < TARGET_P95_MS ? 'OK' : 'MISSED'}`,
      );
    }
    let admin: Awaited<ReturnType<typeof adminClickToRows>> | undefined;
    if (options.browser) {
      if (!existsSync(path.join(REPO_ROOT, 'apps/admin/dist/index.html')))
        throw new Error('apps/admin/dist is missing: build the admin first (npm run build -w apps/admin)');
      admin = await adminClickToRows(running.port, adminToken, 10);
      console.log(
        `  admin: click on "Pedidos" to 50 rows: median ${admin.medianMs} ms, p95 ${admin.p95Ms} ms over ${admin.runs} runs (target < ${TARGET_CLICK_MS} ms) ${admin.p95Ms < TARGET_CLICK_MS ? 'OK' : 'MISSED'}`,
      );
    }
    const out = path.join(
      REPO_ROOT,
      'bench-results',
      `order-list${options.postgres ? '-postgres' : ''}.json`,
    );
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          engine,
          machine: {
            cpus: os.cpus().length,
            cpuModel: os.cpus()[0]?.model,
            node: process.version,
            // Other work on the machine inflates every figure: this says how busy it was.
            loadavg: os.loadavg(),
          },
          orders: options.orderCount,
          clients: options.clients,
          durationSeconds: options.durationMs / 1000,
          ...(seededSeconds !== undefined ? { seededSeconds: round2(seededSeconds) } : {}),
          targets: { p95Ms: TARGET_P95_MS, adminClickToRowsMs: TARGET_CLICK_MS },
          scenarios: results,
          ...(admin ? { admin } : {}),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`Results written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await server.stop(running);
  }
}
