import { describe, expect, it } from 'vitest';
import { addressShows } from './list-address';

describe('addressShows', () => {
  it('is the list whatever its filter, sort and page', () => {
    expect(addressShows('#/cms-pages', '/cms-pages')).toBe(true);
    expect(addressShows('#/cms-pages/', '/cms-pages')).toBe(true);
    expect(
      addressShows(
        '#/cms-pages?filter=%7B%22q%22%3A%22sobre%22%7D&order=ASC&page=1&perPage=10&sort=identifier',
        '/cms-pages',
      ),
    ).toBe(true);
  });

  it('is not the list once a row, a record link or another menu entry was followed', () => {
    expect(addressShows('#/cms-pages/2', '/cms-pages')).toBe(false);
    expect(addressShows('#/orders/000000012/show', '/orders')).toBe(false);
    expect(addressShows('#/cms-blocks?filter=%7B%7D', '/cms-pages')).toBe(false);
    expect(addressShows('#/cms-pages-archive', '/cms-pages')).toBe(false);
    expect(addressShows('', '/cms-pages')).toBe(false);
    expect(addressShows('#/', '/cms-pages')).toBe(false);
  });
});
