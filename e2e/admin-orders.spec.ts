// Pedidos in the back office, end to end: a shopper's paid Pix order is invoiced and shipped with a
// Correios code from the order page → the shopper gets the e-mail and My Account links the code; an
// unpaid Pix order is cancelled → its stock is back (admin API); a card order is invoiced and
// refunded → the credit memo is on the order page and My Account shows the refund. The packing slip
// downloads as a PDF. The Painel, the order list (filtered) and the order page pass axe on a desktop
// and on a 1024×768 tablet; screenshots in e2e/screenshots.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  code,
  createAdmin,
  DESKTOP,
  expectAccessible,
  firstSignIn,
  NEW_PASSWORD,
  shot,
  TABLET,
} from './admin-session';
import { waitForMail } from './mail';
import { readyCart } from './orders';
import { COMMERCE, logInNewCustomer, withDatabase } from './store';

const TRACKING = 'AB987654326BR';

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A customer's order through the store's API with a payment method; answers its number. */
async function placeOrder(request: APIRequestContext, token: string, payment: string) {
  const cartId = await readyCart(request, payment, { token });
  const created = await request.post(`${COMMERCE}/order/create`, {
    data: { cart_id: cartId },
    headers: { Store: 'default', Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { order: { number: string } }).order.number;
}

async function payPix(request: APIRequestContext, token: string, number: string) {
  const charge = await request.post(`${COMMERCE}/payments/itau/pix/transactions?orderId=${number}`, {
    data: {},
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(charge.ok()).toBe(true);
  const { txid } = (await charge.json()) as { txid: string };
  expect((await request.post(`${COMMERCE}/payments/sandbox/pix/pay?txid=${txid}`)).ok()).toBe(true);
  return txid;
}

async function payCard(request: APIRequestContext, token: string, number: string) {
  const cents = withDatabase(
    (db) =>
      (
        db
          .prepare('SELECT grand_total_cents AS cents FROM sales_order WHERE increment_id = ?')
          .get(number) as {
          cents: number;
        }
      ).cents,
  );
  const paid = await request.post(`${COMMERCE}/payments/rede/transactions?orderId=${number}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      data: {
        capture: true,
        kind: 'credit',
        cardholderName: 'JOANA PEREIRA',
        cardNumber: '5448280000000007',
        expirationMonth: 12,
        expirationYear: new Date().getFullYear() + 2,
        securityCode: '123',
        installments: 1,
        amount: cents,
      },
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The admin REST API with the signed-in staff member's token (what the app itself calls). */
async function adminApi<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('admin.token'));
  const answer = await page.request.get(`/rest/V1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

interface ApiOrder {
  entity_id: number;
  items: { sku: string; qty_ordered: number }[];
}
const orderOf = async (page: Page, number: string) =>
  (
    await adminApi<{ items: ApiOrder[] }>(
      page,
      `orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${number}`,
    )
  ).items[0]!;

/** Finds the order in Pedidos by its number (the search box, other filters cleared) and opens its page. */
async function openOrder(page: Page, number: string) {
  await page.goto(`/admin/#/orders?filter=${encodeURIComponent('{}')}`);
  await page.getByRole('textbox', { name: 'Buscar' }).fill(number);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Pedido ${number}`) })).toBeVisible();
}

/** Runs an order action through its dialog and waits for the server's answer. */
async function act(
  page: Page,
  button: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await fill?.(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText('Feito.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test.describe
  .serial('Pedidos in the back office', () => {
    test.describe.configure({ timeout: 360_000 });
    const adminEmail = `pedidos-admin-${Date.now()}@loja.test`;
    let secret = '';
    let shippedNumber = '';

    test('invoice and ship, cancel a Pix order, refund a card order; Painel, list and page on a desktop', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await page.setViewportSize(DESKTOP);
      const shopper = await logInNewCustomer(context, request, baseURL);
      const paidPix = await placeOrder(request, shopper.token, 'jetpix');
      const txid = await payPix(request, shopper.token, paidPix);
      const unpaidPix = await placeOrder(request, shopper.token, 'jetpix');
      const card = await placeOrder(request, shopper.token, 'jetcred');
      await payCard(request, shopper.token, card);
      shippedNumber = paidPix;

      secret = await firstSignIn(page, adminEmail, createAdmin(adminEmail));

      // Painel: the server's figures, each linked to its list; the 30-day chart; low stock.
      await expect(page.getByRole('heading', { name: 'Vendas de hoje' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vendas dos últimos 30 dias' })).toBeVisible();
      await expect(page.locator('.MuiChartsSurface-root, svg.MuiChartsSurface-root').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: /Estoque baixo/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Avaliações a moderar' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Solicitações em aberto' })).toBeVisible();
      await shot(page, 'admin-dashboard-desktop');
      await expectAccessible(page, 'the dashboard');
      // "A faturar" leads to the paid orders not invoiced yet, the paid Pix order among them.
      await page.getByRole('link', { name: /A faturar/ }).click();
      await expect(page.getByRole('link', { name: paidPix, exact: true })).toBeVisible();

      // The list filtered by payment method: the card order, not the Pix ones.
      await page.getByRole('button', { name: /Adicionar filtro|Add filter/i }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Forma de pagamento' }).click();
      await page.getByRole('combobox', { name: 'Forma de pagamento' }).click();
      await page.getByRole('option', { name: 'Cartão de crédito' }).click();
      await page.getByRole('combobox', { name: 'Situação' }).click();
      await page.getByRole('option', { name: 'Em processamento' }).click();
      await expect(page.getByRole('link', { name: card, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: paidPix, exact: true })).toHaveCount(0);
      await shot(page, 'admin-order-list-desktop');
      await expectAccessible(page, 'the order list');

      // The paid Pix order: its txid on the page, invoiced, then shipped with a Correios code.
      await openOrder(page, paidPix);
      await expect(page.getByText(txid, { exact: true })).toBeVisible();
      await act(page, 'Faturar');
      await expect(
        page
          .getByTestId('admin-order-timeline')
          .getByText(/^Fatura /)
          .first(),
      ).toBeVisible();
      await act(page, 'Enviar', async (dialog) => {
        await dialog.getByLabel('Código de rastreio').fill(TRACKING);
      });
      const track = page.getByRole('link', { name: new RegExp(`Rastreio .*${TRACKING}`) }).first();
      await expect(track).toHaveAttribute(
        'href',
        `https://rastreamento.correios.com.br/app/index.php?objetos=${TRACKING}`,
      );
      await shot(page, 'admin-order-page-desktop');
      await expectAccessible(page, 'the order page');

      // The packing slip is a PDF the server draws.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Imprimir romaneio' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`romaneio-${paidPix}.pdf`);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // The shopper's e-mail and My Account link the code to Correios.
      const mail = await waitForMail(shopper.email, { match: (m) => m.text.includes('saiu para entrega') });
      expect(mail.text).toContain(`https://rastreamento.correios.com.br/app/index.php?objetos=${TRACKING}`);
      const account = await context.newPage();
      await account.goto(`/customer/order-history/${paidPix}`);
      await expect(
        account
          .getByTestId('order-timeline')
          .getByRole('link', { name: new RegExp(`Rastrear ${TRACKING}`) })
          .first(),
      ).toHaveAttribute('href', `https://rastreamento.correios.com.br/app/index.php?objetos=${TRACKING}`, {
        timeout: 120_000,
      });

      // The unpaid Pix order is cancelled: its units are back in stock (the admin API says).
      const unpaid = await orderOf(page, unpaidPix);
      const sku = unpaid.items[0]!.sku;
      const stock = async () => (await adminApi<{ qty: number }>(page, `stockItems/${sku}`)).qty;
      const before = await stock();
      await openOrder(page, unpaidPix);
      await act(page, 'Cancelar pedido');
      await expect(page.getByText('Cancelado').first()).toBeVisible();
      expect(await stock()).toBe(before + unpaid.items[0]!.qty_ordered);

      // The card order: brand, last four and authorisation shown; invoiced, then refunded in full.
      await openOrder(page, card);
      await expect(page.getByText('Final do cartão', { exact: true })).toBeVisible();
      await expect(page.getByText('0007', { exact: true })).toBeVisible();
      await expect(page.getByText('Código de autorização', { exact: true })).toBeVisible();
      await act(page, 'Faturar');
      await act(page, 'Reembolsar');
      await expect(
        page
          .getByTestId('admin-order-timeline')
          .getByText(/^Reembolso /)
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('row', { name: /^Reembolsado R\$/ })).not.toContainText('R$ 0,00');
      await account.goto(`/customer/order-history/${card}`);
      await expect(
        account
          .getByTestId('order-timeline')
          .getByText(/^Reembolsado/)
          .first(),
      ).toBeVisible({
        timeout: 120_000,
      });
    });

    test('the Painel, the order list and an order page on a 1024×768 tablet', async ({ page }) => {
      await page.setViewportSize(TABLET);
      await page.goto('/admin/');
      await page.getByLabel('Usuário').fill(adminEmail);
      await page.getByLabel('Senha').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByLabel('Código do aplicativo autenticador').fill(code(secret, 1));
      await page.getByRole('button', { name: 'Verificar código' }).click();
      await expect(page.getByRole('heading', { name: 'Vendas dos últimos 30 dias' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'A enviar' })).toBeVisible();
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          TABLET.width,
        );
      await fits();
      await shot(page, 'admin-dashboard-tablet');
      await expectAccessible(page, 'the dashboard on a tablet');

      await page.getByRole('menuitem', { name: 'Pedidos' }).click();
      await expect(page.getByRole('columnheader', { name: 'Número' })).toBeVisible();
      await fits();
      await shot(page, 'admin-order-list-tablet');
      await expectAccessible(page, 'the order list on a tablet');

      await openOrder(page, shippedNumber);
      await expect(
        page.getByRole('link', { name: new RegExp(`Rastreio .*${TRACKING}`) }).first(),
      ).toBeVisible();
      await fits();
      await shot(page, 'admin-order-page-tablet');
      await expectAccessible(page, 'the order page on a tablet');
    });
  });
