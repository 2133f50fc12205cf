// The back office's composite products and category tree: staff adds an existing simple product
// as a variant of a configurable in its "Variações" tab, and the storefront's product page offers
// the new colour; staff drags a category onto another in the tree, and the storefront's
// breadcrumb of that category names its new parent.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAdmin, DESKTOP, firstSignIn, serverErrors, shot } from './admin-session';

// Screens wait on the API, which several journeys share on a two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const STAMP = Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
const PARENT = `PT-${STAMP.toUpperCase()}`;
const COLOUR = `Turquesa ${STAMP}`;

/** A `/rest/V1/…` call as the signed-in staff member (fixtures the journey does not look at). */
async function rest(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('admin.token'));
  const answer = await page.request.fetch(`/rest/V1/${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return answer.json();
}

const simple = (sku: string, colour: string) => ({
  product: {
    sku,
    name: `Pasta Polionda ${colour}`,
    type_id: 'simple',
    attribute_set_id: 4,
    price: 9.9,
    status: 1,
    visibility: 1,
    custom_attributes: [{ attribute_code: 'color', value: colour }],
    extension_attributes: { stock_item: { qty: 8, is_in_stock: true } },
  },
});

test.describe
  .serial('back office: product types and the category tree', () => {
    let page: Page;
    let shop: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      // Signing in hashes passwords slowly on purpose; a busy shared machine takes minutes.
      test.setTimeout(300_000);
      const baseURL = testInfo.project.use.baseURL;
      page = await (await browser.newContext({ baseURL, viewport: DESKTOP, locale: 'pt-BR' })).newPage();
      shop = await (await browser.newContext({ baseURL, locale: 'pt-BR' })).newPage();
      const email = `tipos-admin-${Date.now()}@loja.test`;
      await firstSignIn(page, email, createAdmin(email));
    });
    test.afterAll(async () => {
      await page.context().close();
      await shop.context().close();
    });

    test('a simple product added as a variant is offered on the product page', async () => {
      test.setTimeout(240_000);
      await rest(page, 'POST', 'products', {
        product: {
          sku: PARENT,
          name: `Pasta Polionda ${STAMP}`,
          type_id: 'configurable',
          attribute_set_id: 4,
          status: 1,
          visibility: 4,
        },
      });
      await rest(page, 'POST', 'products', simple(`${PARENT}-GR`, `Grafite ${STAMP}`));
      await rest(page, 'POST', `configurable-products/${PARENT}/child`, { childSku: `${PARENT}-GR` });
      await rest(page, 'POST', 'products', simple(`${PARENT}-TQ`, COLOUR));

      await page.goto(`/admin/#/products/${encodeURIComponent(PARENT)}`);
      await page.getByRole('tab', { name: 'Variações' }).click();
      await expect(page.getByText('Atributos usados: Cor')).toBeVisible();
      const grid = page.getByRole('table', { name: 'Variações' });
      await expect(grid.getByRole('row')).toHaveCount(2);

      // A refusal stays beside the SKU, with what was typed: the grafite one is already a variant.
      const sku = page.getByRole('textbox', { name: 'SKU do produto simples' });
      await sku.fill(`${PARENT}-GR`);
      await page.getByRole('button', { name: 'Adicionar variação' }).click();
      await expect(page.getByText('Este produto já é variação (deste ou de outro produto).')).toBeVisible();
      await expect(sku).toHaveValue(`${PARENT}-GR`);

      await sku.fill(`${PARENT}-TQ`);
      await page.getByRole('button', { name: 'Adicionar variação' }).click();
      await expect(grid.getByRole('row', { name: new RegExp(COLOUR) })).toBeVisible();
      await expect(serverErrors(page).filter({ hasNotText: 'salva' })).toHaveCount(0);
      await shot(page, 'admin-product-variations');

      // The colour buttons come with the page's script: each try waits for it to run.
      await expect(async () => {
        await shop.goto(`/produto?sku=${PARENT}`, { waitUntil: 'domcontentloaded' });
        await expect(
          shop.getByRole('region', { name: 'Comprar' }).getByRole('button', { name: COLOUR }),
        ).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 30_000 });
      await shot(shop, 'storefront-new-variant');
    });

    test('a category dragged onto another shows under it in the storefront breadcrumb', async () => {
      test.setTimeout(240_000);
      const parentName = `Arquivo ${STAMP}`;
      const childName = `Caixas ${STAMP}`;
      const category = (name: string) =>
        rest(page, 'POST', 'categories', {
          category: { parent_id: 2, name, is_active: true, include_in_menu: true },
        });
      const parent = await category(parentName);
      const child = await category(childName);

      await page.goto('/admin/#/categories');
      const handle = page.getByRole('button', { name: `Mover ${childName}` });
      const target = page.getByTestId(`category-${parent.id}`);
      // New categories come last in a long tree: both rows on screen, then dnd-kit's drag (it
      // starts after 5 px of pointer movement, then follows the pointer).
      await target.scrollIntoViewIfNeeded();
      await expect(handle).toBeInViewport();
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
      await page.mouse.up();
      await expect(page.getByText('Categorias atualizadas.')).toBeVisible();

      await expect(async () => {
        await shop.goto(`/categories?categoryId=${child.id}`, { waitUntil: 'domcontentloaded' });
        const trail = shop.getByRole('navigation', { name: 'Trilha de navegação' });
        await expect(trail.getByRole('link', { name: parentName })).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 30_000 });
    });
  });
