/**
 * JSON-LD `Article` of a blog post (schema.org), serialised so that it can sit inside a
 * `<script type="application/ld+json">`: titles and excerpts are shoppers' plain text, so `<`, `>`,
 * `&` and the line separators are escaped as \u sequences and no text can close the script element.
 */

export interface ArticleInput {
  title: string;
  excerpt: string;
  /** Absolute URL of the post (canonical). */
  url: string;
  /** Absolute URL of the cover image. */
  imageUrl: string | undefined;
  authorName: string;
  publishedAt: string;
  updatedAt: string;
  publisherName: string;
  publisherLogoUrl: string;
  /** BCP 47 language of the post: pt-BR. */
  language: string;
}

export function articleJsonLd(input: ArticleInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title,
    description: input.excerpt,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
    author: { '@type': 'Person', name: input.authorName },
    publisher: {
      '@type': 'Organization',
      name: input.publisherName,
      logo: { '@type': 'ImageObject', url: input.publisherLogoUrl },
    },
    datePublished: input.publishedAt,
    dateModified: input.updatedAt,
    inLanguage: input.language,
  };
}

/** JSON safe to embed in an HTML script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
