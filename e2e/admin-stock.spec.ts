// Stock in the back office: the Painel's low-stock count is the product list filtered by
// "Estoque baixo", which exports as a spreadsheet; a clerk sets a product's stock on its form, a
// shopper orders it and the clerk cancels the order, and the product's "Movimentações de estoque"
// tab shows the three movements (edit, order, cancellation) with the order number, who and when.
// Screenshots on a desktop and a 390 px phone; axe on the list and the tab.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { createAdmin, DESKTOP, expectAccessible, firstSignIn, shot } from './admin-session';
import { readyCart, simpleProduct } from './orders';
import { COMMERCE, logInNewCustomer } from './store';

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 390, height: 844 };

async function adminApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('admin.token'));
  const answer = await page.request.get(`/rest/V1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

async function placeUnpaidPixOrder(
  request: APIRequestContext,
  token: string,
  product: Awaited<ReturnType<typeof simpleProduct>>,
) {
  const cartId = await readyCart(request, 'jetpix', { token }, product);
  const created = await request.post(`${COMMERCE}/order/create`, {
    data: { cart_id: cartId },
    headers: { Store: 'default', Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { order: { number: string } }).order.number;
}

test('low stock listed and exported; a stock edit and a cancelled order in the movement history', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize(DESKTOP);
  const email = `estoque-${Date.now()}@loja.test`;
  await firstSignIn(page, email, createAdmin(email));

  // The Painel's count of low-stock products…
  const heading = page.getByRole('heading', { name: /Estoque baixo \(\d+\)/ });
  await expect(heading).toBeVisible();
  const low = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
  expect(low).toBeGreaterThan(0);

  // …is the product list filtered by "Estoque baixo", every row with its units.
  await page.goto(`/admin/#/products?filter=${encodeURIComponent(JSON.stringify({ low_stock: true }))}`);
  await expect(page.getByText(new RegExp(`de ${low}$`))).toBeVisible();
  const stockCells = page.locator('td.column-qty');
  await expect(stockCells.first()).toHaveText(/^\d+$/);
  await page.getByRole('columnheader', { name: 'Estoque' }).getByRole('button').click();
  await shot(page, 'admin-low-stock-desktop');
  await expectAccessible(page, 'the low-stock list');

  // The export writes the whole filtered list, not the page.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('produtos-filtrados.csv');
  const csv = readFileSync(await download.path(), 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('SKU;Nome;Tipo;Preço;Estoque;Em estoque;Situação');
  expect(csv).toHaveLength(low + 1);

  // A clerk sets a product's stock on its form.
  const product = await simpleProduct(request);
  const before = (await adminApi<{ qty: number }>(page, `stockItems/${product.sku}`)).qty;
  await page.goto(`/admin/#/products/${encodeURIComponent(product.sku)}`);
  const qty = page.getByRole('textbox', { name: 'Estoque' });
  await expect(qty).toHaveValue(String(before));
  await qty.fill(String(before + 20));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(/atualizado/i).first()).toBeVisible();
  expect((await adminApi<{ qty: number }>(page, `stockItems/${product.sku}`)).qty).toBe(before + 20);

  // A shopper orders it (Pix, unpaid) and the clerk cancels the order.
  const shopper = await logInNewCustomer(context, request, baseURL);
  const number = await placeUnpaidPixOrder(request, shopper.token, product);
  const ordered = Math.ceil(110 / product.price);
  await page.goto(`/admin/#/orders?filter=${encodeURIComponent('{}')}`);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(number);
  await page.getByRole('link', { name: number, exact: true }).click();
  await page.getByRole('button', { name: /^Cancelar pedido$/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Cancelar pedido$/i })
    .click();
  await expect(page.getByText('Cancelado').first()).toBeVisible();

  // The product's movements: newest first, each with its reason, reference, units and who.
  await page.goto(`/admin/#/products/${encodeURIComponent(product.sku)}`);
  await page.getByRole('tab', { name: 'Movimentações de estoque' }).click();
  const table = page.getByRole('table', { name: 'Movimentações de estoque' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Pedido cancelado');
  await expect(rows.nth(1)).toContainText(number);
  await expect(rows.nth(1)).toContainText(`+${ordered}`);
  await expect(rows.nth(1)).toContainText(email);
  await expect(rows.nth(2)).toContainText('Pedido feito');
  await expect(rows.nth(2)).toContainText(`-${ordered}`);
  await expect(rows.nth(2)).toContainText('(cliente)');
  await expect(rows.nth(3)).toContainText('Edição do produto');
  await expect(rows.nth(3)).toContainText('+20');
  await expect(rows.nth(3)).toContainText(`${before}`);
  // Brazilian dates: dd/mm/aaaa, hh:mm:ss.
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}(:\d{2})?$/,
  );
  await shot(page, 'admin-stock-movements-desktop');
  await expectAccessible(page, 'the stock movements tab');

  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByRole('tab', { name: 'Movimentações de estoque' }).click();
  await expect(rows.filter({ hasText: number }).filter({ hasText: 'Pedido cancelado' })).toBeVisible();
  await shot(page, 'admin-stock-movements-phone');
  await page.goto(`/admin/#/products?filter=${encodeURIComponent(JSON.stringify({ low_stock: true }))}`);
  await expect(page.getByText(new RegExp(`de ${low}$`))).toBeVisible();
  await shot(page, 'admin-low-stock-phone');
});
