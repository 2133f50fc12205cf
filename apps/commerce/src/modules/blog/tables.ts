import type { Generated } from 'kysely';

/** A post waits as `pending` until staff approve (`published`) or reject it (npm run blog). */
export type BlogPostStatus = 'pending' | 'published' | 'rejected';

export interface BlogPostTable {
  id: Generated<number>;
  /** URL key, unique across every status (a pending post keeps its slug when published). */
  slug: string;
  /** Plain text, 5–150 characters. */
  title: string;
  /** Plain text summary taken from the content, at most 200 characters. */
  excerpt: string;
  /** HTML that went through the allow-list of `sanitize.ts`. */
  content: string;
  cover_media_id: number | null;
  /** Null for posts written by the store's staff (the demo seed). */
  author_customer_id: number | null;
  author_name: string;
  status: BlogPostStatus;
  /** Language of the post, as the store view it was written in names it (`pt_BR`). */
  locale: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  moderated_at: string | null;
}

/**
 * A public blog image (the cover of a post), kept in the database so that every server can serve
 * it (docs/architecture.md, decision 4); `/media/blog/…` caches it on disk like product images.
 */
export interface BlogMediaTable {
  id: Generated<number>;
  /** `cafe-no-escritorio-3f9a1c2b.webp`: a plain image file name (modules/media isValidImageFile). */
  file: string;
  content_type: string;
  width: number;
  height: number;
  data: Buffer;
  created_at: string;
}

// The blog tables belong to this module (migration 007-blog); they join the shared Database type here.
declare module '../../db/schema' {
  interface Database {
    blog_post: BlogPostTable;
    blog_media: BlogMediaTable;
  }
}
