// Journey: a shopper types in the header search and picks from the suggestions that appear once
// typing stops (rules §7/§9: 300 ms), finds a product by its SKU (rules §5: all digits = exact SKU
// match), reads the results page, and gets a helpful page when nothing matches.
import { expect, type Page, test } from '@playwright/test';
import { openInteractive, settleRequests } from './store';

/** Opens a page and waits until it is interactive (the header search is a client component). */
async function open(page: Page, path: string) {
  await openInteractive(page, path);
  await settleRequests(page);
}

function headerSearch(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' });
}

test.use({ viewport: { width: 1280, height: 900 } });

test('suggestions appear after typing stops, are keyboard navigable, and lead to the results page', async ({
  page,
}) => {
  await open(page, '/');
  const box = headerSearch(page);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('SearchSuggestions')) {
      requests.push(JSON.stringify(request.postDataJSON().variables));
    }
  });

  // Typed without pauses: what is checked is the debounce, and a page busy with a second worker's
  // journey can hold one keystroke back past the 300 ms, which a person's pause would resemble.
  await box.pressSequentially('caneta');
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de produtos' });
  await expect(suggestions).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const products = suggestions.getByRole('option').filter({ hasText: /Código/ });
  await expect(products.first()).toBeVisible();
  expect(await products.count()).toBeGreaterThan(0);
  expect(await products.count()).toBeLessThanOrEqual(6);
  await expect(products.first()).toContainText(/R\$\s?\d/);
  // One request for the settled text (debounced), a text search with its first letter capitalised.
  expect(requests).toEqual([JSON.stringify({ search: 'Caneta', filter: null, pageSize: 6 })]);

  // Arrow keys move the active option; Escape closes the panel.
  await box.press('ArrowDown');
  const firstId = await products.first().getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
  await expect(products.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(suggestions).toBeHidden();

  // 'See all results' opens the results page with the term in the URL.
  await box.press('ArrowDown');
  await suggestions.getByRole('option', { name: /Ver todos os resultados para “caneta”/ }).click();
  await expect(page).toHaveURL(/\/SearchResultsPage\?term=caneta$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “caneta”');
  const count = Number(/(\d+)/.exec((await page.getByTestId('listing-count').textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Produtos' }).getByRole('article').first()).toBeVisible();
  // Search results are not indexed, and name one canonical URL.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('an all-digit search is an exact SKU match, in the suggestions and on the results page', async ({
  page,
}) => {
  await open(page, '/');
  const box = headerSearch(page);
  // Find a real SKU through a text search first.
  await box.fill('caderno');
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de produtos' });
  const first = suggestions
    .getByRole('option')
    .filter({ hasText: /Código/ })
    .first();
  await expect(first).toBeVisible();
  const sku = /Código\s+(\d+)/.exec((await first.textContent()) ?? '')?.[1] ?? '';
  expect(sku).toMatch(/^\d+$/);
  const name = (await first.locator('span.font-medium').textContent())?.trim() ?? '';

  await box.fill(sku);
  const skuOptions = suggestions.getByRole('option').filter({ hasText: /Código/ });
  await expect(skuOptions).toHaveCount(1);
  await expect(skuOptions.first()).toContainText(`Código ${sku}`);
  await expect(skuOptions.first()).toContainText(name);

  // Enter on the highlighted suggestion opens the product.
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\.html$/);

  // Submitting the digits goes to the results page, which lists exactly that product.
  await open(page, '/');
  await headerSearch(page).fill(sku);
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/SearchResultsPage\\?term=${sku}$`));
  await expect(page.getByTestId('listing-count')).toHaveText('1 produto');
  await expect(page.getByRole('region', { name: 'Produtos' }).getByRole('article')).toContainText(name);
});

test('/search/{query} lists the same results, with facets and sort', async ({ page }) => {
  await open(page, '/search/papel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “papel”');
  await expect(page.getByLabel('Ordenar por')).toHaveValue('default');
  await expect(page.getByLabel('Ordenar por').locator('option:checked')).toHaveText('Mais relevantes');
  await page.getByLabel('Ordenar por').selectOption('name_asc');
  await expect(page).toHaveURL(/\/search\/papel\?sort=name_asc$/);
  // Narrowing to a category keeps the search term.
  await page.getByRole('navigation', { name: 'Categoria' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/search\/papel\?category_uid=[^&]+&sort=name_asc$/);
  await expect(
    page.getByRole('region', { name: 'Filtros aplicados' }).getByRole('link').first(),
  ).toBeVisible();
});

test('a text that matches nothing offers popular searches and categories, by keyboard too', async ({
  page,
}) => {
  await open(page, '/');
  const box = headerSearch(page);
  await box.pressSequentially('xyzqwv', { delay: 40 });
  const suggestions = page.getByRole('listbox', { name: 'Sugestões de produtos' });
  await expect(suggestions.getByText('Nenhum produto encontrado para “xyzqwv”')).toBeVisible();
  const searches = suggestions.getByRole('group', { name: 'Buscas populares' }).getByRole('option');
  const categories = suggestions.getByRole('group', { name: 'Categorias procuradas' }).getByRole('option');
  await expect(searches.first()).toBeVisible();
  await expect(categories.first()).toBeVisible();

  // The arrows walk through the popular searches first; Enter opens the active one.
  await box.press('ArrowDown');
  await expect(searches.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await searches.first().getAttribute('id')) ?? '',
  );
  const term = ((await searches.first().textContent()) ?? '').trim();
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Resultados para “${term}”`);

  // A category leads to its page.
  const again = headerSearch(page);
  await again.fill('');
  await again.pressSequentially('xyzqwv', { delay: 40 });
  const category = page
    .getByRole('listbox', { name: 'Sugestões de produtos' })
    .getByRole('group', { name: 'Categorias procuradas' })
    .getByRole('option')
    .first();
  const name = ((await category.textContent()) ?? '').trim();
  await category.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a search without results says so and offers a new search and a way home', async ({ page }) => {
  await open(page, '/SearchResultsPage?term=xyzzyqwerty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “xyzzyqwerty”');
  await expect(page.getByRole('heading', { name: 'Nenhum resultado para “xyzzyqwerty”' })).toBeVisible();
  await expect(page.getByText('Confira a ortografia')).toBeVisible();
  const again = page.getByRole('search', { name: 'Buscar novamente' });
  await expect(again.getByRole('combobox')).toHaveValue('xyzzyqwerty');
  await page.getByRole('main').getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the search form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  // Without JavaScript the header carries the plain search field (the suggestions need scripts).
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar produtos' });
  await field.fill('grampeador');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/SearchResultsPage\?term=grampeador$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “grampeador”');
  await context.close();
});
