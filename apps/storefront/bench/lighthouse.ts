import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { type ThreadTime, threadTime } from './main-thread';

/**
 * Lighthouse runs for the storefront bench: the mobile scores (simulated throttling, as PageSpeed
 * Insights gives them) and, from the same run, where the main thread's time went: Lighthouse's
 * own audits (wall time × 4, which a busy machine inflates) and the trace's thread time × 4
 * (main-thread.ts, which it hardly does).
 */

export interface Scores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** The run's simulated total blocking time and largest contentful paint, ms. */
  tbtMs: number;
  lcpMs: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (`environment.benchmarkIndex`): the same
   * build scores lower on a slower or busier machine, so scores are compared at similar indexes.
   */
  benchmarkIndex: number;
}

/** Main-thread work of one load, in ms of a CPU 4× slower than this machine's. */
export interface MainThread {
  /** Lighthouse's `mainthread-work-breakdown` by group (scriptEvaluation, styleLayout…). */
  groups: Record<string, number>;
  /** Lighthouse's `bootup-time`: the scripts that cost most, evaluation and parse/compile. */
  scripts: { url: string; scriptingMs: number; parseMs: number }[];
  threadTime: ThreadTime;
}

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: Record<string, unknown>[] } } | undefined
  >;
  environment: { benchmarkIndex: number };
};

async function runLighthouse(url: string, flags: Record<string, unknown>) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // A Brazilian shopper's browser: the pages as the store's audience gets them. (An English
      // browser's first visit is redirected to /en first, rules §4.)
      extraHeaders: { 'Accept-Language': 'pt-BR,pt;q=0.9' },
      ...flags,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const trace = (result.artifacts as { Trace?: { traceEvents: unknown[] } }).Trace;
    return { lhr: result.lhr as unknown as Lhr, traceEvents: trace?.traceEvents ?? [] };
  } finally {
    await chrome.kill();
  }
}

const numeric = (lhr: Lhr, id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);

export async function lighthouseScores(url: string): Promise<Scores & { mainThread: MainThread }> {
  const { lhr, traceEvents } = await runLighthouse(url, {
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  });
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    mainThread: mainThreadOf(lhr, traceEvents),
  };
}

function mainThreadOf(lhr: Lhr, traceEvents: unknown[]): MainThread {
  const items = (id: string) => lhr.audits[id]?.details?.items ?? [];
  const groups: Record<string, number> = {};
  for (const item of items('mainthread-work-breakdown'))
    groups[String(item.group)] = Math.round((groups[String(item.group)] ?? 0) + Number(item.duration));
  return {
    groups,
    scripts: items('bootup-time')
      .map((item) => ({
        url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
        scriptingMs: Math.round(Number(item.scripting)),
        parseMs: Math.round(Number(item.scriptParseCompile)),
      }))
      .slice(0, 8),
    threadTime: threadTime(traceEvents),
  };
}
