import { describe, expect, it } from 'vitest';
import {
  deletionVariants,
  editDistanceAtMostOne,
  indexesTypoVariants,
  isTypoTolerant,
  MAX_QUERY_LENGTH,
  MAX_QUERY_WORDS,
  MAX_TYPO_LENGTH,
  normalizeText,
  queryWords,
  shortenQuery,
  stripHtml,
  tokenize,
  typoCandidates,
} from './text';

describe('normalizeText', () => {
  it('drops accents and case, keeps letters and digits', () => {
    expect(normalizeText('Café Torrado e Moído — 500g')).toBe('cafe torrado e moido 500g');
    expect(normalizeText('AÇÚCAR União')).toBe('acucar uniao');
    expect(normalizeText('Água Sanitária 2L')).toBe('agua sanitaria 2l');
  });

  it('turns punctuation and search operators into separators', () => {
    expect(normalizeText('"caneta"* OR (papel) & a4 | x-y')).toBe('caneta or papel a4 x y');
  });
});

describe('tokenize', () => {
  it('gives unique normalised words in order', () => {
    expect(tokenize('Caneta caneta CANETA azul')).toEqual(['caneta', 'azul']);
    expect(tokenize('  ')).toEqual([]);
  });
});

describe('stripHtml', () => {
  it('keeps the text of HTML', () => {
    expect(stripHtml('<p>Papel <b>A4</b>&nbsp;75g</p><ul><li>500 folhas</li></ul>')).toBe(
      'Papel A4 75g 500 folhas',
    );
  });
});

describe('deletionVariants', () => {
  it('lists the word with each letter removed once', () => {
    expect(deletionVariants('cafe').sort()).toEqual(['afe', 'cae', 'caf', 'cfe']);
    expect(deletionVariants('aa')).toEqual(['a']);
  });
});

describe('editDistanceAtMostOne', () => {
  it.each([
    ['grampeador', 'grampeador', 0],
    ['grampeadro', 'grampeador', 1], // transposition
    ['grampeadr', 'grampeador', 1], // deletion
    ['grampeadorr', 'grampeador', 1], // insertion
    ['grampeadur', 'grampeador', 1], // substitution
    ['grampiadur', 'grampeador', 2],
    ['caneta', 'cadeira', 2],
  ] as const)('%s vs %s = %i', (a, b, expected) => {
    expect(editDistanceAtMostOne(a, b)).toBe(expected);
    expect(editDistanceAtMostOne(b, a)).toBe(expected);
  });
});

describe('bounded queries', () => {
  it('shortens a query to 128 characters, never splitting a character', () => {
    expect(shortenQuery('caneta azul')).toBe('caneta azul');
    expect(shortenQuery('a'.repeat(20_000))).toBe('a'.repeat(MAX_QUERY_LENGTH));
    const emoji = '😀'.repeat(200); // two UTF-16 units each
    expect(Array.from(shortenQuery(emoji))).toHaveLength(MAX_QUERY_LENGTH);
    expect(shortenQuery(emoji)).toBe('😀'.repeat(MAX_QUERY_LENGTH));
  });

  it('keeps at most ten distinct words of the first 128 characters', () => {
    expect(queryWords('Caneta caneta AZUL')).toEqual(['caneta', 'azul']);
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(queryWords(many)).toEqual(Array.from({ length: MAX_QUERY_WORDS }, (_, i) => `w${i}`));
    expect(queryWords(`${'x'.repeat(200)} caneta`)).toEqual(['x'.repeat(MAX_QUERY_LENGTH)]);
  });

  it('gives typo candidates only to words of 4 to 24 letters, one more than the word is long', () => {
    expect(typoCandidates('cafe').sort()).toEqual(['afe', 'cae', 'caf', 'cafe', 'cfe']);
    expect(typoCandidates('lap')).toEqual([]);
    expect(typoCandidates('12345')).toEqual([]);
    for (let length = 4; length <= MAX_TYPO_LENGTH; length++) {
      const word = 'abcdefghijklmnopqrstuvwxyz'.slice(0, length);
      expect(typoCandidates(word)).toHaveLength(length + 1);
    }
    expect(typoCandidates('a'.repeat(MAX_TYPO_LENGTH + 1))).toEqual([]);
    expect(isTypoTolerant('a'.repeat(MAX_TYPO_LENGTH))).toBe(true);
  });

  it('bounds the candidate set of a 20,000-letter word (none) and answers at once', () => {
    const started = performance.now();
    const word = 'a'.repeat(20_000);
    expect(typoCandidates(word)).toEqual([]);
    const [token] = queryWords(word);
    expect(token).toHaveLength(MAX_QUERY_LENGTH);
    expect(typoCandidates(token!)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('indexes the deletion variants of every word a tolerant query word can reach', () => {
    expect(indexesTypoVariants('caneta')).toBe(true);
    expect(indexesTypoVariants('a'.repeat(MAX_TYPO_LENGTH + 1))).toBe(true);
    expect(indexesTypoVariants('a'.repeat(MAX_TYPO_LENGTH + 2))).toBe(false);
    expect(indexesTypoVariants('abc')).toBe(false);
  });
});
