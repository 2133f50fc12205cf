/**
 * Blog cover URLs. The commerce server answers absolute URLs of its own host
 * (`http://commerce/media/blog/file.webp`); the browser only talks to the storefront, so covers
 * are served through the same-origin `/media/*` proxy (as product images are).
 */
const BLOG_MEDIA = '/media/blog/';

/** The same-origin path of a blog cover, or the URL unchanged when it is not one of ours. */
export function blogImageSrc(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://storefront.invalid');
  } catch {
    return url;
  }
  return parsed.pathname.startsWith(BLOG_MEDIA) ? parsed.pathname : url;
}
