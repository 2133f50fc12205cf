// Marketing e conteúdo in the back office: the CLI administrator invites a conteúdo colleague, who
// sees the marketing and content screens only (the API refuses the rest). A shopper writes a review;
// the colleague approves it in the moderation queue and it is on the product page. The colleague
// creates a cart rule with a coupon code (a refused discount shown beside its field, nothing typed
// lost; axe on the form); a shopper applies the code in the cart and sees the discount. The
// colleague edits the Portuguese text of a CMS page and the storefront shows it; the newsletter
// list exports its CSV.
import { readFileSync } from 'node:fs';
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { createAdmin, DESKTOP, expectAccessible, firstSignIn, serverErrors, shot } from './admin-session';
import { simpleProduct } from './orders';
import { graphql, logInNewCustomer, settleRequests } from './store';

// Several pages at once on a loaded two-core machine: a lazy form or a save can take seconds.
test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now().toString(36).toUpperCase();

/** `R$ 5,59` with the non-breaking space Intl puts after the currency sign. */
const brl = (value: number) =>
  new RegExp(
    `R\\$\\s${value
      .toFixed(2)
      .replace('.', ',')
      .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`,
  );

/** A conteúdo colleague, invited by the administrator through the staff API the screens use. */
async function inviteContentColleague(admin: Page, email: string): Promise<string> {
  const token = await admin.evaluate(() => sessionStorage.getItem('admin.token'));
  const answer = await admin.request.post('/rest/V1/staff/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { user: { email, firstname: 'Clara', lastname: 'Conteúdo', role: 'conteudo' } },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { one_time_password: string }).one_time_password;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(DESKTOP);
  return page;
}

test('marketing and content: review moderation, a cart rule the cart applies, a CMS page edit', async ({
  browser,
  page: admin,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await admin.setViewportSize(DESKTOP);
  const adminEmail = `admin-mkt-${stamp.toLowerCase()}@loja.test`;
  await firstSignIn(admin, adminEmail, createAdmin(adminEmail));
  const staffEmail = `conteudo-${stamp.toLowerCase()}@loja.test`;
  const oneTimePassword = await inviteContentColleague(admin, staffEmail);

  const staffContext = await browser.newContext({ locale: 'pt-BR', baseURL });
  const staff = await newPage(staffContext);
  await firstSignIn(staff, staffEmail, oneTimePassword);

  await test.step('conteúdo sees Marketing e conteúdo, not orders, catalogue or system', async () => {
    for (const shown of [
      'Regras de carrinho',
      'Cupons',
      'Páginas',
      'Blocos de conteúdo',
      'Avaliações',
      'Blog',
      'Newsletter',
    ]) {
      await expect(staff.getByRole('menuitem', { name: shown })).toBeVisible();
    }
    for (const hidden of ['Pedidos', 'Catálogo', 'Usuários da equipe', 'Registro de auditoria']) {
      await expect(staff.getByRole('menuitem', { name: hidden })).toHaveCount(0);
    }
    const token = await staff.evaluate(() => sessionStorage.getItem('admin.token'));
    const orders = await staff.request.get('/rest/V1/orders?searchCriteria=', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(orders.status()).toBe(401);
  });

  const shopperContext = await browser.newContext({ locale: 'pt-BR', baseURL });
  await shopperContext.addInitScript(() =>
    localStorage.setItem(
      'vsf-newsletter',
      JSON.stringify({ state: 'dismissed', at: new Date().toISOString() }),
    ),
  );
  const shopper = await newPage(shopperContext);
  const product = await simpleProduct(request);
  const summary = `Aprovada no escritório ${stamp}`;

  await test.step('a shopper writes a review; the colleague approves it in the queue', async () => {
    await logInNewCustomer(shopperContext, request, baseURL);
    await shopper.goto(`/${product.url_key}.html`);
    await settleRequests(shopper);
    const form = shopper.getByRole('form', { name: 'Escreva sua avaliação' });
    // A click that lands before the page has hydrated does nothing, as on any server-rendered page.
    await expect(async () => {
      await shopper.getByRole('button', { name: 'Escrever uma avaliação' }).click({ timeout: 2_000 });
      await expect(form).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    for (const group of await form.getByRole('radiogroup').all()) {
      await group.locator('label').nth(3).click();
      await expect(group.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    }
    await form.getByLabel('Apelido').fill('Rita M.');
    await form.getByLabel('Resumo').fill(summary);
    await form.getByLabel('Avaliação', { exact: true }).fill('Boa para o dia a dia do escritório.');
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(shopper.getByText('Avaliação enviada')).toBeVisible();

    await staff.getByRole('menuitem', { name: 'Avaliações' }).click();
    // The queue opens on the pending reviews.
    const row = staff.getByRole('row').filter({ hasText: summary });
    await expect(row).toBeVisible();
    await expect(row.getByText('Pendente')).toBeVisible();
    await expect(serverErrors(staff)).toHaveCount(0);
    await shot(staff, 'admin-reviews-queue-desktop');
    await expectAccessible(staff, 'the review queue');
    await row.getByRole('button', { name: 'Aprovar' }).click();
    await expect(staff.getByText('1 aprovada')).toBeVisible();
    // Approved, it leaves the pending queue.
    await expect(staff.getByRole('row').filter({ hasText: summary })).toHaveCount(0);

    await expect(async () => {
      await shopper.goto(`/${product.url_key}.html`);
      await expect(shopper.getByRole('region', { name: /Avaliações/ }).getByText(summary)).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
  });

  const ruleName = `Marketing ${stamp}`;
  const couponCode = `MKT${stamp}`;

  await test.step('the colleague creates a cart rule; a refused discount shows beside its field', async () => {
    await staff.getByRole('menuitem', { name: 'Regras de carrinho' }).click();
    await staff.getByRole('link', { name: 'Novo' }).click();
    await staff.getByRole('textbox', { name: 'Nome' }).fill(ruleName);
    await staff.getByRole('textbox', { name: 'Código do cupom' }).fill(couponCode);
    // 150 % off: the server refuses it, and says so beside the discount.
    await staff.getByRole('textbox', { name: /^Desconto/ }).fill('150');
    await shot(staff, 'admin-sales-rule-form-desktop');
    await expectAccessible(staff, 'the cart rule form');
    await staff.getByRole('button', { name: 'Salvar' }).click();
    // Beside the discount, and in the notification (never only "the form is not valid").
    await expect(staff.locator('.MuiFormHelperText-root').getByText('Valor inválido.')).toBeVisible();
    await expect(serverErrors(staff)).toHaveText('Valor inválido.');
    await expect(staff.getByRole('textbox', { name: 'Nome' })).toHaveValue(ruleName);
    await expect(staff.getByRole('textbox', { name: 'Código do cupom' })).toHaveValue(couponCode);
    await shot(staff, 'admin-sales-rule-refused-desktop');

    await staff.getByRole('textbox', { name: /^Desconto/ }).fill('10');
    await staff.getByRole('button', { name: 'Salvar' }).click();
    const row = staff.getByRole('row').filter({ hasText: ruleName });
    await expect(row).toBeVisible();
    await expect(row.getByText(couponCode)).toBeVisible();
    await expect(row.getByText('10%')).toBeVisible();

    // The same code twice is refused beside the code, in Portuguese.
    await staff.getByRole('link', { name: 'Novo' }).click();
    await staff.getByRole('textbox', { name: 'Nome' }).fill(`${ruleName} bis`);
    await staff.getByRole('textbox', { name: 'Código do cupom' }).fill(couponCode.toLowerCase());
    await staff.getByRole('textbox', { name: /^Desconto/ }).fill('5');
    await staff.getByRole('button', { name: 'Salvar' }).click();
    await expect(staff.getByRole('textbox', { name: 'Código do cupom' })).toHaveAccessibleDescription(
      'Já existe um cupom com este código.',
    );
    await expect(staff.getByRole('textbox', { name: 'Nome' })).toHaveValue(`${ruleName} bis`);

    // Leaving the refused form asks first (unsaved changes): the colleague leaves.
    staff.once('dialog', (dialog) => dialog.accept());
    await staff.getByRole('menuitem', { name: 'Cupons' }).click();
    await staff.getByRole('textbox', { name: 'Buscar' }).fill(couponCode);
    await expect(staff.getByRole('row').filter({ hasText: couponCode })).toBeVisible();
  });

  await test.step('a shopper applies the code in the cart and sees the discount', async () => {
    await shopper.goto(`/${product.url_key}.html`);
    await settleRequests(shopper);
    await shopper
      .getByRole('region', { name: 'Comprar' })
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();
    const cart = shopper.getByRole('dialog', { name: 'Meu carrinho' });
    await expect(cart).toBeVisible();
    await cart.getByLabel('Cupom de desconto').fill(couponCode.toLowerCase());
    await cart.getByRole('button', { name: 'Aplicar' }).click();
    await expect(cart.getByText('Cupom aplicado')).toBeVisible();
    const summaryBox = cart.getByRole('region', { name: 'Resumo do pedido' });
    await expect(summaryBox.getByText(ruleName)).toBeVisible();
    const subtotal = Number(
      ((await summaryBox.getByTestId('cart-subtotal').textContent()) ?? '')
        .replace(/[^\d,]/g, '')
        .replace(',', '.'),
    );
    const discount = Math.round(subtotal * 10) / 100;
    await expect(summaryBox.getByText(brl(discount))).toBeVisible();
    await expect(summaryBox.getByTestId('cart-total')).toHaveText(brl(subtotal - discount));
  });

  await test.step('the colleague edits a CMS page in Portuguese; the storefront shows it', async () => {
    const sentence = `Atualizado pelo escritório ${stamp}.`;
    await staff.getByRole('menuitem', { name: 'Páginas' }).click();
    await expect(staff.getByRole('heading', { name: /Páginas/ }).first()).toBeVisible();
    // As a clerk does: types part of the address and clicks the row straight away, before the
    // search box has applied the text (half a second): the record opens and stays open.
    await staff.getByRole('textbox', { name: 'Buscar' }).fill('sobre');
    await staff.getByRole('row').filter({ hasText: 'sobre-nos' }).click();
    await expect(staff).toHaveURL(/#\/cms-pages\/\d+$/);
    await expect(staff.getByRole('tab', { name: 'Português' })).toHaveAttribute('aria-selected', 'true');
    await expect(staff.getByRole('textbox', { name: /^Título( \*)?$/ })).toHaveValue('Sobre nós');
    const editor = staff.locator('.ProseMirror').first();
    await editor.click();
    await staff.keyboard.press('ControlOrMeta+End');
    await staff.keyboard.press('Enter');
    await staff.keyboard.type(sentence);
    await staff.getByRole('tab', { name: 'English' }).click();
    await expect(staff.getByRole('textbox', { name: /^Título( \*)?$/ })).toHaveValue('About us');
    await staff.getByRole('tab', { name: 'Português' }).click();
    await shot(staff, 'admin-cms-page-form-desktop');
    await staff.getByRole('button', { name: 'Salvar' }).click();
    await expect(staff.getByText('Item atualizado com sucesso')).toBeVisible();

    await expect(async () => {
      await shopper.goto('/sobre-nos');
      await expect(shopper.getByRole('main').getByText(sentence)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // The English page keeps its own text.
    await shopper.goto('/en/AboutUs');
    await expect(shopper.getByRole('main').getByText(sentence)).toHaveCount(0);
  });

  await test.step('the newsletter list exports its subscribers as CSV', async () => {
    const reader = `leitor.${stamp.toLowerCase()}@example.com`;
    await graphql(request, 'mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', {
      e: reader,
    });
    await staff.getByRole('menuitem', { name: 'Newsletter' }).click();
    await staff.getByRole('textbox', { name: 'Buscar' }).fill(reader);
    // The export takes the list's search as the list shows it: the clerk waits for the list to
    // narrow to this subscriber (the header row and one), which on a store that has seen other
    // readers it does only once the search box has applied the text.
    await expect(staff.getByRole('row')).toHaveCount(2);
    await expect(staff.getByRole('row').filter({ hasText: reader }).getByText('Inscrito')).toBeVisible();
    await expect(serverErrors(staff)).toHaveCount(0);
    await shot(staff, 'admin-newsletter-desktop');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: 'Exportar CSV' }).click();
    const lines = readFileSync((await (await download).path()) ?? '', 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'subscriber_id,subscriber_email,status,customer_id,store_code,created_at,change_status_at',
    );
    // The export follows the list's search: the one subscriber it shows.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reader},SUBSCRIBED`);
  });

  await staffContext.close();
  await shopperContext.close();
});
