import { describe, expect, it } from 'vitest';
import { articleJsonLd, serializeJsonLd } from './article-json-ld';

const INPUT = {
  title: 'Café no escritório',
  excerpt: 'Como montar a copa.',
  url: 'https://loja.example/blog/post/cafe-no-escritorio',
  imageUrl: 'https://loja.example/media/blog/abc.webp',
  authorName: 'Ana Souza',
  publishedAt: '2026-10-28T12:00:00.000Z',
  updatedAt: '2026-10-29T08:00:00.000Z',
  publisherName: 'Escritório Total',
  publisherLogoUrl: 'https://loja.example/logo.svg',
  language: 'pt-BR',
};

describe('articleJsonLd', () => {
  it('describes the post as a schema.org Article', () => {
    expect(articleJsonLd(INPUT)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Café no escritório',
      description: 'Como montar a copa.',
      mainEntityOfPage: { '@type': 'WebPage', '@id': INPUT.url },
      url: INPUT.url,
      image: [INPUT.imageUrl],
      author: { '@type': 'Person', name: 'Ana Souza' },
      publisher: {
        '@type': 'Organization',
        name: 'Escritório Total',
        logo: { '@type': 'ImageObject', url: INPUT.publisherLogoUrl },
      },
      datePublished: INPUT.publishedAt,
      dateModified: INPUT.updatedAt,
      inLanguage: 'pt-BR',
    });
  });

  it('leaves the image out for a post without a cover', () => {
    expect(articleJsonLd({ ...INPUT, imageUrl: undefined })).not.toHaveProperty('image');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and parses back to the same text', () => {
    const title = '</script><script>alert(1)</script> & \u2028';
    const json = serializeJsonLd(articleJsonLd({ ...INPUT, title }));
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json).headline).toBe(title);
  });
});
