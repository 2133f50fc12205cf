import { expect, test } from '@playwright/test';

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
