import { describe, expect, it } from 'vitest';
import { isOptimizable } from './image';

describe('isOptimizable', () => {
  it('optimises the store’s own paths only', () => {
    expect(isOptimizable('/media/catalog/product/cache/216x268/caneta.webp')).toBe(true);
    expect(isOptimizable('https://cdn.example.com/caneta.webp')).toBe(false);
    expect(isOptimizable('//cdn.example.com/caneta.webp')).toBe(false);
    expect(isOptimizable('data:image/png;base64,AAAA')).toBe(false);
  });
});
