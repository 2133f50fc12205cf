import { describe, expect, it } from 'vitest';
import { urlFromSlug } from './url-slug';

describe('urlFromSlug', () => {
  it('joins the segments of a nested URL', () => {
    expect(urlFromSlug(['informatica', 'impressao', 'impressoras.html'])).toBe(
      'informatica/impressao/impressoras.html',
    );
  });

  it('drops category and product prefixes, but never the last segment', () => {
    expect(urlFromSlug(['c', 'papelaria.html'])).toBe('papelaria.html');
    expect(urlFromSlug(['p', 'caneta.html'])).toBe('caneta.html');
    expect(urlFromSlug(['category', 'escritorio', 'calculadoras.html'])).toBe('escritorio/calculadoras.html');
    expect(urlFromSlug(['p'])).toBe('p');
  });

  it('decodes percent-encoded segments and keeps malformed ones', () => {
    expect(urlFromSlug(['caf%C3%A9.html'])).toBe('café.html');
    expect(urlFromSlug(['100%'])).toBe('100%');
  });
});
