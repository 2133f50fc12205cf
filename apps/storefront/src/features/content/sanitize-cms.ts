import sanitizeHtml from 'sanitize-html';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * CMS HTML is written by store staff, so it is sanitised before it reaches the page: text,
 * structure, links, images and headings survive; scripts, event handlers, `javascript:` URLs and
 * inline styles (except the banner colour variable) do not.
 *
 * `headingOffset` demotes headings (1 turns h1 into h2) so that embedded content keeps the
 * page's heading order under its own h1.
 */
export function sanitizeCmsHtml(
  html: string,
  { headingOffset = 0 }: { headingOffset?: number } = {},
): string {
  const transformTags: Record<string, sanitizeHtml.Transformer> = {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
  };
  if (headingOffset > 0) {
    HEADINGS.forEach((tag, level) => {
      const target = HEADINGS[Math.min(level + headingOffset, HEADINGS.length - 1)];
      transformTags[tag] = sanitizeHtml.simpleTransform(target ?? 'h6', {});
    });
  }
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: {
      '*': ['class', 'id', 'aria-label', 'aria-labelledby', 'title', 'lang', 'style'],
      a: ['href', 'rel', 'target', 'hreflang'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // Only the banner colour of the home hero slides survives from inline styles.
    allowedStyles: { '*': { '--slide-color': [/^#[0-9a-f]{3,8}$/i] } },
    transformTags,
  });
}
