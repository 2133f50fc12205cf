/**
 * Scripted browsing for a long time against a running store: Chromium pages that click through
 * the store as shoppers do (home, departments, filters, products, search, cart, client-side
 * navigation and its RSC requests), counting every answer of 500 or more.
 *
 *   npx tsx e2e/soak.ts [--minutes 30] [--pages 2] [--base http://127.0.0.1:3000]
 *
 * Exits 1 when any 5xx was seen. Sends requests to the given loopback address only.
 */
import { type Browser, chromium, type Page } from 'playwright';

interface Options {
  minutes: number;
  pages: number;
  base: string;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { minutes: 30, pages: 2, base: 'http://127.0.0.1:3000' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--minutes') options.minutes = Number(argv[++i]);
    else if (arg === '--pages') options.pages = Number(argv[++i]);
    else if (arg === '--base') options.base = String(argv[++i]);
    else throw new Error(`Unknown argument ${arg}. Usage: [--minutes 30] [--pages 2] [--base URL]`);
  }
  const host = new URL(options.base).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host))
    throw new Error('--base must be a loopback address');
  if (!(options.minutes > 0) || !(options.pages > 0))
    throw new Error('--minutes and --pages need positive numbers');
  return options;
}

const SEARCHES = [
  'caneta',
  'papel a4',
  'café',
  'grampeador',
  'toner',
  'pasta',
  'detergente',
  'mouse',
  'xyzzy',
];

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** One step of a shopper: follow a random internal link, search, or add to cart. */
async function step(page: Page, base: string) {
  const roll = Math.random();
  if (roll < 0.12) {
    await page.goto(`${base}/search/${encodeURIComponent(pick(SEARCHES) ?? 'caneta')}`);
    return;
  }
  if (roll < 0.2) {
    const buy = page.getByRole('button', { name: /^Comprar|Adicionar ao carrinho/ }).first();
    if (await buy.isVisible().catch(() => false)) await buy.click({ timeout: 5_000 }).catch(() => {});
    return;
  }
  if (roll < 0.25) {
    await page.goto(base);
    return;
  }
  const hrefs = await page
    .locator('main a[href^="/"], header a[href^="/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  const href = pick(hrefs.filter((h) => h && !h.startsWith('/customer') && !h.startsWith('/checkout')));
  if (!href) {
    await page.goto(base);
    return;
  }
  // A click, not a goto: client-side navigation with its RSC request, as a shopper's browser does.
  const link = page.locator(`a[href="${href.replaceAll('"', '\\"')}"]`).first();
  if (await link.isVisible().catch(() => false)) await link.click({ timeout: 5_000 }).catch(() => {});
  else await page.goto(`${base}${href}`);
}

async function shopper(
  browser: Browser,
  base: string,
  until: number,
  errors: string[],
  counts: { answers: number },
) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  page.on('response', (response) => {
    counts.answers++;
    if (response.status() >= 500)
      errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  await page.goto(base);
  while (Date.now() < until) {
    await step(page, base).catch((error: unknown) => {
      // A navigation that timed out is not a server error; the next step starts again from home.
      if (!String(error).includes('Timeout')) throw error;
      return page.goto(base).catch(() => {});
    });
    await page.waitForTimeout(300 + Math.random() * 700);
  }
  await context.close();
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const until = Date.now() + options.minutes * 60_000;
  const errors: string[] = [];
  const counts = { answers: 0 };
  try {
    await Promise.all(
      Array.from({ length: options.pages }, () => shopper(browser, options.base, until, errors, counts)),
    );
  } finally {
    await browser.close();
  }
  console.log(
    `${options.minutes} min, ${options.pages} pages: ${counts.answers} answers, ${errors.length} of 5xx`,
  );
  for (const error of errors.slice(0, 20)) console.log(`  ${error}`);
  process.exitCode = errors.length > 0 ? 1 : 0;
}

await main();
