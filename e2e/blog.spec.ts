// Journey: a shopper reads the blog (list with covers and excerpts, a post with its JSON-LD
// Article and canonical URL, /post without a slug opening the latest post), logs in from the write
// page's call-to-action, writes a post with a cover and rich text, sees that it waits for
// approval and is not listed; staff approve it with `npm run blog -- approve <id>`; the post is
// then on the blog with its sanitised text. Screenshots on desktop and phone.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { customer, databaseFile, graphql, PASSWORD, pictureSource, SCREENSHOTS, withDatabase } from './store';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A real WebP picture for the cover: a catalogue image, fetched through the storefront. */
async function coverImage(page: Page): Promise<Buffer> {
  const { products } = await graphql<{ products: { items: { thumbnail: { url: string } }[] } }>(
    page.request,
    '{ products(search: "caderno", pageSize: 1) { items { thumbnail { url } } } }',
  );
  const url = new URL(products.items[0]?.thumbnail.url ?? '');
  const response = await page.request.get(url.pathname);
  expect(response.ok()).toBe(true);
  return Buffer.from(await response.body());
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

function canonicalPath(page: Page) {
  return page
    .locator('link[rel="canonical"]')
    .getAttribute('href')
    .then((href) => new URL(href ?? '').pathname);
}

test.describe('reading the blog', () => {
  test('the list shows the published posts with covers and excerpts; a post has its Article JSON-LD', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    expect(await canonicalPath(page)).toBe('/blog');
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    const first = cards.first();
    expect(await pictureSource(first.locator('img'))).toMatch(/^\/media\/blog\/cache\/600x315\//);
    await expect(first.getByRole('paragraph').nth(1)).toHaveText(/.{40,}/);
    await shot(page, 'blog-list-desktop');

    const title = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    await first.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/blog\/post\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await canonicalPath(page)).toBe(`/blog/post/${slug}`);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: title,
      url: expect.stringContaining(`/blog/post/${slug}`),
    });
    expect(ld.image[0]).toMatch(/\/media\/blog\/[^/]+\.webp$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.getByRole('article').locator('img').first()).toBeVisible();
    await shot(page, 'blog-post-desktop');

    // /post/{slug} is the same post under its canonical URL; /post without a slug is the latest.
    await page.goto(`/post/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await canonicalPath(page)).toBe(`/blog/post/${slug}`);
    await page.goto('/post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await canonicalPath(page)).toBe(`/blog/post/${slug}`);

    await page.setViewportSize(PHONE);
    await page.goto('/blog');
    await shot(page, 'blog-list-phone');
  });

  test('unknown posts and pages answer 404; English keeps the canonical slug', async ({ page }) => {
    expect((await page.goto('/blog/post/nao-existe-este-post'))?.status()).toBe(404);
    expect((await page.goto('/blog?page=abc'))?.status()).toBe(404);
    expect((await page.goto('/blog?page=99'))?.status()).toBe(404);
    await page.goto('/en/blog');
    await expect(page.getByRole('link', { name: 'Write a post' })).toBeVisible();
    expect(await canonicalPath(page)).toBe('/en/blog');
  });

  test('the sitemap lists the blog and its posts', async ({ page }) => {
    const xml = await (await page.request.get('/sitemap.xml')).text();
    expect(xml).toMatch(/<loc>[^<]*\/blog<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/blog\/post\/[a-z0-9-]+<\/loc>/);
  });
});

test('a customer writes a post: it waits for approval, then the blog command publishes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const email = (await customer(page.request, 'marina', { firstname: 'Marina', lastname: 'Blogueira' }))
    .email;

  // Guests see the call-to-action; it opens the login modal.
  await page.goto('/post/BlogForm');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Escrever um post');
  expect(await canonicalPath(page)).toBe('/blog/create');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('button', { name: 'Entrar ou cadastrar-se' }).click();
  const login = page.getByRole('dialog', { name: 'Entrar' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(login).toBeHidden();

  const form = page.getByRole('form', { name: 'Escrever um post' });
  await expect(form).toBeVisible();
  // Client checks first: nothing filled.
  await form.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(form.getByText('Este campo é obrigatório').first()).toBeVisible();
  await expect(form.getByText('Escolha um arquivo.')).toBeVisible();

  const title = `Etiquetas que salvam o arquivo ${Date.now()}`;
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByLabel('Imagem de capa').setInputFiles({
    name: 'capa.webp',
    mimeType: 'image/webp',
    buffer: await coverImage(page),
  });
  await expect(form.getByRole('img', { name: 'capa.webp' })).toBeVisible();
  const editor = form.getByRole('textbox', { name: 'Texto' });
  await editor.click();
  await page.keyboard.type('Pastas com etiquetas coloridas ');
  await form.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type('por cliente');
  await form.getByRole('button', { name: 'Negrito' }).click();
  await page.keyboard.type(' deixam tudo fácil de achar.');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Lista com marcadores' }).click();
  await page.keyboard.type('Uma cor por cliente');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Etiqueta na lombada');
  await shot(page, 'blog-create-desktop');
  await form.getByRole('button', { name: 'Enviar para aprovação' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post enviado!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('aguarda a aprovação da nossa equipe')).toBeVisible();

  const post = withDatabase(
    (db) =>
      db.prepare('SELECT id, slug, status FROM blog_post WHERE title = ?').get(title) as
        | { id: number; slug: string; status: string }
        | undefined,
  );
  expect(post?.status).toBe('pending');
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await page.goto(`/blog/post/${post?.slug}`))?.status()).toBe(404);

  execFileSync('npm', ['run', 'blog', '-w', 'apps/commerce', '--', 'approve', String(post?.id)], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: `file:${databaseFile()}` },
    stdio: 'pipe',
  });

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Por Marina Blogueira')).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.locator('strong, b').filter({ hasText: 'por cliente' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Etiqueta na lombada' })).toBeVisible();
  expect(await pictureSource(article.locator('img').first())).toMatch(/^\/media\/blog\//);
  await page.setViewportSize(PHONE);
  await shot(page, 'blog-post-phone');
});
