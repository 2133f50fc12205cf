// Journey: a shopper goes from the home page to a department and one of its sub-categories, narrows
// the list by brand and price, sorts it, changes the page size and moves to page 2 — every step is
// in the URL (rules §2: page, sort, itemsPerPage and facets), so back/forward and shared links give
// the same listing. On a phone the facets open in the filter sidebar.
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';

function screenshotPath(name: string): string {
  return fileURLToPath(new URL(`screenshots/${name}.png`, import.meta.url));
}

/** The listing's product count ("59 produtos"), as a number. */
async function productCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('listing-count').textContent()) ?? '';
  return Number(/(\d+)/.exec(text.replace(/\./g, ''))?.[1] ?? Number.NaN);
}

/** The option of a facet group with the most products (its name ends in "N produtos"). */
async function biggestOption(group: Locator): Promise<{ box: Locator; count: number; name: string }> {
  const boxes = group.getByRole('checkbox');
  let best = { index: -1, count: -1, name: '' };
  for (let index = 0; index < (await boxes.count()); index += 1) {
    const box = boxes.nth(index);
    // What a screen reader hears: "Faber-Castell 12 produtos" (the visual count is aria-hidden).
    const { name, spoken } = await box.evaluate((el) => {
      const label = (el as HTMLInputElement).labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
      for (const hidden of label?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
      return {
        name: label?.querySelector('span')?.textContent?.trim() ?? '',
        spoken: label?.textContent ?? '',
      };
    });
    const count = Number(/(\d+)\s*produtos?\s*$/.exec(spoken)?.[1] ?? -1);
    if (count > best.count && !(await box.isChecked())) best = { index, count, name };
  }
  expect(best.index, 'the facet lists an option').toBeGreaterThanOrEqual(0);
  return { box: boxes.nth(best.index), count: best.count, name: best.name };
}

/** Waits until the page is interactive: facets and selects apply through client components. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function params(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test('home → department → sub-category → brand and price → sort → page size → page 2, back and forward', async ({
  page,
  context,
}) => {
  // A long journey: the newsletter invitation (20 s into a visit) would cover it; this shopper
  // dismissed it before.
  await context.addInitScript(() =>
    localStorage.setItem(
      'vsf-newsletter',
      JSON.stringify({ state: 'dismissed', at: new Date().toISOString() }),
    ),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await settle(page);

  // Department from the header's department bar.
  const departments = page.getByRole('navigation', { name: 'Departamentos' });
  await departments.getByRole('link', { name: 'Papelaria', exact: true }).click();
  await expect(page).toHaveURL(/\/papelaria\.html$/);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Papelaria');
  const departmentCount = await productCount(page);
  expect(departmentCount).toBeGreaterThan(20);

  // Sub-category from the facet sidebar (category facet: links to sub-categories).
  const subcategories = page.getByRole('navigation', { name: 'Categoria' });
  const firstSub = subcategories.getByRole('link').first();
  const subName = (await firstSub.locator('span').first().textContent())?.trim() ?? '';
  await firstSub.click();
  await expect(page).toHaveURL(/\/papelaria\/[^/]+\.html$/);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subName);
  await expect(
    page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Papelaria' }),
  ).toBeVisible();
  const subCount = await productCount(page);
  expect(subCount).toBeLessThan(departmentCount);

  // Brand, then price ranges (`from_to`, the last `from_*`): each lands in the URL. The ranges
  // are cut at the listing's own quantiles, so one holds only a part of it: the biggest are
  // ticked (several make one span) until more than 10 products remain, for a second page of 10.
  const brand = await biggestOption(page.getByRole('group', { name: 'Marca' }));
  await brand.box.check();
  await expect.poll(() => params(page).getAll('manufacturer')).toHaveLength(1);
  await expect.poll(() => productCount(page)).toBe(brand.count);
  expect(brand.count).toBeLessThan(subCount);
  expect(brand.count, 'enough products for a second page of 10').toBeGreaterThan(10);

  const priceGroup = page.getByRole('group', { name: 'Preço' });
  let filteredCount = 0;
  for (let ticked = 1; filteredCount <= 10; ticked++) {
    const range = await biggestOption(priceGroup);
    await range.box.check();
    await expect.poll(() => params(page).getAll('price')).toHaveLength(ticked);
    for (const value of params(page).getAll('price')) expect(value).toMatch(/^\d+(\.\d+)?_(\d+(\.\d+)?|\*)$/);
    await settle(page);
    filteredCount = await productCount(page);
    expect(filteredCount).toBeGreaterThanOrEqual(range.count);
  }

  // Both filters show as removable chips.
  const chips = page.getByRole('region', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('link', { name: /^Remover filtro Marca:/ })).toBeVisible();
  await expect(chips.getByRole('link', { name: /^Remover filtro Preço:/ }).first()).toBeVisible();

  // Sort by price, lowest first (products in stock before those sold out, each group sorted).
  await page.getByLabel('Ordenar por').selectOption('price_asc');
  await expect.poll(() => params(page).get('sort')).toBe('price_asc');
  // Each card's final price (the first amount once the struck-through regular price is left out),
  // sold-out cards ranked after the others.
  const finalPrices = () =>
    page
      .getByRole('region', { name: 'Produtos' })
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) => {
          const copy = card.cloneNode(true) as HTMLElement;
          for (const struck of copy.querySelectorAll('s, del')) struck.remove();
          const match = /R\$\s?([\d.]+,\d{2})/.exec(copy.textContent ?? '');
          const price = match?.[1] ? Number(match[1].replace(/\./g, '').replace(',', '.')) : Number.NaN;
          return /Esgotado/.test(copy.textContent ?? '') ? price + 1e9 : price;
        }),
      );
  await expect
    .poll(async () => {
      const prices = await finalPrices();
      return (
        prices.length > 1 && prices.every((value, index) => index === 0 || value >= (prices[index - 1] ?? 0))
      );
    })
    .toBe(true);

  // 10 per page: the first page shows 10 products and pagination appears.
  await page.getByLabel('Itens por página').selectOption('10');
  await expect.poll(() => params(page).get('itemsPerPage')).toBe('10');
  expect(params(page).get('page')).toBeNull();
  const products = page.getByRole('region', { name: 'Produtos' }).getByRole('article');
  await expect(products).toHaveCount(10);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  // Let the header grow back from its compact state before the picture.
  await page.waitForTimeout(500);
  await page.screenshot({ path: screenshotPath('category-desktop') });

  // Page 2 holds the rest.
  const pagination = page.getByRole('navigation', { name: 'Paginação' });
  await pagination.getByRole('link', { name: 'Página 2' }).click();
  await expect.poll(() => params(page).get('page')).toBe('2');
  await expect(pagination.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(products).toHaveCount(Math.min(10, filteredCount - 10));
  const page2Url = page.url();
  expect(params(page).get('manufacturer')).toBeTruthy();
  expect(params(page).get('price')).toBeTruthy();
  expect(params(page).get('sort')).toBe('price_asc');

  // Back: page 1 of the same filtered, sorted, 10-a-page listing.
  await page.goBack();
  await expect.poll(() => params(page).get('page')).toBeNull();
  await expect(pagination.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Itens por página')).toHaveValue('10');
  // Back again: the page size is 20 again, the sort still applies.
  await page.goBack();
  await expect.poll(() => params(page).get('itemsPerPage')).toBeNull();
  await expect(page.getByLabel('Itens por página')).toHaveValue('20');
  await expect(page.getByLabel('Ordenar por')).toHaveValue('price_asc');
  // Forward twice: page 2 again, as it was.
  await page.goForward();
  await expect(page.getByLabel('Itens por página')).toHaveValue('10');
  await page.goForward();
  await expect(page).toHaveURL(page2Url);
  await expect(products).toHaveCount(Math.min(10, filteredCount - 10));

  // A shared link restores the same listing in a fresh page.
  const shared = await page.context().newPage();
  await shared.goto(page2Url);
  await expect(shared.getByLabel('Ordenar por')).toHaveValue('price_asc');
  await expect(
    shared.getByRole('group', { name: 'Marca' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(1);
  await expect(
    shared.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }),
  ).toHaveAttribute('aria-current', 'page');
  await shared.close();

  // Removing the brand chip widens the list again; 'Limpar tudo' drops every filter.
  await chips.getByRole('link', { name: /^Remover filtro Marca:/ }).click();
  await expect.poll(() => params(page).getAll('manufacturer')).toHaveLength(0);
  await expect.poll(() => productCount(page)).toBeGreaterThan(filteredCount);
  await chips.getByRole('link', { name: 'Limpar tudo' }).click();
  await expect.poll(() => productCount(page)).toBe(subCount);
});

/** What the listing shows: its count, its products' names in order, and every facet option's spoken count. */
async function shownListing(page: Page) {
  const names = await page
    .getByRole('region', { name: 'Produtos' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
  const options = await page
    .getByRole('group', { name: 'Marca' })
    .or(page.getByRole('group', { name: 'Cor' }))
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map(
        (box) =>
          `${(box as HTMLInputElement).checked ? '☑' : '☐'} ${(box as HTMLInputElement).labels?.[0]?.textContent?.trim()}`,
      ),
    );
  return { count: await productCount(page), names, options };
}

test("a refined listing's URL opened fresh shows the same products and counts; Back restores the previous filters", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/escritorio.html');
  await settle(page);
  const brand = await biggestOption(page.getByRole('group', { name: 'Marca' }));
  await brand.box.check();
  await expect.poll(() => params(page).getAll('manufacturer')).toHaveLength(1);
  await expect.poll(() => productCount(page)).toBe(brand.count);
  await settle(page);
  const afterBrand = await shownListing(page);
  const colour = await biggestOption(page.getByRole('group', { name: 'Cor' }));
  await colour.box.check();
  await expect.poll(() => params(page).getAll('color')).toHaveLength(1);
  await expect.poll(() => productCount(page)).toBe(colour.count);
  await settle(page);
  const refined = await shownListing(page);
  expect(refined.count).toBeLessThanOrEqual(afterBrand.count);

  // The same URL in a fresh page (a shared link, rendered by the server): the same list and counts.
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  await settle(fresh);
  expect(await shownListing(fresh)).toEqual(refined);
  await fresh.close();

  // Back: the brand alone again, with its list and counts as they were.
  await page.goBack();
  await expect.poll(() => params(page).getAll('color')).toHaveLength(0);
  expect(params(page).getAll('manufacturer')).toHaveLength(1);
  await expect.poll(() => shownListing(page)).toEqual(afterBrand);
});

test('the list view shows horizontal cards and is kept in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/categories?categoryId=17');
  await settle(page);
  await page.getByRole('link', { name: 'Ver produtos em lista' }).click();
  await expect.poll(() => params(page).get('view')).toBe('list');
  await expect(page.getByRole('link', { name: 'Ver produtos em lista' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const firstImage = page
    .getByRole('region', { name: 'Produtos' })
    .getByRole('article')
    .first()
    .getByRole('img')
    .first();
  await expect(firstImage).toHaveAttribute('width', '140');
});

test('on a phone the facets open in the filter sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/categories?categoryId=17');
  await settle(page);
  const before = await productCount(page);
  await page.screenshot({ path: screenshotPath('category-phone') });

  // The desktop sidebar is hidden; the filter button opens a drawer with the same facets.
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeHidden();
  await page.getByRole('button', { name: /^Filtrar/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await expect(drawer).toBeVisible();
  const brand = await biggestOption(drawer.getByRole('group', { name: 'Marca' }));
  await brand.box.check();
  await expect.poll(() => params(page).getAll('manufacturer')).toHaveLength(1);
  // The listing behind updates while the drawer stays open for more choices.
  await expect.poll(() => productCount(page)).toBe(brand.count);
  expect(brand.count).toBeLessThan(before);
  await expect(drawer).toBeVisible();
  await expect(
    drawer.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(brand.name)}\\s`) }),
  ).toBeChecked();
  await drawer.getByRole('button', { name: `Ver ${brand.count} produtos` }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filtrar/ })).toContainText('1');

  // Escape closes it as well.
  await page.getByRole('button', { name: /^Filtrar/ }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('an empty page number past the end goes back to the first page', async ({ page }) => {
  await page.goto('/categories?categoryId=17&page=999');
  await expect(page).toHaveURL(/\/categories\?categoryId=17$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Papelaria');
});

test('category metadata: canonical on the category URL, hreflang, noindex for filtered variants', async ({
  request,
}) => {
  const plain = await (await request.get('/categories?categoryId=17')).text();
  expect(plain).toMatch(/<link rel="canonical" href="[^"]*\/papelaria\.html"/);
  expect(plain).toMatch(/hrefLang="en-US" href="[^"]*\/en\/papelaria\.html"/);
  expect(plain).toMatch(/hrefLang="de-DE" href="[^"]*\/german\/papelaria\.html"/);
  expect(plain).not.toMatch(/name="robots" content="noindex/);

  const filtered = await (
    await request.get('/categories?categoryId=17&sort=name_asc&manufacturer=12')
  ).text();
  expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"/);
});

test('/categories without a category lists every department with its sub-categories', async ({ page }) => {
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Todas as categorias');
  await expect(page.getByRole('heading', { level: 2, name: 'Papelaria' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Escrita' })).toHaveAttribute(
    'href',
    '/papelaria/escrita.html',
  );
});

test('a long facet shows its first options and folds the rest behind "Mostrar mais"; a ticked one stays shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/papelaria.html');
  await settle(page);
  const brands = page.getByRole('group', { name: 'Marca' });
  await expect(brands.getByRole('checkbox')).toHaveCount(8);
  const more = brands.getByRole('button', { name: /^Mostrar mais opções de Marca \(\d+\)$/ });
  const folded = Number(/\((\d+)\)/.exec((await more.textContent()) ?? '')?.[1]);
  expect(folded).toBeGreaterThan(0);
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await more.click();
  await expect(brands.getByRole('checkbox')).toHaveCount(8 + folded);
  const less = brands.getByRole('button', { name: 'Mostrar menos opções de Marca' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');

  // Tick the last brand: the list narrows to it and the facet stays unfolded; folded again, the
  // ticked brand is still shown.
  const last = brands.getByRole('checkbox').last();
  const name = await last.evaluate(
    (el) => (el as HTMLInputElement).labels?.[0]?.querySelector('span')?.textContent,
  );
  await last.check();
  await expect.poll(() => params(page).getAll('manufacturer')).toHaveLength(1);
  await settle(page);
  await expect(brands.getByRole('checkbox')).toHaveCount(8 + folded);
  await less.click();
  const ticked = brands.getByRole('checkbox', { checked: true });
  await expect(ticked).toHaveCount(1);
  await expect(brands.getByRole('checkbox')).toHaveCount(9);
  expect(
    await ticked.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.querySelector('span')?.textContent),
  ).toBe(name);
  await expect(brands.getByRole('button', { name: /^Mostrar mais opções de Marca \(\d+\)$/ })).toHaveText(
    `Mostrar mais opções de Marca (${folded - 1})`,
  );
});
