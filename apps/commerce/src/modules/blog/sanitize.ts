import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a blog post may keep: text formatting, headings, lists, quotes, code and links. No
 * scripts, styles, iframes, forms, images, event handlers or `style`/`class` attributes; links only
 * to http(s) and mailto, opened as user content (`rel="nofollow ugc noopener noreferrer"`).
 * Everything else is dropped; the text inside unknown elements is kept, the text of script-like
 * elements is not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    // Editors emit h1 for "big heading"; the page already has the post title as its h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'nofollow ugc noopener noreferrer', target: '_blank' },
    }),
  },
  // A link whose address was refused keeps its text.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

// `rel` and `target` are added by transformTags after the attribute filter, so they are allowed
// here only for the values set above.
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** The post's HTML reduced to the allow-list above. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The visible text of (sanitised) HTML, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(\/?(p|br|li|h[1-6]|blockquote|pre|hr)\b)/gi, ' <$1'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A plain-text summary of at most `max` characters, cut at a word boundary with an ellipsis. */
export function excerptOf(html: string, max = 200): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–-]+$/, '')}…`;
}
