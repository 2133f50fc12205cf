import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type AuditActor, audit, cliActor } from '../staff/audit';
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

/** Who moderates (audit log); the operator's shell when not told. */
export interface ModerationBy {
  actor: AuditActor;
  ip?: string | null;
}

async function moderate(
  db: Kysely<Database>,
  id: number,
  status: 'published' | 'rejected',
  now: Date,
  by: ModerationBy,
) {
  return db.transaction().execute(async (trx) => {
    const before = await findPost(trx, id);
    if (!before || !(await setPostStatus(trx, id, status, now.toISOString()))) {
      throw new BlogPostNotFoundError(`Blog post ${id} not found`);
    }
    const row = await findPost(trx, id);
    if (!row) throw new BlogPostNotFoundError(`Blog post ${id} not found`);
    await audit.record(
      trx,
      {
        actor: by.actor,
        action: status === 'published' ? 'approve' : 'reject',
        entityType: 'blog_post',
        entityId: id,
        before: { status: before.status, published_at: before.published_at },
        after: { status: row.status, published_at: row.published_at },
        ip: by.ip,
      },
      now,
    );
    return toBlogPost(row);
  });
}

export const approveBlogPost = (
  db: Kysely<Database>,
  id: number,
  now = new Date(),
  by: ModerationBy = { actor: cliActor() },
) => moderate(db, id, 'published', now, by);
export const rejectBlogPost = (
  db: Kysely<Database>,
  id: number,
  now = new Date(),
  by: ModerationBy = { actor: cliActor() },
) => moderate(db, id, 'rejected', now, by);
