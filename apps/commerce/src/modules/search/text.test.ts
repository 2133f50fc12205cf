import { describe, expect, it } from 'vitest';
import { deletionVariants, editDistanceAtMostOne, normalizeText, stripHtml, tokenize } from './text';

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
