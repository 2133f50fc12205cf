// Journeys of the request forms and the coupons and FAQ pages: a business asks for a
// quote with two SKUs found by search (shopper and sales e-mails in mail_outbox); a customer asks
// for a return of a delivered order within the 7-day deadline, and a guest is refused after it
// with the server's message; a contact message; a job application with a real PDF CV; the coupons
// page copies ESP10 (and says so when the clipboard refuses); the FAQ filters its questions.
// The store must allow many form posts per address: FORM_RATE_LIMIT_PER_HOUR=1000 in its env.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import { customer, databaseFile, graphql, PASSWORD, poll, SCREENSHOTS, withDatabase } from './store';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const CNPJ = '11.222.333/0001-81';
const ROOT = path.join(import.meta.dirname, '..');

/** A staff command of the commerce app on the e2e database. */
function staff(command: 'requests' | 'blog', ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', command, '-w', 'apps/commerce', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${databaseFile()}` },
    encoding: 'utf8',
  });
}

interface Product {
  sku: string;
  name: string;
  price: number;
}

async function simpleProducts(request: APIRequestContext, search: string): Promise<Product[]> {
  const { products } = await graphql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        name: string;
        stock_status: string;
        only_x_left_in_stock: number | null;
        price_range: { minimum_price: { final_price: { value: number } } };
      }[];
    };
  }>(
    request,
    `query ($search: String!) { products(search: $search, pageSize: 50) { items { __typename sku name stock_status
       only_x_left_in_stock price_range { minimum_price { final_price { value } } } } } }`,
    { search },
  );
  return products.items
    .filter(
      (item) =>
        item.__typename === 'SimpleProduct' &&
        item.stock_status === 'IN_STOCK' &&
        item.only_x_left_in_stock === null,
    )
    .map((item) => ({
      sku: item.sku,
      name: item.name,
      price: item.price_range.minimum_price.final_price.value,
    }));
}

/** Places an order for the customer (one product, above the R$ 100 minimum); answers its number. */
async function placeOrder(request: APIRequestContext, token: string, product: Product): Promise<string> {
  const { customerCart } = await graphql<{ customerCart: { id: string } }>(
    request,
    '{ customerCart { id } }',
    {},
    token,
  );
  const cartId = customerCart.id;
  const quantity = Math.max(1, Math.ceil(120 / product.price));
  await graphql(
    request,
    `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
       addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } } }`,
    { cartId, sku: product.sku, quantity },
    token,
  );
  const address = {
    firstname: 'Rita',
    lastname: 'Teixeira',
    street: ['Avenida Paulista', '1000', 'Bela Vista'],
    city: 'São Paulo',
    region: 'SP',
    postcode: '01310-100',
    country_code: 'BR',
    telephone: '11912345678',
  };
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
  const payment = codes.includes('checkmo') ? 'checkmo' : 'jetboleto';
  await graphql(
    request,
    `mutation ($cartId: String!, $code: String!) {
       setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) { cart { id } } }`,
    { cartId, code: payment },
    token,
  );
  const { placeOrder } = await graphql<{
    placeOrder: { orderV2: { number: string } | null; errors: { message: string }[] };
  }>(
    request,
    'mutation ($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { orderV2 { number } errors { message } } }',
    { cartId },
    token,
  );
  if (!placeOrder.orderV2) throw new Error(JSON.stringify(placeOrder.errors));
  return placeOrder.orderV2.number;
}

async function logIn(page: Page, email: string) {
  const response = await page.request.post('/session/login', {
    data: { email, password: PASSWORD },
    headers: { Store: 'default' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

function mails(protocol: string) {
  return withDatabase(
    (db) =>
      db
        // The subject names the protocol and, unlike the body, is kept once the message is delivered.
        .prepare('SELECT to_address, kind FROM mail_outbox WHERE subject LIKE ? ORDER BY id')
        .all(`%${protocol}%`) as { to_address: string; kind: string }[],
  );
}

/** A small but real PDF document (one page with a line of text). */
function pdfFixture(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = 'BT /F1 18 Tf 72 770 Td (Curriculo - Rita Teixeira) Tj ET';
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A tiny real PNG (the product's photo) from the catalogue's images, through the storefront. */
async function photo(page: Page): Promise<Buffer> {
  const response = await page.request.get('/apple-icon.png');
  expect(response.ok()).toBe(true);
  return Buffer.from(await response.body());
}

test.use({ viewport: DESKTOP });

test('a business asks for a quote with two SKUs found by search; shopper and sales are e-mailed', async ({
  page,
}) => {
  const [first, second] = await simpleProducts(page.request, 'caneta');
  if (!first || !second) throw new Error('products missing');
  await page.goto('/Budget');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orçamento');
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
    '/orcamento',
  );
  const form = page.getByRole('form', { name: 'Peça o seu orçamento' });

  // Wrong input is named beside each field before anything is sent.
  await form.getByLabel('CNPJ').fill('11222333000182');
  await expect(form.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-82');
  await form.getByRole('button', { name: 'Enviar pedido de orçamento' }).click();
  await expect(form.getByText('CNPJ inválido.')).toBeVisible();
  await expect(form.getByText('Adicione pelo menos um produto ou descreva o que precisa.')).toBeVisible();

  await form.getByLabel('Empresa (razão social)').fill('Papelaria Central Ltda');
  await form.getByLabel('CNPJ').fill(CNPJ);
  await form.getByLabel('Nome do contato').fill('Rita Teixeira');
  const email = `compras.${Date.now()}@example.com`;
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone').fill('11912345678');
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 91234-5678');
  const search = form.getByLabel('Buscar produto por nome ou SKU');
  for (const product of [first, second]) {
    await search.fill(product.sku);
    await form.getByRole('button', { name: `Adicionar ${product.name}` }).click();
  }
  await form.getByLabel(`Quantidade de ${first.name}`).fill('12');
  await form.getByLabel(`Quantidade de ${second.name}`).fill('30');
  await form.getByLabel('Observações (opcional)').fill('Entrega em Barueri, de manhã.');
  await shot(page, 'forms-quote-desktop');
  await form.getByRole('button', { name: 'Enviar pedido de orçamento' }).click();

  const success = page.getByRole('status').filter({ hasText: 'Pedido de orçamento enviado!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  const protocol = (await success.getByTestId('request-protocol').textContent()) ?? '';
  expect(protocol).toMatch(/^ORC-\d{4}-\d{6}$/);
  const sent = await poll(() => {
    const rows = mails(protocol);
    return rows.length >= 2 ? rows : undefined;
  }, 'quote e-mails');
  expect(sent).toEqual(
    expect.arrayContaining([
      { to_address: email, kind: 'quote-confirmation' },
      { to_address: 'vendas@escritoriototal.com.br', kind: 'quote-notification' },
    ]),
  );
  // Both were delivered by SMTP, and name the protocol.
  for (const to of [email, 'vendas@escritoriototal.com.br']) {
    const message = await waitForMail(to, { match: (mail) => mail.subject.includes(protocol) });
    expect(message.text).toContain(protocol);
  }
  const shown = staff('requests', 'show', protocol);
  expect(shown).toContain(first.sku);
  expect(shown).toContain(second.sku);
});

test('a logged-in business customer finds the quote form filled with their data', async ({ page }) => {
  const email = `empresa.${Date.now()}@example.com`;
  await graphql(
    page.request,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    {
      input: {
        firstname: 'Paulo',
        lastname: 'Ramos',
        email,
        password: PASSWORD,
        taxvat: CNPJ,
        custom_attributes: [{ attribute_code: 'razao_social', value: 'Ramos Escritórios Ltda' }],
      },
    },
  );
  const key = await waitForMail(email, { kind: 'account-confirmation' })
    .then((mail) => linkIn(mail).searchParams.get('key'))
    .catch(() => undefined);
  if (key) {
    await graphql(
      page.request,
      'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }',
      { input: { email, confirmation_key: key } },
    );
  }
  await logIn(page, email);
  await page.goto('/orcamento');
  const form = page.getByRole('form', { name: 'Peça o seu orçamento' });
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(form.getByLabel('Nome do contato')).toHaveValue('Paulo Ramos');
  await expect(form.getByLabel('CNPJ')).toHaveValue(CNPJ);
  await expect(form.getByLabel('Empresa (razão social)')).toHaveValue('Ramos Escritórios Ltda');
});

test('a customer returns a product delivered today; after the 7-day deadline the server refuses', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const products = await simpleProducts(page.request, 'caderno');
  const product = products.find((entry) => entry.price >= 10) ?? products[0];
  if (!product) throw new Error('product missing');
  const { email, token } = await customer(page.request, 'rita', { firstname: 'Rita', lastname: 'Teixeira' });
  const recent = await placeOrder(page.request, token, product);
  const old = await placeOrder(page.request, token, product);
  staff('requests', 'deliver', recent);
  const longAgo = new Date(Date.now() - 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  staff('requests', 'deliver', old, '--date', longAgo);

  // Logged in: the order comes from the list, its products are ticked.
  await logIn(page, email);
  await page.goto('/ProductReturn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Devolução de produtos');
  const form = page.getByRole('form', { name: 'Solicite a devolução' });
  await form.getByLabel('Pedido', { exact: true }).selectOption(recent);
  await expect(
    form.getByText(/Você pode pedir a devolução deste pedido até \d{2}\/\d{2}\/\d{4}\./),
  ).toBeVisible();
  await form.getByRole('checkbox', { name: new RegExp(product.sku) }).check();
  await form.getByLabel('Motivo da devolução').fill('A capa do caderno chegou rasgada na entrega.');
  await form.getByLabel('Nota fiscal ou carta de devolução').setInputFiles({
    name: 'nota-fiscal.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFixture(),
  });
  await form.getByLabel('Fotos do produto e da embalagem (opcional)').setInputFiles({
    name: 'foto-caixa.png',
    mimeType: 'image/png',
    buffer: await photo(page),
  });
  await expect(form.getByRole('img', { name: 'foto-caixa.png' })).toBeVisible();
  await shot(page, 'forms-return-desktop');
  await form.getByRole('button', { name: 'Solicitar devolução' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Solicitação de devolução enviada!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  const protocol = (await success.getByTestId('request-protocol').textContent()) ?? '';
  expect(protocol).toMatch(/^DEV-\d{4}-\d{6}$/);
  await poll(
    () => (mails(protocol).some((mail) => mail.to_address === email) ? true : undefined),
    'return e-mail',
  );

  // A guest types the old order: the server's deadline message appears.
  await page.context().clearCookies();
  await page.goto('/devolucao');
  const guestForm = page.getByRole('form', { name: 'Solicite a devolução' });
  await guestForm.getByLabel('Número do pedido').fill(old);
  await guestForm.getByLabel('E-mail do pedido').fill(email);
  await guestForm.getByLabel('SKU dos produtos').fill(product.sku);
  await guestForm.getByLabel('Motivo da devolução').fill('Desisti da compra, o produto não serviu.');
  await guestForm.getByLabel('Nota fiscal ou carta de devolução').setInputFiles({
    name: 'nota.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFixture(),
  });
  await guestForm.getByRole('button', { name: 'Solicitar devolução' }).click();
  const [year, month, day] = longAgo.split('-').map(Number);
  const deadline = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 7));
  const expected = `O prazo de 7 dias para devolução terminou em ${String(deadline.getUTCDate()).padStart(2, '0')}/${String(deadline.getUTCMonth() + 1).padStart(2, '0')}/${deadline.getUTCFullYear()}.`;
  await expect(guestForm.getByRole('alert')).toHaveText(expected, { timeout: 20_000 });
  await page.setViewportSize(PHONE);
  await shot(page, 'forms-return-deadline-phone');
});

test('a contact message gets a protocol; wrong fields are named beside them', async ({ page }) => {
  await page.goto('/Contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fale Conosco');
  const form = page.getByRole('form', { name: 'Envie uma mensagem' });
  await form.getByLabel('E-mail').fill('rita@');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(
    form.getByText('Use pelo menos 10 caracteres.').or(form.getByText('Este campo é obrigatório')).first(),
  ).toBeVisible();

  const email = `contato.${Date.now()}@example.com`;
  await form.getByLabel('Nome').fill('Rita Teixeira');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone (opcional)').fill('1134567890');
  await form.getByLabel('Assunto').fill('Nota fiscal do pedido');
  await form.getByLabel('Mensagem').fill('Preciso da segunda via da nota fiscal do meu último pedido.');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Mensagem enviada!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  const protocol = (await success.getByTestId('request-protocol').textContent()) ?? '';
  expect(protocol).toMatch(/^CON-\d{4}-\d{6}$/);
  await poll(
    () => (mails(protocol).some((mail) => mail.kind === 'contact-confirmation') ? true : undefined),
    'contact e-mail',
  );
  await page.setViewportSize(PHONE);
  await shot(page, 'forms-contact-phone');
});

test('a job application goes with a PDF CV; a picture is refused before sending', async ({ page }) => {
  await page.goto('/WorkWithUS');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trabalhe Conosco');
  const form = page.getByRole('form', { name: 'Envie a sua candidatura' });
  await expect(form.getByText(/PDF, DOC, DOCX, até 2 MB\./)).toBeVisible();
  await form.getByLabel('Currículo').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: await photo(page),
  });
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(form.getByText('Formato não aceito. Use PDF, DOC, DOCX.')).toBeVisible();
  await form.getByRole('button', { name: 'Remover foto.png' }).click();

  const email = `vaga.${Date.now()}@example.com`;
  await form.getByLabel('Nome completo').fill('Rita Teixeira');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefone').fill('11912345678');
  await form.getByLabel('Vaga ou área de interesse').fill('Logística e expedição');
  await form.getByLabel('Currículo').setInputFiles({
    name: 'curriculo-rita.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFixture(),
  });
  await form.getByRole('button', { name: 'Enviar candidatura' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Candidatura enviada!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  const protocol = (await success.getByTestId('request-protocol').textContent()) ?? '';
  expect(protocol).toMatch(/^RH-\d{4}-\d{6}$/);
  const stored = withDatabase(
    (db) =>
      db.prepare("SELECT original_name FROM upload WHERE original_name = 'curriculo-rita.pdf'").get() as
        | { original_name: string }
        | undefined,
  );
  expect(stored?.original_name).toBe('curriculo-rita.pdf');
  await poll(
    () => (mails(protocol).some((mail) => mail.kind === 'career-notification') ? true : undefined),
    'careers e-mail',
  );
});

test('the coupons page lists ESP10 with its conditions and copies the code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/Coupons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cupons de desconto');
  const coupon = page.getByRole('region', { name: /ESP10|primeira compra/i });
  await expect(coupon.getByText('ESP10', { exact: true })).toBeVisible();
  await expect(coupon.getByRole('listitem').first()).toBeVisible();
  await coupon.getByRole('button', { name: 'Copiar o cupom ESP10' }).click();
  await expect(page.getByText('Cupom ESP10 copiado. Cole no carrinho para usar.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ESP10');
  await shot(page, 'coupons-desktop');
  await page.setViewportSize(PHONE);
  await shot(page, 'coupons-phone');
});

test('a clipboard that refuses shows "Failed to copy to clipboard" in the shopper\'s language', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await page.goto('/en/Coupons');
  await page.getByRole('button', { name: 'Copy coupon ESP10' }).click();
  await expect(page.getByText('Failed to copy to clipboard')).toBeVisible();
});

test('the FAQ filters its questions as the shopper types', async ({ page }) => {
  await page.goto('/Faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
  const questions = page.getByRole('main').locator('details');
  const total = await questions.count();
  expect(total).toBeGreaterThanOrEqual(8);
  await page.getByLabel('Buscar nas perguntas').fill('boleto');
  await expect(questions).toHaveCount(1);
  await expect(questions.first()).toContainText('Quais são as formas de pagamento?');
  await expect(questions.first()).toContainText('boleto');
  await page.getByLabel('Buscar nas perguntas').fill('cartao');
  await expect(questions).toHaveCount(1);
  await page.getByLabel('Buscar nas perguntas').fill('xyzzy');
  await expect(questions).toHaveCount(0);
  await expect(page.getByText('Nenhuma pergunta corresponde à busca.', { exact: false })).toBeVisible();
  await page.getByLabel('Buscar nas perguntas').fill('');
  await expect(questions).toHaveCount(total);
  await page.setViewportSize(PHONE);
  await shot(page, 'faq-phone');
});
