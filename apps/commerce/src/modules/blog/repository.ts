import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import './tables';
import type { BlogPostStatus, BlogPostTable } from './tables';

/** All SQL of the blog. Rows in, rows out; the service speaks the domain. */

export type BlogPostRow = Selectable<BlogPostTable> & { cover_file: string | null };
type Db = Kysely<Database>;

function postsWithCover(db: Db) {
  return db
    .selectFrom('blog_post')
    .leftJoin('blog_media', 'blog_media.id', 'blog_post.cover_media_id')
    .selectAll('blog_post')
    .select('blog_media.file as cover_file');
}

/** Published posts, newest first (ties broken by id so pages never overlap). */
export async function listPublished(db: Db, limit: number, offset: number): Promise<BlogPostRow[]> {
  return postsWithCover(db)
    .where('blog_post.status', '=', 'published')
    .orderBy('blog_post.published_at', 'desc')
    .orderBy('blog_post.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countPublished(db: Db): Promise<number> {
  const row = await db
    .selectFrom('blog_post')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findPublishedBySlug(db: Db, slug: string): Promise<BlogPostRow | undefined> {
  return postsWithCover(db)
    .where('blog_post.status', '=', 'published')
    .where('blog_post.slug', '=', slug)
    .executeTakeFirst();
}

export async function findPost(db: Db, id: number): Promise<BlogPostRow | undefined> {
  return postsWithCover(db).where('blog_post.id', '=', id).executeTakeFirst();
}

/** Posts of any status for staff, newest first. */
export async function listForStaff(
  db: Db,
  options: { status?: BlogPostStatus; limit: number },
): Promise<BlogPostRow[]> {
  let query = postsWithCover(db).orderBy('blog_post.created_at', 'desc').orderBy('blog_post.id', 'desc');
  if (options.status) query = query.where('blog_post.status', '=', options.status);
  return query.limit(options.limit).execute();
}

/** Slugs equal to `base` or of the form `base-N`. */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_post')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return rows.map((r) => r.slug);
}

export async function countPostsOfAuthorSince(db: Db, customerId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('blog_post')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('author_customer_id', '=', customerId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMedia(
  db: Db,
  media: {
    file: string;
    content_type: string;
    width: number;
    height: number;
    data: Buffer;
    created_at: string;
  },
): Promise<number> {
  const row = await db.insertInto('blog_media').values(media).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type NewBlogPost = Omit<Selectable<BlogPostTable>, 'id'>;

export async function insertPost(db: Db, post: NewBlogPost): Promise<number> {
  const row = await db.insertInto('blog_post').values(post).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Moves a post to `status`; the first publication sets published_at. False when there is no such post. */
export async function setPostStatus(
  db: Db,
  id: number,
  status: Exclude<BlogPostStatus, 'pending'>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('blog_post')
    .set((eb) => ({
      status,
      moderated_at: now,
      updated_at: now,
      published_at:
        status === 'published' ? eb.fn.coalesce('published_at', eb.val(now)) : eb.val<string | null>(null),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The bytes of a cover, only while a published post shows it. */
export async function findPublishedCover(db: Db, file: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('blog_media')
    .innerJoin('blog_post', 'blog_post.cover_media_id', 'blog_media.id')
    .select('blog_media.data')
    .where('blog_media.file', '=', file)
    .where('blog_post.status', '=', 'published')
    .executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

export async function isPublishedCover(db: Db, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('blog_media')
    .innerJoin('blog_post', 'blog_post.cover_media_id', 'blog_media.id')
    .select('blog_media.id')
    .where('blog_media.file', '=', file)
    .where('blog_post.status', '=', 'published')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('blog_post')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
