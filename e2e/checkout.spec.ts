// Journeys through checkout and payment: a guest fills the two
// groups 'Detalhes de Entrega' (e-mail, address with CEP autofill, shipping method) and 'Detalhes
// de Pagamento' (payment method), places the order and pays it by Pix (the page notices the
// sandbox bank's payment), by boleto (the PDF downloads), by card (approved; declined with
// 'Cartão Recusado', then paid with another card on the same order); a cart below the R$ 100
// minimum cannot be ordered. Cards are the sandbox table of
// apps/commerce/src/modules/payments/sandbox/test-cards.ts; CEP 01310-100 comes from the
// commerce server's offline directory (no network needed).
import { mkdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SCREENSHOTS } from './store';

/** The commerce server of the store playwright.config.ts starts (the sandbox bank lives there). */
const COMMERCE = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4100}`;
const PHONE = { width: 390, height: 844 };

interface Candidate {
  sku: string;
  price: number;
}

async function graphql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const response = await request.post(`${COMMERCE}/graphql`, {
    data: { query, variables },
    headers: { Store: 'default' },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

let cheapSimple: Candidate | undefined;

/**
 * A simple product in stock without a low-stock limit, priced under R$ 100, from the seeded
 * catalogue (each journey buys a few, so R$ 100 is reached with 2 to 4 units and stock lasts).
 */
async function simpleProduct(request: APIRequestContext): Promise<Candidate> {
  if (cheapSimple) return cheapSimple;
  const data = await graphql<{
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
    `{ products(search: "caderno", pageSize: 50) { items { __typename sku stock_status only_x_left_in_stock
       price_range { minimum_price { final_price { value } } } } } }`,
  );
  const found = data.products.items.find(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      item.only_x_left_in_stock === null &&
      item.price_range.minimum_price.final_price.value >= 30 &&
      item.price_range.minimum_price.final_price.value < 100,
  );
  if (!found) throw new Error('no simple product between R$ 30 and R$ 100 in the demo catalogue');
  cheapSimple = { sku: found.sku, price: found.price_range.minimum_price.final_price.value };
  return cheapSimple;
}

/** A guest cart (GraphQL, as the product page would build it) whose id the browser holds in vsf-cart. */
async function cartWith(page: Page, request: APIRequestContext, minimumTotal: number): Promise<string> {
  const product = await simpleProduct(request);
  const quantity = Math.max(1, Math.ceil(minimumTotal / product.price));
  const { createEmptyCart: cartId } = await graphql<{ createEmptyCart: string }>(
    request,
    'mutation { createEmptyCart }',
  );
  const added = await graphql<{ addProductsToCart: { user_errors: { message: string }[] } }>(
    request,
    `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
       addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } }
     }`,
    { cartId, sku: product.sku, quantity },
  );
  expect(added.addProductsToCart.user_errors).toEqual([]);
  await page
    .context()
    .addCookies([{ name: 'vsf-cart', value: cartId, url: test.info().project.use.baseURL ?? '' }]);
  return cartId;
}

/** Pages are taken whole; modals as the shopper sees them (the viewport). */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/checkout-${name}.png`, fullPage });
}

/** Fills 'Detalhes de Entrega': e-mail, address from the CEP, the first shipping method. */
async function fillShipping(page: Page, email: string) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Detalhes de Entrega' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Detalhes de Pagamento' })).toBeVisible();
  await page.getByLabel('Seu e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByText(`Pedido para ${email}`)).toBeVisible();

  const form = page.getByRole('form', { name: 'Endereço de entrega' });
  // Before an address, shipping methods cannot be chosen (rules §5).
  await expect(page.getByText('Selecione um endereço antes da forma de entrega')).toBeVisible();
  await form.getByLabel('CEP').pressSequentially('01310100');
  await expect(form.getByLabel('CEP')).toHaveValue('01310-100');
  // CEP autofill (rules §5): street, neighbourhood, city and state.
  await expect(form.getByLabel('Endereço (rua, avenida)')).toHaveValue('Avenida Paulista');
  await expect(form.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(form.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(form.getByLabel('Estado').locator('option:checked')).toHaveText('São Paulo');
  await form.getByLabel('Número / apartamento').fill('1000 ap 12');
  await form.getByLabel('Nome', { exact: true }).fill('Maria');
  await form.getByLabel('Sobrenome').fill('Silva');
  await form.getByLabel('Telefone').pressSequentially('11912345678');
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');
  await form.getByLabel('CPF ou CNPJ').pressSequentially('52998224724');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(form.getByText('CPF ou CNPJ inválido')).toBeVisible();
  await form.getByLabel('CPF ou CNPJ').fill('');
  await form.getByLabel('CPF ou CNPJ').pressSequentially('52998224725');
  await expect(form.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Avenida Paulista, 1000 ap 12')).toBeVisible();

  const methods = page.getByRole('group', { name: 'Forma de entrega' });
  await expect(methods.getByRole('radio').first()).toBeVisible();
  // Controlled radios: checked once the server has set the method on the cart.
  await methods.getByRole('radio').first().click();
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('region', { name: 'Resumo do pedido' }).getByText('a calcular')).toHaveCount(0);
}

async function choosePayment(page: Page, name: RegExp) {
  const methods = page.getByRole('group', { name: 'Forma de pagamento' });
  await methods.getByRole('radio', { name }).click();
  await expect(methods.getByRole('radio', { name })).toBeChecked();
}

test('a guest pays by Pix and the page notices the payment', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await cartWith(page, request, 110);
  await fillShipping(page, 'pix@example.com');
  await shot(page, 'shipping-desktop');
  await choosePayment(page, /Pix/);
  // The server adds the 3 % Pix discount to the totals once Pix is chosen.
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary.getByText('Desconto Pix (3%)')).toBeVisible();
  await shot(page, 'payment-desktop');

  const created = page.waitForResponse(
    (response) =>
      response.url().includes('/payments/itau/pix/transactions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  const charge = (await (await created).json()) as { txid: string; pixCopiaECola: string };
  const dialog = page.getByRole('dialog', { name: /Pague o pedido \d+ com Pix/ });
  await expect(dialog.getByRole('img', { name: 'QR code Pix do pedido' })).toBeVisible();
  await expect(dialog.getByLabel('Pix copia e cola')).toHaveValue(charge.pixCopiaECola);
  expect(charge.pixCopiaECola.startsWith('000201')).toBe(true);
  await expect(dialog.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
  await expect(dialog.getByText('Aguardando pagamento…')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect(page.getByText('Código copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(charge.pixCopiaECola);
  await shot(page, 'pix-desktop', { fullPage: false });
  await page.setViewportSize(PHONE);
  await shot(page, 'pix-phone', { fullPage: false });

  // The sandbox bank receives the payment; the page polls and moves on by itself.
  const paid = await request.post(
    `${COMMERCE}/payments/sandbox/pix/pay?txid=${encodeURIComponent(charge.txid)}`,
  );
  expect(paid.ok()).toBe(true);
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+&token=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Obrigado! Recebemos seu pedido.' })).toBeVisible();
  await expect(page.getByText('Pagamento Pix confirmado')).toBeVisible();
  await shot(page, 'success-pix-phone');
  // The order ended the cart: /checkout is empty now.
  await page.goto('/checkout');
  await expect(page.getByText('Seu carrinho está vazio.')).toBeVisible();
});

test('a guest pays by boleto and downloads the PDF slip', async ({ page, request }) => {
  await cartWith(page, request, 110);
  await fillShipping(page, 'boleto@example.com');
  await choosePayment(page, /Boleto/);
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();

  const dialog = page.getByRole('dialog', { name: /Boleto do pedido \d+/ });
  const line = dialog.locator('output');
  await expect(line).toHaveText(/^34191\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(dialog.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
  await expect(dialog.getByText(/Vencimento: \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await shot(page, 'boleto-desktop', { fullPage: false });

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Baixar boleto (PDF)' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.setViewportSize(PHONE);
  await shot(page, 'boleto-phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+&token=/);
  await expect(page.getByText(/Pague o boleto até \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baixar boleto (PDF)' })).toBeVisible();
});

test('a guest pays by card with installments', async ({ page, request }) => {
  await cartWith(page, request, 110);
  await fillShipping(page, 'cartao@example.com');
  await choosePayment(page, /Cartão de crédito/);

  const modal = page.getByRole('dialog', { name: 'Cartão de crédito' });
  await modal.getByLabel('Número do cartão').pressSequentially('6011111111111117');
  await expect(modal.getByText('Bandeira do cartão não aceita').first()).toBeVisible();
  await modal.getByLabel('Número do cartão').fill('');
  await modal.getByLabel('Número do cartão').pressSequentially('5448280000000007');
  await expect(modal.getByLabel('Número do cartão')).toHaveValue('5448 2800 0000 0007');
  await expect(modal.getByText('Bandeira: Mastercard')).toBeVisible();
  await modal.getByLabel('Nome impresso no cartão').fill('MARIA SILVA');
  await modal.getByLabel('Mês de validade').selectOption('12');
  await modal.getByLabel('Ano de validade').selectOption(String(new Date().getFullYear() + 3));
  await modal.getByLabel('CVV').fill('123');
  await expect(
    modal.getByLabel('Parcelas').locator('option', { hasText: /^3x de R\$\s[\d,]+ sem juros \(total/ }),
  ).toHaveCount(1);
  await modal.getByLabel('Parcelas').selectOption('3');
  await shot(page, 'card-desktop', { fullPage: false });
  await modal.getByRole('button', { name: 'Usar este cartão' }).click();
  await expect(page.getByText('Cartão final 0007 em 3x')).toBeVisible();

  await page.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+&token=/, { timeout: 15_000 });
  await expect(page.getByText('Pagamento aprovado no cartão de crédito')).toBeVisible();
});

test("a declined card shows 'Cartão Recusado' and the same order is paid with another card", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await cartWith(page, request, 110);
  await fillShipping(page, 'recusado@example.com');
  await shot(page, 'shipping-phone');
  await choosePayment(page, /Cartão de crédito/);
  const choice = page.getByRole('dialog', { name: 'Cartão de crédito' });
  await choice.getByLabel('Número do cartão').pressSequentially('4000000000001117');
  await choice.getByLabel('Nome impresso no cartão').fill('MARIA SILVA');
  await choice.getByLabel('Mês de validade').selectOption('12');
  await choice.getByLabel('Ano de validade').selectOption(String(new Date().getFullYear() + 2));
  await choice.getByLabel('CVV').fill('123');
  await shot(page, 'card-phone', { fullPage: false });
  await choice.getByRole('button', { name: 'Usar este cartão' }).click();
  await page.getByRole('button', { name: 'Finalizar pedido' }).click();

  const pay = page.getByRole('dialog', { name: /Pagamento do pedido \d+/ });
  await expect(pay.getByText('Cartão Recusado')).toBeVisible({ timeout: 15_000 });
  await expect(
    pay.getByText('Algo deu errado com o seu pagamento. Verifique os dados e tente novamente.'),
  ).toBeVisible();
  await shot(page, 'card-declined-phone', { fullPage: false });
  const orderUrl = page.url();
  expect(orderUrl).toMatch(/\/checkout\?order=\d+&token=/);

  await pay.getByLabel('Número do cartão').pressSequentially('4111111111111111');
  await pay.getByLabel('CVV').fill('321');
  await pay.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=\d+&token=/, { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('order')).toBe(new URL(orderUrl).searchParams.get('order'));
  await expect(page.getByText('Pagamento aprovado no cartão de crédito')).toBeVisible();
});

test('a cart below the R$ 100 minimum cannot be ordered', async ({ page, request }) => {
  const product = await simpleProduct(request);
  await cartWith(page, request, product.price);
  await page.goto('/checkout');
  await expect(page.getByText(/O pedido mínimo é de R\$\s100,00, sem contar o frete/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar pedido' })).toBeDisabled();
  // The checkout forms meet the store's accessibility bar (no serious or critical WCAG 2 A/AA issue).
  await page
    .getByRole('form', { name: 'Endereço de entrega' })
    .getByRole('button', { name: 'Salvar endereço' })
    .click();
  await expect(page.getByText('Este campo é obrigatório').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
});

test('the CEP lookup says when a CEP is unknown or the lookup fails, and waits for 8 digits', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  await cartWith(page, request, product.price);
  const lookups: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/cep/')) lookups.push(sent.url());
  });
  // The commerce server's answers for these two cases (apps/commerce/README.md, "/order
  // endpoints"), simulated in the browser.
  await page.route('**/cep/00000000', (route) =>
    route.fulfill({
      status: 404,
      json: { erro: true, message: 'CEP não encontrado', code: 'CEP_NOT_FOUND' },
    }),
  );
  await page.route('**/cep/11111111', (route) =>
    route.fulfill({ status: 502, json: { message: 'Erro ao buscar endereço', code: 'CEP_LOOKUP_FAILED' } }),
  );
  await page.goto('/checkout');
  const cep = page.getByRole('form', { name: 'Endereço de entrega' }).getByLabel('CEP');
  await cep.pressSequentially('0131010');
  await expect(cep).toHaveValue('01310-10');
  await page.waitForTimeout(300);
  expect(lookups).toEqual([]);
  await expect(page.getByText('CEP não encontrado')).toHaveCount(0);
  await cep.fill('');
  await cep.pressSequentially('00000000');
  await expect(page.getByText('CEP não encontrado')).toBeVisible();
  await cep.fill('');
  await cep.pressSequentially('11111111');
  await expect(page.getByText('Erro ao buscar endereço')).toBeVisible();
  await expect(cep).toHaveAttribute('aria-invalid', 'true');
});
