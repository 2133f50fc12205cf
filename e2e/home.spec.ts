// Journey: a shopper lands on the home page and finds the store. The page must name the store,
// list the departments and show products with their prices, all rendered on the server, so
// search engines and slow phones get the catalogue without waiting for JavaScript.
import { expect, test } from '@playwright/test';

const STORE_NAME = 'Escritório Total';
const BRL_PRICE = /R\$\s?\d/;

test('home page names the store and lists departments and priced products', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveTitle(new RegExp(STORE_NAME));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(STORE_NAME);

  const departments = page.getByRole('navigation', { name: 'Departamentos' });
  await expect(departments.getByRole('link', { name: /Papelaria/ })).toBeVisible();
  await expect(departments.getByRole('link', { name: /Informática/ })).toBeVisible();
  await expect(departments.getByRole('link').nth(2)).toBeVisible();

  const firstProduct = page.getByRole('article').first();
  const name = firstProduct.getByRole('heading');
  await expect(name).toHaveText(/\S/);
  await expect(firstProduct).toContainText(BRL_PRICE);

  const productName = (await name.textContent())?.trim() ?? '';
  const image = firstProduct.getByRole('img', { name: productName });
  await expect(image).toHaveAttribute('width', '216');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the product image loads from the commerce server',
    })
    .toBe(true);
});

test('home page HTML already carries the products (server-side rendering)', async ({ page, request }) => {
  await page.goto('/');
  const productName = (await page.getByRole('article').first().getByRole('heading').textContent())?.trim();
  expect(productName, 'a product name on the page').toBeTruthy();

  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(escapeHtml(productName ?? ''));
  expect(html).toMatch(BRL_PRICE);
  await expect(page.getByText('Não foi possível carregar o catálogo')).toHaveCount(0);
});

/** React escapes these characters in text nodes. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
