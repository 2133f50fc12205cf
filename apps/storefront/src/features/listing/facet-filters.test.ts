import { describe, expect, it } from 'vitest';
import { FACET_VISIBLE_OPTIONS, foldedOptions, shownOptions } from './facet-filters';
import type { Facet } from './listing.server';

function brandFacet(count: number, ticked: number[] = []): Facet {
  return {
    code: 'manufacturer',
    label: 'Marca',
    options: Array.from({ length: count }, (_, index) => ({
      value: String(index),
      label: `Marca ${index}`,
      count: 100 - index,
      selected: ticked.includes(index),
    })),
  };
}

const values = (options: { value: string }[]) => options.map((option) => Number(option.value));

describe('long facets', () => {
  it('show the first options and fold the rest', () => {
    const facet = brandFacet(47);
    expect(values(shownOptions(facet))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(foldedOptions(facet)).toHaveLength(47 - FACET_VISIBLE_OPTIONS);
    expect(values(foldedOptions(facet))[0]).toBe(FACET_VISIBLE_OPTIONS);
  });

  it('never fold a ticked option away: the form sends only what is on the page', () => {
    const facet = brandFacet(47, [3, 20, 46]);
    expect(values(shownOptions(facet))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 20, 46]);
    expect(values(foldedOptions(facet))).not.toContain(20);
    expect(foldedOptions(facet)).toHaveLength(47 - 10);
  });

  it('fold nothing in a short facet', () => {
    const facet = brandFacet(FACET_VISIBLE_OPTIONS);
    expect(shownOptions(facet)).toHaveLength(FACET_VISIBLE_OPTIONS);
    expect(foldedOptions(facet)).toEqual([]);
  });
});
