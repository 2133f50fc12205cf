import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from './sanitize-cms';

describe('sanitizeCmsHtml', () => {
  it('keeps text, headings, links and images', () => {
    const html =
      '<h2>Título</h2><p>Texto <a href="/cupons">cupons</a></p><img src="https://x/a.png" alt="A">';
    expect(sanitizeCmsHtml(html)).toBe(html.replace('alt="A">', 'alt="A" />'));
  });

  it('removes scripts, event handlers, javascript: URLs and inline styles', () => {
    const clean = sanitizeCmsHtml(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>',
    );
    expect(clean).toBe('<p>a</p><a>b</a>');
  });

  it('keeps only the banner colour variable of inline styles', () => {
    expect(sanitizeCmsHtml('<section style="--slide-color: #E4002B; background: url(x)">s</section>')).toBe(
      '<section style="--slide-color:#E4002B">s</section>',
    );
    expect(sanitizeCmsHtml('<section style="--slide-color: red;x:expression(1)">s</section>')).toBe(
      '<section>s</section>',
    );
  });

  it('opens external links safely', () => {
    expect(sanitizeCmsHtml('<a href="https://wa.me/5511912345678">WhatsApp</a>')).toBe(
      '<a href="https://wa.me/5511912345678" rel="noopener noreferrer" target="_blank">WhatsApp</a>',
    );
  });

  it('demotes headings under the page h1 when asked', () => {
    expect(sanitizeCmsHtml('<h1>a</h1><h2>b</h2>', { headingOffset: 1 })).toBe('<h2>a</h2><h3>b</h3>');
  });
});
