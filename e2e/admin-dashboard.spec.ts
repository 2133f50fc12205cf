// The first administrator from the README's own command, typed from the repository root on the
// store's database (relative DATABASE_URL, as the journeys' store was started), signs in to /admin
// with TOTP; then the Painel's cards count what their labels say (sales = paid orders, "A faturar"
// = paid and not invoiced, "A enviar" = invoiced and not shipped) and each card leads to the order
// list with the same filter and the same total. The low-stock widget links to the full list.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { code, DESKTOP, firstSignIn, NEW_PASSWORD, shot } from './admin-session';
import { readyCart } from './orders';
import { COMMERCE, customer } from './store';

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const ROOT = path.join(import.meta.dirname, '..');

/** The README's create-admin command as written, with an e-mail for its `…`; answers the one-time password. */
function readmeCreateAdmin(email: string): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const command = /`(npm run staff [^`]*create-admin --email …)`/.exec(readme.replace(/\n/g, ' '))?.[1];
  expect(command, 'the README gives the create-admin command').toBeDefined();
  const output = execSync(command!.replace('…', email), {
    cwd: ROOT,
    // The store's own setting, relative as playwright.config.ts gives it to the store.
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'file:./data/e2e.db',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  const match = /One-time password: (\S+)/.exec(output);
  if (!match?.[1]) throw new Error(`no one-time password in: ${output}`);
  return match[1];
}

async function placeOrder(request: APIRequestContext, token: string, pay: boolean) {
  const cartId = await readyCart(request, 'jetpix', { token });
  const created = await request.post(`${COMMERCE}/order/create`, {
    data: { cart_id: cartId },
    headers: { Store: 'default', Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  const number = ((await created.json()) as { order: { number: string } }).order.number;
  if (pay) {
    const charge = await request.post(`${COMMERCE}/payments/itau/pix/transactions?orderId=${number}`, {
      data: {},
      headers: { Authorization: `Bearer ${token}` },
    });
    const { txid } = (await charge.json()) as { txid: string };
    expect((await request.post(`${COMMERCE}/payments/sandbox/pix/pay?txid=${txid}`)).ok()).toBe(true);
  }
  return number;
}

/** The count a card shows ("3 pedidos"). */
async function cardCount(page: Page, label: string): Promise<number> {
  const card = page.getByRole('link', { name: new RegExp(`^${label}`) });
  // The count is the card's last line (a sales card shows its total above it).
  const text = (await card.locator('p').last().textContent()) ?? '';
  const count = /^(\d+) pedidos?$/.exec(text.trim())?.[1];
  expect(count, `${label}: ${text}`).toBeDefined();
  return Number(count);
}

test('the README’s first administrator signs in; the Painel’s numbers equal the filtered lists’ totals', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const email = `painel-${Date.now()}@loja.test`;
  const secret = await firstSignIn(page, email, readmeCreateAdmin(email), 'admin-readme-first-sign-in');

  // Orders in each step: unpaid Pix, paid Pix, paid and invoiced Pix.
  const shopper = await customer(request, 'painel');
  const unpaid = await placeOrder(request, shopper.token, false);
  const paid = await placeOrder(request, shopper.token, true);
  const invoiced = await placeOrder(request, shopper.token, true);
  const token = (await (
    await request.post(`${COMMERCE}/rest/V1/tfa/provider/google/authenticate`, {
      data: { username: email, password: NEW_PASSWORD, otp: code(secret, 1) },
    })
  ).json()) as string;
  const auth = { Authorization: `Bearer ${token}` };
  const found = await request.get(
    `${COMMERCE}/rest/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${invoiced}`,
    { headers: auth },
  );
  const id = ((await found.json()) as { items: { entity_id: number }[] }).items[0]?.entity_id;
  expect(
    (await request.post(`${COMMERCE}/rest/V1/order/${id}/invoice`, { data: {}, headers: auth })).ok(),
  ).toBe(true);

  const cards: { label: string; in: string[]; out: string[] }[] = [
    { label: 'Vendas de hoje', in: [paid, invoiced], out: [unpaid] },
    { label: 'Vendas do mês', in: [paid, invoiced], out: [unpaid] },
    { label: 'Aguardando pagamento', in: [unpaid], out: [paid, invoiced] },
    { label: 'A faturar', in: [paid], out: [unpaid, invoiced] },
    { label: 'A enviar', in: [invoiced], out: [unpaid, paid] },
  ];
  for (const card of cards) {
    // A fresh load: the Painel reads its figures when it opens.
    await page.goto('/admin/#/');
    await page.reload();
    await expect(page.getByRole('heading', { name: card.label })).toBeVisible();
    const count = await cardCount(page, card.label);
    if (card.label === 'Vendas de hoje') await shot(page, 'admin-dashboard-figures');
    await page.getByRole('link', { name: new RegExp(`^${card.label}`) }).click();
    await expect(page).toHaveURL(/#\/orders\?/);
    for (const number of card.in)
      await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
    for (const number of card.out)
      await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(0);
    // The list's total is the card's (a fresh store: one page holds them all).
    await expect(page.locator('table tbody tr')).toHaveCount(count);
    if (card.label === 'A faturar') await shot(page, 'admin-orders-to-invoice');
  }

  // The low-stock widget's "Ver todos" opens the products list with the widget's stock filter.
  await page.goto('/admin/#/');
  const all = page.getByRole('link', { name: /Ver todos/ });
  await expect(all).toBeVisible();
  expect(decodeURIComponent((await all.getAttribute('href')) ?? '')).toContain('"low_stock":true');
});
