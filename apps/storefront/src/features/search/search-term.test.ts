import { describe, expect, it } from 'vitest';
import { capitalizeFirst, searchRequest, searchResultsPath } from './search-term';

describe('searchRequest (rules §5)', () => {
  it('treats all-digit text as an exact SKU match', () => {
    expect(searchRequest(' 200011 ')).toEqual({ kind: 'sku', sku: '200011' });
  });

  it('capitalises the first letter of a text search and tidies spaces', () => {
    expect(searchRequest('caneta   azul')).toEqual({ kind: 'search', text: 'Caneta azul' });
    expect(searchRequest('égua')).toEqual({ kind: 'search', text: 'Égua' });
  });

  it('keeps mixed digits and letters a text search', () => {
    expect(searchRequest('a4 papel')).toEqual({ kind: 'search', text: 'A4 papel' });
    expect(searchRequest('75 g')).toEqual({ kind: 'search', text: '75 g' });
  });

  it('answers nothing for blank text', () => {
    expect(searchRequest('   ')).toBeUndefined();
  });
});

describe('capitalizeFirst', () => {
  it('leaves an already capitalised or empty text alone', () => {
    expect(capitalizeFirst('Papel')).toBe('Papel');
    expect(capitalizeFirst('')).toBe('');
  });
});

describe('searchResultsPath', () => {
  it('encodes the term', () => {
    expect(searchResultsPath('papel & caneta')).toBe('/SearchResultsPage?term=papel%20%26%20caneta');
  });
});
