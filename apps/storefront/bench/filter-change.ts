import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** What one filter-change run measured: milliseconds from the click to the new list painted. */
export interface FilterChangeTimes {
  clicks: number;
  p50: number;
  p95: number;
  max: number;
  /** Each click's facet option and time, in order (ticks and unticks alternate). */
  samples: { option: string; ms: number }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The listing's DOM signal (listing-view.tsx): `data-listing-key` is `<query>#<count>` of the list shown. */
const LISTING = '[data-listing-key]';
const FACET_BOXES =
  'input[type=checkbox][name=manufacturer], input[type=checkbox][name=color], input[type=checkbox][name=price]';

/**
 * Opens a category page in headless Chromium (a desktop window, so the facet sidebar shows) and
 * ticks then unticks facet options in turn, `clicks` times in all, going round the brand, colour
 * and price facets. Each click is timed inside the page from the click to the first frame after the
 * listing carries a new `data-listing-key` and is no longer `aria-busy`: the moment the shopper sees
 * the new list.
 */
export async function measureFilterChanges(url: string, clicks: number): Promise<FilterChangeTimes> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'Accept-Language': 'pt-BR,pt;q=0.9' },
      // The store's CSP forbids eval, which is how Playwright runs the timing code in the page.
      bypassCSP: true,
    });
    await page.goto(url, { timeout: 120_000 });
    // Timing starts once React owns the checkboxes (it tags hydrated nodes with its props).
    await page.waitForFunction(
      `[...document.querySelectorAll(${JSON.stringify(FACET_BOXES)})].some((box) => Object.keys(box).some((key) => key.startsWith('__reactProps')))`,
      undefined,
      { timeout: 120_000 },
    );
    const options = await facetOptions(page);
    if (options.length === 0) throw new Error(`${url} shows no brand, colour or price option to tick`);
    const samples: { option: string; ms: number }[] = [];
    // Two untimed changes first: the first client navigation loads code the later ones reuse.
    for (let i = -2; i < clicks; i++) {
      const option = options[Math.floor(Math.max(i, 0) / 2) % options.length]!;
      const ms = await timeClick(page, option);
      if (i >= 0) samples.push({ option, ms: Math.round(ms) });
    }
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
    return {
      clicks: samples.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1) ?? 0,
      samples,
    };
  } finally {
    await browser.close();
  }
}

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>;

/*
 * The in-page code is kept as text: tsx compiles functions with `__name` helpers that do not
 * exist inside the page, so page.evaluate gets source it runs as is.
 */

/** The ids of visible facet checkboxes, taken round-robin across the facets (brand 1, colour 1, price 1, brand 2…). */
const FACET_OPTIONS = `(() => {
  const byFacet = new Map();
  for (const box of document.querySelectorAll(${JSON.stringify(FACET_BOXES)})) {
    if (!box.checkVisibility() || box.checked) continue;
    byFacet.set(box.name, [...(byFacet.get(box.name) ?? []), box.id]);
  }
  const lists = [...byFacet.values()];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => list[i] ?? [])).flat();
})()`;

async function facetOptions(page: Page): Promise<string[]> {
  return (await page.evaluate(FACET_OPTIONS)) as string[];
}

/** Clicks one checkbox and resolves with the time until the new list is painted. */
const TIME_CLICK = `(id) => new Promise((resolve, reject) => {
  const listing = ${JSON.stringify(LISTING)};
  const before = document.querySelector(listing)?.getAttribute('data-listing-key');
  const box = document.getElementById(id);
  if (!box) return reject(new Error('no facet option #' + id));
  const timeout = setTimeout(() => reject(new Error('the listing did not change after #' + id)), 60000);
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const shown = document.querySelector(listing);
    const key = shown?.getAttribute('data-listing-key');
    if (!shown || key === before || shown.getAttribute('aria-busy') === 'true') return;
    observer.disconnect();
    clearTimeout(timeout);
    // The frame after the change is the one the shopper sees.
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  box.click();
})`;

async function timeClick(page: Page, id: string): Promise<number> {
  return (await page.evaluate(`(${TIME_CLICK})(${JSON.stringify(id)})`)) as number;
}
