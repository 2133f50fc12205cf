// Journeys through the site chrome: the promo bar rotates every 10 s,
// phones get the slide-in menu and the bottom bar, every overlay opens and closes with Escape
// (focus back on its opener), the store switcher keeps the page when changing language, the
// header turns compact on scroll, page views reach the data layer, and an unknown address shows
// the 404 page. Screenshots of the header (desktop and phone) go to e2e/screenshots/.
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { logInNewCustomer, openInteractive } from './store';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
// Departments of the demo catalogue (seeded in every language run of the store).
const DEPARTMENT = 'Papelaria';
const SUBCATEGORY = 'Escrita';

function screenshotPath(name: string): string {
  return fileURLToPath(new URL(`screenshots/${name}.png`, import.meta.url));
}

function promoBar(page: Page) {
  return page.getByRole('region', { name: 'Promoções' });
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the promo bar rotates its two messages every 10 seconds', async ({ page }) => {
    await page.clock.install();
    await openInteractive(page, '/');
    const shown = promoBar(page).getByRole('link');
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText('ESP10');
    await expect(shown).toHaveAttribute('href', '/cupons');

    // Stop the clock a moment after hydration, then let exactly 10 s pass.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.clock.runFor(10_000);
    // One message at a time (the outgoing one fades out for half a second).
    await expect(shown).toHaveText([/Frete grátis na Grande São Paulo/]);
    await expect(shown).toHaveAttribute('href', '/frete-entrega');

    await page.clock.runFor(10_000);
    await expect(shown).toHaveText([/ESP10/]);

    // The pause button stops the rotation (WCAG 2.2.2).
    await promoBar(page).locator('..').getByRole('button', { name: 'Pausar as promoções' }).click();
    await page.mouse.move(640, 600);
    await page.clock.runFor(30_000);
    await expect(shown).toHaveText([/ESP10/]);
  });

  test('header: departments with sub-category drop-downs, compact after scrolling', async ({ page }) => {
    await openInteractive(page, '/');
    const header = page.getByRole('banner');
    await header.screenshot({ path: screenshotPath('header-desktop') });
    const departments = page.getByRole('navigation', { name: 'Departamentos' });
    const names = await departments.locator(':scope > ul > li > a').allTextContents();
    expect(names.length).toBeGreaterThan(2);
    // Rules §4: menu categories sorted by name.
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));

    const toggle = departments.getByRole('button', { name: `Subcategorias de ${DEPARTMENT}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The pointer coming over the department opens it; the click on the chevron that follows keeps
    // it open (a tap's emulated hover comes first too), a second click closes it.
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(departments.getByRole('link', { name: SUBCATEGORY, exact: true })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // From the keyboard the chevron toggles.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await expect(header).toHaveAttribute('data-compact', 'false');
    await expect(promoBar(page)).toBeVisible();
    await page.mouse.wheel(0, 200);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(promoBar(page)).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-compact', 'false');

    // Back to top: shown about a screen down (600 px), it scrolls up and hands focus to the logo.
    const backToTop = page.getByRole('button', { name: 'Voltar ao topo' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
    await expect(page.locator('#site-logo')).toBeFocused();
  });

  // The newsletter modal opens by itself (engagement.spec.ts); the footer subscribes inline.
  test('cart, wishlist and login overlays open one at a time and close with Escape', async ({ page }) => {
    await openInteractive(page, '/');
    const cases = [
      {
        opener: page.getByRole('banner').getByRole('button', { name: 'Carrinho', exact: true }),
        title: 'Meu carrinho',
      },
      {
        opener: page.getByRole('banner').getByRole('button', { name: 'Lista de desejos', exact: true }),
        title: 'Lista de desejos',
      },
      {
        opener: page.getByRole('banner').getByRole('button', { name: 'Entre ou cadastre-se' }),
        title: 'Entrar',
      },
    ];
    for (const { opener, title } of cases) {
      await opener.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      // Focus is inside the dialog (native modal dialog: the page behind is inert).
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
    }

    // Guests are asked to log in from the wishlist: the login modal replaces the wishlist.
    await cases[1]?.opener.click();
    await page
      .getByRole('dialog', { name: 'Lista de desejos' })
      .getByRole('button', { name: 'Entre ou cadastre-se' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Lista de desejos' })).toBeHidden();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login).toBeVisible();
    await expect(login.getByLabel('E-mail')).toBeVisible();
  });

  test('the account icon greets the customer and goes to my-profile when logged in', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await logInNewCustomer(context, request, baseURL);
    await openInteractive(page, '/');
    const account = page.getByRole('banner').getByTestId('account-greeting');
    await expect(account).toHaveText(/Joana/);
    await expect(page.getByRole('banner').getByRole('link', { name: /Joana/ })).toHaveAttribute(
      'href',
      '/customer/my-profile',
    );
  });

  test('switching the store keeps the page and sets the store, locale and currency cookies', async ({
    page,
    context,
  }) => {
    await openInteractive(page, '/sobre-nos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await page.waitForURL('**/en/sobre-nos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies['vsf-store']?.value).toBe('en');
    expect(cookies['vsf-locale']?.value).toBe('en');
    expect(cookies['vsf-currency']?.value).toBe('USD');
    expect(cookies['vsf-locale']?.sameSite).toBe('Lax');
    expect(cookies['vsf-locale']?.path).toBe('/');
    // 365 days, give or take the test's own duration.
    const days = ((cookies['vsf-locale']?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('link')).toBeVisible();

    // Currency change reloads the page with the new currency.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await reloaded;
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect((await context.cookies()).find((cookie) => cookie.name === 'vsf-currency')?.value).toBe('EUR');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('default');
    await page.waitForURL((url) => url.pathname === '/sobre-nos');
    await expect(page.getByRole('combobox', { name: 'Moeda' })).toHaveValue('BRL');
  });

  test('a page-view event reaches the data layer after each route change', async ({ page }) => {
    await openInteractive(page, '/');
    const pageViews = () =>
      page.evaluate(() => {
        const dataLayer = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
        return dataLayer.flatMap((entry) => {
          const event = entry as { event?: string; page_path?: string };
          return event.event === 'page_view' && event.page_path ? [event.page_path] : [];
        });
      });
    await expect.poll(pageViews).toEqual(['/']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nós' }).click();
    await page.waitForURL('**/sobre-nos');
    await expect.poll(pageViews).toEqual(['/', '/sobre-nos']);
  });
});

test.describe('touch screen at desktop width', () => {
  test.use({ viewport: DESKTOP, hasTouch: true });

  test('a tap on a department’s chevron opens its drop-down, a second tap closes it', async ({ page }) => {
    await openInteractive(page, '/');
    const departments = page.getByRole('navigation', { name: 'Departamentos' });
    const toggle = departments.getByRole('button', { name: `Subcategorias de ${DEPARTMENT}` });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(departments.getByRole('link', { name: SUBCATEGORY, exact: true })).toBeVisible();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('bottom bar and slide-in menu with the category tree', async ({ page }) => {
    await openInteractive(page, '/');
    const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');
    await expect(bottomBar.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(bottomBar.getByRole('button', { name: 'Carrinho' })).toBeVisible();
    // Wishlist only when logged in (rules §2).
    await expect(bottomBar.getByRole('button', { name: 'Favoritos' })).toHaveCount(0);
    // The desktop department bar is not there on phones.
    await expect(page.getByRole('navigation', { name: 'Departamentos' })).toBeHidden();
    await page.getByRole('banner').screenshot({ path: screenshotPath('header-phone') });

    const menuButton = bottomBar.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const expand = menu.getByRole('button', { name: `Subcategorias de ${DEPARTMENT}` });
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: SUBCATEGORY, exact: true })).toBeVisible();
    await page.screenshot({ path: screenshotPath('menu-phone') });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Opening the login modal from the menu closes the menu first (rules §2).
    await menuButton.click();
    await menu.getByRole('button', { name: 'Entre ou cadastre-se' }).click();
    await expect(menu).toBeHidden();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    // Following a category link closes the menu and opens the category.
    await menuButton.click();
    await menu.getByRole('link', { name: DEPARTMENT, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/papelaria/);
  });

  test('logged in, the bottom bar has the wishlist and the account', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await logInNewCustomer(context, request, baseURL);
    await openInteractive(page, '/');
    const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
    await expect(bottomBar.getByRole('button', { name: 'Favoritos' })).toBeVisible();
    await expect(bottomBar.getByRole('link', { name: 'Conta' })).toHaveAttribute(
      'href',
      '/customer/my-profile',
    );
  });

  test('the WhatsApp shortcut offers the chat and finance contacts', async ({ page }) => {
    await openInteractive(page, '/');
    const shortcut = page.getByRole('button', { name: 'Fale conosco pelo WhatsApp' });
    await shortcut.click();
    await expect(shortcut).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Atendimento/ }).last()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/55\d+$/,
    );
    await expect(page.getByRole('link', { name: /Financeiro/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/55\d+$/,
    );
    await page.keyboard.press('Escape');
    await expect(shortcut).toHaveAttribute('aria-expanded', 'false');
  });
});

test('an unknown address shows the 404 page with a way home, in each language', async ({ page }) => {
  const response = await openInteractive(page, '/no-such-page-xyz');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page).toHaveTitle(/Página não encontrada/);
  await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');

  await openInteractive(page, '/en/no-such-page-xyz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
});

test('web manifest, favicon and the logo are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const body = await manifest.json();
  expect(body.theme_color).toBe('#F26B1D');
  expect(body.icons.length).toBeGreaterThan(0);
  for (const path of [
    '/favicon.ico',
    '/icon.svg',
    '/logo/escritorio-total.svg',
    '/sw.js',
    ...body.icons.map((icon: { src: string }) => icon.src),
  ]) {
    expect((await request.get(path)).ok(), path).toBe(true);
  }
});

test('production builds register the service worker at /sw.js with scope /', async ({ page, baseURL }) => {
  test.skip(process.env.LAYOUT_DEV_SERVER === '1', 'development builds do not register the service worker');
  await openInteractive(page, '/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
});
