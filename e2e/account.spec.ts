// Journeys of customer accounts (rules §2 Screens and routes): a person registers with
// a CPF from the login modal, confirms the account through the e-mailed link (read from the
// store's mail_outbox), logs in, is greeted by first name, edits the profile, adds an address,
// sees the empty order history and logs out; a business registers with CNPJ and corporate name;
// a forgotten password is reset through the e-mailed link (the old one stops working); an expired
// token sends the shopper home with the login modal and the warning of rules §8. axe checks the
// login modal and the registration form.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { linkIn, waitForMail } from './mail';
import { openInteractive, SCREENSHOTS } from './store';

const COMMERCE = `http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4100}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'Papel#2024';
const VALID_CPF = '529.982.247-25';
const VALID_CNPJ = '11.222.333/0001-81';

/** The store's SQLite file, as scripts/start.mjs resolves it (relative paths from the repository root). */
function databaseFile(): string {
  const url = process.env.E2E_DATABASE_URL ?? 'file:./data/e2e.db';
  const file = url.slice('file:'.length);
  return path.isAbsolute(file) ? file : path.join(import.meta.dirname, '..', file);
}

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The storefront path of the link in the latest e-mail of `kind` to `to`. */
async function mailedLink(to: string, kind: 'account-confirmation' | 'password-reset'): Promise<string> {
  const url = linkIn(await waitForMail(to, { kind, timeoutMs: 10_000 }));
  return `${url.pathname}${url.search}`;
}

/** Ends every token of the customer now, as if its lifetime had passed. */
function expireTokens(email: string) {
  const db = new Database(databaseFile(), { fileMustExist: true });
  try {
    const changed = db
      .prepare(
        `UPDATE customer_token SET expires_at = ? WHERE customer_id = (SELECT id FROM customer WHERE email = ?)`,
      )
      .run(new Date(Date.now() - 60_000).toISOString(), email.toLowerCase());
    expect(changed.changes).toBeGreaterThan(0);
  } finally {
    db.close();
  }
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

/** A confirmed customer made through the API (for journeys that do not test registration). */
async function confirmedCustomer(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail(name);
  await graphql(
    request,
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: { firstname: 'Joana', lastname: 'Pereira', email, password: PASSWORD, taxvat: '52998224725' } },
  );
  const link = new URL(await mailedLink(email, 'account-confirmation'), 'http://store');
  await graphql(
    request,
    `mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }`,
    {
      input: { email, confirmation_key: link.searchParams.get('key') },
    },
  );
  return email;
}

const loginModal = (page: Page) => page.getByRole('dialog', { name: 'Entrar' });

async function openLoginFromHeader(page: Page) {
  await page.getByRole('button', { name: 'Entre ou cadastre-se' }).click();
  await expect(loginModal(page)).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  const dialog = loginModal(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function fillRegistration(page: Page, values: { name: string; email: string; business?: string }) {
  const form = page.getByRole('form', { name: 'Criar conta' });
  await form.getByLabel('Nome completo').fill(values.name);
  await form.getByLabel('Gênero').selectOption({ label: 'Feminino' });
  await form.getByLabel('Data de nascimento').fill('15031990');
  if (values.business !== undefined) {
    await form.getByLabel('Pessoa jurídica (CNPJ)').check();
    await form.getByRole('textbox', { name: 'CNPJ' }).fill(VALID_CNPJ);
    await form.getByLabel('Razão social').fill(values.business);
  } else {
    await form.getByRole('textbox', { name: 'CPF' }).fill(VALID_CPF);
  }
  await form.getByRole('textbox', { name: 'E-mail' }).fill(values.email);
  await form.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirme a senha').fill(PASSWORD);
  return form;
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

test.describe('customer accounts', () => {
  test.use({ viewport: DESKTOP });

  test('register with CPF → confirm by e-mail → log in → profile, address, orders → log out', async ({
    page,
  }) => {
    const email = uniqueEmail('maria');
    await openInteractive(page, '/');
    await openLoginFromHeader(page);
    await loginModal(page).getByRole('button', { name: 'Cadastre-se' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    await expect(dialog).toBeVisible();

    // Rules §5 messages appear beside their fields.
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await expect(dialog.getByText('Este campo é obrigatório').first()).toBeVisible();
    const form = await fillRegistration(page, { name: 'Maria Souza', email });
    await form.getByRole('textbox', { name: 'CPF' }).fill('111.111.111-11');
    await form.getByLabel('Confirme a senha').fill('Outra#2024');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByText('CPF inválido')).toBeVisible();
    await expect(form.getByText('As senhas não conferem')).toBeVisible();
    await form.getByRole('textbox', { name: 'CPF' }).fill(VALID_CPF);
    await form.getByLabel('Confirme a senha').fill(PASSWORD);
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(dialog.getByText(/Cadastro realizado!/)).toBeVisible();

    // Unconfirmed: the server's message is shown.
    await openInteractive(page, '/');
    await openLoginFromHeader(page);
    await logIn(page, email, PASSWORD);
    await expect(loginModal(page).getByRole('alert')).toContainText('Você precisa confirmar a sua conta');

    await page.goto(await mailedLink(email, 'account-confirmation'));
    await expect(loginModal(page)).toBeVisible();
    await expect(loginModal(page).getByText('Sua conta foi confirmada')).toBeVisible();
    await logIn(page, email, PASSWORD);
    await expect(loginModal(page)).toBeHidden();
    await expect(page.getByTestId('account-greeting')).toHaveText('Olá, Maria');

    await page.getByTestId('account-greeting').click();
    await expect(page).toHaveURL(/\/customer\/my-profile$/);
    const profile = page.getByRole('form', { name: 'Dados pessoais' });
    await expect(profile.getByLabel('CPF/CNPJ')).toHaveValue(VALID_CPF);
    await profile.getByLabel('Sobrenome').fill('Souza Lima');
    await profile.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(profile.getByText('Dados salvos.')).toBeVisible();
    await shot(page, 'myaccount-profile-desktop');

    await page.goto('/customer/addresses-details');
    await expect(page.getByText('Você ainda não cadastrou endereços.')).toBeVisible();
    await page.getByRole('link', { name: 'Novo endereço' }).click();
    const address = page.getByRole('form', { name: /entrega/i });
    await address.getByLabel('CEP').fill('01310100');
    await expect(address.getByLabel('Cidade')).toHaveValue('São Paulo');
    await address.getByLabel('Número').fill('1000');
    await address.getByLabel('Nome', { exact: true }).fill('Maria');
    await address.getByLabel('Sobrenome').fill('Souza Lima');
    await address.getByLabel('Telefone').fill('11912345678');
    await address.getByLabel(/CPF/).fill(VALID_CPF);
    await address.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page).toHaveURL(/\/customer\/addresses-details$/);
    await expect(page.getByText('Entrega padrão')).toBeVisible();
    await expect(page.getByText(/Paulista, 1000/)).toBeVisible();
    await shot(page, 'myaccount-addresses-desktop');

    await page.getByRole('link', { name: 'Pedidos' }).click();
    await expect(page.getByText('Você ainda não fez pedidos.')).toBeVisible();

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginModal(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entre ou cadastre-se' })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'vsf-customer')).toBeUndefined();
    await page.goto('/customer');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a business registers with CNPJ and corporate name', async ({ page }) => {
    const email = uniqueEmail('papelaria');
    await openInteractive(page, '/');
    await openLoginFromHeader(page);
    await loginModal(page).getByRole('button', { name: 'Cadastre-se' }).click();
    const form = await fillRegistration(page, { name: 'Carlos Andrade', email, business: '' });
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByText('Este campo é obrigatório')).toBeVisible();
    await form.getByLabel('Razão social').fill('Papelaria Andrade Ltda');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText(/Cadastro realizado!/)).toBeVisible();

    await page.goto(await mailedLink(email, 'account-confirmation'));
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId('account-greeting')).toHaveText('Olá, Carlos');
    await page.goto('/customer/my-profile');
    await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(VALID_CNPJ);
    await expect(page.getByText('Papelaria Andrade Ltda')).toBeVisible();
  });

  test('a forgotten password is reset through the e-mailed link; the old one stops working', async ({
    page,
    request,
  }) => {
    const email = await confirmedCustomer(request, 'joana');
    await openInteractive(page, '/');
    await openLoginFromHeader(page);
    await loginModal(page).getByRole('button', { name: 'Esqueci minha senha' }).click();
    const forgot = page.getByRole('dialog', { name: 'Esqueci minha senha' });
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Enviar link' }).click();
    await expect(forgot.getByRole('status')).toContainText(email);

    await page.goto(await mailedLink(email, 'password-reset'));
    const reset = page.getByRole('form', { name: 'Nova senha' });
    await reset.getByLabel('Nova senha', { exact: true }).fill('fraca');
    await reset.getByLabel('Confirme a nova senha').fill('fraca');
    await reset.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(reset.getByText(/A senha precisa ter ao menos 8 caracteres/)).toBeVisible();
    await reset.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha9');
    await reset.getByLabel('Confirme a nova senha').fill('Nova#Senha9');
    await reset.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha alterada!')).toBeVisible();

    const old = await page.request.post('/session/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
    expect(((await old.json()) as { message: string }).message).not.toBe('');

    await page.getByRole('button', { name: 'Entrar' }).click();
    await logIn(page, email, 'Nova#Senha9');
    await expect(page.getByTestId('account-greeting')).toHaveText('Olá, Joana');
  });

  test('an expired token: the next account action shows the login modal with the warning', async ({
    page,
    request,
  }) => {
    const email = await confirmedCustomer(request, 'expira');
    await openInteractive(page, '/');
    await openLoginFromHeader(page);
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId('account-greeting')).toHaveText('Olá, Joana');

    expireTokens(email);
    await page.goto('/customer/my-profile');
    await expect(page.getByText('Você não está autorizado, faça login.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginModal(page)).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'vsf-customer')).toBeUndefined();
  });

  for (const viewport of [
    { name: 'desktop', ...DESKTOP },
    { name: 'phone', ...PHONE },
  ]) {
    test(`login modal and registration form have no serious accessibility violations (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openInteractive(page, '/');
      if (viewport.name === 'phone') {
        await page
          .getByRole('navigation', { name: 'Atalhos' })
          .getByRole('button', { name: 'Entrar' })
          .click();
      } else {
        await page.getByRole('button', { name: 'Entre ou cadastre-se' }).click();
      }
      await expect(loginModal(page)).toBeVisible();
      const check = async (label: string) => {
        const results = await new AxeBuilder({ page })
          .include('dialog[open]')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking, label).toEqual([]);
      };
      await check('login modal');
      await shot(page, `myaccount-login-${viewport.name}`);
      await loginModal(page).getByRole('button', { name: 'Cadastre-se' }).click();
      const dialog = page.getByRole('dialog', { name: 'Criar conta' });
      await dialog.getByRole('button', { name: 'Criar conta' }).click();
      await expect(dialog.getByText('Este campo é obrigatório').first()).toBeVisible();
      await check('registration form with errors');
      await shot(page, `myaccount-register-${viewport.name}`);
    });
  }

  test('My Account on a phone', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const email = await confirmedCustomer(request, 'celular');
    await openInteractive(page, '/');
    await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('button', { name: 'Entrar' }).click();
    await logIn(page, email, PASSWORD);
    await expect(loginModal(page)).toBeHidden();
    // The session cookie is set by the login route's answer: wait for it before leaving the page.
    await expect
      .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'vsf-customer'))
      .toBe(true);
    await page.goto('/customer');
    await expect(page.getByRole('heading', { name: 'Olá, Joana' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'myaccount-overview-phone');
  });
});
