// Journey: a shopper lands on the home page and finds the store: CMS banners and benefits, the
// departments, carousels of offers, best rated and new products, brands and the newsletter call
// to action. Banners, departments and offers are in the HTML, so search engines and slow phones
// get them without waiting for JavaScript; the best rated and new products further down are
// mounted when the shopper scrolls near them (load-when-visible, rules §2).
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

const STORE_NAME = 'Escritório Total';
const BRL_PRICE = /R\$\s?\d/;

async function expectCarousel(page: Page, title: string | RegExp) {
  const section = page.getByRole('region', { name: title });
  await expect(section).toBeVisible();
  const first = section.getByRole('article').first();
  await expect(first.getByRole('heading')).toHaveText(/\S/);
  await expect(first).toContainText(BRL_PRICE);
  return section;
}

test('home page shows banners, departments, carousels, brands and the newsletter call to action', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page).toHaveTitle(new RegExp(STORE_NAME));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(STORE_NAME);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);

  // CMS blocks: hero banners ('home-hero') and store benefits ('home-promo').
  const hero = page.getByRole('region', { name: 'Destaques da loja' });
  await expect(hero.getByRole('heading', { name: 'Volta às Aulas 2027' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Ver lista de material' })).toHaveAttribute(
    'href',
    '/volta-as-aulas.html',
  );
  await expect(page.getByRole('region', { name: 'Vantagens de comprar na loja' })).toContainText(
    '3% de desconto no Pix',
  );

  const departments = page.getByRole('region', { name: 'Compre por departamento' });
  await expect(departments.getByRole('link', { name: /Papelaria/ }).first()).toHaveAttribute(
    'href',
    '/papelaria.html',
  );
  await expect(departments.getByRole('link', { name: /Informática/ }).first()).toBeVisible();

  const offers = await expectCarousel(page, 'Ofertas da semana');
  // Offers are products with a special price: the card shows the regular price struck through.
  await expect(offers.getByRole('article').first().locator('s, del').first()).toBeVisible();
  const image = offers.getByRole('article').first().getByRole('img').first();
  await expect(image).toHaveAttribute('width', '216');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the product image loads from the commerce server',
    })
    .toBe(true);
  await expect(offers.getByRole('link', { name: 'Ver todas as ofertas' })).toHaveAttribute(
    'href',
    '/ofertas.html',
  );

  // Not mounted before the shopper scrolls near them, even once the page is hydrated (the offers'
  // buttons are measured then) and has drawn two frames; then there without asking the server.
  await expect(page.getByRole('button', { name: /Próximos produtos: Ofertas da semana/ })).toBeEnabled({
    timeout: 15_000,
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('region', { name: 'Lançamentos' })).toHaveCount(0);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await scrollThrough(page);
  await expectCarousel(page, 'Mais bem avaliados');
  await expectCarousel(page, 'Lançamentos');
  expect(requests.filter((url) => url.includes('/graphql'))).toEqual([]);

  const brands = page.getByRole('region', { name: 'Marcas que você encontra aqui' });
  await expect(brands.getByRole('link').first()).toHaveAttribute('href', /manufacturer=/);

  const newsletter = page.getByRole('region', { name: 'Cupons e ofertas no seu e-mail' });
  await expect(newsletter.getByRole('link', { name: 'Ver os cupons' })).toHaveAttribute('href', '/cupons');
});

test('carousel buttons scroll the offers on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const list = page.locator('#home-offers-list');
  const next = page.getByRole('button', { name: /Próximos produtos: Ofertas da semana/ });
  // Enabled once the list is measured in the browser (after hydration).
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /Produtos anteriores: Ofertas da semana/ })).toBeEnabled();
});

test('home page HTML already carries the products (server-side rendering)', async ({ page, request }) => {
  await page.goto('/');
  const offers = page.getByRole('region', { name: 'Ofertas da semana' });
  const productName = (await offers.getByRole('article').first().getByRole('heading').textContent())?.trim();
  expect(productName, 'a product name on the page').toBeTruthy();

  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(productName ?? ''));
  expect(html).toMatch(BRL_PRICE);
  await expect(page.getByText('Não foi possível carregar o catálogo')).toHaveCount(0);
});

test('home page speaks the locale of its prefix', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('region', { name: "This week's deals" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Store highlights' })).toContainText('Back to School 2027');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);

  await page.goto('/german');
  await expect(page.getByRole('region', { name: 'Angebote der Woche' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute('href', /\/$/);

  // /Home is the same page, canonical on /.
  await page.goto('/Home');
  await expect(page.getByRole('region', { name: 'Ofertas da semana' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`home page screenshot (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await loadLazyImages(page);
    await expect(page.getByRole('region', { name: 'Lançamentos' })).toBeVisible();
    await page.screenshot({
      path: fileURLToPath(new URL(`screenshots/home-${viewport.name}.png`, import.meta.url)),
      fullPage: true,
    });
  });
}

/** Scrolls down the page a screen at a time, as a shopper does, to its end. */
async function scrollThrough(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

/** Scrolls through the page so that carousels mount and lazy images load before a screenshot. */
async function loadLazyImages(page: Page) {
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** React escapes these characters in text nodes. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
