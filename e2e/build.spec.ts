import { expect, test } from '@playwright/test';
import { firstLoadJs } from '../apps/storefront/bench/first-load';

// The store as `npm start` builds it: the framework's chunks carry V8's explicit compile hint
// (apps/storefront/compile-hints.cjs, run after `next build`), so browsers compile them while
// they download instead of on the main thread during hydration.

const HINT = '//# allFunctionsCalledOnLoad\n';

test("the framework's scripts carry the compile hint, the page's own do not", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const sources = [...html.matchAll(/<script src="([^"]+)" async=""/g)].map((match) => match[1] as string);
  expect(sources.length).toBeGreaterThan(5);
  const scripts = await Promise.all(
    sources.map(async (src) => ({ src, code: await (await request.get(src)).text() })),
  );
  const largest = scripts.reduce((a, b) => (b.code.length > a.code.length ? b : a));
  expect(largest.code.startsWith(HINT), `${largest.src} (React DOM) starts with the hint`).toBe(true);
  const hinted = scripts.filter((script) => script.code.startsWith(HINT));
  expect(hinted.length).toBeGreaterThanOrEqual(3);
  expect(hinted.length).toBeLessThan(scripts.length);
});

// The store as `npm start` serves it (apps/storefront/server.cjs): pages compressed with brotli for
// browsers that take it, the build's scripts and CSS as the brotli copies made at build time
// (precompress.cjs), with a length and cached for a year.
test('pages and build files go out with brotli, build files precompressed and immutable', async ({
  request,
}) => {
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const page = await request.get('/', { headers });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await page.text();
  expect(html).toContain('Escritório Total');

  const [script] = [...html.matchAll(/<script src="([^"]+)" async=""/g)].map((match) => match[1] as string);
  const [css] = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  for (const src of [script, css]) {
    const file = await request.get(src as string, { headers });
    expect(file.headers()['content-encoding'], src).toBe('br');
    expect(file.headers()['cache-control'], src).toBe('public, max-age=31536000, immutable');
    // A precompressed copy has a length; one compressed on the fly would be chunked.
    expect(Number(file.headers()['content-length']), src).toBeGreaterThan(0);
    expect((await file.body()).length, src).toBeGreaterThan(Number(file.headers()['content-length']));

    const gzip = await request.get(src as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], src).toBe('gzip');
    expect(await gzip.text()).toBe(await file.text());
  }
});

// The product page's first-load JavaScript is guarded: Next.js itself is about 131 KB of it, so
// growth past the budget is the store's own code. Measured as the bench measures it. 195 KB
// (was 190) since the page reads a logged-in customer's quantity prices; VTEX FastStore's gate is 200.
const FIRST_LOAD_BUDGET_KB = 195;

test(`the product page's first-load JavaScript stays under ${FIRST_LOAD_BUDGET_KB} KB gzipped`, async ({
  baseURL,
}) => {
  const js = await firstLoadJs(`${baseURL}/caneta-gel-retratil-pilot-g2-0-7mm.html`);
  expect(js.files).toBeGreaterThan(5);
  expect(js.gzipKb, `${js.gzipKb} KB gzipped in ${js.files} files`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
});
