/** The blog's URLs (rules §2): list, post and the write form; `/post/{slug}` is an alias. */

export const BLOG_PATH = '/blog';
export const BLOG_CREATE_PATH = '/blog/create';

/** Canonical path of a post. */
export function blogPostPath(slug: string): string {
  return `/blog/post/${encodeURIComponent(slug)}`;
}

/** Path of a list page: page 1 is /blog itself. */
export function blogListPath(page: number): string {
  return page > 1 ? `${BLOG_PATH}?page=${page}` : BLOG_PATH;
}

/**
 * The list page asked for by `?page=` (from 1): absent means 1; anything that is not a whole
 * number from 1 up is `undefined` (the page answers 404 rather than guessing).
 */
export function blogPageParam(raw: string | string[] | undefined): number | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const page = Number(value);
  return page >= 1 ? page : undefined;
}
