import { describe, expect, it } from 'vitest';
import type { SeedCategory, SeedProduct } from '../types';
import { flattenCategories } from './categories';
import { knowsSpecLabel } from './descriptions';
import { demoCatalogue } from './index';

const seed = demoCatalogue();
const { products, cmsPages, cmsBlocks } = seed;
const categories = flattenCategories(seed.categories);
const categoryKeys = new Set(categories.map(({ category }) => category.key));
const bySku = new Map(products.map((p) => [p.sku, p]));
const leaves = categories
  .filter(({ category }) => !category.children?.length)
  .map(({ category }) => category);
const PHYSICAL = new Set<SeedProduct['type']>(['simple', 'configurable', 'bundle', 'grouped']);
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** url_path of every category, by key, as the loader builds it. */
function urlPaths(nodes: SeedCategory[], parent = '', into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    const path = parent ? `${parent}/${node.urlKey}` : node.urlKey;
    into.set(node.key, path);
    urlPaths(node.children ?? [], path, into);
  }
  return into;
}
const paths = urlPaths(seed.categories);

describe('demo categories', () => {
  it('has five departments plus hidden landing pages, 50–70 categories, four levels deep', () => {
    const visibleRoots = seed.categories.filter((c) => c.includeInMenu !== false).map((c) => c.key);
    expect(visibleRoots).toEqual(['escritorio', 'papelaria', 'informatica', 'limpeza', 'copa-e-cozinha']);
    expect(seed.categories.filter((c) => c.includeInMenu === false).length).toBeGreaterThanOrEqual(2);
    expect(categories.length).toBeGreaterThanOrEqual(50);
    expect(categories.length).toBeLessThanOrEqual(70);
    expect(Math.max(...categories.map((c) => c.level))).toBe(4);
    expect(categories.filter((c) => c.level === 4).length).toBeGreaterThanOrEqual(3);
  });

  it('uses the url path as key, ascii slugs unique among siblings, and distinct names', () => {
    for (const { category } of categories) {
      expect(category.key).toBe(paths.get(category.key));
      expect(category.urlKey).toMatch(SLUG);
      const siblings = (category.children ?? []).map((c) => c.urlKey);
      expect(new Set(siblings).size).toBe(siblings.length);
    }
    expect(categoryKeys.size).toBe(categories.length);
    const names = categories.map(({ category }) => category.name.pt);
    expect(new Set(names).size).toBe(names.length);
  });

  it('translates every name and describes departments with meta data in three languages', () => {
    for (const { category, level } of categories) {
      for (const lang of ['pt', 'en', 'de'] as const) expect(category.name[lang]).not.toBe('');
      if (level === 1 && category.includeInMenu !== false) {
        for (const field of ['description', 'metaTitle', 'metaDescription', 'metaKeywords'] as const) {
          expect(category[field]?.en, `${category.key} ${field}`).toBeTruthy();
          expect(category[field]?.de).toBeTruthy();
          expect(category[field]?.pt).not.toBe(category[field]?.en);
        }
      }
    }
  });

  it('gives every leaf category at least three products', () => {
    for (const leaf of leaves) {
      const count = products.filter((p) => p.categories.includes(leaf.key)).length;
      expect(count, leaf.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills the bigger categories with 15–40 products', () => {
    const under = (key: string) =>
      products.filter((p) => p.categories.some((c) => c === key || c.startsWith(`${key}/`)));
    for (const key of [
      'escritorio/arquivo-e-organizacao',
      'papelaria/escrita/canetas',
      'papelaria/cadernos-e-blocos',
      'informatica/impressao',
      'limpeza/produtos-de-limpeza',
      'copa-e-cozinha/cafe',
    ]) {
      expect(under(key).length, key).toBeGreaterThanOrEqual(15);
      expect(under(key).length, key).toBeLessThanOrEqual(40);
    }
  });
});

describe('demo products', () => {
  it('has about 400 products of all seven types', () => {
    expect(products.length).toBeGreaterThanOrEqual(380);
    expect(products.length).toBeLessThanOrEqual(420);
    const types = new Set(products.map((p) => p.type));
    expect([...types].sort()).toEqual([
      'bundle',
      'configurable',
      'downloadable',
      'giftcard',
      'grouped',
      'simple',
      'virtual',
    ]);
    expect(products.filter((p) => p.type === 'virtual').length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.type === 'downloadable').length).toBeGreaterThanOrEqual(2);
  });

  it('has unique six-digit skus, variant skus with a colour code, and unique slug url keys', () => {
    const skus = products.flatMap((p) => [p.sku, ...(p.variants ?? []).map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of products) {
      expect(p.sku).toMatch(/^\d{6}$/);
      for (const v of p.variants ?? []) expect(v.sku).toMatch(new RegExp(`^${p.sku}-[A-Z]{2}$`));
      expect(p.urlKey).toMatch(SLUG);
    }
    const urlKeys = products.map((p) => p.urlKey);
    expect(new Set(urlKeys).size).toBe(urlKeys.length);
    const names = products.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('assigns every product to one or two existing categories', () => {
    for (const p of products) {
      expect(p.categories.length, p.sku).toBeGreaterThanOrEqual(1);
      expect(p.categories.length, p.sku).toBeLessThanOrEqual(2);
      for (const key of p.categories) expect(categoryKeys.has(key), `${p.sku} → ${key}`).toBe(true);
      for (const key of p.categories)
        expect(
          leaves.some((leaf) => leaf.key === key),
          `${p.sku} → ${key} is a leaf`,
        ).toBe(true);
    }
  });

  it('references only existing products in links, and only simple products in bundles and groups', () => {
    for (const p of products) {
      for (const sku of [...(p.related ?? []), ...(p.upsell ?? []), ...(p.crosssell ?? [])]) {
        expect(bySku.has(sku), `${p.sku} links ${sku}`).toBe(true);
        expect(sku).not.toBe(p.sku);
      }
      const members = [
        ...(p.groupedItems ?? []).map((i) => i.sku),
        ...(p.bundleOptions ?? []).flatMap((o) => o.selections.map((s) => s.sku)),
      ];
      for (const sku of members) expect(bySku.get(sku)?.type, `${p.sku} member ${sku}`).toBe('simple');
    }
    expect(products.filter((p) => p.related?.length).length).toBeGreaterThan(products.length / 2);
  });

  it('shapes composites like the spec asks', () => {
    for (const p of products.filter((x) => x.type === 'configurable')) {
      expect(p.variants?.length).toBeGreaterThanOrEqual(3);
      expect(p.variants?.length).toBeLessThanOrEqual(6);
    }
    const variants = products.flatMap((p) => p.variants ?? []);
    expect(variants.some((v) => v.stockQty === 0)).toBe(true);
    for (const p of products.filter((x) => x.type === 'bundle')) {
      expect(p.bundleOptions?.length).toBeGreaterThanOrEqual(2);
      for (const o of p.bundleOptions ?? []) expect(o.selections.filter((s) => s.isDefault).length).toBe(1);
    }
    const optionTypes = new Set(products.flatMap((p) => (p.bundleOptions ?? []).map((o) => o.type)));
    expect([...optionTypes].sort()).toEqual(['checkbox', 'radio', 'select']);
    expect(
      products.filter((p) => p.type === 'grouped').every((p) => (p.groupedItems?.length ?? 0) >= 2),
    ).toBe(true);
    for (const p of products.filter((x) => x.type === 'downloadable'))
      expect(p.downloadableLinks?.length).toBeGreaterThan(0);
    expect(products.find((p) => p.type === 'giftcard')?.giftCardAmountsCents).toEqual([5000, 10000, 20000]);
  });

  it('prices in integer cents with sale prices 5–30 % below the regular price on about a fifth', () => {
    const priced = products.flatMap((p) => [p, ...(p.variants ?? [])]);
    for (const p of priced) {
      expect(Number.isInteger(p.priceCents), p.sku).toBe(true);
      expect(p.priceCents, p.sku).toBeGreaterThan(0);
      if (p.specialPriceCents !== undefined) {
        expect(Number.isInteger(p.specialPriceCents)).toBe(true);
        expect(p.specialPriceCents, p.sku).toBeLessThan(p.priceCents);
        expect(p.specialPriceCents / p.priceCents, p.sku).toBeGreaterThanOrEqual(0.69);
        expect(p.specialPriceCents / p.priceCents, p.sku).toBeLessThanOrEqual(0.96);
      }
    }
    const onSale = products.filter(
      (p) => p.specialPriceCents !== undefined || p.variants?.some((v) => v.specialPriceCents),
    );
    expect(onSale.length / products.length).toBeGreaterThan(0.15);
    expect(onSale.length / products.length).toBeLessThan(0.25);
  });

  it('keeps about 8 % of the simple products sold out and 10 % nearly so', () => {
    const simples = products.filter((p) => p.type === 'simple');
    const soldOut = simples.filter((p) => p.stockQty === 0).length / simples.length;
    const few = simples.filter((p) => p.stockQty >= 1 && p.stockQty <= 5).length / simples.length;
    expect(soldOut).toBeGreaterThan(0.06);
    expect(soldOut).toBeLessThan(0.1);
    expect(few).toBeGreaterThan(0.08);
    expect(few).toBeLessThan(0.13);
    for (const p of simples)
      expect(p.stockQty === 0 || p.stockQty <= 5 || p.stockQty >= 10, p.sku).toBe(true);
  });

  it('gives physical products a weight and package dimensions, and the others none', () => {
    for (const p of products) {
      if (PHYSICAL.has(p.type)) {
        expect(p.weightKg, p.sku).toBeGreaterThan(0);
        expect(p.dims?.heightCm, p.sku).toBeGreaterThan(0);
        expect(p.dims?.widthCm, p.sku).toBeGreaterThan(0);
        expect(p.dims?.lengthCm, p.sku).toBeGreaterThan(0);
      } else {
        expect(p.weightKg, p.sku).toBeUndefined();
        expect(p.dims, p.sku).toBeUndefined();
      }
    }
    const ream = products.find((p) => p.name === 'Papel Sulfite A4 Chamex 75g Resma 500 Folhas');
    expect(ream?.weightKg).toBe(2.3);
    expect(ream?.dims).toEqual({ heightCm: 5, widthCm: 21, lengthCm: 29.7 });
  });

  it('draws every product with a distinct first image, well-formed colours and short labels', () => {
    const keys = products.map((p) => JSON.stringify(p.images[0]));
    expect(new Set(keys).size).toBe(keys.length);
    const specs = products.flatMap((p) => [...p.images, ...(p.variants ?? []).map((v) => v.image)]);
    for (const spec of specs) {
      expect(spec.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      if (spec.accent) expect(spec.accent).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect((spec.label ?? '').length).toBeLessThanOrEqual(12);
      expect(Number.isInteger(spec.variant)).toBe(true);
    }
    expect(products.filter((p) => p.images.length >= 2).length).toBeGreaterThanOrEqual(5);
  });

  it('has reviews on about a third of the products, with 1–5 ratings dated in 2026', () => {
    const reviewed = products.filter((p) => p.reviews?.length);
    expect(reviewed.length / products.length).toBeGreaterThan(0.3);
    expect(reviewed.length / products.length).toBeLessThan(0.4);
    const stars = new Set<number>();
    for (const p of reviewed) {
      expect(p.reviews!.length).toBeLessThanOrEqual(6);
      for (const r of p.reviews!) {
        for (const value of Object.values(r.ratings)) {
          expect(value).toBeGreaterThanOrEqual(1);
          expect(value).toBeLessThanOrEqual(5);
        }
        stars.add(r.ratings.quality);
        expect(r.createdAt).toMatch(/^2026-\d{2}-\d{2}$/);
        if (p.newFrom) expect(r.createdAt >= p.newFrom).toBe(true);
      }
    }
    expect([...stars].sort()).toEqual([2, 3, 4, 5]);
  });

  it('marks about 30 products as new in October or November 2026 and flags about a tenth', () => {
    const fresh = products.filter((p) => p.newFrom);
    expect(fresh.length).toBeGreaterThanOrEqual(25);
    expect(fresh.length).toBeLessThanOrEqual(35);
    for (const p of fresh) expect(p.newFrom).toMatch(/^2026-1[01]-\d{2}$/);
    const flagged = products.filter((p) => p.flag);
    expect(flagged.every((p) => p.type === 'simple')).toBe(true);
    expect(new Set(flagged.map((p) => p.flag!.text))).toEqual(
      new Set(['Lançamento', 'Mais vendido', 'Oferta', 'Exclusivo']),
    );
    expect(flagged.length / products.filter((p) => p.type === 'simple').length).toBeCloseTo(0.1, 1);
  });

  it('writes names with the accents the search must fold', () => {
    const names = products.map((p) => p.name).join('\n');
    for (const word of ['Café', 'Grampeador', 'Lápis', 'Açúcar', 'Papelão', 'Sabão', 'Água Sanitária']) {
      expect(names).toContain(word);
    }
  });
});

describe('demo content', () => {
  it('has the CMS pages of the spec in three languages', () => {
    const ids = cmsPages.map((p) => p.identifier);
    for (const id of [
      'home',
      'sobre-nos',
      'fale-conosco',
      'faq',
      'frete-entrega',
      'pagamentos-e-reembolso',
      'politica-devolucao',
      'privacidade',
      'trabalhe-conosco',
      'cupons',
      'no-route',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(cmsPages.map((p) => p.urlKey)).size).toBe(cmsPages.length);
    for (const p of cmsPages)
      for (const lang of ['pt', 'en', 'de'] as const)
        expect(p.content[lang].length, p.identifier).toBeGreaterThan(200);
  });

  it('states the business rules of the spec', () => {
    const pt = (id: string) => cmsPages.find((p) => p.identifier === id)!.content.pt;
    expect(pt('frete-entrega')).toContain('R$ 500,00');
    expect(pt('frete-entrega')).toContain('R$ 100,00');
    expect(pt('pagamentos-e-reembolso')).toMatch(/3% de desconto/);
    expect(pt('pagamentos-e-reembolso')).toMatch(/vencimento em 2 dias/);
    expect(pt('pagamentos-e-reembolso')).toMatch(/4ª parcela/);
    expect(pt('politica-devolucao')).toMatch(/7 dias/);
    expect(pt('politica-devolucao')).toMatch(/30 dias/);
    expect(pt('cupons')).toContain('ESP10');
    expect(pt('sobre-nos')).toContain('11.222.333/0001-81');
  });

  it('has the home and layout blocks, linking only to existing categories and pages', () => {
    const ids = cmsBlocks.map((b) => b.identifier);
    for (const id of [
      'home-hero',
      'home-promo',
      'home-departments',
      'footer-institutional',
      'footer-contact',
      'promo-bar',
    ]) {
      expect(ids).toContain(id);
    }
    const categoryPaths = new Set(paths.values());
    const pageKeys = new Set(cmsPages.map((p) => p.urlKey));
    const known = new Set(['orcamento', 'devolucao', '']);
    const html = [...cmsBlocks, ...cmsPages]
      .flatMap((b) => [b.content.pt, b.content.en, b.content.de])
      .join('\n');
    for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) {
      const path = href!.replace(/^\/(en|german)(?=\/|$)/, '').replace(/^\//, '');
      if (path.endsWith('.html')) expect(categoryPaths.has(path.slice(0, -5)), href).toBe(true);
      else expect(pageKeys.has(path) || known.has(path), href).toBe(true);
    }
    const promo = cmsBlocks.find((b) => b.identifier === 'promo-bar')!.content.pt;
    expect(promo).toContain('ESP10');
    expect(promo).toContain('R$ 500,00');
  });

  it('redirects old urls to existing products, categories and pages', () => {
    expect(seed.redirects.length).toBeGreaterThanOrEqual(3);
    expect(seed.redirects.some((r) => r.code === 302)).toBe(true);
    for (const r of seed.redirects) {
      if (r.to.type === 'product') expect(bySku.has(r.to.sku)).toBe(true);
      else if (r.to.type === 'category') expect(categoryKeys.has(r.to.key)).toBe(true);
      else
        expect(cmsPages.some((p) => p.identifier === (r.to as { identifier: string }).identifier)).toBe(true);
    }
  });

  it('is deterministic', () => {
    expect(JSON.stringify(demoCatalogue())).toBe(JSON.stringify(seed));
  });
});

describe('demo texts per store view', () => {
  const specRows = (html: string) =>
    [...html.matchAll(/<li><strong>([^<]*):<\/strong> ([^<]*)<\/li>/g)].map((m) => [m[1]!, m[2]!] as const);

  it('describes every product in English and German with the same blocks as in Portuguese', () => {
    for (const p of products) {
      const pt = specRows(p.description);
      for (const lang of ['en', 'de'] as const) {
        const texts = p.translations?.[lang];
        const description = texts?.description ?? '';
        expect(description, `${p.sku} ${lang}`).toMatch(/^<p>.+<\/p><p>.+<\/p><ul>(<li>.+<\/li>)+<\/ul>$/);
        // Its name in that language, its brand and every specification row, in the same order.
        expect(description).toContain(texts!.name);
        expect(description).toContain(p.manufacturer);
        const rows = specRows(description);
        expect(rows.length, p.sku).toBe(pt.length);
        for (const [label] of pt) expect(knowsSpecLabel(label), label).toBe(true);
        expect(rows.find(([label]) => /SKU/.test(label))?.[1]).toBe(p.sku);
      }
    }
  });

  it('leaves no Portuguese in the specification rows', () => {
    const portuguese =
      /\b(até|folhas|páginas|meses|após|opcional|inclusa|cores|preto|azul|embalagem|marca|peso|cor)\b/i;
    for (const p of products) {
      for (const lang of ['en', 'de'] as const) {
        for (const [label, value] of specRows(p.translations?.[lang]?.description ?? '')) {
          if (/Produkte|Products|Kompatibel|Compatible/.test(label)) continue; // product and model names
          expect(`${label}: ${value}`, p.sku).not.toMatch(portuguese);
        }
      }
    }
  });

  it('writes measures as each language does', () => {
    const pen = products.find((p) => p.sku === '200001')!;
    expect(pen.translations?.en.description).toContain('<strong>Tip:</strong> Medium 1.0 mm');
    expect(pen.translations?.de.description).toContain('<strong>Spitze:</strong> Mittel 1,0 mm');
    expect(pen.translations?.en.description).toContain(
      '<strong>Available colours:</strong> Blue, Black, Red, Green',
    );
    expect(pen.translations?.de.description).toContain(
      '<strong>Verfügbare Farben:</strong> Blau, Schwarz, Rot, Grün',
    );
  });
});

describe('demo pictures', () => {
  const drawnAs = (pattern: RegExp) =>
    products.filter((p) => pattern.test(p.name)).map((p) => [p.name, p.images.map((i) => i.template)]);

  it('draws each product as its kind, whatever its line', () => {
    const cases: [RegExp, string][] = [
      [/^Caixa Arquivo/, 'archive-box'],
      [/^Organizador de (Mesa|Gaveta)/, 'tray-organizer'],
      [/^Impressora/, 'printer'],
      [/^Café Solúvel .*Vidro/, 'jar'],
      [/^Porta-Lápis/, 'desk-organizer'],
      [/^Pasta AZ/, 'binder'],
      [/^Garrafa Térmica/, 'thermos'],
      [/^Lixeira Basculante/, 'swing-bin'],
      [/^Lixeira com Pedal/, 'pedal-bin'],
      [/^SSD .*SATA/, 'ssd'],
      [/^HD Externo/, 'ssd'],
      [/^SSD .*M\.2/, 'ssd-m2'],
      [/^Biscoito/, 'biscuits'],
      [/^Suporte para (Monitor|Notebook)/, 'monitor-stand'],
      [/^Cafeteira Elétrica/, 'coffee-maker'],
      [/^Cafeteira Espresso/, 'espresso-machine'],
      [/^Nobreak/, 'ups'],
      [/^Webcam/, 'webcam'],
      [/^Vassoura/, 'broom'],
      [/^Rodo/, 'squeegee'],
      [/^Balde Mop/, 'mop-bucket'],
      [/^Apoio para os Pés/, 'footrest'],
      [/^(Kit )?Garrafas? de Tinta/, 'ink-bottle'],
      [/^Apontador/, 'sharpener'],
      [/^(Régua|Jogo de Esquadros)/, 'ruler'],
      [/^(Bobina|Etiqueta) Térmica/, 'thermal-roll'],
      [/^Chá /, 'tea-box'],
      [/^Filtro de Papel/, 'coffee-filter'],
      [/^Água Mineral/, 'water-bottle'],
      [/^Adoçante Líquido/, 'dropper-bottle'],
      [/^Sabão em Pó/, 'detergent-box'],
      [/^Jogo de Xícaras/, 'cup-set'],
      [/^Colher Descartável/, 'cutlery'],
      [/^Mexedor/, 'stirrers'],
      [/^Porta-Filtro/, 'filter-holder'],
    ];
    for (const [pattern, template] of cases) {
      const found = drawnAs(pattern);
      expect(found.length, String(pattern)).toBeGreaterThan(0);
      for (const [name, templates] of found) {
        expect(new Set(templates), String(name)).toEqual(new Set([template]));
      }
    }
  });
});
