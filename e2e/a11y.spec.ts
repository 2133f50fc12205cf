import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';

// Protects the accessibility bar (docs/performance.md): axe-core finds no serious or critical WCAG 2 A/AA
// violation on the home page, a category, a product and a content page, on desktop and phone,
// and no page is wider than the screen.

const COMMERCE = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4100}/graphql`;

async function firstDepartmentAndProduct(request: import('@playwright/test').APIRequestContext) {
  const tree = await request.post(COMMERCE, {
    data: { query: '{ categories { items { children { url_path include_in_menu } } } }' },
  });
  const department = (await tree.json()).data.categories.items[0].children.find(
    (c: { include_in_menu: number }) => c.include_in_menu === 1,
  );
  const listing = await request.post(COMMERCE, {
    data: {
      query: `{ products(filter: { category_url_path: { eq: "${department.url_path}" } }, pageSize: 1) { items { url_key } } }`,
    },
  });
  return {
    category: `/${department.url_path}.html`,
    product: `/${(await listing.json()).data.products.items[0].url_key}.html`,
  };
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`no serious or critical accessibility violations (${viewport.name})`, async ({ page, request }) => {
    // Four pages and four axe runs; as the run's first journey it also meets a cold server (each
    // page type rendered for the first time, and the listing's prefetches beside it).
    test.slow();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const { category, product } = await firstDepartmentAndProduct(request);
    for (const path of ['/', category, product, '/sobre-nos']) {
      await page.goto(path);
      if (path === '/') {
        // The first page of a visit: once the browser is idle the visit is counted and the chat
        // bubble may greet (not on phones, nor over products), fading in for 300 ms. Axe checks it
        // once fully shown (mid-fade, its text has too little contrast).
        const bubble = page.getByTestId('chat-bubble');
        await page.waitForFunction(() => localStorage.getItem('vsf-chat') !== null);
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        if (await bubble.getAttribute('data-prompt')) await expect(bubble).toHaveCSS('opacity', '1');
      }
      expect(await seriousViolations(page), `violations on ${path}`).toEqual([]);
      // Nothing may widen the page beyond the screen (e.g. positioned content escaping a carousel).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `page width of ${path}`).toBeLessThanOrEqual(viewport.width);
    }
  });
}
