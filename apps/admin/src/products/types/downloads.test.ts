import { describe, expect, it } from 'vitest';
import { newSortOrders } from './downloads';

describe('newSortOrders', () => {
  const links = [
    { id: 7, sort_order: 1 },
    { id: 3, sort_order: 2 },
    { id: 9, sort_order: 3 },
  ];

  it('numbers the links in their new order, sending only the changed ones', () => {
    expect(newSortOrders(links, 2, 1)).toEqual([
      { id: 9, sort_order: 2 },
      { id: 3, sort_order: 3 },
    ]);
    expect(newSortOrders(links, 0, 1)).toEqual([
      { id: 3, sort_order: 1 },
      { id: 7, sort_order: 2 },
    ]);
  });

  it('renumbers links that share an order or start at zero', () => {
    expect(
      newSortOrders(
        [
          { id: 1, sort_order: 0 },
          { id: 2, sort_order: 0 },
        ],
        1,
        0,
      ),
    ).toEqual([
      { id: 2, sort_order: 1 },
      { id: 1, sort_order: 2 },
    ]);
  });

  it('changes nothing for a move off the list', () => {
    expect(newSortOrders(links, 0, -1)).toEqual([]);
    expect(newSortOrders(links, 2, 3)).toEqual([]);
  });
});
