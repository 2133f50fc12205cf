// Journey: addresses lead where they should. Category and product URLs are resolved by the
// backend's route(url) in every locale, old URLs seeded as redirects move permanently (301) or
// temporarily (302) to their new place, an unknown address gives the 404 page, and search
// engines find sitemap.xml and robots.txt.
import { expect, test } from '@playwright/test';

const PRODUCT_URL = '/caneta-esferografica-bic-cristal-media-1-0mm.html';
const PRODUCT_NAME = /Caneta Esferográfica BIC Cristal/;

test('a category URL shows the category, in each locale', async ({ page }) => {
  for (const { path, name } of [
    { path: '/papelaria.html', name: 'Papelaria' },
    { path: '/en/papelaria.html', name: 'Stationery' },
    { path: '/german/papelaria.html', name: 'Schreibwaren' },
    { path: '/informatica/impressao/impressoras.html', name: 'Impressoras' },
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(name);
    await expect(page.getByRole('main').getByRole('article').first(), path).toBeVisible();
  }
});

test('a product URL shows the product', async ({ page }) => {
  // The same address in every store view; the English store names the product in English.
  for (const [path, name] of [
    [PRODUCT_URL, PRODUCT_NAME],
    [`/en${PRODUCT_URL}`, /Ballpoint Pen BIC Cristal/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(name);
  }
});

test('category and product prefixes before a URL are ignored', async ({ page }) => {
  await page.goto('/c/papelaria.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Papelaria');
  await page.goto(`/p${PRODUCT_URL}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
});

test('old URLs redirect to their new address', async ({ page, request }) => {
  // Seeded redirects (apps/commerce/demo/catalogue/cms.ts): Next answers 308/307, the
  // HTTP equivalents of 301/302 that keep the method.
  for (const { from, to, permanent } of [
    { from: '/caneta-bic-azul-antiga.html', to: PRODUCT_URL, permanent: true },
    { from: '/informatica/impressoras.html', to: '/informatica/impressao/impressoras.html', permanent: true },
    { from: '/institucional/quem-somos', to: '/sobre-nos', permanent: true },
    { from: '/black-friday', to: '/ofertas.html', permanent: false },
    { from: '/en/black-friday', to: '/en/ofertas.html', permanent: false },
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(permanent ? 308 : 307);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, from).toBe(to);
  }
  await page.goto('/caneta-bic-azul-antiga.html');
  await expect(page).toHaveURL(new RegExp(`${PRODUCT_URL.replace('.', '\\.')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
});

test('an unknown URL gives the 404 page', async ({ page }) => {
  for (const path of ['/esta-pagina-nao-existe', '/papelaria/nada-aqui.html', '/en/nothing-here']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.goto('/esta-pagina-nao-existe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByRole('link', { name: /página inicial|início/i }).first()).toBeVisible();
});

test('sitemap.xml lists pages, categories and products with their language alternates', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  for (const path of [
    '/',
    '/en',
    '/german',
    '/sobre-nos',
    '/faq',
    '/en/cupons',
    '/papelaria.html',
    PRODUCT_URL,
  ]) {
    expect(locs, path).toContain(path);
  }
  expect(locs.filter((path) => path.endsWith('.html')).length).toBeGreaterThan(300);
  expect(xml).toMatch(/hreflang="de-DE" href="[^"]+\/german\/sobre-nos"/);
});

test('robots.txt allows the store, keeps private pages out and points to the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/Allow: \/\n/);
  for (const path of ['/customer', '/checkout', '/cart', '/en/customer']) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test('the CMS home page URL leads to the home page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});

test('a first visit from an English or German browser opens that store once; then the shopper decides', async ({
  browser,
}) => {
  for (const { locale, prefix, name } of [
    { locale: 'en-US', prefix: '/en', name: 'Stationery' },
    { locale: 'de-DE', prefix: '/german', name: 'Schreibwaren' },
  ]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/papelaria.html');
    await expect(page).toHaveURL(new RegExp(`${prefix}/papelaria\\.html$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The locale cookie is set now: going back to the Portuguese address stays in Portuguese.
    await page.goto('/papelaria.html');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/papelaria\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Papelaria');
    await context.close();
  }
});
