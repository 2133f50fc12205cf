import { describe, expect, it } from 'vitest';
import { blogImageSrc } from './blog-image';
import { blogListPath, blogPageParam, blogPostPath } from './blog-paths';

describe('blog paths', () => {
  it('reads the page from the URL: absent is 1, nonsense is none', () => {
    expect(blogPageParam(undefined)).toBe(1);
    expect(blogPageParam('')).toBe(1);
    expect(blogPageParam('3')).toBe(3);
    expect(blogPageParam(['2', '5'])).toBe(2);
    for (const raw of ['0', '-1', '1.5', 'abc', '1e3']) expect(blogPageParam(raw)).toBeUndefined();
  });

  it('writes list and post paths', () => {
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(2)).toBe('/blog?page=2');
    expect(blogPostPath('cafe-no-escritorio')).toBe('/blog/post/cafe-no-escritorio');
  });

  it("serves the commerce server's covers through the same-origin media proxy", () => {
    expect(blogImageSrc('http://127.0.0.1:4000/media/blog/cache/600x315/abc.webp')).toBe(
      '/media/blog/cache/600x315/abc.webp',
    );
    expect(blogImageSrc('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
  });
});
