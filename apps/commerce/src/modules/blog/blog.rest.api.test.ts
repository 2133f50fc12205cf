import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { staffToken } from '../staff/testing';

const POST = 'query ($slug: String) { blogPost(slug: $slug) { slug title published_at } }';

describe.each(TEST_DATABASES)('blog moderation REST API on %s', (dialect) => {
  const t = useTestApp(dialect);
  const db = () => t.database.db;
  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url: `/rest${url}`, headers: { authorization: `Bearer ${token}` } });

  let n = 0;
  /** A customer's post waiting for moderation (as the blog form leaves it). */
  async function pendingPost() {
    const now = new Date().toISOString();
    const slug = `post-pendente-${++n}`;
    const row = await db()
      .insertInto('blog_post')
      .values({
        slug,
        title: `Post pendente ${n}`,
        excerpt: 'Resumo.',
        content: '<p>Texto.</p>',
        cover_media_id: null,
        author_customer_id: null,
        author_name: 'Maria Silva',
        status: 'pending',
        locale: 'pt_BR',
        created_at: now,
        updated_at: now,
        published_at: null,
        moderated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, slug };
  }

  it('lists pending posts, publishes one (GraphQL shows it), rejects it again; writes the audit log', async () => {
    const token = await staffToken(db(), 'conteudo');
    const post = await pendingPost();
    const list = await call(
      token,
      'GET',
      '/V1/escritorio/blog/posts?searchCriteria[filter_groups][0][filters][0][field]=status&searchCriteria[filter_groups][0][filters][0][value]=pending',
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: post.id, slug: post.slug, status: 'pending' }),
    );
    expect(list.json().items.every((p: { status: string }) => p.status === 'pending')).toBe(true);
    expect((await t.graphql(POST, { slug: post.slug })).data?.blogPost).toBeNull();

    const approved = await call(token, 'POST', `/V1/escritorio/blog/posts/${post.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: post.id, status: 'published', slug: post.slug });
    expect(approved.json().published_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await t.graphql(POST, { slug: post.slug })).data?.blogPost).toMatchObject({
      title: post.slug.replace('post-pendente-', 'Post pendente '),
    });

    expect((await call(token, 'POST', `/V1/escritorio/blog/posts/${post.id}/reject`)).json().status).toBe(
      'rejected',
    );
    expect((await t.graphql(POST, { slug: post.slug })).data?.blogPost).toBeNull();

    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity_type', '=', 'blog_post')
      .where('entity_id', '=', String(post.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['approve', 'reject']);

    const missing = await call(token, 'POST', '/V1/escritorio/blog/posts/999999/approve');
    expect(missing.statusCode).toBe(404);
    expect((await call(token, 'POST', '/V1/escritorio/blog/posts/0/approve')).statusCode).toBe(400);
  });

  it('refuses the roles without Store_Blog::posts and changes nothing', async () => {
    const post = await pendingPost();
    for (const role of ['atendimento', 'catalogo', 'pedidos'] as const) {
      const refused = await call(
        await staffToken(db(), role),
        'POST',
        `/V1/escritorio/blog/posts/${post.id}/approve`,
      );
      expect(refused.statusCode, role).toBe(401);
    }
    const row = await db()
      .selectFrom('blog_post')
      .select('status')
      .where('id', '=', post.id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
    const admin = await call(
      await staffToken(db(), 'administrator'),
      'GET',
      '/V1/escritorio/blog/posts?searchCriteria=',
    );
    expect(admin.statusCode).toBe(200);
  });
});
