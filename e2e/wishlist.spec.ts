// Journeys of the wishlist (rules §4 Other, §5, §8): a guest's heart
// opens the login modal (adding needs an account); a customer's heart adds the product (pressed,
// header count), a second click removes it; the wishlist sidebar moves a product to the cart with
// the notice 'You added {product} to your shopping cart.' titled 'Wishlist' and drops it from the
// list. Customers are registered through GraphQL: the store runs with
// CUSTOMER_REQUIRE_CONFIRMATION=false (set it in the environment that starts the store) or the
// account is confirmed through the e-mailed key.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { customer, graphql, PASSWORD, SCREENSHOTS } from './store';

const DESKTOP = { width: 1280, height: 900 };

/** Logs the browser in through the storefront's session route (the httpOnly cookie lands in the page's context). */
async function logInByRequest(page: Page, email: string) {
  const response = await page.request.post('/session/login', {
    data: { email, password: PASSWORD },
    headers: { Store: 'default' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface ProductRef {
  sku: string;
  name: string;
  path: string;
}

/** A simple product in stock from the demo catalogue, with its page path. */
async function simpleProduct(request: APIRequestContext, search: string, skip = 0): Promise<ProductRef> {
  const data = await graphql<{
    products: {
      items: {
        __typename: string;
        sku: string;
        name: string;
        url_key: string;
        url_suffix: string | null;
        stock_status: string;
        only_x_left_in_stock: number | null;
      }[];
    };
  }>(
    request,
    `query ($search: String!) { products(search: $search, pageSize: 40) { items { __typename sku name url_key url_suffix stock_status only_x_left_in_stock } } }`,
    { search },
  );
  const found = data.products.items.filter(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      item.only_x_left_in_stock === null,
  )[skip];
  if (!found) throw new Error(`no simple product for "${search}"`);
  return { sku: found.sku, name: found.name, path: `/${found.url_key}${found.url_suffix ?? ''}` };
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

test.describe('wishlist', () => {
  test.use({ viewport: DESKTOP });

  test("a guest's heart opens the login modal (adding needs an account)", async ({ page, request }) => {
    const product = await simpleProduct(request, 'caneta');
    await page.goto(product.path);
    const heart = page.getByRole('button', { name: `Adicionar ${product.name} à lista de desejos` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a customer adds with the heart, sees the count, removes, and moves a product to the cart', async ({
    page,
    request,
  }) => {
    const email = (await customer(request, 'lista')).email;
    const product = await simpleProduct(request, 'caderno');
    await logInByRequest(page, email);
    await page.goto(product.path);
    const add = page.getByRole('button', { name: `Adicionar ${product.name} à lista de desejos` });
    await add.click();
    const remove = page.getByRole('button', { name: `Remover ${product.name} da lista de desejos` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Lista de desejos, 1 produto' })).toBeVisible();

    // Toggling again removes it (rules §4: add if absent, remove if present).
    await remove.click();
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Lista de desejos', exact: true })).toBeVisible();

    // The heart on a product card of a listing toggles the same wishlist.
    await add.click();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    const other = await simpleProduct(request, 'caneta');
    await page.goto(`/search/${encodeURIComponent('caneta')}`);
    const cardHeart = page
      .getByRole('button', { name: `Adicionar ${other.name} à lista de desejos` })
      .first();
    await cardHeart.click();
    await expect(
      page.getByRole('button', { name: `Remover ${other.name} da lista de desejos` }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Lista de desejos, 2 produtos' })).toBeVisible();

    // The sidebar lists both; moving one to the cart removes it with the spec's notice.
    await page.getByRole('button', { name: 'Lista de desejos, 2 produtos' }).click();
    const drawer = page.getByRole('dialog', { name: 'Lista de desejos' });
    await expect(drawer.getByTestId('wishlist-item')).toHaveCount(2);
    await shot(page, 'wishlist-drawer-desktop');
    await drawer.getByRole('button', { name: `Mover ${product.name} para o carrinho` }).click();
    const notice = page
      .getByRole('region', { name: 'Notificações' })
      .locator('div', { hasText: `Você adicionou ${product.name} ao seu carrinho de compras.` })
      .first();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Lista de desejos');
    await expect(drawer.getByTestId('wishlist-item')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Lista de desejos, 1 produto' })).toBeVisible();

    // The cart holds the moved product.
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();

    // My Account's wishlist shows the rest, in a grid or a list.
    await page.goto('/customer/my-wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(1);
    await page.getByRole('button', { name: 'Exibir em lista' }).click();
    await expect(page.getByRole('button', { name: 'Exibir em lista' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await shot(page, 'wishlist-account-list-desktop');
  });
});
