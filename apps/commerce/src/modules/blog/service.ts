import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { slugify } from '../../lib/slug';
import { customerContact } from '../customer/lookup';
import { COVER_SIZE, CoverImageError, normalizeCover, sniffImageFormat } from './cover';
import {
  type BlogPostRow,
  countPostsOfAuthorSince,
  countPublished,
  findPublishedBySlug,
  insertMedia,
  insertPost,
  listPublished,
  slugsLike,
} from './repository';
import { excerptOf, htmlToText, sanitizePostHtml } from './sanitize';
import type { BlogPostStatus } from './tables';

type Db = Kysely<Database>;

/** A blog post as the API shows it. */
export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  coverFile: string | null;
  authorName: string;
  status: BlogPostStatus;
  locale: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    coverFile: row.cover_file,
    authorName: row.author_name,
    status: row.status,
    locale: row.locale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
  };
}

/** One page of published posts, newest first, and how many there are. */
export async function listPublishedPosts(
  db: Db,
  page: { pageSize: number; currentPage: number },
): Promise<{ posts: BlogPost[]; total: number }> {
  const [rows, total] = await Promise.all([
    listPublished(db, page.pageSize, (page.currentPage - 1) * page.pageSize),
    countPublished(db),
  ]);
  return { posts: rows.map(toBlogPost), total };
}

/** The published post of a slug; without a slug, the latest published post (rules §2: /post/{slug?}). */
export async function findPublishedPost(db: Db, slug?: string | null): Promise<BlogPost | undefined> {
  const wanted = slug?.trim();
  if (!wanted) {
    const [latest] = await listPublished(db, 1, 0);
    return latest && toBlogPost(latest);
  }
  const row = await findPublishedBySlug(db, wanted);
  return row && toBlogPost(row);
}

// --- writing a post (POST /blog/posts)

export const TITLE_MIN = 5;
export const TITLE_MAX = 150;
/** Largest post body accepted, in characters of HTML before sanitising. */
export const CONTENT_MAX = 100_000;

/** A refused submission: HTTP status, stable code for the storefront, message in Portuguese. */
export class BlogError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface NewPostInput {
  customerId: number;
  title: string | undefined;
  content: string | undefined;
  cover: Buffer | undefined;
  /** Store view locale the post was written in (`pt_BR`). */
  locale: string;
}

/** Refuses the customer's post when they already sent `limit` posts in the last hour. */
export async function assertWithinHourlyLimit(db: Db, customerId: number, limit: number, now = new Date()) {
  const since = new Date(now.getTime() - 3600_000).toISOString();
  if ((await countPostsOfAuthorSince(db, customerId, since)) >= limit) {
    throw new BlogError(
      429,
      'RATE_LIMITED',
      `Você já enviou ${limit} posts na última hora. Tente novamente mais tarde.`,
    );
  }
}

/** Title as stored: control characters removed, whitespace collapsed. */
function cleanTitle(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Checks and stores a customer's post as pending: title of 5–150 characters, content whose
 * sanitised HTML still has text, a JPEG/PNG/WebP cover (by its bytes) re-encoded to the cover size.
 */
export async function createPendingPost(
  db: Db,
  input: NewPostInput,
  now = new Date(),
): Promise<{ id: number; slug: string; status: 'pending' }> {
  const title = cleanTitle(input.title);
  const length = [...title].length;
  if (length < TITLE_MIN || length > TITLE_MAX) {
    throw new BlogError(
      400,
      length === 0 ? 'TITLE_REQUIRED' : 'TITLE_LENGTH',
      `O título deve ter entre ${TITLE_MIN} e ${TITLE_MAX} caracteres.`,
    );
  }
  if ((input.content ?? '').length > CONTENT_MAX) {
    throw new BlogError(413, 'CONTENT_TOO_LONG', 'O texto do post é longo demais.');
  }
  const content = sanitizePostHtml(input.content ?? '');
  if (!htmlToText(content)) throw new BlogError(400, 'CONTENT_REQUIRED', 'Escreva o texto do post.');
  if (!input.cover?.length) throw new BlogError(400, 'COVER_REQUIRED', 'Envie uma imagem de capa.');
  const format = sniffImageFormat(input.cover);
  if (!format) {
    throw new BlogError(415, 'INVALID_FILE_TYPE', 'A imagem de capa deve ser um arquivo JPEG, PNG ou WebP.');
  }
  let cover: Buffer;
  try {
    cover = await normalizeCover(input.cover, format);
  } catch (error) {
    if (!(error instanceof CoverImageError)) throw error;
    throw new BlogError(422, 'INVALID_IMAGE', 'Não foi possível ler a imagem de capa. Envie outro arquivo.');
  }
  const author = await customerContact({ db }, input.customerId);
  if (!author) throw new BlogError(401, 'UNAUTHORIZED', "The current customer isn't authorized.");
  const { id, slug } = await insertWithFreeSlug(db, title, {
    title,
    excerpt: excerptOf(content),
    content,
    cover,
    authorCustomerId: input.customerId,
    authorName: `${author.firstname} ${author.lastname}`.trim(),
    status: 'pending',
    locale: input.locale,
    createdAt: now,
  });
  return { id, slug, status: 'pending' };
}

export interface PostToStore {
  title: string;
  excerpt: string;
  content: string;
  /** WebP of COVER_SIZE. */
  cover: Buffer;
  authorCustomerId: number | null;
  authorName: string;
  status: BlogPostStatus;
  locale: string;
  createdAt: Date;
  publishedAt?: Date;
}

/** URL key of a title: ASCII words, at most 80 characters, never empty. */
export function baseSlug(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '') || 'post';
}

/**
 * Stores the cover and the post under the first free slug (`title`, `title-2`, …). Two posts
 * racing for the same slug: the UNIQUE constraint refuses one, which tries again.
 */
export async function insertWithFreeSlug(
  db: Db,
  title: string,
  post: PostToStore,
): Promise<{ id: number; slug: string }> {
  const base = baseSlug(title);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const taken = new Set(await slugsLike(trx, base));
        let slug = base;
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
        const created = post.createdAt.toISOString();
        const mediaId = await insertMedia(trx, {
          file: `${base.slice(0, 60).replace(/-+$/, '')}-${randomBytes(4).toString('hex')}.webp`,
          content_type: 'image/webp',
          width: COVER_SIZE.width,
          height: COVER_SIZE.height,
          data: post.cover,
          created_at: created,
        });
        const id = await insertPost(trx, {
          slug,
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          cover_media_id: mediaId,
          author_customer_id: post.authorCustomerId,
          author_name: post.authorName,
          status: post.status,
          locale: post.locale,
          created_at: created,
          updated_at: created,
          published_at: post.publishedAt?.toISOString() ?? null,
          moderated_at: post.publishedAt?.toISOString() ?? null,
        });
        return { id, slug };
      });
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
