import 'server-only';
import { cache } from 'react';
import { CommerceQueryError, commerceQuery, type StoreCode } from '../../lib/graphql.server';
import {
  BlogPostQuery,
  type BlogPostSummaryFields,
  BlogPostsQuery,
  BlogSitemapQuery,
} from './blog.documents';
import { blogPostPath } from './blog-paths';

/** Posts per page of /blog (a 3-column grid on desktops). */
export const BLOG_PAGE_SIZE = 9;
const SITEMAP_PAGE_SIZE = 300;

export interface BlogPage {
  posts: BlogPostSummaryFields[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

/**
 * One page of published posts, newest first, or `undefined` when the page does not exist (the
 * server's Magento-style pagination errors are input errors). Page 1 of an empty blog exists.
 */
export const getBlogPage = cache(async function getBlogPage(
  store: StoreCode,
  currentPage: number,
): Promise<BlogPage | undefined> {
  try {
    const { blogPosts } = await commerceQuery(
      BlogPostsQuery,
      { currentPage, pageSize: BLOG_PAGE_SIZE },
      { store },
    );
    return {
      posts: blogPosts.items,
      currentPage,
      totalPages: Math.max(1, blogPosts.page_info.total_pages ?? 1),
      totalCount: blogPosts.total_count,
    };
  } catch (error) {
    const isInputError =
      error instanceof CommerceQueryError &&
      error.errors.length > 0 &&
      error.errors.every((entry) => entry.extensions?.category === 'graphql-input');
    if (isInputError) return undefined;
    throw error;
  }
});

/** A published post by slug, the latest one without a slug; `undefined` when there is none. */
export const getBlogPost = cache(async function getBlogPost(store: StoreCode, slug: string | undefined) {
  const { blogPost } = await commerceQuery(BlogPostQuery, { slug: slug ?? null }, { store });
  return blogPost ?? undefined;
});

/** Paths of every published post (sitemap), newest first. */
export async function blogSitemapPaths(limit: number): Promise<string[]> {
  const paths: string[] = [];
  let totalPages = 1;
  for (let currentPage = 1; currentPage <= totalPages && paths.length < limit; currentPage++) {
    const { blogPosts } = await commerceQuery(BlogSitemapQuery, {
      currentPage,
      pageSize: SITEMAP_PAGE_SIZE,
    });
    totalPages = blogPosts.page_info.total_pages ?? 1;
    for (const post of blogPosts.items) paths.push(blogPostPath(post.slug));
  }
  return paths.slice(0, limit);
}
