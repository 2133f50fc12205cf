// The back office (apps/admin at /admin): the first administrator, created with the CLI, replaces
// the one-time password, sets up TOTP and signs in with it; sees the orders; changes a product's
// price and the storefront shows it; invites a catálogo user, who on a 1024×768 tablet sees the
// catalogue but neither Clientes nor Sistema, and whom the API refuses too. axe-core on each screen.
import { expect, test } from '@playwright/test';
import {
  code,
  createAdmin,
  DESKTOP,
  expectAccessible,
  firstSignIn,
  NEW_PASSWORD,
  serverErrors,
  shot,
  TABLET,
} from './admin-session';

/** A simple product of the demo catalogue (Pasta AZ Dello preta). */
const SKU = '100001';

test.describe
  .serial('back office', () => {
    const adminEmail = `admin-${Date.now()}@loja.test`;
    const catalogEmail = `catalogo-${Date.now()}@loja.test`;
    let catalogPassword = '';

    test('the CLI administrator signs in with TOTP, sees orders, changes a price, invites a colleague', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(DESKTOP);
      const secret = await firstSignIn(
        page,
        adminEmail,
        createAdmin(adminEmail),
        'admin-first-sign-in-desktop',
      );

      // Signed out, the administrator comes back with password and the app's code.
      await page.getByRole('button', { name: /perfil|profile/i }).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await page.getByLabel('Usuário').fill(adminEmail);
      await page.getByLabel('Senha').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      // A wrong code is refused in the screen's language; the code field keeps its place.
      await page.getByLabel('Código do aplicativo autenticador').fill('000000');
      await page.getByRole('button', { name: 'Verificar código' }).click();
      await expect(page.getByRole('alert')).toContainText('Código inválido.');
      // The enrolment used this period's code: the next period's is accepted (one step of drift).
      await page.getByLabel('Código do aplicativo autenticador').fill(code(secret, 1));
      await page.getByRole('button', { name: 'Verificar código' }).click();
      await expect(page.getByRole('menuitem', { name: 'Painel' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Usuários da equipe' })).toBeVisible();
      // The figures the orders API answers.
      await expect(page.getByRole('heading', { name: 'A enviar' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Vendas de hoje' })).toBeVisible();
      await expect(serverErrors(page)).toHaveCount(0);
      await shot(page, 'admin-dashboard-desktop');
      await expectAccessible(page, 'the dashboard');

      // Pedidos: the list answers (searchCriteria through /rest/V1/orders).
      await page.getByRole('menuitem', { name: 'Pedidos' }).click();
      await expect(page.getByRole('heading', { name: /Pedidos/ }).first()).toBeVisible();
      await expect(
        page.getByRole('columnheader', { name: 'Número' }).or(page.getByText('Nenhum resultado')),
      ).toBeVisible();
      await expect(serverErrors(page)).toHaveCount(0);
      await shot(page, 'admin-orders-desktop');
      await expectAccessible(page, 'the order list');

      // Catálogo: a new price, saved through PUT /rest/V1/products/:sku, is on the product page.
      await page.getByRole('menuitem', { name: 'Catálogo' }).click();
      await expect(page.getByRole('columnheader', { name: /SKU/i })).toBeVisible();
      await page.getByRole('textbox', { name: 'Buscar' }).fill(SKU);
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      await page.getByRole('link', { name: SKU, exact: true }).click();
      const price = page.getByRole('textbox', { name: 'Preço', exact: true });
      await expect(price).not.toHaveValue('');
      const newPrice = '123,45';
      await price.fill(newPrice);
      await shot(page, 'admin-product-form-desktop');
      await expectAccessible(page, 'the product form');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Item atualizado com sucesso')).toBeVisible();
      const storefront = await page.context().newPage();
      await expect(async () => {
        await storefront.goto(`/produto?sku=${SKU}`);
        await expect(storefront.getByText(/R\$\s123,45/).first()).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await storefront.close();

      // Sistema: invite a catálogo colleague; the one-time password is shown once.
      await page.getByRole('menuitem', { name: 'Usuários da equipe' }).click();
      await page.getByRole('link', { name: 'Novo' }).click();
      // The list's "E-mail" column header stays labelled until the form replaces it: ask for the field.
      await page.getByRole('textbox', { name: 'E-mail' }).fill(catalogEmail);
      await page.getByLabel('Nome', { exact: false }).first().fill('Carla');
      await page.getByLabel('Sobrenome').fill('Catálogo');
      await page.getByRole('combobox', { name: 'Perfil' }).click();
      await page.getByRole('option', { name: 'Catálogo' }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      catalogPassword = (await page.getByTestId('secret').textContent())?.trim() ?? '';
      expect(catalogPassword.length).toBeGreaterThanOrEqual(12);
      await page.getByRole('button', { name: 'OK' }).click();
    });

    test('a catálogo user on a 1024×768 tablet sees the catalogue, not Clientes or Sistema', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(TABLET);
      await firstSignIn(page, catalogEmail, catalogPassword);
      await expect(page.getByRole('menuitem', { name: 'Catálogo' })).toBeVisible();
      for (const hidden of [
        'Pedidos',
        'Clientes',
        'Usuários da equipe',
        'Integrações',
        'Registro de auditoria',
      ]) {
        await expect(page.getByRole('menuitem', { name: hidden })).toHaveCount(0);
      }
      // Typed by hand, the address says the role may not open it, and the API refuses the role anyway.
      await page.goto('/admin/#/staff-users');
      await expect(page.getByText('Sem permissão').first()).toBeVisible();
      const token = await page.evaluate(() => sessionStorage.getItem('admin.token'));
      const refused = await page.request.get('/rest/V1/staff/users?searchCriteria=', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);

      await page.goto('/admin/#/products');
      // The first list of a new session: on a machine busy with other journeys it takes seconds.
      await expect(page.getByRole('link', { name: SKU, exact: true })).toBeVisible({ timeout: 30_000 });
      // Nothing is wider than the tablet's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        TABLET.width,
      );
      await shot(page, 'admin-products-tablet');
      await expectAccessible(page, 'the product list on a tablet');
    });
  });
