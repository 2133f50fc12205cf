/**
 * Storefront benchmark (docs/performance.md): server-rendering time to first byte of the home, a category
 * and a product page at 10 concurrent clients; first-load JavaScript of the product page
 * (gzipped); Lighthouse mobile scores of the three pages in Debian's Chromium; the time from ticking
 * a facet on the category page to the new list painted (bench/filter-change.ts).
 *
 *   npm run bench:storefront -- [--duration 10] [--clients 10] [--runs 5] [--no-lighthouse]
 *                               [--no-ttfb] [--pages home,category,product] [--main-thread]
 *                               [--clicks 24] [--only filters] [--running] [--no-first-screen]
 *
 * Beside the scores, each page's main-thread work in the trace's thread time × 4 (main-thread.ts):
 * CPU, long tasks and their blocking time, figures that move far less with the machine's load
 * than the simulated scores. `--main-thread` adds that work by kind and the costliest scripts.
 *
 * First, each page's first screen on a phone (first-screen.ts): HTML and RSC payload size,
 * elements at load, client components mounted, router requests made during the load. At the end
 * the gate (gate.ts) compares the Lighthouse medians with the targets of the CPU band they were
 * measured in, and the first screen with its budgets: the run fails (exit code 1) on a miss and
 * prints the band either way.
 *
 * Starts the whole store (scripts/start.mjs) on ports 3300/4300 (BENCH_STOREFRONT_PORT and
 * BENCH_COMMERCE_PORT change them) with the demo catalogue in data/bench-storefront.db, only ever
 * sending requests to 127.0.0.1. `--running` measures a store already started on those ports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureFilterChanges } from './filter-change';
import { firstLoadJs } from './first-load';
import { type FirstScreen, measureFirstScreen } from './first-screen';
import { BAND_LABELS, bandOf, gateFailures } from './gate';
import { lighthouseScores, type MainThread, type Scores } from './lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STOREFRONT_PORT = process.env.BENCH_STOREFRONT_PORT ?? '3300';
const COMMERCE_PORT = process.env.BENCH_COMMERCE_PORT ?? '4300';
const STOREFRONT = `http://127.0.0.1:${STOREFRONT_PORT}`;
const COMMERCE = `http://127.0.0.1:${COMMERCE_PORT}`;

interface Options {
  durationMs: number;
  clients: number;
  lighthouse: boolean;
  /** Lighthouse runs per page; the median run is reported (Lighthouse's own advice). */
  runs: number;
  /** Facet clicks timed on the category page (at least 20: a p95 needs them). */
  clicks: number;
  /** Measure the store already running on the bench ports instead of starting one. */
  running: boolean;
  /** `filters`: only the filter-change measurement. */
  only: 'filters' | undefined;
  ttfb: boolean;
  mainThread: boolean;
  firstScreen: boolean;
  /** Page names to measure (home, category, product); all when empty. */
  pages: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    durationMs: 10_000,
    clients: 10,
    lighthouse: true,
    runs: 5,
    clicks: 24,
    running: false,
    only: undefined,
    ttfb: true,
    mainThread: false,
    firstScreen: true,
    pages: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--duration') options.durationMs = Number(argv[++i]) * 1000;
    else if (arg === '--clients') options.clients = Number(argv[++i]);
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--running') options.running = true;
    else if (arg === '--clicks') options.clicks = Number(argv[++i]);
    else if (arg === '--only' && argv[i + 1] === 'filters') options.only = argv[++i] as 'filters';
    else if (arg === '--no-ttfb') options.ttfb = false;
    else if (arg === '--main-thread') options.mainThread = true;
    else if (arg === '--no-first-screen') options.firstScreen = false;
    else if (arg === '--pages') options.pages = (argv[++i] ?? '').split(',').filter(Boolean);
    else
      throw new Error(
        `Unknown argument ${arg}. Usage: [--duration 10] [--clients 10] [--runs 5] [--no-lighthouse] [--no-ttfb] [--pages home,category,product] [--main-thread] [--clicks 24] [--only filters] [--running] [--no-first-screen]`,
      );
  }
  if (
    !(options.durationMs > 0) ||
    !(options.clients > 0) ||
    !Number.isInteger(options.runs) ||
    options.runs < 1 ||
    !Number.isInteger(options.clicks) ||
    options.clicks < 20
  )
    throw new Error('--duration, --clients and --runs need positive numbers, --clicks at least 20');
  return options;
}

function startStore(): ChildProcess {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: STOREFRONT_PORT,
      COMMERCE_PORT,
      DATABASE_URL: 'file:./data/bench-storefront.db',
      FRESH_DATABASE: 'true',
      LOG_LEVEL: 'warn',
      // The demo configuration (sandbox payments), as `npm start` runs it: NODE_ENV=production
      // refuses to start without the bank's credentials and the other production secrets.
      NODE_ENV: 'development',
    },
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function commerce<T>(query: string): Promise<T> {
  const response = await fetch(`${COMMERCE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Pages to measure: home, the first department's URL, its first product's URL, a search's results. */
async function pages(): Promise<{ name: string; path: string }[]> {
  const tree = await commerce<{
    categories: { items: { children: { url_path: string; include_in_menu: number }[] }[] };
  }>('{ categories { items { children { url_path include_in_menu } } } }');
  const department = tree.categories.items[0]!.children.find((c) => c.include_in_menu === 1)!;
  const listing = await commerce<{ products: { items: { url_key: string }[] } }>(
    `{ products(filter: { category_url_path: { eq: "${department.url_path}" } }, pageSize: 1) { items { url_key } } }`,
  );
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/${department.url_path}.html` },
    { name: 'product', path: `/${listing.products.items[0]!.url_key}.html` },
    { name: 'search', path: '/search/caneta' },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Time to first byte of a page with `clients` concurrent loops for the duration. */
async function measureTtfb(url: string, options: Options) {
  const ttfb: number[] = [];
  let failures = 0;
  const deadline = performance.now() + options.durationMs;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < deadline && ttfb.length < 100_000) {
        const start = performance.now();
        try {
          const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
          ttfb.push(performance.now() - start);
          await response.arrayBuffer();
          if (response.status !== 200) failures++;
        } catch {
          failures++;
        }
      }
    }),
  );
  const sorted = [...ttfb].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: Math.round((sorted.length / options.durationMs) * 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
  };
}

/** The median run by performance score, with every run's performance score beside it. */
async function medianScores(url: string, runs: number) {
  const results: (Scores & { mainThread: MainThread })[] = [];
  for (let i = 0; i < runs; i++) {
    await freshPage(url);
    results.push(await lighthouseScores(url));
  }
  const median = <T>(items: T[], by: (item: T) => number) =>
    [...items].sort((a, b) => by(a) - by(b))[Math.floor((items.length - 1) / 2)]!;
  const { mainThread: _, ...scores } = median(results, (r) => r.performance);
  return {
    ...scores,
    runs: results.map((r) => r.performance),
    // The thread-time figures of the run with the median blocking time, beside every run's.
    mainThread: median(
      results.map((r) => r.mainThread),
      (m) => m.threadTime.blockingMs,
    ),
    blockingRuns: results.map((r) => r.mainThread.threadTime.blockingMs),
  };
}

/**
 * Pages are cached for 60 s, then the first request after that is answered from the cache while
 * the server renders the page again. Browser and server share this machine's two cores, so that
 * render would be counted as the phone's work: the page is asked for, and asked again once it has
 * been rendered afresh, before Lighthouse loads it.
 */
async function freshPage(url: string): Promise<void> {
  const headers = { 'accept-language': 'pt-BR,pt;q=0.9' };
  await (await fetch(url, { headers })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await (await fetch(url, { headers })).arrayBuffer();
}

type Page = { name: string; path: string };

async function ttfbSection(targets: Page[], options: Options) {
  console.log(
    `\nTime to first byte, ${options.clients} concurrent clients, ${options.durationMs / 1000} s per page (warm):`,
  );
  console.log('page       requests  req/s   p50 ms  p95 ms  p99 ms  failures');
  const ttfb: Record<string, unknown> = {};
  for (const page of targets) {
    const url = `${STOREFRONT}${page.path}`;
    for (let i = 0; i < 30; i++) await (await fetch(url)).arrayBuffer(); // warm up
    const r = await measureTtfb(url, options);
    ttfb[page.name] = { path: page.path, ...r };
    console.log(
      `${page.name.padEnd(10)} ${String(r.requests).padStart(8)} ${String(r.rps).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.failures).padStart(9)}`,
    );
  }
  return ttfb;
}

async function lighthouseSection(targets: Page[], options: Options) {
  const scores: Record<string, unknown> = {};
  console.log(
    `\nLighthouse (mobile, median of ${options.runs}):  performance  accessibility  seo  best-practices  TBT ms  LCP ms  CPU index  (runs)`,
  );
  const threads: [string, MainThread, number[]][] = [];
  for (const page of targets) {
    const s = await medianScores(`${STOREFRONT}${page.path}`, options.runs);
    scores[page.name] = s;
    threads.push([page.name, s.mainThread, s.blockingRuns]);
    console.log(
      `${page.name.padEnd(30)} ${String(s.performance).padStart(11)} ${String(s.accessibility).padStart(14)} ${String(s.seo).padStart(4)} ${String(s.bestPractices).padStart(15)} ${String(s.tbtMs).padStart(7)} ${String(s.lcpMs).padStart(7)} ${String(s.benchmarkIndex).padStart(10)}  (${s.runs.join(' / ')})`,
    );
  }
  console.log(
    '\nMain thread in thread time × 4 (bench/main-thread.ts), median of the runs by blocking time:',
  );
  console.log('page       CPU ms  long tasks  blocking ms  longest ms  (blocking, every run)');
  for (const [name, { threadTime: t }, runs] of threads)
    console.log(
      `${name.padEnd(10)} ${String(t.cpuMs).padStart(6)} ${String(t.longTasks).padStart(11)} ${String(t.blockingMs).padStart(12)} ${String(t.longestMs).padStart(11)}  (${runs.join(' / ')})`,
    );
  if (options.mainThread)
    for (const [name, m] of threads) {
      const list = (groups: Record<string, number>) =>
        Object.entries(groups)
          .sort((a, b) => b[1] - a[1])
          .map(([group, ms]) => `${group} ${ms}`)
          .join(', ');
      console.log(`\n${name}, thread time × 4: ${list(m.threadTime.groups)}`);
      for (const script of m.threadTime.scripts)
        console.log(`  ${String(script.ms).padStart(6)} ms  ${script.url}`);
      console.log(`${name}, Lighthouse (wall time × 4): ${list(m.groups)}`);
      for (const script of m.scripts)
        console.log(
          `  ${String(script.scriptingMs).padStart(6)} ms eval ${String(script.parseMs).padStart(5)} ms parse  ${script.url}`,
        );
    }
  return scores;
}

async function firstScreenSection(targets: Page[]) {
  console.log('\nFirst screen on a phone (390 × 844):');
  console.log(
    'page       HTML KB  RSC KB  elements at load  client components (links)  RSC requests in load',
  );
  const results: Record<string, FirstScreen> = {};
  for (const page of targets) {
    const url = `${STOREFRONT}${page.path}`;
    await freshPage(url);
    const r = await measureFirstScreen(url);
    results[page.name] = r;
    console.log(
      `${page.name.padEnd(10)} ${String(r.htmlKb).padStart(7)} ${String(r.rscKb).padStart(7)} ${String(r.domElements).padStart(17)} ${String(r.clientComponents).padStart(18)} (${r.links})${String(r.rscRequests).padStart(22)}`,
    );
  }
  return results;
}

/** The gate: every miss printed with the band it was measured in; a miss sets the exit code. */
function gate(
  lighthouse: Record<string, Scores> | undefined,
  firstScreens: Record<string, FirstScreen> | undefined,
) {
  const runs = Object.entries(lighthouse ?? {}).map(([page, s]) => ({ page, ...s }));
  const screens = Object.entries(firstScreens ?? {}).map(([page, s]) => ({ page, ...s }));
  if (runs.length + screens.length === 0) return;
  const bands = [...new Set(runs.map((r) => BAND_LABELS[bandOf(r.benchmarkIndex)]))];
  console.log(`\nGate (${bands.length ? `measured at ${bands.join(' and ')}` : 'first screen only'}):`);
  const failures = gateFailures(runs, screens);
  for (const failure of failures) console.log(`  FAIL ${failure}`);
  if (failures.length === 0) console.log('  every page meets its target');
  else process.exitCode = 1;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const store = options.running ? undefined : startStore();
  const stop = () => {
    if (store?.pid && store.exitCode === null) process.kill(-store.pid, 'SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    console.log(`Starting the store on ${STOREFRONT} (builds the storefront when needed)…`);
    await waitFor(`${STOREFRONT}/health`, 600_000);
    const all = await pages();
    const targets = options.pages.length ? all.filter((p) => options.pages.includes(p.name)) : all;
    const results: Record<string, unknown> = { date: new Date().toISOString(), clients: options.clients };
    if (options.only !== 'filters') {
      if (options.firstScreen) results.firstScreen = await firstScreenSection(targets);
      if (options.ttfb) results.ttfb = await ttfbSection(targets, options);
      const product = all.find((t) => t.name === 'product')!;
      const js = await firstLoadJs(`${STOREFRONT}${product.path}`);
      results.productFirstLoadJs = js;
      console.log(
        `\nProduct page first-load JavaScript: ${js.gzipKb} KB gzipped in ${js.files} files (target < 150 KB); ${js.sentKb} KB sent (brotli)`,
      );
      if (options.lighthouse) results.lighthouse = await lighthouseSection(targets, options);
    }
    gate(
      results.lighthouse as Record<string, Scores> | undefined,
      results.firstScreen as Record<string, FirstScreen> | undefined,
    );
    const category = all.find((t) => t.name === 'category')!;
    console.log(`\nFilter change on ${category.path} (tick to new list painted):`);
    const filters = await measureFilterChanges(`${STOREFRONT}${category.path}`, options.clicks);
    results.filterChange = { path: category.path, ...filters };
    console.log(
      `${filters.clicks} clicks: p50 ${filters.p50} ms, p95 ${filters.p95} ms, max ${filters.max} ms`,
    );
    mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    const file = options.only === 'filters' ? 'storefront-filters.json' : 'storefront.json';
    writeFileSync(path.join(ROOT, 'bench-results', file), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nResults written to bench-results/${file}`);
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
