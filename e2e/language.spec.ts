// A Portuguese shopper reads the commerce server's messages in Portuguese (the server translates
// them by the Store header): the refused ESP10 coupon of a guest, a failed sign-in, and the order
// status on the order history and order pages — never Magento's English text.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { customer, graphql, settleRequests } from './store';

const PEN = { url: '/produto?sku=200012' };
// The order is of a product with hundreds in stock: the pen has only a few, which other journeys count.
const ORDERED_SKU = '200203';
const ADDRESS = {
  firstname: 'Maria',
  lastname: 'Silva',
  street: ['Avenida Paulista', '1000', 'Bela Vista'],
  city: 'São Paulo',
  region: 'SP',
  postcode: '01310-100',
  country_code: 'BR',
  telephone: '11999990000',
  vat_id: '529.982.247-25',
};

/** English texts of the server that must not reach a Portuguese page. */
const ENGLISH = /Log in or register|sign-in was incorrect|disabled temporarily|Pending Payment|Processing/;

async function placePixOrder(request: APIRequestContext, token: string): Promise<string> {
  const { customerCart } = await graphql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    token,
  );
  const cartId = customerCart.id;
  const steps = [
    `mutation ($c: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: "${ORDERED_SKU}", quantity: 2 }]) { cart { id } } }`,
    'mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
    'mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "transportadora", method_code: "economico" }] }) { cart { id } } }',
    'mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "jetpix" } }) { cart { id } } }',
  ];
  for (const step of steps) {
    await graphql(request, step, step.includes('$a') ? { c: cartId, a: ADDRESS } : { c: cartId }, token);
  }
  const { placeOrder } = await graphql<{ placeOrder: { orderV2: { number: string } } }>(
    request,
    'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } } }',
    { c: cartId },
    token,
  );
  return placeOrder.orderV2.number;
}

async function expectNoEnglish(page: Page) {
  await expect(page.locator('body')).not.toContainText(ENGLISH);
}

test('a guest is asked in Portuguese to log in for ESP10', async ({ page }) => {
  await page.goto(PEN.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleRequests(page);
  await page
    .getByRole('region', { name: 'Comprar' })
    .getByRole('button', { name: 'Adicionar ao carrinho' })
    .click();
  const cart = page.getByRole('dialog', { name: 'Meu carrinho' });
  await expect(cart).toBeVisible();
  await cart.getByLabel('Cupom de desconto').fill('ESP10');
  await cart.getByRole('button', { name: 'Aplicar' }).click();
  await expect(cart.getByRole('alert')).toHaveText(
    'Entre na sua conta ou cadastre-se para usar o cupom ESP10.',
  );
  await expectNoEnglish(page);
});

test('a failed sign-in is explained in Portuguese', async ({ page }) => {
  await page.goto('/');
  await settleRequests(page);
  await page.getByRole('button', { name: 'Entre ou cadastre-se' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('E-mail').fill(`ninguem.${Date.now()}@example.com`);
  await dialog.getByLabel('Senha', { exact: true }).fill('Errada#2026');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'O login da conta está incorreto ou a sua conta está temporariamente desativada.',
  );
  await expectNoEnglish(page);
});

test("the order history and the order page show the order's status in Portuguese", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const who = await customer(request, 'idioma');
  const number = await placePixOrder(request, who.token);
  await context.addCookies([
    { name: 'vsf-customer', value: who.token, url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto('/customer/order-history');
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Aguardando pagamento');
  await expectNoEnglish(page);
  await row.getByRole('link').click();
  await expect(page.getByTestId('order-status')).toHaveText('Aguardando pagamento');
  await expect(page.getByRole('main')).toContainText('Desconto Pix (3%)');
  await expectNoEnglish(page);
});
