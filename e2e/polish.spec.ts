// Journeys of what a Brazilian shopper notices at once: a 404 page that search engines and slow
// phones can read without JavaScript, My Account on a 390 px phone without sideways scrolling, a
// guest sent to log in and brought back to the page they asked for, a refused cart quantity put
// back with what is available, the quote form's product error clearing, file fields in Portuguese,
// and money, phones and CEPs that do not break across lines. Screenshots go to screenshots/polish-*.
import { mkdirSync } from 'node:fs';
import {
  type APIRequestContext,
  type BrowserContext,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { customer, graphql, SCREENSHOTS, settleRequests } from './store';

// The machine running the journeys is shared: account reads and cart changes get time to answer.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/polish-${name}.png`, fullPage: false });
}

/** Logs the customer in for the browser: the httpOnly token cookie the storefront's session sets. */
async function withToken(context: BrowserContext, baseURL: string | undefined, token: string) {
  await context.addCookies([
    { name: 'vsf-customer', value: token, url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** A simple product with stock to spare (no 'last units'), from a catalogue search. */
async function stockedProduct(request: APIRequestContext, search: string) {
  const { products } = await graphql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        stock_status: string;
        only_x_left_in_stock: number | null;
        price_range: { minimum_price: { final_price: { value: number } } };
      }[];
    };
  }>(
    request,
    `query ($search: String!) { products(search: $search, pageSize: 50) { items { __typename sku stock_status
       only_x_left_in_stock price_range { minimum_price { final_price { value } } } } } }`,
    { search },
  );
  const item = products.items.find(
    (entry) =>
      entry.__typename === 'SimpleProduct' &&
      entry.stock_status === 'IN_STOCK' &&
      entry.only_x_left_in_stock === null &&
      entry.price_range.minimum_price.final_price.value >= 10,
  );
  if (!item) throw new Error(`no stocked product for ${search}`);
  return { sku: item.sku, price: item.price_range.minimum_price.final_price.value };
}

const ADDRESS = {
  firstname: 'Rita',
  lastname: 'Teixeira',
  street: ['Avenida Paulista', '1000', 'Bela Vista'],
  city: 'São Paulo',
  region: 'SP',
  postcode: '01310100',
  country_code: 'BR',
  telephone: '11987654321',
};

/** Places an order for the customer through GraphQL (above the R$ 100 minimum); answers its number. */
async function placeOrder(request: APIRequestContext, token: string): Promise<string> {
  const product = await stockedProduct(request, 'caderno');
  const { customerCart } = await graphql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    token,
  );
  const cartId = customerCart.id;
  await graphql(
    request,
    `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
       addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } } }`,
    { cartId, sku: product.sku, quantity: Math.max(1, Math.ceil(120 / product.price)) },
    token,
  );
  const address = { ...ADDRESS, postcode: '01310-100' };
  const { setShippingAddressesOnCart } = await graphql<{
    setShippingAddressesOnCart: {
      cart: {
        shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string }[] }[];
      };
    };
  }>(
    request,
    `mutation ($cartId: String!, $address: CartAddressInput!) {
       setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
         cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } } }`,
    { cartId, address },
    token,
  );
  const method = setShippingAddressesOnCart.cart.shipping_addresses[0]?.available_shipping_methods[0];
  if (!method) throw new Error('no shipping method');
  await graphql(
    request,
    `mutation ($cartId: String!, $address: CartAddressInput!, $carrier: String!, $method: String!) {
       setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) { cart { id } }
       setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } } }`,
    { cartId, address, carrier: method.carrier_code, method: method.method_code },
    token,
  );
  const { cart } = await graphql<{ cart: { available_payment_methods: { code: string }[] } }>(
    request,
    'query ($cartId: String!) { cart(cart_id: $cartId) { available_payment_methods { code } } }',
    { cartId },
    token,
  );
  const codes = cart.available_payment_methods.map((entry) => entry.code);
  await graphql(
    request,
    `mutation ($cartId: String!, $code: String!) {
       setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { id } } }`,
    { cartId, code: codes.includes('checkmo') ? 'checkmo' : 'jetboleto' },
    token,
  );
  const { placeOrder: placed } = await graphql<{
    placeOrder: { orderV2: { number: string } | null; errors: { message: string }[] };
  }>(
    request,
    'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number } errors { message } } }',
    { cartId },
    token,
  );
  if (!placed.orderV2) throw new Error(JSON.stringify(placed.errors));
  return placed.orderV2.number;
}

/** Whether the page scrolls sideways (wider than the window). */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
}

test.describe('the 404 page without JavaScript', () => {
  for (const { path, title, home, homeHref, lang } of [
    {
      path: '/pagina-que-nao-existe-mais',
      title: 'Página não encontrada',
      home: 'Voltar para a página inicial',
      homeHref: '/',
      lang: 'pt-BR',
    },
    {
      path: '/en/a-page-that-never-was',
      title: 'Page not found',
      home: 'Back to the home page',
      homeHref: '/en',
      lang: 'en-US',
    },
    {
      path: '/german/eine-seite-die-es-nie-gab',
      title: 'Seite nicht gefunden',
      home: 'Zurück zur Startseite',
      homeHref: '/german',
      lang: 'de-DE',
    },
  ]) {
    test(`${path} answers 404 with its title, heading and link home in the HTML`, async ({ request }) => {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(`${title} | Escritório Total`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toMatch(new RegExp(`<a[^>]*href="${homeHref}"[^>]*>${home}</a>`));
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    });
  }

  test('a browser without JavaScript shows the page; with it, the same page', async ({ browser }) => {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      // A path no one asked for before: rendered now, for this browser.
      const response = await page.goto(`/pagina-sem-js-${name}-${Date.now()}`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Página não encontrada | Escritório Total');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
      await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute(
        'href',
        '/',
      );
      await shot(page, `404-nojs-${name}`);
      await context.close();
    }
    // A page first rendered for a browser (Next streams its metadata) keeps the 404 title after
    // hydration too.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/pagina-sumida-${Date.now()}`);
    await page.waitForFunction(() =>
      ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).some(
        (entry) => (entry as { event?: string }).event === 'page_view',
      ),
    );
    await expect(page).toHaveTitle('Página não encontrada | Escritório Total');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();
    expect(errors).toEqual([]);
    await shot(page, '404-js-phone');
    await context.close();
  });
});

test('My Account fits a 390 px phone: orders as cards, formatted phone and CEP', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { token } = await customer(request, 'polish');
  const number = await placeOrder(request, token);
  await graphql(
    request,
    `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
    {
      input: {
        ...ADDRESS,
        postcode: '01310-100',
        region: { region_code: 'SP', region: 'São Paulo' },
        default_billing: true,
        default_shipping: true,
      },
    },
    token,
  );
  await withToken(context, baseURL, token);
  await page.setViewportSize(PHONE);

  for (const path of [
    '/customer',
    '/customer/my-profile',
    '/customer/addresses-details',
    '/customer/addresses-details/create',
    '/customer/my-newsletter',
    '/customer/my-reviews',
    '/customer/my-wishlist',
    '/customer/order-history',
    `/customer/order-history/${number}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settleRequests(page);
    await expect(page.getByRole('status', { name: /Carregando/ })).toHaveCount(0);
    expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false);
  }

  await page.goto('/customer/order-history');
  const view = page.getByRole('link', { name: `Ver o pedido ${number}` });
  await expect(view).toBeVisible();
  const box = await view.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'orders-phone');
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('table')).toBeVisible();
  await shot(page, 'orders-desktop');

  await page.setViewportSize(PHONE);
  await page.goto(`/customer/order-history/${number}`);
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByText('(11) 98765-4321').first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await shot(page, 'order-detail-phone');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'order-detail-desktop');

  await page.setViewportSize(PHONE);
  await page.goto('/customer/addresses-details');
  const card = page.getByRole('listitem').filter({ hasText: 'Avenida Paulista' }).first();
  await expect(card.getByText('(11) 98765-4321', { exact: true })).toBeVisible();
  const cep = card.getByText('CEP 01310-100', { exact: true });
  await expect(cep).toHaveCSS('white-space', 'nowrap');
  await shot(page, 'addresses-phone');
  await page.setViewportSize(DESKTOP);
  await shot(page, 'addresses-desktop');
});

test('a guest who opens an account page logs in from home and is brought back to it', async ({
  page,
  request,
}) => {
  const { email } = await customer(request, 'volta');
  await page.setViewportSize(PHONE);
  await page.goto('/customer/order-history');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  // The address no longer asks for the modal: a reload does not open it again.
  await expect(page).toHaveURL((url) => url.search === '');
  await shot(page, 'login-return-phone');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill('Papel#2024');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/customer/order-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pedidos' })).toBeVisible();

  // English store: home is /en, and the way back keeps the prefix.
  await page.context().clearCookies();
  await page.goto('/en/customer/my-profile');
  await expect(page).toHaveURL((url) => url.pathname === '/en');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the page to return to after login must be a path of the store', async ({ page, request }) => {
  const { email } = await customer(request, 'aberto');
  await page.goto('/?login=1&returnTo=https%3A%2F%2Fevil.example%2Fphish');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill('Papel#2024');
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await settleRequests(page);
  await expect(page).toHaveURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/');
});

test('a refused cart quantity goes back to what the cart holds and says how many are available', async ({
  page,
}) => {
  // BIC Cristal Média preta, box of 50: 3 left in the demo catalogue.
  await page.goto('/produto?sku=200012');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settleRequests(page);
  await page
    .getByRole('region', { name: 'Comprar' })
    .getByRole('button', { name: 'Adicionar ao carrinho' })
    .click();
  const cart = page.getByRole('dialog', { name: 'Meu carrinho' });
  const line = cart.getByTestId('cart-line');
  const quantity = line.getByRole('spinbutton');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('9999');
  // Still in the field: the server refuses after the 1000 ms pause, and the field follows it.
  await expect(page.getByText('A quantidade excede o estoque disponível')).toBeVisible({ timeout: 10_000 });
  await expect(quantity).toHaveValue('1');
  await expect(quantity).toBeFocused();
  await expect(line.getByTestId('cart-line-refused')).toHaveText('Apenas 3 disponíveis');
  await shot(page, 'cart-refused-desktop');
  // A quantity the stock allows clears the message.
  await quantity.fill('2');
  await expect(line.getByTestId('cart-line-refused')).toHaveCount(0);
  await expect(line.getByTestId('cart-line-total')).toHaveText(/R\$\s111,80/, { timeout: 10_000 });
});

test('a discount keeps its minus sign beside the amount', async ({ page, context, request, baseURL }) => {
  const { token } = await customer(request, 'desconto');
  await withToken(context, baseURL, token);
  await page.setViewportSize(PHONE);
  await page.goto('/produto?sku=200012');
  await settleRequests(page);
  await page
    .getByRole('region', { name: 'Comprar' })
    .getByRole('button', { name: 'Adicionar ao carrinho' })
    .click();
  const cart = page.getByRole('dialog', { name: 'Meu carrinho' });
  await cart.getByLabel('Cupom de desconto').fill('ESP10');
  await cart.getByRole('button', { name: 'Aplicar' }).click();
  const discount = cart
    .getByRole('region', { name: 'Resumo do pedido' })
    .locator('dd')
    .filter({ hasText: '−' });
  await expect(discount).toHaveText(/^−\u00a0R\$\s5,59$/);
  await expect(discount).toHaveCSS('white-space', 'nowrap');
  await shot(page, 'cart-discount-phone');
});

test('the quote form forgets "add at least one product" once a product is added', async ({ page }) => {
  await page.goto('/orcamento');
  const form = page.getByRole('form', { name: 'Peça o seu orçamento' });
  await settleRequests(page);
  await form.getByRole('button', { name: 'Enviar pedido de orçamento' }).click();
  const error = form.getByText('Adicione pelo menos um produto ou descreva o que precisa.');
  await expect(error).toBeVisible();
  await form.getByRole('button', { name: 'Adicionar produto que não está no site' }).click();
  await expect(error).toHaveCount(0);
  await form.getByRole('button', { name: /^Remover / }).click();
  await expect(error).toBeVisible();
  await form.getByLabel('Outros produtos (opcional)').fill('Papel A4, 10 caixas');
  await expect(error).toHaveCount(0);
});

test('file fields speak Portuguese and work from the keyboard', async ({ page }) => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/WorkWithUS');
    const form = page.getByRole('form', { name: 'Envie a sua candidatura' });
    await settleRequests(page);
    const input = form.getByLabel('Currículo');
    await expect(input).toHaveAttribute('type', 'file');
    // The native control, with the browser's own 'No file chosen', is drawn off screen.
    const box = await input.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    await expect(form.getByText('Nenhum arquivo selecionado')).toBeVisible();
    await expect(form.getByText('Escolher arquivo', { exact: true })).toBeVisible();
    await expect(input).toHaveAccessibleDescription(/Nenhum arquivo selecionado/);
    await form.getByLabel('Apresentação (opcional)').focus();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await input.setInputFiles({
      name: 'curriculo-rita.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await expect(input).toHaveAccessibleDescription(/curriculo-rita\.pdf/);
    await expect(form.getByText('Nenhum arquivo selecionado')).toHaveCount(0);
    await input.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await shot(page, `file-field-${name}`);
  }
});
