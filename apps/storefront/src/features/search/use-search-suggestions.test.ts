import { describe, expect, it } from 'vitest';
import { RecentAnswers, SUGGESTION_REUSE_MS, suggestionKey } from './use-search-suggestions';

describe('suggestionKey', () => {
  it('tells stores, SKU searches and text searches apart', () => {
    const keys = new Set([
      suggestionKey('default', { kind: 'sku', sku: '123' }),
      suggestionKey('default', { kind: 'search', text: '123' }),
      suggestionKey('en', { kind: 'sku', sku: '123' }),
    ]);
    expect(keys.size).toBe(3);
  });
});

describe('RecentAnswers', () => {
  it('answers what it was given until it is a minute old', () => {
    const answers = new RecentAnswers<string>(SUGGESTION_REUSE_MS, 10);
    answers.set('caneta', 'first', 1_000);
    expect(answers.get('caneta', 1_000 + SUGGESTION_REUSE_MS - 1)).toBe('first');
    expect(answers.get('caneta', 1_000 + SUGGESTION_REUSE_MS)).toBeUndefined();
    // An expired answer is gone for good, not only hidden.
    expect(answers.get('caneta', 1_000)).toBeUndefined();
  });

  it('drops the oldest answers beyond its size, and a newer answer replaces an older one', () => {
    const answers = new RecentAnswers<number>(SUGGESTION_REUSE_MS, 2);
    answers.set('a', 1, 0);
    answers.set('b', 2, 0);
    answers.set('a', 3, 1);
    answers.set('c', 4, 2);
    expect(answers.get('b', 3)).toBeUndefined();
    expect(answers.get('a', 3)).toBe(3);
    expect(answers.get('c', 3)).toBe(4);
  });
});
