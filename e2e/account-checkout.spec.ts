// Journeys of checking out with an account (rules §4 Cart and
// Checkout, §6, §7, §9): a guest cart is merged into the customer's cart at login; a customer
// checks out with a saved address (no e-mail step, no address form) and keeps the card of a first
// order, then pays a second order with the saved card typing only the CVV, and both orders are in
// the order history; an abandoned cart's recovery e-mail brings the cart back in another browser.
//
// The store the journeys start has a 1 s abandoned-cart sweep (playwright.config.ts); customers are
// confirmed through the e-mail outbox. A second store beside another:
//   E2E_STOREFRONT_PORT=3700 E2E_COMMERCE_PORT=4700 NEXT_DIST_DIR=.next-h \
//   E2E_DATABASE_URL=file:./data/e2e-h.db npm run test:e2e -- account-checkout.spec.ts
// The abandoned cart is made "old" by moving its saved_at back in the e2e SQLite database.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import { COMMERCE, CPF, customer, graphql, PASSWORD, poll, SCREENSHOTS, withDatabase } from './store';

const DESKTOP = { width: 1280, height: 900 };

interface ProductRef {
  sku: string;
  name: string;
  price: number;
  path: string;
}

/** Simple products in stock, without a low-stock limit, priced R$ 20–100, from the demo catalogue. */
async function simpleProducts(request: APIRequestContext, search: string): Promise<ProductRef[]> {
  const data = await graphql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        name: string;
        url_key: string;
        url_suffix: string | null;
        stock_status: string;
        only_x_left_in_stock: number | null;
        price_range: { minimum_price: { final_price: { value: number } } };
      }[];
    };
  }>(
    request,
    `query ($search: String!) { products(search: $search, pageSize: 50) { items { __typename sku name url_key url_suffix
       stock_status only_x_left_in_stock price_range { minimum_price { final_price { value } } } } } }`,
    { search },
  );
  const found = data.products.items
    .filter(
      (item) =>
        item.__typename === 'SimpleProduct' &&
        item.stock_status === 'IN_STOCK' &&
        item.only_x_left_in_stock === null &&
        item.price_range.minimum_price.final_price.value >= 20 &&
        item.price_range.minimum_price.final_price.value < 100,
    )
    .map((item) => ({
      sku: item.sku,
      name: item.name,
      price: item.price_range.minimum_price.final_price.value,
      path: `/${item.url_key}${item.url_suffix ?? ''}`,
    }));
  if (found.length < 2) throw new Error(`not enough simple products for "${search}"`);
  return found;
}

/** Adds enough units of `product` to reach `minimumTotal` to a cart (a customer's with `token`). */
async function fillCart(
  request: APIRequestContext,
  cartId: string,
  product: ProductRef,
  minimumTotal: number,
  token?: string,
) {
  const quantity = Math.max(1, Math.ceil(minimumTotal / product.price));
  const { addProductsToCart } = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
       addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } } }`,
    { cartId, sku: product.sku, quantity },
    token,
  );
  expect(addProductsToCart.user_errors).toEqual([]);
}

async function customerCartId(request: APIRequestContext, token: string): Promise<string> {
  const { customerCart } = await graphql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    token,
  );
  return customerCart.id;
}

async function logInByRequest(page: Page, email: string) {
  const response = await page.request.post('/session/login', {
    data: { email, password: PASSWORD },
    headers: { Store: 'default' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

/** Shipping with a saved address: no e-mail step, no form, the saved address as a radio. */
async function shipToSavedAddress(page: Page) {
  await expect(page.getByRole('heading', { name: 'Detalhes de Entrega' })).toBeVisible();
  await expect(page.getByLabel('Seu e-mail')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Endereço de entrega' })).toHaveCount(0);
  const saved = page.getByTestId('saved-address-shipping');
  await expect(saved).toHaveCount(1);
  await saved.getByRole('radio').check();
  await expect(saved.getByRole('radio')).toBeChecked();
  const methods = page.getByRole('group', { name: 'Forma de entrega' });
  await methods.getByRole('radio').first().click();
  await expect(methods.getByRole('radio').first()).toBeChecked();
}

async function chooseCardMethod(page: Page) {
  const methods = page.getByRole('group', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name: /Cartão de crédito/ }).click();
  await expect(methods.getByRole('radio', { name: /Cartão de crédito/ })).toBeChecked();
  const modal = page.getByRole('dialog', { name: 'Cartão de crédito' });
  await expect(modal).toBeVisible();
  return modal;
}

async function placeAndExpectApproved(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+&token=/, { timeout: 20_000 });
  await expect(page.getByText('Pagamento aprovado no cartão de crédito')).toBeVisible();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

test.describe('checking out with an account', () => {
  test.use({ viewport: DESKTOP });

  test("logging in merges the guest cart into the customer's cart", async ({ page, request }) => {
    const [mine, guests] = await simpleProducts(request, 'caderno');
    if (!mine || !guests) throw new Error('products missing');
    const { email, token } = await customer(request, 'merge');
    await fillCart(request, await customerCartId(request, token), mine, 1, token);
    const { createEmptyCart: guestCart } = await graphql<{ createEmptyCart: string }>(
      request,
      'mutation { createEmptyCart }',
    );
    await fillCart(request, guestCart, guests, 1);
    await page
      .context()
      .addCookies([{ name: 'vsf-cart', value: guestCart, url: test.info().project.use.baseURL ?? '' }]);

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: guests.name }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: mine.name })).toHaveCount(0);

    await page.getByRole('button', { name: 'Entre ou cadastre-se' }).click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(login).toBeHidden();

    await expect(page.getByRole('link', { name: mine.name }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: guests.name }).first()).toBeVisible();
    const customerCart = await customerCartId(request, token);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'vsf-cart');
    expect(cookie?.value).toBe(customerCart);
    await shot(page, 'account-cart-merged-desktop');
  });

  test('a saved address and a card saved on the first order, reused on the second → order history', async ({
    page,
    request,
  }) => {
    const [product] = await simpleProducts(request, 'caderno');
    if (!product) throw new Error('product missing');
    const { email, token } = await customer(request, 'cartao');
    await graphql(
      request,
      `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
      {
        input: {
          firstname: 'Joana',
          lastname: 'Pereira',
          street: ['Avenida Paulista', '1000', 'Bela Vista'],
          city: 'São Paulo',
          region: { region_code: 'SP' },
          postcode: '01310-100',
          country_code: 'BR',
          telephone: '11912345678',
          vat_id: CPF,
          default_shipping: true,
          default_billing: true,
        },
      },
      token,
    );
    await fillCart(request, await customerCartId(request, token), product, 110, token);
    await logInByRequest(page, email);

    // First order: a new card, kept for next time.
    await page.goto('/checkout');
    await shipToSavedAddress(page);
    await shot(page, 'account-checkout-saved-address-desktop');
    const modal = await chooseCardMethod(page);
    await modal.getByLabel('Número do cartão').pressSequentially('5448280000000007');
    await modal.getByLabel('Nome impresso no cartão').fill('JOANA PEREIRA');
    await modal.getByLabel('Mês de validade').selectOption('12');
    await modal.getByLabel('Ano de validade').selectOption(String(new Date().getFullYear() + 3));
    await modal.getByRole('textbox', { name: 'CVV' }).fill('123');
    await modal.getByRole('checkbox', { name: /Salvar este cartão/ }).check();
    await modal.getByRole('button', { name: 'Usar este cartão' }).click();
    await expect(page.getByText('Cartão final 0007 em 1x')).toBeVisible();
    const first = await placeAndExpectApproved(page);

    const cards = await request.get(`${COMMERCE}/payment-card/all`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await cards.json()).toEqual([expect.objectContaining({ last4: '0007', holder: 'JOANA PEREIRA' })]);

    // Second order: the saved card, only its CVV typed.
    await fillCart(request, await customerCartId(request, token), product, 110, token);
    await page.goto('/checkout');
    await shipToSavedAddress(page);
    const again = await chooseCardMethod(page);
    const saved = again.getByTestId('saved-card');
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText('Mastercard final 0007');
    await expect(again.getByLabel('Número do cartão')).toHaveCount(0);
    await again.getByRole('textbox', { name: 'CVV' }).fill('123');
    await shot(page, 'account-checkout-saved-card-desktop');
    await again.getByRole('button', { name: 'Usar este cartão' }).click();
    await expect(page.getByText('Cartão final 0007 em 1x')).toBeVisible();
    const second = await placeAndExpectApproved(page);
    expect(second).not.toBe(first);

    await page.goto('/customer/order-history');
    // The history is a table on desktops and cards on phones: look at the one shown.
    await expect(page.getByText(first, { exact: false }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText(second, { exact: false }).filter({ visible: true }).first()).toBeVisible();
    await shot(page, 'account-order-history-desktop');
  });

  test("an abandoned cart's e-mail link restores the cart", async ({ page, request, browser }) => {
    const [product] = await simpleProducts(request, 'caneta');
    if (!product) throw new Error('product missing');
    const { email } = await customer(request, 'abandono');
    await logInByRequest(page, email);
    await page.goto(product.path);
    await expect(page.getByTestId('account-greeting')).toHaveText('Olá, Joana');
    await expect(page.getByText('Faça login ou cadastre-se para consultar o frete')).toHaveCount(0);
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByRole('dialog', { name: 'Meu carrinho' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Meu carrinho' })
      .getByRole('button', { name: 'Fechar' })
      .first()
      .click();

    // Logged in, the buy box prices the cart's shipping by CEP (guests read 'log in to check shipping').
    const estimate = page.getByRole('region', { name: 'Calcular frete' });
    await estimate.getByLabel('CEP de entrega').fill('01310100');
    await estimate.getByRole('button', { name: 'Calcular' }).click();
    await expect(estimate.getByTestId('shipping-estimate').getByRole('listitem').first()).toContainText(
      /R\$/,
    );
    await shot(page, 'account-product-shipping-estimate-desktop');

    // The storefront saved the customer's cart (debounced) for recovery: make it an hour old.
    const acartId = await poll(
      () =>
        withDatabase(
          (db) =>
            (
              db
                .prepare('SELECT a.id FROM acart a JOIN customer c ON c.id = a.customer_id WHERE c.email = ?')
                .get(email) as { id: number } | undefined
            )?.id,
        ),
      'the abandoned-cart record',
    );
    withDatabase((db) => {
      db.prepare('UPDATE acart SET saved_at = ?, updated_at = ? WHERE id = ?').run(
        new Date(Date.now() - 3 * 3600_000).toISOString(),
        new Date(Date.now() - 3 * 3600_000).toISOString(),
        acartId,
      );
    }, false);
    const url = linkIn(
      await waitForMail(email, { kind: 'abandoned-cart', timeoutMs: 120_000 }),
      /https?:\/\/\S+acart=\S+/,
    );
    expect(url.searchParams.get('utm_source')).toBe('carrinhoabandonado');

    // Another browser (a guest) follows the link: the cart is back, the utm cookies are set.
    const guest = await browser.newContext({ viewport: DESKTOP });
    const other = await guest.newPage();
    await other.goto(`${url.pathname}${url.search}`);
    await expect(other.getByRole('link', { name: product.name }).first()).toBeVisible();
    await expect(other).not.toHaveURL(/acart=/);
    const cookies = await guest.cookies();
    const named = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
    expect(named('utm_source')).toBe('carrinhoabandonado');
    expect(named('utm_term')).toBe(url.searchParams.get('utm_term'));
    expect(named('vsf-cart')).toMatch(/^\w{32}$/);
    await shot(other, 'account-acart-restored-desktop');
    await guest.close();
  });
});
