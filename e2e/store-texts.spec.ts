// Product texts per store view: the English store shows the demo's English name on a search
// listing, the product page and the mini-cart while the Portuguese store keeps its own; the English
// and German product pages describe the product in their language; a listing sorted by name
// follows the English names; a staff member
// then changes a product's English name in the back office's English tab, and the English product
// page shows it while the Portuguese one does not change.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAdmin, DESKTOP, firstSignIn, serverErrors } from './admin-session';
import { settleRequests } from './store';

// Screens wait on the API, which several journeys share on a two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Hundreds in stock: other journeys' carts never run it out. */
const CALCULATOR = {
  sku: '100123',
  pt: 'Calculadora Científica Casio FX-82MS 240 Funções',
  en: 'Scientific Calculator Casio FX-82MS 240 Functions',
  de: 'Taschenrechner Wissenschaftlich Casio FX-82MS 240 Funktionen',
};
const PINS = { sku: '100091', pt: 'Percevejo Latonado Cis Caixa com 100 Unidades' };

/** Letters only: an English name no other run or product has. */
const STAMP = Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The product page's description section, named by its heading. */
const description = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A name as the server orders it: accents and case folded, anything but letters and digits a space. */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

test('the English store shows English product names on a listing, the product page and the mini-cart', async ({
  page,
}) => {
  // First renders of three pages on a shared two-core machine.
  test.setTimeout(120_000);
  await page.goto('/en/search/scientific', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByText(CALCULATOR.en, { exact: true }).first()).toBeVisible();

  await page.goto(`/en/produto?sku=${CALCULATOR.sku}`, { waitUntil: 'domcontentloaded' });
  await expect(heading(page)).toHaveText(CALCULATOR.en);
  await settleRequests(page);
  await page.getByRole('region', { name: 'Buy' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My cart' })).toContainText(CALCULATOR.en);

  await page.goto(`/produto?sku=${CALCULATOR.sku}`, { waitUntil: 'domcontentloaded' });
  await expect(heading(page)).toHaveText(CALCULATOR.pt);
});

test('the English and German product pages describe the product in their language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`/en/produto?sku=${CALCULATOR.sku}`, { waitUntil: 'domcontentloaded' });
  const english = description(page, 'Description');
  await expect(english).toContainText(`${CALCULATOR.en} by Casio`);
  await expect(english).toContainText('For the accounts of the office, the shop counter and the classroom.');
  await expect(english.getByRole('listitem').filter({ hasText: 'Package dimensions:' })).toHaveText(
    'Package dimensions: 9 x 17 x 3 cm',
  );
  await expect(english).not.toContainText('Dimensões da embalagem');

  await page.goto(`/german/produto?sku=${CALCULATOR.sku}`, { waitUntil: 'domcontentloaded' });
  await expect(heading(page)).toHaveText(CALCULATOR.de);
  const german = description(page, 'Beschreibung');
  await expect(german).toContainText(`${CALCULATOR.de} von Casio`);
  await expect(german.getByRole('listitem').filter({ hasText: 'Garantie:' })).toHaveText(
    'Garantie: 12 Monate',
  );
  await expect(german).not.toContainText('Garantia');

  await page.goto(`/produto?sku=${CALCULATOR.sku}`, { waitUntil: 'domcontentloaded' });
  await expect(description(page, 'Descrição')).toContainText('Dimensões da embalagem');
});

test('the English store sorts a listing by the English names', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/search/pen?sort=name_asc', { waitUntil: 'domcontentloaded' });
  const cards = page.getByRole('region', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((articles) =>
    articles.map((card) => ({
      name: card.querySelector('h2, h3')?.textContent?.trim() ?? '',
      soldOut: /Out of stock/.test(card.textContent ?? ''),
    })),
  );
  expect(shown.length).toBeGreaterThan(5);
  // Products in stock come first in every order; each group is in name order on its own.
  for (const soldOut of [false, true]) {
    const keys = shown.filter((card) => card.soldOut === soldOut).map((card) => sortKey(card.name));
    expect(keys).toEqual([...keys].sort());
  }
});

test('staff renames a product in the English tab; the English product page shows it', async ({
  browser,
}, testInfo) => {
  // Signing in hashes passwords slowly on purpose; the machine is shared.
  test.setTimeout(300_000);
  const baseURL = testInfo.project.use.baseURL;
  const page = await (await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'pt-BR' })).newPage();
  const email = `textos-admin-${Date.now()}@loja.test`;
  await firstSignIn(page, email, createAdmin(email));

  // The product's form by its address (the staff token stays with the tab).
  await page.goto(`/admin/#/products/${PINS.sku}`);
  await page.getByRole('tab', { name: 'English' }).click();
  const name = page.getByRole('textbox', { name: 'Nome' });
  await expect(name).toHaveValue('Brass-Plated Push Pins Cis Box of 100');
  const english = `Brass Push Pins ${STAMP}`;
  await name.fill(english);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/rest/en/V1/products/${PINS.sku}`),
  );
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(serverErrors(page)).toHaveCount(0);

  const shop = await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage();
  await expect(async () => {
    await shop.goto(`/en/produto?sku=${PINS.sku}`, { waitUntil: 'domcontentloaded' });
    await expect(heading(shop)).toHaveText(english, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [200] });
  await shop.goto(`/produto?sku=${PINS.sku}`);
  await expect(heading(shop)).toHaveText(PINS.pt);

  // "Usar o valor padrão" empties the field: the English store shows the Portuguese name again.
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Usar o valor padrão' }).first().click();
  await expect(name).toHaveValue('');
  const inherited = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(`/rest/en/V1/products/${PINS.sku}`),
  );
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await inherited).status()).toBe(200);
  await expect(serverErrors(page)).toHaveCount(0);
  await expect(async () => {
    await shop.goto(`/en/produto?sku=${PINS.sku}`, { waitUntil: 'domcontentloaded' });
    await expect(heading(shop)).toHaveText(PINS.pt, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [200] });
  await page.context().close();
  await shop.context().close();
});
