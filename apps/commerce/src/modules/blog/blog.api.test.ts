import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSTS, seedBlogPosts } from '../../../demo/blog/posts';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { insertTestCustomer } from '../payments/testing/orders';
import { BLOG_POSTS_PER_HOUR } from './blog.routes';
import { approveBlogPost, listBlogPosts, rejectBlogPost } from './moderation';

const SEEDED_AT = new Date('2026-11-01T12:00:00Z');

const POSTS = `query Posts($currentPage: Int, $pageSize: Int) {
  blogPosts(currentPage: $currentPage, pageSize: $pageSize) {
    items { slug title excerpt cover_image { url thumbnail_url label width height } author_name published_at }
    page_info { current_page page_size total_pages }
    total_count
  }
}`;
const POST = `query Post($slug: String) {
  blogPost(slug: $slug) { slug title excerpt content author_name published_at updated_at locale cover_image { url label } }
}`;

async function jpeg(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#F26B1D' } })
    .jpeg()
    .toBuffer();
}

interface Upload {
  data: Buffer;
  name: string;
  type: string;
  field?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
async function formData(fields: Record<string, string>, file?: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(file.field ?? 'cover', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') as string,
  };
}

describe.each(TEST_DATABASES)('blog on %s', (dialect) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'blog-test-'));
  const t = useTestApp(dialect, undefined, { DATA_DIR: dataDir });
  const db = () => t.database.db;

  beforeAll(async () => {
    expect(await seedBlogPosts(db(), SEEDED_AT)).toBe(DEMO_POSTS.length);
  });

  async function customer() {
    const { id, token } = await insertTestCustomer(db());
    return { id, headers: { authorization: `Bearer ${token}` } };
  }

  async function submit(
    headers: Record<string, string>,
    fields: Record<string, string>,
    file?: Upload | null,
  ) {
    const body = await formData(
      fields,
      file === null ? undefined : (file ?? { data: await jpeg(), name: 'capa.jpg', type: 'image/jpeg' }),
    );
    return t.app.inject({
      method: 'POST',
      url: '/blog/posts',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  const media = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('seeds the demo posts once', async () => {
    expect(await seedBlogPosts(db(), SEEDED_AT)).toBe(0);
  });

  it('lists published posts newest first with cover, author, dates and page info', async () => {
    const { data, errors } = await t.graphql(POSTS);
    expect(errors).toBeUndefined();
    const posts = data?.blogPosts;
    expect(posts.total_count).toBe(DEMO_POSTS.length);
    expect(posts.page_info).toEqual({ current_page: 1, page_size: 10, total_pages: 1 });
    expect(posts.items.map((p: { title: string }) => p.title)).toEqual(DEMO_POSTS.map((p) => p.title));
    const [first] = posts.items;
    expect(first.slug).toBe('organizacao-do-escritorio-7-habitos-para-uma-mesa-que-trabalha-a-seu-favor');
    expect(first.author_name).toBe('Mariana Lopes');
    expect(first.excerpt).toBe(DEMO_POSTS[0]?.excerpt);
    expect(first.published_at).toBe(new Date(SEEDED_AT.getTime() - 3 * 86_400_000).toISOString());
    expect(first.cover_image).toMatchObject({ label: first.title, width: 1200, height: 630 });
    expect(first.cover_image.url).toMatch(/^http:\/\/commerce\.test\/media\/blog\/[a-z0-9-]+\.webp$/);
    expect(first.cover_image.thumbnail_url).toMatch(
      /^http:\/\/commerce\.test\/media\/blog\/cache\/600x315\//,
    );
  });

  it('pages through posts and refuses the pages Magento refuses', async () => {
    const page3 = await t.graphql(POSTS, { currentPage: 3, pageSize: 2 });
    expect(page3.data?.blogPosts.items).toHaveLength(1);
    expect(page3.data?.blogPosts.page_info).toEqual({ current_page: 3, page_size: 2, total_pages: 3 });
    for (const [variables, message] of [
      [{ currentPage: 0 }, 'currentPage value must be greater than 0.'],
      [{ pageSize: 0 }, 'pageSize value must be greater than 0.'],
      [{ pageSize: 301 }, 'Maximum pageSize is 300'],
      [
        { currentPage: 4, pageSize: 2 },
        'currentPage value 4 specified is greater than the 3 page(s) available.',
      ],
    ] as const) {
      const { data, errors } = await t.graphql(POSTS, variables);
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
  });

  it('finds a post by slug, the latest without one, and null for an unknown slug', async () => {
    const slug = 'como-escolher-papel-sulfite-gramatura-alvura-e-formato-explicados';
    const bySlug = await t.graphql(POST, { slug });
    expect(bySlug.data?.blogPost).toMatchObject({ slug, author_name: 'Camila Ferreira', locale: 'pt_BR' });
    expect(bySlug.data?.blogPost.content).toContain('<h2>Gramatura: o peso do papel</h2>');
    const latest = await t.graphql(POST);
    expect(latest.data?.blogPost.title).toBe(DEMO_POSTS[0]?.title);
    expect((await t.graphql(POST, { slug: '' })).data?.blogPost.title).toBe(DEMO_POSTS[0]?.title);
    expect((await t.graphql(POST, { slug: 'nao-existe' })).data?.blogPost).toBeNull();
  });

  it('serves a published cover as WebP in 1200x630 and the card size, and nothing else', async () => {
    const { data } = await t.graphql(POST);
    const cover = data?.blogPost.cover_image.url as string;
    const master = await media(cover);
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('image/webp');
    expect(master.headers['cache-control']).toContain('immutable');
    expect(await sharp(master.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 630,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(cover).pathname,
      headers: { 'if-none-match': master.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const file = cover.split('/').pop();
    const card = await t.app.inject({ method: 'GET', url: `/media/blog/cache/600x315/${file}` });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 315,
    });
    for (const url of [
      `/media/blog/cache/640x480/${file}`,
      '/media/blog/unknown-00000000.webp',
      '/media/blog/..%2F..%2Fstore.db',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answers 401 without a valid customer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const res = await submit(headers, { title: 'Um título válido', content: '<p>Texto</p>' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "The current customer isn't authorized.", code: 'UNAUTHORIZED' });
    }
  });

  it('keeps a customer post pending and invisible until approved, then rejected hides it again', async () => {
    const { headers } = await customer();
    const res = await submit(headers, {
      title: '  Minha   experiência com o papel reciclado  ',
      content:
        '<p onclick="steal()">Usamos papel <strong>reciclado</strong> há um ano.<script>alert(1)</script></p>' +
        '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">' +
        '<a href="javascript:alert(1)">clique</a> <a href="https://www.example.com/guia">guia</a>' +
        '<h1>Resultado</h1><p style="color:red">Economia de 20%.</p>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as { id: number; slug: string; status: string };
    expect(created).toMatchObject({ slug: 'minha-experiencia-com-o-papel-reciclado', status: 'pending' });

    expect((await t.graphql(POST, { slug: created.slug })).data?.blogPost).toBeNull();
    expect((await t.graphql(POSTS)).data?.blogPosts.total_count).toBe(DEMO_POSTS.length);
    const pending = await listBlogPosts(db(), { pendingOnly: true });
    expect(pending.map((p) => p.id)).toContain(created.id);
    expect(pending.every((p) => p.status === 'pending')).toBe(true);
    const coverFile = pending.find((p) => p.id === created.id)?.coverFile;
    expect((await t.app.inject({ method: 'GET', url: `/media/blog/${coverFile}` })).statusCode).toBe(404);

    const approvedAt = new Date();
    const approved = await approveBlogPost(db(), created.id, approvedAt);
    expect(approved).toMatchObject({ status: 'published', publishedAt: approvedAt.toISOString() });
    const { data } = await t.graphql(POST, { slug: created.slug });
    expect(data?.blogPost).toMatchObject({
      title: 'Minha experiência com o papel reciclado',
      author_name: 'Maria Silva',
      published_at: approvedAt.toISOString(),
      excerpt: 'Usamos papel reciclado há um ano. clique guia Resultado Economia de 20%.',
    });
    expect(data?.blogPost.content).toBe(
      '<p>Usamos papel <strong>reciclado</strong> há um ano.</p>clique ' +
        '<a href="https://www.example.com/guia" rel="nofollow ugc noopener noreferrer" target="_blank">guia</a>' +
        '<h2>Resultado</h2><p>Economia de 20%.</p>',
    );
    const list = await t.graphql(POSTS);
    expect(list.data?.blogPosts.total_count).toBe(DEMO_POSTS.length + 1);
    expect(list.data?.blogPosts.items[0].slug).toBe(created.slug);
    const cover = await media(data?.blogPost.cover_image.url);
    expect(cover.statusCode).toBe(200);
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 630,
    });

    await rejectBlogPost(db(), created.id);
    expect((await t.graphql(POST, { slug: created.slug })).data?.blogPost).toBeNull();
    expect((await media(data?.blogPost.cover_image.url)).statusCode).toBe(404);
    await expect(approveBlogPost(db(), 999_999)).rejects.toThrow('Blog post 999999 not found');
  });

  it('accepts PNG and WebP covers and gives a repeated title a new slug', async () => {
    const { headers } = await customer();
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#1E6FD9' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 2000, height: 900, channels: 3, background: '#2E9E6A' } })
      .webp()
      .toBuffer();
    const fields = { title: 'Dicas de arquivo morto', content: '<p>Caixas etiquetadas.</p>' };
    const first = await submit(headers, fields, { data: png, name: 'capa.png', type: 'image/png' });
    const second = await submit(headers, fields, { data: webp, name: 'capa.webp', type: 'image/webp' });
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(first.json().slug).toBe('dicas-de-arquivo-morto');
    expect(second.json().slug).toBe('dicas-de-arquivo-morto-2');
  });

  it('refuses a cover that is not an image, whatever its name and declared type', async () => {
    const { headers } = await customer();
    const before = (await listBlogPosts(db())).length;
    const fields = { title: 'Um post com capa falsa', content: '<p>Texto</p>' };
    for (const data of [
      Buffer.from('<?php echo "x"; ?>'),
      Buffer.from('%PDF-1.7\n1 0 obj'),
      Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
    ]) {
      const res = await submit(headers, fields, { data, name: 'capa.jpg', type: 'image/jpeg' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: 'A imagem de capa deve ser um arquivo JPEG, PNG ou WebP.',
        code: 'INVALID_FILE_TYPE',
      });
    }
    // JPEG magic number, broken body.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const res = await submit(headers, fields, { data: broken, name: 'capa.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVALID_IMAGE');
    expect((await listBlogPosts(db())).length).toBe(before);
  });

  it('refuses a cover larger than the upload limit', async () => {
    const { headers } = await customer();
    const image = await jpeg();
    const big = Buffer.concat([image, Buffer.alloc(5 * 1024 * 1024 + 1 - image.length)]);
    const res = await submit(
      headers,
      { title: 'Um post com capa grande', content: '<p>Texto</p>' },
      {
        data: big,
        name: 'capa.jpg',
        type: 'image/jpeg',
      },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'A imagem de capa deve ter no máximo 5 MB.',
      code: 'FILE_TOO_LARGE',
    });
  });

  it('requires a title of 5 to 150 characters, content with text and a cover', async () => {
    const { headers } = await customer();
    const before = (await listBlogPosts(db())).length;
    const cases: [Record<string, string>, Upload | null | undefined, string][] = [
      [{ content: '<p>Texto</p>' }, undefined, 'TITLE_REQUIRED'],
      [{ title: 'Café', content: '<p>Texto</p>' }, undefined, 'TITLE_LENGTH'],
      [{ title: 'a'.repeat(151), content: '<p>Texto</p>' }, undefined, 'TITLE_LENGTH'],
      [{ title: 'Um bom título' }, undefined, 'CONTENT_REQUIRED'],
      [
        { title: 'Um bom título', content: '<script>alert(1)</script><p> </p>' },
        undefined,
        'CONTENT_REQUIRED',
      ],
      [{ title: 'Um bom título', content: '<p>Texto</p>' }, null, 'COVER_REQUIRED'],
    ];
    for (const [fields, file, code] of cases) {
      const res = await submit(headers, fields, file);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe(code);
      expect(typeof res.json().message).toBe('string');
    }
    const ok = await submit(headers, { title: 'a'.repeat(150), content: '<p>Texto</p>' });
    expect(ok.statusCode).toBe(201);
    expect((await listBlogPosts(db())).length).toBe(before + 1);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const { headers } = await customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/blog/posts',
      headers,
      payload: { title: 'Um bom título', content: '<p>Texto</p>' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('NOT_MULTIPART');
  });

  it(`limits each customer to ${BLOG_POSTS_PER_HOUR} posts per hour`, async () => {
    const { headers } = await customer();
    const fields = { title: 'Post de teste do limite', content: '<p>Texto</p>' };
    for (let i = 0; i < BLOG_POSTS_PER_HOUR; i++) {
      expect((await submit(headers, fields)).statusCode).toBe(201);
    }
    const refused = await submit(headers, fields);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `Você já enviou ${BLOG_POSTS_PER_HOUR} posts na última hora. Tente novamente mais tarde.`,
      code: 'RATE_LIMITED',
    });
    const other = await customer();
    expect((await submit(other.headers, fields)).statusCode).toBe(201);
  });
});
