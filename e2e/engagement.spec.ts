// Engagement journeys: the WhatsApp chat bubble speaks on the first visit
// and hides after 8 s (second visit, idle and exit-intent prompts too) without covering the phone
// bottom bar, never greets a phone's first visit over the products, and waits on the cart; the newsletter invitation opens once and answers with the rules §3 statuses; the
// cookie banner gates the analytics and marketing scripts (a second storefront, same build, runs
// with tool ids; the tools' hosts are answered locally); the service worker shows the offline page
// without network; the store is installable. Screenshots go to e2e/screenshots/engagement-*.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { openInteractive } from './store';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function screenshotPath(name: string): string {
  return fileURLToPath(new URL(`screenshots/engagement-${name}.png`, import.meta.url));
}

/** Stops the page's installed clock where it is now (its time, which runFor may have moved on). */
async function pauseNow(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
}

function chatBubble(page: Page) {
  return page.getByTestId('chat-bubble');
}

test.describe('WhatsApp chat bubble', () => {
  test('speaks on the first visit for 8 s, not again in the same visit, and on the second visit of the day', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    // A page without product cards: the greeting never sits over a product (see the phone test).
    await openInteractive(page, '/faq');
    const bubble = chatBubble(page);
    await expect(bubble.getByText('Olá! Posso ajudar?')).toBeVisible();
    await page.screenshot({ path: screenshotPath('chat-bubble-desktop') });
    // The clock flowed (under 2 s) while the page loaded and hydrated: stop it, then bracket 8 s.
    await pauseNow(page);
    await page.clock.runFor(6_000);
    await expect(bubble.getByText('Olá! Posso ajudar?')).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(bubble).toBeHidden();
    await page.clock.resume();

    // Another page of the same visit: silent.
    await openInteractive(page, '/cupons');
    await page.clock.runFor(1_000);
    await expect(bubble).toHaveAttribute('data-prompt', '');

    // The same visitor comes back later the same day (the last visit ended 31 minutes ago).
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('vsf-chat') ?? '{}');
      record.lastSeenAt -= 31 * 60_000;
      localStorage.setItem('vsf-chat', JSON.stringify(record));
    });
    await openInteractive(page, '/faq');
    await expect(bubble.getByText('Que bom ver você de novo!')).toBeVisible();
    // A tap on the message opens the two contacts.
    await bubble.getByRole('button', { name: /Que bom ver você de novo!/ }).click();
    await expect(page.getByRole('link', { name: /Financeiro/ })).toBeVisible();
    await expect(bubble).toBeHidden();
  });

  test('idle prompt after 30 minutes for 15 s, exit intent at the top of the window, closed for the visit', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await openInteractive(page, '/faq');
    const bubble = chatBubble(page);
    await bubble.getByRole('button', { name: 'Fechar mensagem' }).click();
    await expect(bubble).toBeHidden();
    // Closing silences the visit: the idle prompt does not come either.
    await page.clock.runFor(31 * 60_000);
    await expect(bubble).toBeHidden();

    // A new visit (the last one ended long ago) on a fresh page: idle, then exit intent.
    await page.evaluate(() => {
      const record = JSON.parse(localStorage.getItem('vsf-chat') ?? '{}');
      record.lastSeenAt -= 60 * 60_000;
      record.visitsToday = 5;
      localStorage.setItem('vsf-chat', JSON.stringify(record));
    });
    await openInteractive(page, '/cupons');
    await expect(bubble).toHaveAttribute('data-prompt', '');
    await page.clock.runFor(29 * 60_000);
    await expect(bubble).toBeHidden();
    await page.clock.runFor(60_000 + 500);
    await expect(bubble.getByText('Ainda está por aí?')).toBeVisible();
    await page.clock.runFor(14_000);
    await expect(bubble.getByText('Ainda está por aí?')).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(bubble).toBeHidden();

    // The mouse leaves through the bottom: nothing; through the top: the exit-intent message.
    const leave = (clientY: number) =>
      page.evaluate((y) => {
        document.documentElement.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, clientX: 600, clientY: y, relatedTarget: null }),
        );
      }, clientY);
    await leave(880);
    await expect(bubble).toBeHidden();
    await leave(4);
    await expect(bubble.getByText('Antes de sair…')).toBeVisible();
    await page.clock.runFor(8_500);
    await expect(bubble).toBeHidden();
  });

  test('on phones the first visit is not greeted over the products; a later message sits above the bottom bar', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.clock.install();
    await openInteractive(page, '/');
    const bubble = chatBubble(page);
    await page.clock.runFor(2_000);
    await expect(bubble).toHaveAttribute('data-prompt', '');
    // Idle for 30 minutes: the message comes, above the bottom bar.
    await page.clock.runFor(30 * 60_000 + 500);
    const message = bubble.getByText('Ainda está por aí?');
    await expect(message).toBeVisible();
    const bubbleBox = await bubble.boundingBox();
    const barBox = await page.getByRole('navigation', { name: 'Atalhos' }).boundingBox();
    expect(bubbleBox && barBox).toBeTruthy();
    if (!bubbleBox || !barBox) return;
    expect(bubbleBox.y + bubbleBox.height).toBeLessThanOrEqual(barBox.y);
    expect(bubbleBox.x).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('chat-bubble-phone') });
  });

  test('the first-visit greeting does not cover the products of the home page on a desktop', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await openInteractive(page, '/');
    await page.clock.runFor(2_000);
    await expect(chatBubble(page)).toHaveAttribute('data-prompt', '');
  });

  test('the bubble waits on the cart page, and on phones the WhatsApp button leaves it', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.clock.install();
    await openInteractive(page, '/cart');
    await page.clock.runFor(31 * 60_000);
    await expect(chatBubble(page)).toHaveAttribute('data-prompt', '');
    await expect(page.getByRole('button', { name: 'Fale conosco pelo WhatsApp' })).toBeHidden();
  });
});

test.describe('newsletter', () => {
  test('the invitation opens 20 s into the second page view, once: closed, it never comes back', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.clock.install();
    await openInteractive(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Receba ofertas por e-mail' });
    // The first page view never invites.
    await page.clock.runFor(60_000);
    await expect(dialog).toBeHidden();

    await openInteractive(page, '/cupons');
    // The clock flowed (under 2 s) while the page loaded: stop it, then bracket 20 s.
    await pauseNow(page);
    await page.clock.runFor(15_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(5_500);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('ESP10');
    await page.screenshot({ path: screenshotPath('newsletter-modal-desktop') });

    // The form answers beside the field, in Portuguese.
    await dialog.getByLabel('Seu e-mail').fill('nao-e-um-email');
    await dialog.getByRole('button', { name: 'Quero receber' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Informe um e-mail válido, como nome@empresa.com.br.');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('vsf-newsletter') ?? '{}').state)).toBe(
      'dismissed',
    );

    await page.clock.resume();
    await page.reload();
    await openInteractive(page, '/');
    await page.clock.runFor(60_000);
    await expect(dialog).toBeHidden();
  });

  test('subscribing from the modal is remembered; the footer form answers inline', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.clock.install();
    await openInteractive(page, '/');
    await openInteractive(page, '/cupons');
    await page.clock.runFor(21_000);
    const dialog = page.getByRole('dialog', { name: 'Receba ofertas por e-mail' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: screenshotPath('newsletter-modal-phone') });
    const email = `modal-${Date.now()}@example.com`;
    await dialog.getByLabel('Seu e-mail').fill(email);
    await dialog.getByRole('button', { name: 'Quero receber' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `Pronto! Você vai receber nossas ofertas em ${email}.`,
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('vsf-newsletter') ?? '{}').state)).toBe(
      'subscribed',
    );

    // The footer: an e-mail already subscribed gets the same answer as a new one (the answer never
    // tells whether an address is on the list), and a new one subscribes.
    await openInteractive(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Seu e-mail').fill(email);
    await footer.getByRole('button', { name: 'Quero receber' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      `Pronto! Você vai receber nossas ofertas em ${email}.`,
    );
    await expect(footer.getByRole('alert')).toHaveCount(0);
    const other = `footer-${Date.now()}@example.com`;
    await footer.getByLabel('Seu e-mail').fill(other);
    await footer.getByRole('button', { name: 'Quero receber' }).click();
    await expect(footer.getByRole('status')).toHaveText(
      `Pronto! Você vai receber nossas ofertas em ${other}.`,
    );
    await footer.screenshot({ path: screenshotPath('newsletter-footer-phone') });
  });
});

// --- cookie consent: a second storefront (same build) with the tools' ids --------------------

const TOOL_IDS = {
  NEXT_PUBLIC_GA_ID: 'G-E2ETEST',
  NEXT_PUBLIC_META_PIXEL_ID: '123456789',
  NEXT_PUBLIC_CLARITY_ID: 'e2eclarity',
};
const TOOL_HOSTS = /^https:\/\/(?:www\.googletagmanager\.com|connect\.facebook\.net|www\.clarity\.ms)\//;
const consentPort = Number(process.env.E2E_STOREFRONT_PORT ?? 3100) + 50;
const consentURL = `http://127.0.0.1:${consentPort}`;

test.describe('cookie consent', () => {
  let storefront: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const commercePort = process.env.E2E_COMMERCE_PORT ?? '4100';
    storefront = spawn(
      path.join(repoRoot, 'node_modules', '.bin', 'next'),
      ['start', '--port', String(consentPort), '--hostname', '127.0.0.1'],
      {
        cwd: path.join(repoRoot, 'apps', 'storefront'),
        env: {
          ...process.env,
          ...TOOL_IDS,
          COMMERCE_URL: `http://127.0.0.1:${commercePort}`,
          STOREFRONT_URL: consentURL,
          NEXT_TELEMETRY_DISABLED: '1',
        },
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (storefront.exitCode !== null) throw new Error(`storefront exited with ${storefront.exitCode}`);
      const ok = await fetch(`${consentURL}/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error(`the storefront on ${consentURL} did not start`);
  });

  test.afterAll(() => {
    storefront?.kill('SIGTERM');
  });

  /** Answers the tools' hosts locally and records what the page asked of them. */
  async function fakeTools(context: BrowserContext) {
    // The newsletter invitation is not what these journeys look at: it was closed before.
    await context.addInitScript(() =>
      localStorage.setItem('vsf-newsletter', JSON.stringify({ state: 'dismissed', at: '' })),
    );
    const requested: string[] = [];
    await context.route(TOOL_HOSTS, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__toolLoaded = true;' });
    });
    return requested;
  }

  const scriptSources = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    );

  test('nothing loads before consent; accepted analytics loads GA only; marketing later adds the pixel; withdrawal removes them', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(DESKTOP);
    const requested = await fakeTools(context);
    await openInteractive(page, `${consentURL}/`);
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await expect(banner).toBeVisible();
    await page.screenshot({ path: screenshotPath('consent-banner-desktop') });
    // Page views reach the data layer without any tool.
    expect(
      await page.evaluate(() => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).length),
    ).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(requested).toEqual([]);
    expect((await scriptSources(page)).filter((src) => src && TOOL_HOSTS.test(src))).toEqual([]);

    await banner.getByRole('button', { name: 'Personalizar' }).click();
    await expect(banner.getByRole('checkbox', { name: 'Necessários (sempre ativos)' })).toBeDisabled();
    await banner.getByRole('checkbox', { name: 'Análise' }).check();
    await banner.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => scriptSources(page))
      .toContain('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST');
    await expect.poll(() => requested.some((url) => url.includes('gtag/js?id=G-E2ETEST'))).toBe(true);
    await expect
      .poll(() => requested.some((url) => url.includes('clarity.ms/tag/e2eclarity')), { timeout: 15_000 })
      .toBe(true);
    expect(requested.some((url) => url.includes('facebook'))).toBe(false);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'vsf-consent');
    expect(cookie?.httpOnly).toBe(false);
    expect(cookie && cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({
      v: 1,
      analytics: true,
      marketing: false,
    });

    // Remembered: no banner after a reload; the analytics tools load again, the pixel does not.
    requested.length = 0;
    await openInteractive(page, `${consentURL}/cupons`);
    await expect(banner).toBeHidden();
    await expect.poll(() => requested.some((url) => url.includes('gtag/js'))).toBe(true);
    expect(requested.some((url) => url.includes('facebook'))).toBe(false);

    // Changed from the footer: marketing too.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(banner.getByRole('checkbox', { name: 'Análise' })).toBeChecked();
    await banner.getByRole('checkbox', { name: 'Marketing' }).check();
    await banner.getByRole('button', { name: 'Salvar preferências' }).click();
    // The pixel loads lazily, once the browser is idle.
    await expect
      .poll(() => requested.some((url) => url.includes('connect.facebook.net')), { timeout: 15_000 })
      .toBe(true);

    // Withdrawn: the page reloads without the tools.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
    requested.length = 0;
    await banner.getByRole('checkbox', { name: 'Análise' }).uncheck();
    await banner.getByRole('checkbox', { name: 'Marketing' }).uncheck();
    await Promise.all([
      page.waitForEvent('load'),
      banner.getByRole('button', { name: 'Salvar preferências' }).click(),
    ]);
    await page.waitForTimeout(1_000);
    expect(requested).toEqual([]);
    expect((await scriptSources(page)).filter((src) => src && TOOL_HOSTS.test(src))).toEqual([]);
  });

  test('rejecting optional cookies loads nothing; on phones the banner sits above the bottom bar', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    const requested = await fakeTools(context);
    await openInteractive(page, `${consentURL}/`);
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const barBox = await page.getByRole('navigation', { name: 'Atalhos' }).boundingBox();
    expect(bannerBox && barBox && bannerBox.y + bannerBox.height <= barBox.y + 1).toBe(true);
    await page.screenshot({ path: screenshotPath('consent-banner-phone') });
    await banner.getByRole('button', { name: 'Rejeitar opcionais' }).click();
    await expect(banner).toBeHidden();
    await openInteractive(page, `${consentURL}/cupons`);
    await expect(banner).toBeHidden();
    await page.waitForTimeout(1_000);
    expect(requested).toEqual([]);
  });

  test('without any tool configured the store asks nothing, and the footer still opens the choice', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openInteractive(page, '/');
    const banner = page.getByRole('region', { name: 'Sua privacidade' });
    await page.waitForTimeout(500);
    await expect(banner).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' }).click();
    await expect(banner.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  });
});

// --- PWA ----------------------------------------------------------------------------------------

test.describe('PWA', () => {
  test('after the service worker is installed, a page without network shows the offline page', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await openInteractive(page, '/');
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active !== null && navigator.serviceWorker.controller !== null;
    });
    // The page that installed the worker loaded its files before it; the next one goes through it.
    await openInteractive(page, '/cupons');
    const caches = await page.evaluate(async () => {
      const names = await window.caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        for (const request of await (await window.caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return { names, urls };
    });
    expect(caches.names).toEqual(expect.arrayContaining(['vsf-offline-v2', 'vsf-static-v2']));
    expect(caches.urls).toEqual(expect.arrayContaining(['/offline', '/en/offline', '/german/offline']));
    expect(caches.urls.some((url) => url.startsWith('/_next/static/'))).toBe(true);
    expect(caches.urls.filter((url) => /^\/(?:graphql|session|order|payments|acart|cep)/.test(url))).toEqual(
      [],
    );

    await context.setOffline(true);
    await page.goto('/papelaria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Você está sem conexão');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page).toHaveURL(/\/papelaria$/);
    await page.screenshot({ path: screenshotPath('offline-phone') });

    // Each language has its own (a new tab, which the worker controls as well).
    const english = await context.newPage();
    await english.setViewportSize(DESKTOP);
    await english.goto('/en/some-page');
    await expect(english.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await english.close();
    const desktop = await context.newPage();
    await desktop.setViewportSize(DESKTOP);
    await desktop.goto('/cupons');
    await expect(desktop.getByRole('heading', { level: 1 })).toHaveText('Você está sem conexão');
    await desktop.screenshot({ path: screenshotPath('offline-desktop') });
    await desktop.close();

    // Back online, "Tentar novamente" opens the real page at the same address.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Você está sem conexão');
    await expect(page).toHaveURL(/\/papelaria$/);
  });

  test('the store is installable: manifest with the orange theme and icons, no installability errors', async ({
    page,
    request,
  }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: '#F26B1D',
      short_name: expect.any(String),
    });
    const sizes = (purpose: string) =>
      manifest.icons
        .filter((icon: { purpose: string }) => icon.purpose === purpose)
        .map((icon: { sizes: string }) => icon.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await openInteractive(page, '/');
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test browsers run in incognito contexts, where Chrome never offers installation.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  });
});
