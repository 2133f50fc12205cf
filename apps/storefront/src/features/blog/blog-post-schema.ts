import { z } from 'zod';
import { FORM_ERRORS, fileList } from '../forms';

/** Cover types the server takes (README "Blog": decided by the file's first bytes). */
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const TITLE_MIN = 5;
export const TITLE_MAX = 150;
/** Characters of HTML the server accepts in a post. */
export const CONTENT_MAX = 100_000;

/** The words of a post's HTML, without tags and entities: empty means nothing to publish. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The write-a-post form; the cover's size limit comes from GET /requests/settings. */
export function blogPostSchema(coverMaxBytes: number) {
  return z.object({
    title: z
      .string()
      .transform((value) => value.replace(/\s+/g, ' ').trim())
      .pipe(
        z
          .string()
          .min(1, { error: FORM_ERRORS.required })
          .min(TITLE_MIN, { error: FORM_ERRORS.minLength })
          .max(TITLE_MAX, { error: FORM_ERRORS.maxLength }),
      ),
    content: z
      .string()
      .refine((html) => visibleText(html) !== '', { error: FORM_ERRORS.required })
      .refine((html) => html.length <= CONTENT_MAX, { error: FORM_ERRORS.contentTooLong }),
    cover: fileList({ types: COVER_TYPES, maxBytes: coverMaxBytes, min: 1, max: 1 }),
  });
}

export type BlogPostValues = z.input<ReturnType<typeof blogPostSchema>>;
