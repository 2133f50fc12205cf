import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findPost, listForStaff, setPostStatus } from './repository';
import { type BlogPost, toBlogPost } from './service';

/**
 * Staff moderation of blog posts (the `blog` command, README "Blog"). Customers' posts wait as
 * pending; approving publishes them (published_at is set by the first approval and kept after a
 * later reject/approve), rejecting hides them (and unpublishes a published one).
 */

export class BlogPostNotFoundError extends Error {}

export async function listBlogPosts(
  db: Kysely<Database>,
  options: { pendingOnly?: boolean; limit?: number } = {},
): Promise<BlogPost[]> {
  const rows = await listForStaff(db, {
    status: options.pendingOnly ? 'pending' : undefined,
    limit: options.limit ?? 100,
  });
  return rows.map(toBlogPost);
}

async function moderate(db: Kysely<Database>, id: number, status: 'published' | 'rejected', now: Date) {
  if (!(await setPostStatus(db, id, status, now.toISOString()))) {
    throw new BlogPostNotFoundError(`Blog post ${id} not found`);
  }
  const row = await findPost(db, id);
  if (!row) throw new BlogPostNotFoundError(`Blog post ${id} not found`);
  return toBlogPost(row);
}

export const approveBlogPost = (db: Kysely<Database>, id: number, now = new Date()) =>
  moderate(db, id, 'published', now);
export const rejectBlogPost = (db: Kysely<Database>, id: number, now = new Date()) =>
  moderate(db, id, 'rejected', now);
