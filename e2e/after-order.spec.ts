// After the order: a guest's boleto order sends its confirmation e-mail (received by a real SMTP
// server on the store's SMTP port) with the digitable line and the PDF slip attached, and the
// e-mail's link shows the boleto again; a customer pays an unpaid Pix order from My Account; a
// review written on the product page waits as pending in My Account, and once approved (the
// review command) it is on the product page.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { decodePart, mimeParts, readyCart, simpleProduct } from './orders';
import { SMTP_PORT } from './ports';
import { COMMERCE, databaseFile, graphql, logInNewCustomer, poll, withDatabase } from './store';

// Each journey places an order and walks several pages; on a shared, loaded machine pages can take
// seconds to answer.
test.describe.configure({ timeout: 300_000 });
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

// The newsletter invitation would cover the pages (20 s into a visit): these shoppers dismissed it.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() =>
    localStorage.setItem(
      'vsf-newsletter',
      JSON.stringify({ state: 'dismissed', at: new Date().toISOString() }),
    ),
  );
});

interface ReceivedMail {
  to: string[];
  raw: string;
}

async function fillShipping(page: Page, email: string) {
  await page.goto('/checkout');
  await page.getByLabel('Seu e-mail').fill(email);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByText(`Pedido para ${email}`)).toBeVisible();
  const form = page.getByRole('form', { name: 'Endereço de entrega' });
  await form.getByLabel('CEP').pressSequentially('01310100');
  await expect(form.getByLabel('Endereço (rua, avenida)')).toHaveValue('Avenida Paulista');
  await form.getByLabel('Número / apartamento').fill('1000 ap 12');
  await form.getByLabel('Nome', { exact: true }).fill('Maria');
  await form.getByLabel('Sobrenome').fill('Silva');
  await form.getByLabel('Telefone').pressSequentially('11912345678');
  await form.getByLabel('CPF ou CNPJ').pressSequentially('52998224725');
  await form.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Avenida Paulista, 1000 ap 12')).toBeVisible();
  const methods = page.getByRole('group', { name: 'Forma de entrega' });
  await methods.getByRole('radio').first().click();
  await expect(methods.getByRole('radio').first()).toBeChecked();
}

test('a guest boleto order: the e-mail carries the line and the PDF, and its link shows the boleto again', async ({
  page,
  request,
}) => {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  try {
    const email = `boleto.${Date.now()}@example.com`;
    const product = await simpleProduct(request);
    const { createEmptyCart: cartId } = await graphql<{ createEmptyCart: string }>(
      request,
      'mutation { createEmptyCart }',
    );
    await graphql(
      request,
      `mutation ($cartId: String!, $sku: String!, $quantity: Float!) {
         addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: $quantity }]) { user_errors { message } }
       }`,
      { cartId, sku: product.sku, quantity: Math.ceil(110 / product.price) },
    );
    await page
      .context()
      .addCookies([{ name: 'vsf-cart', value: cartId, url: test.info().project.use.baseURL ?? '' }]);
    await fillShipping(page, email);
    const methods = page.getByRole('group', { name: 'Forma de pagamento' });
    await methods.getByRole('radio', { name: /Boleto/ }).click();
    await expect(methods.getByRole('radio', { name: /Boleto/ })).toBeChecked();
    await page.getByRole('button', { name: 'Finalizar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: /Boleto do pedido \d+/ });
    const shownLine = (await dialog.locator('output').textContent())?.trim() ?? '';
    expect(shownLine).toMatch(/^34191\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);

    const mail = await poll(() => received.find((m) => m.to.includes(email)), 'the confirmation e-mail');
    const parts = mimeParts(mail.raw);
    const text = decodePart(
      parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers)) ?? { headers: '', body: '' },
    ).toString('utf8');
    const number = /Pedido nº (\d+)/.exec(text)?.[1];
    expect(number).toBeTruthy();
    expect(text).toContain(shownLine);
    const pdf = parts.find((p) => /content-type:\s*application\/pdf/i.test(p.headers));
    expect(pdf?.headers).toContain(`boleto-${number}.pdf`);
    expect(decodePart(pdf!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(parts.some((p) => /content-type:\s*text\/html/i.test(p.headers))).toBe(true);

    // The guest opens the e-mail's link in a fresh browser: the boleto is there again.
    const link = /https?:\/\/\S+checkout\/success\?order=\d+&token=\w+/.exec(text)?.[0];
    expect(link).toBeTruthy();
    const fresh = await page.context().browser()!.newContext();
    const guest = await fresh.newPage();
    await guest.goto(link!);
    await expect(guest.getByText(shownLine)).toBeVisible();
    await expect(guest.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Baixar boleto (PDF)' })).toBeVisible();
    await fresh.close();
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test("a customer pays an unpaid Pix order from My Account's order page", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const who = await logInNewCustomer(context, request, baseURL);
  const cartId = await readyCart(request, 'jetpix', { token: who.token });
  const created = await request.post(`${COMMERCE}/order/create`, {
    data: { cart_id: cartId },
    headers: { Store: 'default', Authorization: `Bearer ${who.token}` },
  });
  expect(created.status()).toBe(201);
  const { number } = ((await created.json()) as { order: { number: string } }).order;

  await page.goto(`/customer/order-history/${number}`);
  // A cold My Account page hydrates, asks the session, the order and its payment state in turn.
  await expect(page.getByText('Este pedido aguarda o pagamento (Pix).')).toBeVisible({ timeout: 120_000 });
  const charge = page.waitForResponse(
    (response) =>
      response.url().includes('/payments/itau/pix/transactions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Pagar agora' }).click();
  const { txid, pixCopiaECola } = (await (await charge).json()) as { txid: string; pixCopiaECola: string };
  const dialog = page.getByRole('dialog', { name: new RegExp(`Pague o pedido ${number} com Pix`) });
  await expect(dialog.getByRole('img', { name: 'QR code Pix do pedido' })).toBeVisible();
  await expect(dialog.getByLabel('Pix copia e cola')).toHaveValue(pixCopiaECola);
  // The charge expires with the order, 30 minutes after it was placed.
  await expect(dialog.getByRole('timer')).toHaveText(/^(30:00|[12]\d:[0-5]\d)$/);

  const paid = await request.post(`${COMMERCE}/payments/sandbox/pix/pay?txid=${encodeURIComponent(txid)}`);
  expect(paid.ok()).toBe(true);
  // The page notices the payment by itself: the panel goes and the order reads as processing.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Este pedido aguarda o pagamento (Pix).')).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText(/Processing|Em processamento/);
  await expect(page).toHaveURL(new RegExp(`/customer/order-history/${number}$`));
});

test('a review written on the product page is pending in My Account, then published once approved', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await simpleProduct(request);
  await page.goto(`/${product.url_key}.html`);
  // A guest is asked to log in first.
  await page.getByRole('button', { name: 'Escrever uma avaliação' }).click();
  await expect(
    page.getByText('Só clientes cadastrados podem escrever avaliações.', { exact: false }),
  ).toBeVisible();

  await logInNewCustomer(context, request, baseURL);
  await page.reload();
  await page.getByRole('button', { name: 'Escrever uma avaliação' }).click();
  const form = page.getByRole('form', { name: 'Escreva sua avaliação' });
  await expect(form).toBeVisible();
  const summary = `Ótimo caderno ${Date.now()}`;
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(form.getByText('Escolha de 1 a 5 estrelas.').first()).toBeVisible();
  await expect(form.getByText('Informe um resumo.')).toBeVisible();
  for (const group of await form.getByRole('radiogroup').all()) {
    await group.locator('label').nth(4).click();
  }
  await form.getByLabel('Apelido').fill('Joana P.');
  await form.getByLabel('Resumo').fill(summary);
  await form.getByLabel('Avaliação', { exact: true }).fill('Papel grosso, capa firme, chegou rápido.');
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Avaliação enviada')).toBeVisible();
  await expect(page.getByText('enviada para moderação', { exact: false })).toBeVisible();

  await page.goto('/customer/my-reviews');
  const mine = page.getByRole('listitem').filter({ hasText: summary });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Aguardando aprovação')).toBeVisible();

  // Staff approve it with the review command, on the store's database.
  const id = withDatabase(
    (db) => (db.prepare('SELECT id FROM review WHERE summary = ?').get(summary) as { id: number }).id,
  );
  const approved = spawnSync('npm', ['run', 'reviews', '-w', 'apps/commerce', '--', 'approve', String(id)], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: `file:${databaseFile()}` },
    encoding: 'utf8',
  });
  expect(approved.status, approved.stderr).toBe(0);

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: summary }).getByText('Aprovada')).toBeVisible();
  // The product page is cached; the approval drops it (catalogue version), so it shows up shortly.
  await expect(async () => {
    await page.goto(`/${product.url_key}.html`);
    await expect(page.getByRole('region', { name: /Avaliações/ }).getByText(summary)).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000 });
  // A retried journey may have published an earlier review by the same nickname.
  await expect(
    page
      .getByRole('region', { name: /Avaliações/ })
      .getByText('por Joana P.')
      .first(),
  ).toBeVisible();
});
