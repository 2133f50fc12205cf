// A storefront that sells: the first screen of the home page shows products with their
// prices on a desktop and a phone; on a 390×844 phone the product page's price and buy button are
// within the first screen, and a buy bar follows once the button has scrolled away; every sort of
// a listing shows the products in stock first; the English store still shows the card
// installments (planned in BRL). Screenshots of home, listing and product go to
// e2e/screenshots/sells-*.png at 1366×768 and 390×844.
import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { graphql, SCREENSHOTS } from './store';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;
/** A simple product of the demo catalogue (BIC Cristal box, R$ 55,90). */
const SIMPLE = '/produto?sku=200012';
const PRICE = /R\$\s?\d/;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/sells-${name}.png`, fullPage: false });
}

/** The lowest y of the first screen that is not covered (phones: the bottom bar). */
async function visibleBottom(page: Page): Promise<number> {
  const height = page.viewportSize()?.height ?? 0;
  const bar = page.getByRole('navigation', { name: 'Atalhos' });
  if (!(await bar.isVisible())) return height;
  return (await bar.boundingBox())?.y ?? height;
}

async function withinFirstScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').toBeTruthy();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(await visibleBottom(page));
}

for (const [name, viewport] of VIEWPORTS) {
  test(`the home page's first screen shows at least four products with prices (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const tiles = page.getByTestId('product-tile');
    await expect(tiles.first()).toBeVisible();
    const bottom = await visibleBottom(page);
    let shown = 0;
    for (const tile of await tiles.all()) {
      if (!(await tile.isVisible())) continue;
      const price = tile.getByText(PRICE).first();
      const box = await price.boundingBox();
      const name = await tile.locator('span.line-clamp-2').boundingBox();
      if (box && name && box.y + box.height <= bottom && name.y >= 0) shown++;
    }
    expect(shown).toBeGreaterThanOrEqual(4);
    await shot(page, `home-${name}`);

    // The footer: payment marks, the company's data (Decreto 7.962/2013), the e-mail on one line.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('list', { name: 'Bandeiras aceitas' }).scrollIntoViewIfNeeded();
    for (const brand of ['Visa', 'Mastercard', 'Elo'])
      await expect(footer.getByRole('img', { name: brand })).toBeVisible();
    await expect(footer.getByText(/CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/)).toBeVisible();
    await expect(footer.locator('address')).toContainText('@');
    const email = footer.getByRole('link', { name: /@/ }).first();
    // Lines it spans (distinct tops of its boxes): it may break at "@" or a dot only.
    const lines = await email.evaluate(
      (link) => new Set([...link.getClientRects()].map((rect) => Math.round(rect.top))).size,
    );
    expect(lines, 'the e-mail address never wraps mid-word').toBeLessThanOrEqual(2);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(page, `footer-${name}`);
  });
}

test('on a phone the product page shows the price and the buy button in the first screen, then a buy bar', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(SIMPLE);
  const box = page.getByRole('region', { name: 'Comprar' });
  await withinFirstScreen(page, page.getByRole('heading', { level: 1 }));
  await withinFirstScreen(page, box.getByText(/R\$\s55,90/).first());
  await withinFirstScreen(page, box.getByText(/R\$\s54,22 no Pix/));
  await withinFirstScreen(page, box.getByText(/ou 3x de R\$\s18,63 sem juros/));
  const buy = box.getByRole('button', { name: 'Adicionar ao carrinho' });
  await withinFirstScreen(page, buy);
  await shot(page, 'product-phone');

  // The buy bar: absent while the button is on screen, there once it has scrolled away above.
  const bar = page.getByRole('region', { name: 'Compra rápida' });
  await expect(bar).toBeHidden();
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1600);
  await expect(bar).toBeVisible();
  await expect(bar.getByText(/R\$\s55,90/)).toBeVisible();
  const barBox = await bar.boundingBox();
  const bottomBar = await page.getByRole('navigation', { name: 'Atalhos' }).boundingBox();
  expect(barBox && bottomBar && barBox.y + barBox.height <= bottomBar.y + 1).toBe(true);
  // No floating WhatsApp button over the bar on the product page.
  await expect(page.getByRole('button', { name: 'Fale conosco pelo WhatsApp' })).toBeHidden();
  await page.mouse.wheel(0, -5000);
  await expect(bar).toBeHidden();
});

test('a configurable product on a phone: price and button first, the hint only after trying', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/produto?sku=200101');
  const box = page.getByRole('region', { name: 'Comprar' });
  const buy = box.getByRole('button', { name: 'Adicionar ao carrinho' });
  await withinFirstScreen(page, buy);
  await expect(buy).toBeEnabled();
  await expect(box.getByText('Escolha uma opção de cor para comprar.')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await buy.click();
  await expect(box.getByText('Escolha uma opção de cor para comprar.')).toBeVisible();
});

test('the product page on a desktop', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(SIMPLE);
  const box = page.getByRole('region', { name: 'Comprar' });
  await withinFirstScreen(page, box.getByText(/R\$\s54,22 no Pix/));
  await shot(page, 'product-desktop');
});

test('every sort of a listing shows the products in stock first', async ({ page, request }) => {
  type Listing = {
    products: {
      page_info: { total_pages: number };
      items: { stock_status: string; categories: { url_path: string; product_count: number }[] }[];
    };
  };
  const items: Listing['products']['items'] = [];
  for (let currentPage = 1; ; currentPage++) {
    const data = await graphql<Listing>(
      request,
      `query ($currentPage: Int) { products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 100, currentPage: $currentPage) {
        page_info { total_pages } items { stock_status categories { url_path product_count } } } }`,
      { currentPage },
    );
    items.push(...data.products.items);
    if (currentPage >= data.products.page_info.total_pages) break;
  }
  // Categories holding products both in stock and sold out, smallest first.
  const soldOutIn = new Map<string, number>();
  for (const item of items) {
    if (item.stock_status !== 'OUT_OF_STOCK') continue;
    for (const c of item.categories) soldOutIn.set(c.url_path, (soldOutIn.get(c.url_path) ?? 0) + 1);
  }
  const categories = items
    .flatMap((item) => item.categories)
    .filter((c) => (soldOutIn.get(c.url_path) ?? 0) > 0)
    .filter((c) => c.product_count > (soldOutIn.get(c.url_path) ?? 0) && c.product_count <= 50)
    .sort((a, b) => a.product_count - b.product_count);
  const category = categories[0];
  expect(category, 'a category with a product out of stock').toBeTruthy();
  if (!category) return;

  await page.setViewportSize(DESKTOP);
  for (const sort of ['default', 'name_asc', 'name_desc', 'price_asc', 'price_desc']) {
    await page.goto(`/${category.url_path}.html?sort=${sort}&itemsPerPage=50`);
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const soldOut = await cards.evaluateAll((articles) =>
      articles.map((article) => /Esgotado/.test(article.textContent ?? '')),
    );
    const firstSoldOut = soldOut.indexOf(true);
    expect(firstSoldOut, `${sort}: a product out of stock is listed`).toBeGreaterThan(0);
    expect(soldOut.slice(firstSoldOut).every(Boolean), `${sort}: in stock first`).toBe(true);
  }

  for (const [name, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`/${category.url_path}.html`);
    await expect(page.locator('main article').first()).toBeVisible();
    await shot(page, `listing-${name}`);
  }
});

test('the English store shows the card installments, planned in BRL', async ({ page }) => {
  await page.goto(`/en${SIMPLE}`);
  const box = page.getByRole('region', { name: 'Buy' });
  await expect(box.getByText(/or 3x \S+ interest-free/)).toBeVisible();
  // Cards too: every card has a card line (1x for the cheapest).
  await page.goto('/en/papelaria.html');
  const first = page.locator('main article').first();
  await expect(first.getByText(/or \dx \S+ interest-free|1x \S+ by card/)).toBeVisible();
});
