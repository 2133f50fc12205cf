// The order's life after checkout: a shopper's Pix order is paid, then invoiced and shipped with a
// Correios tracking code by the store's operator (the orders command, the same services as the
// REST API); the shopper gets the "shipped" e-mail with the tracking link and sees the order's
// timeline, the code linked to the Correios page, in My Account. A cancelled Pix order gives its
// stock back.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { waitForMail } from './mail';
import { readyCart } from './orders';
import { SMTP_PORT } from './ports';
import { COMMERCE, databaseFile, logInNewCustomer, withDatabase } from './store';

test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 45_000 });
const run = promisify(execFile);

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    localStorage.setItem(
      'vsf-newsletter',
      JSON.stringify({ state: 'dismissed', at: new Date().toISOString() }),
    ),
  );
});

/**
 * The operator's command on the journey's database; its e-mails go to the journey's SMTP server
 * (run asynchronously: that server lives in this process and must answer meanwhile).
 */
async function orders(...args: string[]) {
  try {
    const { stdout } = await run('npm', ['run', 'orders', '-w', 'apps/commerce', '--', ...args], {
      cwd: path.join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: `file:${databaseFile()}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
      encoding: 'utf8',
    });
    return stdout;
  } catch (error) {
    throw new Error(`orders ${args.join(' ')} failed: ${(error as { stderr?: string }).stderr ?? error}`);
  }
}

/** A customer's Pix order placed through the store's API; returns its number. */
async function pixOrder(request: APIRequestContext, token: string) {
  const cartId = await readyCart(request, 'jetpix', { token });
  const created = await request.post(`${COMMERCE}/order/create`, {
    data: { cart_id: cartId },
    headers: { Store: 'default', Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { order: { number: string } }).order.number;
}

test('a shipped order: the e-mail and the My Account timeline link the tracking code to Correios', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const who = await logInNewCustomer(context, request, baseURL);
  const number = await pixOrder(request, who.token);
  const charge = await request.post(`${COMMERCE}/payments/itau/pix/transactions?orderId=${number}`, {
    data: {},
    headers: { Authorization: `Bearer ${who.token}` },
  });
  expect(charge.ok()).toBe(true);
  const { txid } = (await charge.json()) as { txid: string };
  expect((await request.post(`${COMMERCE}/payments/sandbox/pix/pay?txid=${txid}`)).ok()).toBe(true);

  await orders('invoice', number);
  expect(
    await orders(
      'ship',
      number,
      '--carrier',
      'correios',
      '--number',
      'AA123456785BR',
      '--title',
      'Correios PAC',
    ),
  ).toContain('state complete');

  const { text } = await waitForMail(who.email, {
    match: (mail) => mail.text.includes('saiu para entrega'),
  });
  expect(text).toContain(`Seu pedido nº ${number} saiu para entrega.`);
  expect(text).toContain('https://rastreamento.correios.com.br/app/index.php?objetos=AA123456785BR');

  await page.goto(`/customer/order-history/${number}`);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline).toBeVisible({ timeout: 120_000 });
  for (const step of ['Pedido realizado', 'Pagamento confirmado', 'Faturado', 'Enviado']) {
    // The step's label, followed by its document number and amount when it has them.
    await expect(timeline.getByRole('paragraph').filter({ hasText: new RegExp(`^${step}`) })).toBeVisible();
  }
  const link = timeline.getByRole('link', { name: /Rastrear AA123456785BR no site de Correios PAC/ });
  await expect(link).toHaveAttribute(
    'href',
    'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456785BR',
  );
  await expect(page.getByTestId('order-status')).toHaveText('Concluído');
});

test('a cancelled Pix order gives its stock back and shows as cancelled', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const who = await logInNewCustomer(context, request, baseURL);
  const number = await pixOrder(request, who.token);
  const moves = () =>
    withDatabase(
      (db) =>
        db
          .prepare(
            `SELECT p.stock_qty AS stock, s.quantity AS taken FROM sales_order_stock s
             JOIN product p ON p.id = s.product_id JOIN sales_order o ON o.id = s.order_id WHERE o.increment_id = ?`,
          )
          .get(number) as { stock: number; taken: number },
    );
  const before = moves();
  expect(before.taken).toBeGreaterThan(0);
  expect(await orders('cancel', number)).toContain('state canceled');
  expect(moves().stock).toBe(before.stock + before.taken);
  // A second cancel changes nothing.
  expect(await orders('cancel', number)).toContain('false');
  expect(moves().stock).toBe(before.stock + before.taken);

  await page.goto(`/customer/order-history/${number}`);
  await expect(page.getByTestId('order-timeline').getByText('Cancelado', { exact: true })).toBeVisible({
    timeout: 120_000,
  });
});
