import { defineRoute, type RestModule } from '../../rest/api';
import { ENTITY_NOT_FOUND, notFound } from '../../rest/errors';
import { magentoDate } from '../../rest/format';
import { type FieldMap, parseSearchCriteria, runSearch, searchResults } from '../../rest/search-criteria';
import { PERMISSIONS } from '../staff/acl';
import { approveBlogPost, BlogPostNotFoundError, rejectBlogPost } from './moderation';

/**
 * Blog moderation for the back office, under `/V1/escritorio/blog/posts` (docs/back-office.md):
 * the same service as `npm run blog`. Approving publishes a customer's post, rejecting hides it.
 */

const FIELDS: FieldMap = {
  id: { type: 'int' },
  status: { type: 'string' },
  locale: { type: 'string' },
  slug: { type: 'string' },
  author_name: { type: 'string' },
  created_at: { type: 'date' },
  published_at: { type: 'date' },
};

interface PostRow {
  id: number;
  status: string;
  locale: string;
  slug: string;
  title: string;
  excerpt: string;
  author_name: string;
  created_at: string;
  published_at: string | null;
}

export const blogRestRoutes: RestModule = ({ database }) => {
  const { db } = database;
  const action = (name: 'approve' | 'reject', run: typeof approveBlogPost) =>
    defineRoute<{ id: number }>({
      method: 'POST',
      path: `/V1/escritorio/blog/posts/:id/${name}`,
      acl: PERMISSIONS.blog,
      tag: 'blog',
      summary: name === 'approve' ? 'Publishes a blog post' : 'Rejects (hides) a blog post',
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
      },
      handler: async (ctx) => {
        try {
          const post = await run(db, ctx.params.id, new Date(), { actor: ctx.actor(), ip: ctx.ip });
          return {
            id: post.id,
            status: post.status,
            slug: post.slug,
            published_at: magentoDate(post.publishedAt) ?? null,
          };
        } catch (error) {
          if (error instanceof BlogPostNotFoundError) throw notFound(ENTITY_NOT_FOUND);
          throw error;
        }
      },
    });
  return [
    defineRoute({
      method: 'GET',
      path: '/V1/escritorio/blog/posts',
      acl: PERMISSIONS.blog,
      tag: 'blog',
      summary: 'Blog posts (pending, published, rejected) by searchCriteria',
      searchCriteria: true,
      handler: async ({ query }) => {
        const criteria = parseSearchCriteria(query);
        const { rows, total } = await runSearch<PostRow>(
          db.selectFrom('blog_post'),
          (qb) =>
            qb.select([
              'id',
              'status',
              'locale',
              'slug',
              'title',
              'excerpt',
              'author_name',
              'created_at',
              'published_at',
            ]),
          criteria,
          { fields: FIELDS, tieBreak: [{ field: 'id', direction: 'DESC' }] },
        );
        const items = rows.map((r) => ({
          ...r,
          created_at: magentoDate(r.created_at),
          published_at: magentoDate(r.published_at) ?? null,
        }));
        return searchResults(items, criteria, total);
      },
    }),
    action('approve', approveBlogPost),
    action('reject', rejectBlogPost),
  ];
};
