// A downloadable product after the purchase: staff makes one with a PDF (admin REST API, an
// integration's token); a guest with it in the cart is asked at checkout to log in, and logging
// in takes the cart along; the customer orders it with Pix, finds it "Pendente" in My Account's
// "Meus downloads", and once the order is invoiced (admin REST) downloads the very file staff sent.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { ADDRESS } from './orders';
import { COMMERCE, customer, databaseFile, graphql, openInteractive, PASSWORD, SCREENSHOTS } from './store';

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

const STAMP = Date.now().toString(36);
const SKU = `DL-E2E-${STAMP.toUpperCase()}`;
// A real (if tiny) PDF: the uploads module keeps only what its content says is a PDF.
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${STAMP}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);

/** `npm run staff -- create-integration` on the journey's database; answers its token. */
function integrationToken(): string {
  const output = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'staff',
      '-w',
      'apps/commerce',
      '--',
      'create-integration',
      '--name',
      `downloads-${STAMP}`,
      '--role',
      'administrator',
    ],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: `file:${databaseFile()}`, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  return output.trim().split('\n').at(-1)!.trim();
}

async function rest(request: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await request.post(`${COMMERCE}/rest/V1/${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

test('a bought file is pending until the order is invoiced, then downloads byte for byte', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const staff = integrationToken();
  await rest(request, staff, 'products', {
    product: {
      sku: SKU,
      name: `Kit de Modelos de Planilhas ${STAMP}`,
      type_id: 'downloadable',
      attribute_set_id: 4,
      price: 120,
      status: 1,
      visibility: 4,
      extension_attributes: { stock_item: { qty: 50, is_in_stock: true } },
    },
  });
  await rest(request, staff, `products/${SKU}/downloadable-links`, {
    link: {
      title: 'Modelos em PDF',
      price: 0,
      number_of_downloads: 3,
      link_type: 'file',
      link_file_content: { file_data: PDF.toString('base64'), name: 'modelos-de-planilhas.pdf' },
    },
  });

  // A guest cannot check a file out (no account to download it from): the checkout says so and
  // offers the login, which brings the cart along.
  const { createEmptyCart: guestCart } = await graphql<{ createEmptyCart: string }>(
    request,
    'mutation { createEmptyCart }',
  );
  await graphql(
    request,
    `mutation ($id: String!, $sku: String!) {
       addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
    { id: guestCart, sku: SKU },
  );
  await context.addCookies([{ name: 'vsf-cart', value: guestCart, url: baseURL ?? '' }]);
  await openInteractive(page, '/checkout');
  await page.getByLabel('Seu e-mail').fill('visitante@example.com');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Para comprar arquivos para baixar' });
  await expect(refusal).toHaveText(/entre na sua conta ou cadastre-se\./);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/downloads-guest-checkout-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await refusal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/downloads-guest-checkout-phone.png` });
  await page.setViewportSize({ width: 1280, height: 720 });
  const who = await customer(request, 'cliente');
  await refusal.getByRole('button', { name: 'Entrar ou cadastrar-se' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByLabel('E-mail').fill(who.email);
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(refusal).toHaveCount(0);
  await expect(page.getByLabel('Seu e-mail')).toHaveCount(0);

  // The customer's order of the merged cart, through the store's API as checkout places it (a
  // virtual cart: no delivery).
  const run = <T>(query: string, variables: object) => graphql<T>(request, query, variables, who.token);
  const { customerCart } = await run<{ customerCart: { id: string; items: { product: { sku: string } }[] } }>(
    '{ customerCart { id items { product { sku } } } }',
    {},
  );
  const id = customerCart.id;
  expect(customerCart.items.map((item) => item.product.sku)).toEqual([SKU]);
  await run(
    'mutation ($id: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $a } }) { cart { id } } }',
    { id, a: ADDRESS },
  );
  await run(
    'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "jetpix" } }) { cart { id } } }',
    { id },
  );
  const placed = await run<{ placeOrder: { orderV2: { number: string }; errors: { message: string }[] } }>(
    'mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { number } errors { message } } }',
    { id },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  const number = placed.placeOrder.orderV2.number;

  await page.goto('/customer');
  await page.getByRole('link', { name: 'Meus downloads' }).click();
  await expect(page.getByRole('heading', { name: 'Meus downloads' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Modelos em PDF' });
  await expect(row.getByText('Pendente')).toBeVisible();
  await expect(row.getByRole('link', { name: `Pedido ${number}` })).toBeVisible();
  await expect(row.getByRole('link', { name: /Baixar/ })).toHaveCount(0);
  expect(await seriousViolations(page), 'violations on Meus downloads').toEqual([]);

  // Staff invoices the order (the Pix payment is confirmed with it).
  const orders = await request.get(
    `${COMMERCE}/rest/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${number}`,
    { headers: { Authorization: `Bearer ${staff}` } },
  );
  const orderId = ((await orders.json()) as { items: { entity_id: number }[] }).items[0]!.entity_id;
  await rest(request, staff, `order/${orderId}/invoice`, { capture: true });

  await page.reload();
  await expect(row.getByText('Disponível')).toBeVisible();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Baixar Modelos em PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('modelos-de-planilhas.pdf');
  expect(await readFile((await download.path())!)).toEqual(PDF);

  await page.reload();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  expect(await seriousViolations(page), 'violations on Meus downloads').toEqual([]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/downloads-desktop.png` });
  // Phones get one card per file, its button within reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: 'Meus downloads' }).getByRole('listitem');
  await expect(card.getByText('2 downloads restantes')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Baixar Modelos em PDF' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/downloads-phone.png`, fullPage: true });
});
