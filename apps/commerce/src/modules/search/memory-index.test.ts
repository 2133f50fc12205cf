import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type IndexSourceDocument, openSearchIndex, singular } from './memory-index';

const doc = (
  productId: number,
  name: string,
  more: Partial<IndexSourceDocument> = {},
): IndexSourceDocument => ({
  productId,
  name,
  keywords: `${productId} ${more.keywords ?? ''}`.trim(),
  description: '',
  sku: String(productId),
  brand: '',
  ...more,
  ...(more.keywords ? { keywords: `${productId} ${more.keywords}` } : {}),
});

describe('singular', () => {
  it('reads Portuguese plurals as their singular', () => {
    expect(singular('canetas')).toBe('caneta');
    expect(singular('papeis')).toBe('papel');
    expect(singular('cartoes')).toBe('cartao');
    expect(singular('grampeadores')).toBe('grampeador');
    expect(singular('lapis')).toBe('lapi');
    expect(singular('caneta')).toBe('caneta');
  });
});

describe('in-process search index', () => {
  const index = openSearchIndex(
    buildSearchIndex(
      [
        doc(1, 'estojo escolar cafe', { keywords: 'estojo' }),
        doc(2, 'cafe torrado moido', { keywords: 'cafe' }),
        doc(3, 'cafeteira eletrica'),
        doc(4, 'caneca', { description: 'para cafe' }),
        doc(5, 'grampeador de mesa'),
        doc(6, 'caneta azul', { brand: 'bic', keywords: 'bic azul' }),
        doc(7, 'canetas coloridas'),
        doc(8, 'case para notebook'),
      ],
      1,
    ),
  );

  it('ranks an exact word in the name first, where it stands early, a typo last', () => {
    // 3 by its prefix (cafeteira), 4 by its description, 8 by a typo ("case").
    expect(index.search('cafe')).toEqual([2, 1, 3, 4, 8]);
    expect(index.search('café')).toEqual([2, 1, 3, 4, 8]);
  });

  it('matches prefixes of the word being typed, shortest completion first among equals', () => {
    expect(index.search('caf')).toEqual([2, 3, 1, 4]);
  });

  it('ranks a singular or plural above a prefix and a typo', () => {
    expect(index.search('canetas')).toEqual([7, 6]);
    // "caneca" is one typo away.
    expect(index.search('caneta')).toEqual([6, 7, 4]);
  });

  it('puts typo matches after every exact one', () => {
    expect(index.search('grampeadro')).toEqual([5]);
    // "cafe" is the singular of "cafes", not a typo: in the name before the description.
    expect(index.search('cafes')).toEqual([2, 1, 4]);
  });

  it('requires every word and ranks the brand above other keywords', () => {
    expect(index.search('caneta bic')).toEqual([6]);
    expect(index.search('bic')).toEqual([6]);
    expect(index.search('cafe xyz')).toEqual([]);
    expect(index.search('')).toEqual([]);
  });

  it('finds a product by its sku', () => {
    expect(index.search('5')).toEqual([5]);
  });
});
