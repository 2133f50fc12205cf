import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './cover';
import { excerptOf, htmlToText, sanitizePostHtml } from './sanitize';

describe('sanitizePostHtml', () => {
  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p onclick="x()" onmouseover="y()">a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<img src=x onerror=alert(1)><p>a</p>', '<p>a</p>'],
    ['<svg onload=alert(1)><script>alert(1)</script></svg>b', 'b'],
    ['<style>body{display:none}</style><p style="color:red" class="x">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">a</a>', 'a'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>', 'a'],
    ['<a href="java&#x09;script:alert(1)">a</a>', 'a'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">a</a>', 'a'],
    ['<a href="//evil.example">a</a>', 'a'],
    ['<form action="/x"><input name="q"><button>ok</button></form>', 'ok'],
    ['<object data="x.swf"></object><embed src="x.swf">c', 'c'],
  ])('removes %s', (input, expected) => {
    expect(sanitizePostHtml(input)).toBe(expected);
  });

  it('keeps the formatting of a post and marks links as user content', () => {
    expect(
      sanitizePostHtml(
        '<h1>T</h1><h3>S</h3><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>1</li></ul><ol start="3"><li>3</li></ol>' +
          '<blockquote>q</blockquote><pre><code>x</code></pre><a href="mailto:a@b.com" title="t">m</a>',
      ),
    ).toBe(
      '<h2>T</h2><h3>S</h3><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>1</li></ul><ol start="3"><li>3</li></ol>' +
        '<blockquote>q</blockquote><pre><code>x</code></pre>' +
        '<a href="mailto:a@b.com" title="t" rel="nofollow ugc noopener noreferrer" target="_blank">m</a>',
    );
  });
});

describe('excerptOf', () => {
  it('is the text of the HTML, cut at a word boundary', () => {
    expect(htmlToText('<p>Um &amp; dois</p><p>três</p>')).toBe('Um & dois três');
    const long = `<p>${'palavra '.repeat(60)}</p>`;
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt).toMatch(/palavra…$/);
  });
});

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes only', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png');
    expect(sniffImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});
