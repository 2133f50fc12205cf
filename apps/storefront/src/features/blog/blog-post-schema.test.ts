import { describe, expect, it } from 'vitest';
import { blogPostSchema, visibleText } from './blog-post-schema';

const schema = blogPostSchema(5 * 1024 * 1024);
const cover = { name: 'capa.png', type: 'image/png', size: 2048 };

describe('blogPostSchema', () => {
  it('takes a title, some text and a cover image', () => {
    const parsed = schema.parse({
      title: '  Café   no escritório ',
      content: '<p>Texto</p>',
      cover: [cover],
    });
    expect(parsed.title).toBe('Café no escritório');
  });

  it('refuses a short title, an empty text and a missing cover', () => {
    const result = schema.safeParse({ title: 'Oi', content: '<p><br></p>', cover: [] });
    expect(
      Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []),
    ).toEqual({ title: 'minLength', content: 'required', cover: 'fileRequired' });
  });

  it('refuses a cover that is not JPEG, PNG or WebP, or over the limit', () => {
    expect(
      schema.safeParse({ title: 'Título bom', content: 'x', cover: [{ ...cover, type: 'image/gif' }] })
        .success,
    ).toBe(false);
    expect(
      schema.safeParse({ title: 'Título bom', content: 'x', cover: [{ ...cover, size: 6 * 1024 * 1024 }] })
        .success,
    ).toBe(false);
  });
});

describe('visibleText', () => {
  it('is empty for markup without words', () => {
    expect(visibleText('<p>&nbsp;</p><ul><li><br></li></ul>')).toBe('');
    expect(visibleText('<h2>Título</h2><p>Texto</p>')).toBe('Título Texto');
  });
});
