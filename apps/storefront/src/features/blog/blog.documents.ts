import { graphql } from '../../lib/typed-document';

/**
 * The blog's GraphQL documents (our addition beside Magento's schema, commerce README "Blog").
 * Response types are written by hand until codegen is wired (lib/typed-document.ts).
 */

export interface BlogImageFields {
  url: string;
  thumbnail_url: string;
  label: string;
  width: number;
  height: number;
}

export interface BlogPostSummaryFields {
  slug: string;
  /** Plain text: React escapes it. */
  title: string;
  excerpt: string;
  cover_image: BlogImageFields | null;
  author_name: string;
  published_at: string;
}

export interface BlogPostFields extends BlogPostSummaryFields {
  /** HTML already reduced to an allow-list by the server (sanitised again before rendering). */
  content: string;
  updated_at: string;
  locale: string;
}

const SUMMARY_FIELDS = `
  slug title excerpt author_name published_at
  cover_image { url thumbnail_url label width height }
`;

export const BlogPostsQuery = graphql<
  {
    blogPosts: {
      items: BlogPostSummaryFields[];
      page_info: { current_page: number | null; page_size: number | null; total_pages: number | null };
      total_count: number;
    };
  },
  { currentPage: number; pageSize: number }
>(`
  query BlogPosts($currentPage: Int!, $pageSize: Int!) {
    blogPosts(currentPage: $currentPage, pageSize: $pageSize) {
      items { ${SUMMARY_FIELDS} }
      page_info { current_page page_size total_pages }
      total_count
    }
  }
`);

export const BlogPostQuery = graphql<{ blogPost: BlogPostFields | null }, { slug: string | null }>(`
  query BlogPost($slug: String) {
    blogPost(slug: $slug) { ${SUMMARY_FIELDS} content updated_at locale }
  }
`);

/** Slugs for the sitemap (the server caps pageSize at 300). */
export const BlogSitemapQuery = graphql<
  {
    blogPosts: {
      items: Array<{ slug: string; published_at: string }>;
      page_info: { total_pages: number | null };
    };
  },
  { currentPage: number; pageSize: number }
>(`
  query BlogSitemap($currentPage: Int!, $pageSize: Int!) {
    blogPosts(currentPage: $currentPage, pageSize: $pageSize) {
      items { slug published_at }
      page_info { total_pages }
    }
  }
`);
