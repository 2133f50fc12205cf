import { describe, expect, it } from 'vitest';
import {
  hiddenFields,
  isVariant,
  listingQuery,
  parseListingState,
  parsePriceValue,
  priceRangeOf,
  sortInput,
  toggleFacet,
} from './listing-params';

describe('parseListingState', () => {
  it('falls back to page 1, default sort, 20 a page and the grid', () => {
    const state = parseListingState({});
    expect(state).toMatchObject({
      page: 1,
      sort: 'default',
      itemsPerPage: 20,
      view: 'grid',
      term: undefined,
    });
    expect(state.filters).toEqual({ category_uid: undefined, manufacturer: [], color: [], price: [] });
  });

  it('reads page, sort, page size, view, term and repeated or comma-joined facets', () => {
    const state = parseListingState({
      page: '3',
      sort: 'PRICE_DESC',
      itemsPerPage: '50',
      view: 'list',
      term: ' caneta ',
      manufacturer: ['12', '44,12'],
      price: '10_20',
      categoryId: '18',
    });
    expect(state).toMatchObject({
      page: 3,
      sort: 'price_desc',
      itemsPerPage: 50,
      view: 'list',
      term: 'caneta',
    });
    expect(state.filters.manufacturer).toEqual(['12', '44']);
    expect(state.filters.price).toEqual(['10_20']);
    expect(state.passthrough).toEqual([['categoryId', '18']]);
  });

  it('ignores malformed values', () => {
    const state = parseListingState({ page: '-2', sort: 'cheapest', itemsPerPage: '7', price: 'abc' });
    expect(state).toMatchObject({ page: 1, sort: 'default', itemsPerPage: 20 });
    expect(state.filters.price).toEqual([]);
  });
});

describe('price ranges (rules §5)', () => {
  it('parses from_to into numbers, with open ends', () => {
    expect(parsePriceValue('10_20')).toEqual({ from: 10, to: 20 });
    expect(parsePriceValue('400_*')).toEqual({ from: 400, to: undefined });
    expect(parsePriceValue('_50')).toEqual({ from: undefined, to: 50 });
    expect(parsePriceValue('20_10')).toBeUndefined();
  });

  it('joins several ranges into one from the lowest to the highest', () => {
    expect(priceRangeOf(['100_200', '0_100'])).toEqual({ from: 0, to: 200 });
    expect(priceRangeOf(['100_200', '400_*'])).toEqual({ from: 100, to: undefined });
    expect(priceRangeOf([])).toBeUndefined();
  });
});

describe('listingQuery', () => {
  const state = parseListingState({ categoryId: '18', manufacturer: '12', sort: 'name_asc', page: '2' });

  it('writes the state back in a stable order without defaults', () => {
    expect(listingQuery(state)).toBe('?categoryId=18&manufacturer=12&sort=name_asc&page=2');
    expect(listingQuery(parseListingState({}))).toBe('');
  });

  it('goes back to page 1 on any change but the page (items per page resets the page, rules §2)', () => {
    expect(listingQuery(state, { itemsPerPage: 50 })).toBe(
      '?categoryId=18&manufacturer=12&sort=name_asc&itemsPerPage=50',
    );
    expect(listingQuery(state, toggleFacet(state, 'manufacturer', '44'))).toBe(
      '?categoryId=18&manufacturer=12&manufacturer=44&sort=name_asc',
    );
    expect(listingQuery(state, { page: 3 })).toBe('?categoryId=18&manufacturer=12&sort=name_asc&page=3');
  });

  it('unticks a ticked facet value', () => {
    expect(listingQuery(state, toggleFacet(state, 'manufacturer', '12'))).toBe(
      '?categoryId=18&sort=name_asc',
    );
  });
});

describe('hiddenFields', () => {
  it('carries the rest of the state through a form, never the page', () => {
    const state = parseListingState({
      term: 'papel',
      color: '127',
      sort: 'price_asc',
      itemsPerPage: '10',
      page: '4',
    });
    expect(hiddenFields(state, ['sort', 'itemsPerPage'])).toEqual([
      ['term', 'papel'],
      ['color', '127'],
    ]);
    expect(hiddenFields(state, ['facets'])).toEqual([
      ['term', 'papel'],
      ['sort', 'price_asc'],
      ['itemsPerPage', '10'],
    ]);
  });
});

describe('sortInput', () => {
  it('sorts categories by position and searches by relevance by default (rules §7)', () => {
    expect(sortInput('default', 'category')).toEqual({ position: 'ASC' });
    expect(sortInput('default', 'search')).toEqual({ relevance: 'DESC' });
    expect(sortInput('price_desc', 'search')).toEqual({ price: 'DESC' });
  });
});

describe('isVariant', () => {
  it('marks filtered, sorted or re-sized listings, not plain pages', () => {
    expect(isVariant(parseListingState({ page: '2' }))).toBe(false);
    expect(isVariant(parseListingState({ sort: 'name_asc' }))).toBe(true);
    expect(isVariant(parseListingState({ price: '0_100' }))).toBe(true);
  });
});
