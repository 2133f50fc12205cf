import { describe, expect, it } from 'vitest';
import { type GalleryEntry, movedPositions } from './gallery';

const entry = (id: number, position: number): GalleryEntry => ({
  id,
  position,
  label: null,
  disabled: false,
  file: `/f${id}.webp`,
});

describe('gallery order', () => {
  it('sends only the entries whose place changed', () => {
    // 3 dragged to the front of 1, 2, 3.
    expect(movedPositions([entry(3, 3), entry(1, 1), entry(2, 2)])).toEqual([
      { id: 3, position: 1 },
      { id: 1, position: 2 },
      { id: 2, position: 3 },
    ]);
    expect(movedPositions([entry(1, 1), entry(3, 3), entry(2, 2)])).toEqual([
      { id: 3, position: 2 },
      { id: 2, position: 3 },
    ]);
  });

  it('renumbers galleries whose stored positions have gaps or repeats', () => {
    expect(movedPositions([entry(1, 0), entry(2, 0)])).toEqual([
      { id: 1, position: 1 },
      { id: 2, position: 2 },
    ]);
  });
});
