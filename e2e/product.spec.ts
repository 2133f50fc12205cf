// Journeys through the product page (rules §2 Screens and routes): a shopper opens products of each kind,
// reads the price with its Pix price and installments, picks a variant (shared by URL), builds a
// bundle, sets quantities of a grouped product and reads the reviews. Prices are those of the
// seeded demo catalogue; the Pix and installment figures follow packages/br (3 % off by Pix,
// interest-free up to 3x, 1.99 % a month from the 4th, R$ 10 minimum installment).
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOTS } from './store';

/** `R$ 55,90` with the non-breaking space Intl puts after the currency sign. */
function brl(amount: string): RegExp {
  return new RegExp(`R\\$\\s${amount.replace('.', '\\.')}`);
}

function buyBox(page: Page) {
  return page.getByRole('region', { name: 'Comprar' });
}

test('a simple product shows its price, discount, Pix price, installments, stock and reviews', async ({
  page,
}) => {
  // BIC Cristal Média preta, box of 50: R$ 69,90 → R$ 55,90 (-20 %), 3 left, one review.
  await page.goto(
    '/produto?sku=200012&nome=caneta-esferografica-bic-cristal-media-1-0mm-preta-caixa-com-50-unidades',
  );

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Caneta Esferográfica BIC Cristal Média 1,0mm Preta Caixa com 50 Unidades',
  );
  const title = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(title.getByText('SKU: 200012')).toBeVisible();
  await expect(title.getByText('Marca: BIC')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Papelaria' }),
  ).toHaveAttribute('href', '/papelaria.html');

  const box = buyBox(page);
  await expect(box.locator('s')).toHaveText(brl('69,90'));
  await expect(box.getByText('20 % de desconto')).toBeAttached();
  await expect(box.getByText(brl('55,90')).first()).toBeVisible();
  // Pix: 55,90 − 3 % (1,677 → 1,68) = 54,22.
  await expect(box.getByText(/R\$\s54,22 no Pix/)).toBeVisible();
  // Card: 3x of 18,63 interest-free (55,90 / 3 rounded down); 5x is the longest plan (R$ 10 minimum).
  await expect(box.getByText(/ou 3x de R\$\s18,63 sem juros/)).toBeVisible();
  await expect(box.getByText(/em até 5x de R\$\s11,86 com juros/)).toBeVisible();

  await box.getByText('Ver parcelas no cartão').click();
  const table = box.getByRole('table', { name: 'Parcelamento no cartão de crédito' });
  await expect(table.getByRole('row')).toHaveCount(6); // header + 1x…5x
  await expect(table.getByRole('row', { name: /^3x/ })).toContainText('sem juros');
  await expect(table.getByRole('row', { name: /^4x/ })).toContainText('1,99 % a.m.');

  await expect(box.getByText('Em estoque')).toBeVisible();
  await expect(box.getByText('Últimas 3 unidades')).toBeVisible();
  await expect(box.getByText('Faça login ou cadastre-se para consultar o frete')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Adicionar ao carrinho' })).toBeEnabled();

  const reviews = page.getByRole('region', { name: /Avaliações/ });
  await expect(reviews.getByRole('heading', { name: 'A melhor que já usei' })).toBeVisible();
  await expect(reviews.getByText('por Eduardo N.')).toBeVisible();
  await expect(reviews.getByText('Distribuição das notas')).toBeVisible();

  // The canonical URL is the product URL, whatever the route that showed it.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/caneta-esferografica-bic-cristal-media-1-0mm-preta-caixa-com-50-unidades\.html$/,
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
  expect(jsonLd[0]).toMatchObject({
    '@type': 'Product',
    sku: '200012',
    brand: { name: 'BIC' },
    offers: { price: '55.90', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
    aggregateRating: { reviewCount: 1 },
  });

  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/product-desktop.png` });
});

test('picking a variant of a configurable product puts it in the URL and shows its SKU, price and stock', async ({
  page,
}) => {
  await page.goto('/produto?sku=200101');
  const box = buyBox(page);
  // No fault before the shopper tries to buy: the hint comes with the first attempt.
  await expect(box.getByText('Escolha uma opção de cor para comprar.')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await box.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
  await expect(box.getByText('Escolha uma opção de cor para comprar.')).toBeVisible();

  await box.getByRole('button', { name: 'Preto' }).click();
  await expect(page).toHaveURL(/[?&]variant=200101-PR\b/);
  await expect(page.getByText('SKU: 200101-PR')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Preto' })).toHaveAttribute('aria-pressed', 'true');
  await expect(box.getByText('Cor: Preto')).toBeVisible();
  await expect(box.getByText(brl('14,90')).first()).toBeVisible();
  await expect(box.getByText('Em estoque')).toBeVisible();
  await expect(box.getByText('Escolha uma opção de cor para comprar.')).toHaveCount(0);

  // Green is sold out: selectable, shown as such, and the buy button says so.
  await box.getByRole('button', { name: 'Verde (esgotado)' }).click();
  await expect(page).toHaveURL(/[?&]variant=200101-VD\b/);
  await expect(page.getByText('SKU: 200101-VD')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Esgotado', exact: true })).toBeDisabled();

  // The variant in the URL is rendered by the server: a shared link opens on it.
  await page.goto('/produto?sku=200101&variant=200101-VM');
  await expect(page.getByText('SKU: 200101-VM')).toBeVisible();
  await expect(buyBox(page).getByRole('button', { name: 'Vermelho' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the product URL /{url_key}.html opens the product page', async ({ page }) => {
  const response = await page.goto('/caneta-gel-retratil-pilot-g2-0-7mm.html?variant=200101-AZ');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caneta Gel Retrátil Pilot G2 0,7mm');
  await expect(page.getByText('SKU: 200101-AZ')).toBeVisible();
});

test('a bundle lists its options by type and totals the choice', async ({ page }) => {
  await page.goto('/produto?sku=600001');
  const box = buyBox(page);
  await expect(box.getByRole('heading', { name: 'Monte seu kit' })).toBeVisible();

  const notebooks = box.getByRole('group', { name: /Cadernos/ });
  await expect(notebooks.getByRole('radio')).toHaveCount(3);
  await expect(box.getByRole('combobox', { name: /Lápis preto/ })).toBeVisible();
  await expect(box.getByRole('group', { name: /Complementos/ }).getByRole('checkbox')).toHaveCount(5);

  // Defaults: 2 × 14,90 + 8,90 + 14,90 + 7,10 = 60,70.
  const total = box.getByText('Total do kit').locator('..');
  await expect(total).toContainText(brl('60,70'));
  await notebooks.getByRole('radio', { name: /Caderno Brochura Jandaia/ }).check();
  // 2 × 12,90 + 8,90 + 14,90 + 7,10 = 56,70.
  await expect(total).toContainText(brl('56,70'));
  await box
    .getByRole('group', { name: /Complementos/ })
    .getByRole('checkbox', { name: /Cola Bastão/ })
    .uncheck();
  await expect(total).toContainText(brl('49,60'));
});

test('a grouped product lists its items with quantity fields and the selection total', async ({ page }) => {
  await page.goto('/produto?sku=600011');
  const box = buyBox(page);
  await expect(box.getByRole('heading', { name: 'Itens do kit' })).toBeVisible();
  const rows = box.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5); // header + 4 items

  const chamex = box.getByRole('spinbutton', {
    name: 'Quantidade de Papel Sulfite A4 Chamex 75g Resma 500 Folhas',
  });
  await expect(chamex).toHaveValue('10');
  for (const name of ['Report Premium', 'Report Multiuso', 'Reciclato']) {
    await box.getByRole('spinbutton', { name: new RegExp(name) }).fill('0');
  }
  await chamex.fill('2');
  await chamex.blur();
  // 2 × 33,90 = 67,80.
  await expect(box.getByText('Total selecionado').locator('..')).toContainText(brl('67,80'));
});

test('downloadable, virtual and gift card products render their own choices', async ({ page }) => {
  await page.goto('/produto?sku=600031');
  await expect(buyBox(page).getByRole('checkbox', { name: /Versão hiperlinkada/ })).toBeVisible();
  await expect(buyBox(page).getByRole('link', { name: /Baixar amostra/ })).toBeVisible();

  await page.goto('/produto?sku=600041');
  await expect(buyBox(page).getByRole('radio')).toHaveCount(3);
  await expect(buyBox(page).getByText('Valor do vale-presente')).toBeVisible();

  await page.goto('/produto?sku=600021');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviço de Instalação de Impressora');
  await expect(page.getByRole('cell', { name: 'Serviço' })).toBeVisible();
});

test('the product page on a phone: gallery strip, buy box and screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/produto?sku=100041');
  const gallery = page.getByRole('region', { name: 'Imagens do produto' });
  await expect(gallery.getByRole('button', { name: /Ampliar imagem/ })).toBeVisible();
  const main = gallery.locator('img').first();
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(buyBox(page).getByRole('button', { name: 'Adicionar ao carrinho' })).toBeVisible();
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/product-phone.png` });
});

test('related products appear when the shopper scrolls near them and lead to their page', async ({
  page,
  request,
}) => {
  const response = await request.post(`http://127.0.0.1:${process.env.E2E_COMMERCE_PORT ?? 4100}/graphql`, {
    data: {
      query:
        '{ products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 100) { items { url_key related_products { name } } } }',
    },
  });
  const items: { url_key: string; related_products: { name: string }[] }[] = (await response.json()).data
    .products.items;
  const product = items.find((item) => item.related_products.length > 0);
  expect(product, 'a demo product with related products').toBeDefined();

  await page.goto(`/${product!.url_key}.html`);
  const heading = page.getByRole('heading', { name: 'Produtos relacionados' });
  // Below the fold the carousel is not mounted yet (load-when-visible, rules §2).
  await expect(heading).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(heading).toBeVisible();

  const target = product!.related_products[0]!.name;
  await page.locator('section', { has: heading }).getByRole('link', { name: target }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target);
});
