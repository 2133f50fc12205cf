import { describe, expect, it } from 'vitest';
import type { PoolItem } from './home.documents';
import { CAROUSEL_SIZE, isNew, rankPool } from './home-ranking';

const item = (sku: string, fields: Partial<PoolItem> = {}): PoolItem => ({
  sku,
  rating_summary: 0,
  review_count: 0,
  new_from_date: null,
  new_to_date: null,
  ...fields,
});

describe('isNew', () => {
  it('is true inside the new-from / new-to window, open-ended when there is no end', () => {
    expect(isNew(item('a', { new_from_date: '2026-11-01' }), '2026-11-21')).toBe(true);
    expect(
      isNew(item('a', { new_from_date: '2026-11-01 00:00:00', new_to_date: '2026-11-21' }), '2026-11-21'),
    ).toBe(true);
    expect(isNew(item('a', { new_from_date: '2026-11-01', new_to_date: '2026-11-20' }), '2026-11-21')).toBe(
      false,
    );
    expect(isNew(item('a', { new_from_date: '2026-12-01' }), '2026-11-21')).toBe(false);
    expect(isNew(item('a'), '2026-11-21')).toBe(false);
  });
});

describe('rankPool', () => {
  it('ranks reviewed products by rating, then by number of reviews', () => {
    const { bestRated } = rankPool(
      [
        item('unreviewed', { rating_summary: 100 }),
        item('good', { rating_summary: 80, review_count: 5 }),
        item('best-few', { rating_summary: 100, review_count: 1 }),
        item('best-many', { rating_summary: 100, review_count: 4 }),
      ],
      '2026-11-21',
    );
    expect(bestRated).toEqual(['best-many', 'best-few', 'good']);
  });

  it('lists new products, most recent first, at most one carousel', () => {
    const items = Array.from({ length: 20 }, (_, i) =>
      item(`n${i}`, { new_from_date: `2026-10-${String(i + 1).padStart(2, '0')}` }),
    );
    const { newest } = rankPool([...items, item('old')], '2026-11-21');
    expect(newest).toHaveLength(CAROUSEL_SIZE);
    expect(newest[0]).toBe('n19');
    expect(newest).not.toContain('old');
  });
});
