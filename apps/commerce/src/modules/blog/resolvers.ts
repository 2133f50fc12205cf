import type { RequestContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/types';
import { assertPageExists, validatePagination } from '../catalog/service';
import { COVER_CACHE_SIZES, COVER_SIZE } from './cover';
import { type BlogPost, findPublishedPost, listPublishedPosts } from './service';

/** Thin GraphQL layer over the blog service. */

function postOutput(ctx: RequestContext, post: BlogPost) {
  const base = `${ctx.config.publicUrl}/media/blog`;
  const thumb = COVER_CACHE_SIZES[0] ?? COVER_SIZE;
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    cover_image: post.coverFile
      ? {
          url: `${base}/${post.coverFile}`,
          thumbnail_url: `${base}/cache/${thumb.width}x${thumb.height}/${post.coverFile}`,
          label: post.title,
          width: COVER_SIZE.width,
          height: COVER_SIZE.height,
        }
      : null,
    author_name: post.authorName,
    // Published posts always have it; created_at is only a guard.
    published_at: post.publishedAt ?? post.createdAt,
    updated_at: post.updatedAt,
    locale: post.locale,
  };
}

export const blogResolvers: Resolvers = {
  Query: {
    blogPosts: async (
      _: unknown,
      args: { currentPage?: number | null; pageSize?: number | null },
      ctx: RequestContext,
    ) => {
      const page = validatePagination(args.pageSize ?? 10, args.currentPage);
      const { posts, total } = await listPublishedPosts(ctx.db, page);
      assertPageExists(total, page);
      return {
        items: posts.map((post) => postOutput(ctx, post)),
        page_info: {
          page_size: page.pageSize,
          current_page: page.currentPage,
          total_pages: Math.ceil(total / page.pageSize),
        },
        total_count: total,
      };
    },
    blogPost: async (_: unknown, args: { slug?: string | null }, ctx: RequestContext) => {
      const post = await findPublishedPost(ctx.db, args.slug);
      return post ? postOutput(ctx, post) : null;
    },
  },
};
