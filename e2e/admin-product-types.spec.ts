// The back office's composite products and category tree: staff adds an existing simple product
// as a variant of a configurable in its "Variações" tab and creates a new one there, and the
// storefront's product page offers the new colours; staff makes a downloadable product with its
// files, and the storefront's product page lists them with their prices; staff drags a category
// onto another in the tree, and the storefront's breadcrumb of that category names its new parent.
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createAdmin, DESKTOP, expectAccessible, firstSignIn, serverErrors, shot } from './admin-session';

// Screens wait on the API, which several journeys share on a two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const STAMP = Date.now()
  .toString(26)
  .replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)]!);
const PARENT = `PT-${STAMP.toUpperCase()}`;
const COLOUR = `Turquesa ${STAMP}`;
const NEW_COLOUR = `Âmbar ${STAMP}`;
const DOWNLOADABLE = `DL-${STAMP.toUpperCase()}`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

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

      // A new variant in one call: an existing SKU is refused beside it, nothing is overwritten.
      const newSku = page.getByRole('textbox', { name: 'SKU da nova variação' });
      await newSku.fill(`${PARENT}-TQ`);
      await page.getByRole('combobox', { name: 'Cor' }).fill(NEW_COLOUR);
      await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('12,50');
      await page.getByRole('textbox', { name: 'Estoque' }).fill('3');
      await page.getByRole('button', { name: 'Criar variação' }).click();
      await expect(page.getByText(`Já existe um produto com o SKU "${PARENT}-TQ".`)).toBeVisible();
      await expect(grid.getByRole('row')).toHaveCount(3);
      await newSku.fill(`${PARENT}-AM`);
      await page.getByRole('button', { name: 'Criar variação' }).click();
      await expect(grid.getByRole('row', { name: new RegExp(NEW_COLOUR) })).toContainText('12,50');
      await expect(newSku).toHaveValue('');
      await shot(page, 'admin-product-variations');

      // The colour buttons come with the page's script: each try waits for it to run.
      await expect(async () => {
        await shop.goto(`/produto?sku=${PARENT}`, { waitUntil: 'domcontentloaded' });
        const buy = shop.getByRole('region', { name: 'Comprar' });
        await expect(buy.getByRole('button', { name: COLOUR })).toBeVisible({ timeout: 10_000 });
        await expect(buy.getByRole('button', { name: NEW_COLOUR })).toBeVisible();
      }).toPass({ timeout: 30_000 });
      await shot(shop, 'storefront-new-variant');
    });

    test('a downloadable product made in the back office lists its files on its page', async () => {
      test.setTimeout(240_000);
      await page.goto('/admin/#/products/create');
      await page.getByRole('textbox', { name: 'SKU' }).fill(DOWNLOADABLE);
      await page.getByRole('textbox', { name: 'Nome' }).fill(`Kit de Modelos ${STAMP}`);
      await page.getByRole('textbox', { name: 'Preço', exact: true }).fill('10');
      await page.getByRole('combobox', { name: 'Tipo' }).click();
      await page.getByRole('option', { name: 'Para baixar' }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('tab', { name: 'Arquivos para download' }).click();
      await expect(page.getByText('Este produto ainda não tem arquivos para download.')).toBeVisible();

      // A file, sent from the keyboard's Enter in the price field.
      await page.getByRole('textbox', { name: 'Título' }).fill('Modelos em PDF');
      await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('19,90');
      await page.getByLabel(/^Arquivo \(PDF/).setInputFiles({
        name: 'modelos.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await page.getByRole('textbox', { name: 'Preço (R$)' }).press('Enter');
      const grid = page.getByRole('table', { name: 'Arquivos para download' });
      await expect(grid.getByRole('row', { name: /Modelos em PDF/ })).toContainText('modelos.pdf (privado)');

      // An address: a bad one is refused beside its field, with what was typed kept.
      await page.getByRole('textbox', { name: 'Título' }).fill('Planilha online');
      await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('5');
      await page.getByRole('radio', { name: 'Endereço (URL)' }).check();
      const address = page.getByRole('textbox', { name: 'Endereço do arquivo (https://…)' });
      await address.fill('planilha');
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await expect(page.getByText('Informe um endereço completo, começando com https://.')).toBeVisible();
      await expect(address).toHaveValue('planilha');
      await address.fill('https://example.com/planilha');
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
      await expect(grid.getByRole('row')).toHaveCount(3);

      // Moved to the top with the keyboard.
      await page.getByRole('button', { name: 'Subir Planilha online' }).focus();
      await page.keyboard.press('Enter');
      await expect(grid.getByRole('row').nth(1)).toContainText('Planilha online');
      await expect(serverErrors(page).filter({ hasNotText: 'salva' })).toHaveCount(0);
      await shot(page, 'admin-product-downloads');
      await expectAccessible(page, 'the downloadable files tab');

      await expect(async () => {
        await shop.goto(`/produto?sku=${DOWNLOADABLE}`, { waitUntil: 'domcontentloaded' });
        const links = shop.getByRole('checkbox');
        await expect(links).toHaveCount(2, { timeout: 10_000 });
        await expect(shop.getByRole('listitem').filter({ hasText: 'Planilha online' })).toContainText(
          'R$ 5,00',
        );
        await expect(shop.getByRole('listitem').filter({ hasText: 'Modelos em PDF' })).toContainText(
          'R$ 19,90',
        );
      }).toPass({ timeout: 30_000 });
      await shot(shop, 'storefront-downloadable-links');
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
