// Journey: a shopper reads the store's content pages. Every route of rules §2 and its alias
// renders the CMS page seeded in the backend (title from the CMS), and both declare one canonical
// URL, the Portuguese slug, with hreflang alternates. Contact and careers add their forms below the
// CMS text (journeys in forms.spec.ts); the links page has the bare layout; My Account sends
// visitors without a session home.
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

interface CmsRoute {
  canonical: string;
  aliases: string[];
  title: string;
  /** Name of the form the page adds below the CMS text. */
  form?: string;
}

const CMS_ROUTES: CmsRoute[] = [
  { canonical: '/sobre-nos', aliases: ['/sobre-nos', '/AboutUs'], title: 'Sobre nós' },
  {
    canonical: '/fale-conosco',
    aliases: ['/fale-conosco', '/Contact'],
    title: 'Fale Conosco',
    form: 'Envie uma mensagem',
  },
  { canonical: '/faq', aliases: ['/Faq', '/faq'], title: 'Perguntas frequentes' },
  { canonical: '/frete-entrega', aliases: ['/frete-entrega', '/ShippingDelivery'], title: 'Frete e Entrega' },
  {
    canonical: '/pagamentos-e-reembolso',
    aliases: ['/pagamentos-e-reembolso', '/Refund'],
    title: 'Pagamentos e Reembolso',
  },
  {
    canonical: '/politica-devolucao',
    aliases: ['/politica-devolucao', '/ReturnPolicy'],
    title: 'Política de Devolução',
  },
  {
    canonical: '/privacidade',
    aliases: ['/privacidade', '/PrivacyPolicy'],
    title: 'Política de Privacidade',
  },
  {
    canonical: '/trabalhe-conosco',
    aliases: ['/trabalhe-conosco', '/WorkWithUS'],
    title: 'Trabalhe Conosco',
    form: 'Envie a sua candidatura',
  },
  { canonical: '/cupons', aliases: ['/cupons', '/Coupons'], title: 'Cupons de desconto' },
];

async function expectCanonical(page: Page, path: string) {
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname, `canonical of ${page.url()}`).toBe(path);
}

for (const route of CMS_ROUTES) {
  for (const path of route.aliases) {
    test(`${path} shows the CMS page "${route.title}" with canonical ${route.canonical}`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(route.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expect(page.getByRole('main').getByRole('article')).toContainText(/\w{3,}/);
      await expectCanonical(page, route.canonical);
      const english = await page.locator('link[rel="alternate"][hreflang="en-US"]').getAttribute('href');
      expect(new URL(english ?? '').pathname).toBe(`/en${route.canonical}`);
      if (route.form) await expect(page.getByRole('form', { name: route.form })).toBeVisible();
    });
  }
}

test('content pages speak English under /en and German under /german', async ({ page }) => {
  await page.goto('/en/AboutUs');
  await expect(page).toHaveTitle(/About us/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expectCanonical(page, '/en/sobre-nos');
  await expect(page.getByRole('main')).toContainText('started in 2009');

  await page.goto('/german/PrivacyPolicy');
  await expect(page).toHaveTitle(/Datenschutzerklärung/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expectCanonical(page, '/german/privacidade');
});

test('the return policy states the 7-day deadline and free returns within 30 days', async ({ page }) => {
  await page.goto('/politica-devolucao');
  const article = page.getByRole('main').getByRole('article');
  await expect(article).toContainText('7 dias');
  await expect(article).toContainText('30 dias');
});

for (const { paths, title, canonical, form } of [
  {
    paths: ['/orcamento', '/Budget'],
    title: 'Orçamento',
    canonical: '/orcamento',
    form: 'Peça o seu orçamento',
  },
  {
    paths: ['/devolucao', '/ProductReturn'],
    title: 'Devolução de produtos',
    canonical: '/devolucao',
    form: 'Solicite a devolução',
  },
]) {
  for (const path of paths) {
    test(`${path} explains the page and shows its form`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectCanonical(page, canonical);
      await expect(page.getByRole('form', { name: form })).toBeVisible();
    });
  }
}

test('/Cms and /Page render a CMS page by identifier, 404 without one', async ({ page }) => {
  await page.goto('/Cms?identifier=faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perguntas frequentes');
  await expectCanonical(page, '/faq');

  await page.goto('/en/Page?identifier=cupons');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discount coupons');
  await expectCanonical(page, '/en/cupons');

  expect((await page.goto('/Cms?identifier=nao-existe'))?.status()).toBe(404);
  expect((await page.goto('/Page'))?.status()).toBe(404);
});

for (const path of ['/lp/links', '/LinktreePage']) {
  test(`${path} is the links page with the bare layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escritório Total');
    await expectCanonical(page, '/lp/links');
    // Bare layout: no site header search or footer.
    await expect(page.getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /WhatsApp – vendas/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(main.getByRole('link', { name: /WhatsApp – financeiro/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expect(
      main.getByRole('region', { name: 'Departamentos' }).getByRole('link', { name: 'Papelaria' }),
    ).toHaveAttribute('href', '/papelaria.html');
    await expect(main.getByRole('link', { name: 'Sobre nós' })).toHaveAttribute('href', '/sobre-nos');
  });
}

test('cart and checkout stay out of search engines', async ({ page }) => {
  for (const path of ['/cart', '/checkout']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

const ACCOUNT_PAGES = [
  '/customer',
  '/customer/addresses-details',
  '/customer/addresses-details/create',
  '/customer/addresses-details/edit/12',
  '/customer/my-newsletter',
  '/customer/my-profile',
  '/customer/my-reviews',
  '/customer/my-wishlist',
  '/customer/order-history',
  '/customer/order-history/000000042',
];

for (const path of ACCOUNT_PAGES) {
  // Signed-in visits are journeys of account.spec.ts (a real login); here, the guard.
  test(`${path} sends a visitor without a customer token home`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  });
}

test('the account guard keeps the locale', async ({ page }) => {
  await page.goto('/en/customer/my-profile');
  await expect(page).toHaveURL(/\/en$/);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`content page screenshot (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/sobre-nos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({
      path: fileURLToPath(new URL(`screenshots/content-${viewport.name}.png`, import.meta.url)),
      fullPage: true,
    });
  });
}
