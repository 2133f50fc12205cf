import { describe, expect, it } from 'vitest';
import { demoCatalogue } from './catalogue';
import { generateCatalogue } from './generate';
import type { SeedCategory } from './types';

const COUNT = 2_000;

function categoryKeys(nodes: SeedCategory[]): string[] {
  return nodes.flatMap((n) => [n.key, ...categoryKeys(n.children ?? [])]);
}

describe('generateCatalogue', () => {
  const demo = demoCatalogue();
  const catalogue = generateCatalogue(COUNT);
  const synthetic = catalogue.products.slice(demo.products.length);

  it('is deterministic', () => {
    expect(generateCatalogue(COUNT)).toEqual(catalogue);
    expect(generateCatalogue(COUNT, { seed: 2 })).not.toEqual(catalogue);
  });

  it('returns exactly the requested number of products, the demo ones first', () => {
    expect(catalogue.products).toHaveLength(COUNT);
    expect(catalogue.products.slice(0, demo.products.length)).toEqual(demo.products);
    expect(catalogue.categories).toEqual(demo.categories);
    expect(catalogue.cmsPages).toEqual(demo.cmsPages);
    expect(catalogue.cmsBlocks).toEqual(demo.cmsBlocks);
    expect(catalogue.redirects).toEqual(demo.redirects);
  });

  it('gives every product and variant a unique sku, and every product a unique url key', () => {
    const skus = catalogue.products.flatMap((p) => [p.sku, ...(p.variants ?? []).map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    const urlKeys = catalogue.products.map((p) => p.urlKey);
    expect(new Set(urlKeys).size).toBe(urlKeys.length);
    for (const p of synthetic) {
      expect(p.sku).toMatch(/^\d{6,}$/);
      expect(p.urlKey).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('only refers to existing categories', () => {
    const keys = new Set(categoryKeys(catalogue.categories));
    for (const p of catalogue.products) {
      expect(p.categories.length).toBeGreaterThan(0);
      for (const key of p.categories) expect(keys.has(key), `${p.sku} → ${key}`).toBe(true);
    }
  });

  it('adds believable simple products without links', () => {
    expect(synthetic.length).toBe(COUNT - demo.products.length);
    const names = new Set(synthetic.map((p) => p.name));
    expect(names.size).toBe(synthetic.length);
    for (const p of synthetic) {
      expect(p.type).toBe('simple');
      expect(p.priceCents).toBeGreaterThan(0);
      expect(Number.isInteger(p.priceCents)).toBe(true);
      if (p.specialPriceCents !== undefined) expect(p.specialPriceCents).toBeLessThan(p.priceCents);
      expect(p.stockQty).toBeGreaterThanOrEqual(0);
      expect(p.images.length).toBeGreaterThan(0);
      expect(
        p.related ?? p.upsell ?? p.crosssell ?? p.variants ?? p.bundleOptions ?? p.groupedItems,
      ).toBeUndefined();
    }
    const share = (test: (p: (typeof synthetic)[number]) => boolean) =>
      synthetic.filter(test).length / synthetic.length;
    expect(share((p) => p.specialPriceCents !== undefined)).toBeGreaterThan(0.1);
    expect(share((p) => p.specialPriceCents !== undefined)).toBeLessThan(0.3);
    expect(share((p) => p.stockQty === 0)).toBeGreaterThan(0);
    expect(share((p) => (p.reviews?.length ?? 0) > 0)).toBeGreaterThan(0.1);
    // Images stay distinct: no two products share a drawing specification.
    const specs = new Set(catalogue.products.map((p) => JSON.stringify(p.images[0])));
    expect(specs.size).toBe(catalogue.products.length);
  });

  it('grows the categories in proportion to the demo catalogue', () => {
    const demoSimples = demo.products.filter((p) => p.type === 'simple');
    const perCategory = (products: typeof demo.products) => {
      const counts = new Map<string, number>();
      for (const p of products) counts.set(p.categories[0]!, (counts.get(p.categories[0]!) ?? 0) + 1);
      return counts;
    };
    const before = perCategory(demoSimples);
    const after = perCategory(synthetic);
    const growth = synthetic.length / demoSimples.length;
    for (const [key, n] of before) {
      expect(after.get(key) ?? 0).toBeGreaterThanOrEqual(Math.floor(n * growth) - n);
      expect(after.get(key) ?? 0).toBeLessThanOrEqual(Math.ceil(n * growth) + n);
    }
  });

  it('keeps the demo catalogue as it is at its own size', () => {
    expect(generateCatalogue(demo.products.length).products).toEqual(demo.products);
  });

  it('refuses sizes below the demo catalogue', () => {
    expect(() => generateCatalogue(demo.products.length - 1)).toThrow(/at least/);
    expect(() => generateCatalogue(10)).toThrow(/demo catalogue/);
    expect(() => generateCatalogue(2_000.5)).toThrow();
  });
});
