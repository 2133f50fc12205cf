// A clerk's creates in the back office: "Novo produto" with an SKU that exists is refused beside
// the SKU and the live product keeps its name and price; a price typed "31.90,5" is refused beside
// the price and nothing is created; "31,90" saves R$ 31,90 (read back through the API, and shown as
// "R$ 31,90" in the field); inviting a colleague with an e-mail in use is refused beside the
// e-mail; a pedidos colleague following a catalogue link reads "Sem permissão". In the shop, a
// coupon below its minimum says how much is missing.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAdmin, DESKTOP, firstSignIn, serverErrors, shot } from './admin-session';
import { simpleProduct } from './orders';
import { settleRequests } from './store';

test.use({ actionTimeout: 30_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now().toString(36).toUpperCase();

/** `/rest/V1/…` as the signed-in staff member (the token the app keeps for the tab). */
async function api(page: Page, path: string, init: { method?: 'GET' | 'POST'; data?: unknown } = {}) {
  const token = await page.evaluate(() => sessionStorage.getItem('admin.token'));
  return page.request.fetch(`/rest/V1/${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}` },
    data: init.data,
  });
}

/** The text under the input named `name` (its error, once refused), as the clerk reads it beside the field. */
const besideField = (page: Page, name: string) =>
  page
    .locator('.MuiFormControl-root')
    .filter({ has: page.getByRole('textbox', { name, exact: true }) })
    .locator('.MuiFormHelperText-root');

test('a create never overwrites, prices are typed as in Brazil, refusals sit beside their fields', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const email = `clerk-create-${stamp.toLowerCase()}@loja.test`;
  await firstSignIn(page, email, createAdmin(email));

  const existing = await simpleProduct(page.request);
  const before = await (await api(page, `products/${encodeURIComponent(existing.sku)}`)).json();

  await test.step('Novo produto with an SKU that exists is refused; the product is unchanged', async () => {
    await page.goto('/admin/#/products/create');
    await page.getByRole('textbox', { name: 'SKU' }).fill(existing.sku);
    await page.getByRole('textbox', { name: 'Nome' }).fill(`Sobrescrito ${stamp}`);
    await page.getByRole('textbox', { name: 'Preço', exact: true }).fill('1,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(besideField(page, 'SKU')).toHaveText('Já existe um produto com este SKU.');
    await expect(serverErrors(page)).toHaveText('Já existe um produto com este SKU.');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Sobrescrito ${stamp}`);
    await shot(page, 'admin-create-existing-sku');
    const after = await (await api(page, `products/${encodeURIComponent(existing.sku)}`)).json();
    expect({ name: after.name, price: after.price }).toEqual({ name: before.name, price: before.price });
  });

  const sku = `NOVO-${stamp}`;
  await test.step('"31.90,5" is refused beside the price and nothing is created', async () => {
    await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
    await page.getByRole('textbox', { name: 'Nome' }).fill(`Caneta Nova ${stamp}`);
    await page.getByRole('textbox', { name: 'Preço', exact: true }).fill('31.90,5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(besideField(page, 'Preço')).toHaveText(
      '"31.90,5" não é um número (use vírgula para os centavos, ex.: 12,90 ou 1.234,56).',
    );
    await shot(page, 'admin-create-bad-price');
    expect((await api(page, `products/${sku}`)).status()).toBe(404);
  });

  await test.step('"31,90" saves R$ 31,90, shown as R$ 31,90 in the field', async () => {
    await page.getByRole('textbox', { name: 'Preço', exact: true }).fill('31,90');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('tab', { name: 'Imagens' })).toBeVisible();
    const saved = await (await api(page, `products/${sku}`)).json();
    expect(saved).toMatchObject({ sku, name: `Caneta Nova ${stamp}`, price: 31.9 });
    const price = page.getByRole('textbox', { name: 'Preço', exact: true });
    await expect(price).toHaveValue('31,90');
    await expect(page.locator('.MuiInputAdornment-root').first()).toHaveText('R$');
    await shot(page, 'admin-product-price-typed');
  });

  await test.step('inviting a colleague with an e-mail in use is refused beside the e-mail', async () => {
    await page.goto('/admin/#/staff-users/create');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Outra');
    await page.getByRole('textbox', { name: 'Sobrenome' }).fill('Pessoa');
    await page.getByRole('combobox', { name: 'Perfil' }).click();
    await page.getByRole('option', { name: 'Pedidos' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(besideField(page, 'E-mail')).toHaveText('Já existe um usuário com este e-mail.');
    await expect(serverErrors(page)).not.toHaveText(/não está válido/);
    await shot(page, 'admin-invite-duplicate-email');
  });

  await test.step("a pedidos colleague opening a catalogue link reads 'Sem permissão'", async () => {
    const colleague = `pedidos-${stamp.toLowerCase()}@loja.test`;
    const invited = await api(page, 'staff/users', {
      method: 'POST',
      data: { user: { email: colleague, firstname: 'Paula', lastname: 'Pedidos', role: 'pedidos' } },
    });
    expect(invited.status()).toBe(200);
    const context = await page.context().browser()!.newContext({
      baseURL: test.info().project.use.baseURL,
      locale: 'pt-BR',
      viewport: DESKTOP,
    });
    const other = await context.newPage();
    await firstSignIn(other, colleague, (await invited.json()).one_time_password);
    await other.goto('/admin/#/products');
    await expect(other.getByRole('heading', { name: 'Sem permissão', level: 1 })).toBeVisible();
    await expect(
      other.getByText('Seu perfil (Pedidos) não dá acesso a esta página.', { exact: false }),
    ).toBeVisible();
    await shot(other, 'admin-no-permission');
    await context.close();
  });

  await test.step('a coupon below its minimum says how much is missing', async () => {
    const code = `MIN150${stamp}`;
    const rule = await api(page, 'salesRules', {
      method: 'POST',
      data: {
        rule: {
          name: `Dez acima de 150 ${stamp}`,
          discount_amount: 10,
          customer_group_ids: [0, 1],
          is_active: true,
          extension_attributes: { coupon_code: code, min_subtotal: 150 },
        },
      },
    });
    expect(rule.status()).toBe(200);
    const shop = await page.context().newPage();
    await shop.goto(`/${existing.url_key}.html`);
    await settleRequests(shop);
    await shop
      .getByRole('region', { name: 'Comprar' })
      .getByRole('button', { name: 'Adicionar ao carrinho' })
      .click();
    const cart = shop.getByRole('dialog', { name: 'Meu carrinho' });
    await cart.getByLabel('Cupom de desconto').fill(code.toLowerCase());
    await cart.getByRole('button', { name: 'Aplicar' }).click();
    const missing = (15_000 - Math.round(existing.price * 100)) / 100;
    const reais = (value: number) => `R$\u00a0${value.toFixed(2).replace('.', ',')}`;
    await expect(cart.getByRole('alert')).toHaveText(
      `Faltam ${reais(missing)} para o mínimo de ${reais(150)}.`,
    );
    await expect(cart.getByText('Cupom aplicado')).toHaveCount(0);
    await shot(shop, 'shop-coupon-below-minimum');
    await shop.close();
  });
});
