/**
 * Catalogue-wide touches that a merchandiser would set product by product: stock levels, sale
 * prices, "new" dates, badges, landing-page categories and distinct drawings. Choices are made
 * by ranking SKUs by a seeded hash, so they are stable and the shares are exact.
 */

import type { ImageSpec, SeedProduct } from '../types';
import { type Draft, hash, prng, salePrice } from './build';
import { reviewsFor } from './reviews';

/** The `count` products of `candidates` that rank first for `salt`. */
function ranked(candidates: Draft[], salt: string, count: number): Draft[] {
  return [...candidates].sort((a, b) => hash(`${salt}:${a.sku}`) - hash(`${salt}:${b.sku}`)).slice(0, count);
}

/** SKUs sold inside bundles or grouped products. */
export function memberSkus(products: Draft[]): Set<string> {
  return new Set(
    products.flatMap((p) => [
      ...(p.groupedItems ?? []).map((i) => i.sku),
      ...(p.bundleOptions ?? []).flatMap((o) => o.selections.map((s) => s.sku)),
    ]),
  );
}

/**
 * Simple products: ~8 % sold out, ~10 % with 1–5 units left, the rest 10–500 (expensive items
 * keep fewer units). Members of kits are never sold out or nearly so, or the kits would be.
 */
export function assignStock(products: Draft[]): void {
  const simples = products.filter((p) => p.type === 'simple');
  const members = memberSkus(products);
  const free = simples.filter((p) => !members.has(p.sku));
  const soldOut = ranked(free, 'sold-out', Math.round(simples.length * 0.08));
  const few = ranked(
    free.filter((p) => !soldOut.includes(p)),
    'few-left',
    Math.round(simples.length * 0.1),
  );
  for (const p of simples) {
    const r = prng(`stock:${p.sku}`)();
    if (soldOut.includes(p)) p.stockQty = 0;
    else if (few.includes(p)) p.stockQty = 1 + Math.floor(r * 5);
    else if (p.priceCents >= 50000) p.stockQty = 10 + Math.floor(r * 30);
    else if (p.priceCents >= 10000) p.stockQty = 10 + Math.floor(r * 110);
    else p.stockQty = 10 + Math.floor(r * r * 491);
  }
}

/**
 * Composite parents show the stock the loader derives: configurable and grouped products the sum
 * of their members, bundles the scarcest required option.
 */
export function summariseCompositeStock(products: Draft[]): void {
  const stock = new Map(products.map((p) => [p.sku, p.stockQty]));
  for (const p of products) {
    if (p.type === 'configurable') p.stockQty = (p.variants ?? []).reduce((sum, v) => sum + v.stockQty, 0);
    if (p.type === 'grouped')
      p.stockQty = (p.groupedItems ?? []).reduce((sum, i) => sum + (stock.get(i.sku) ?? 0), 0);
    if (p.type === 'bundle') {
      const required = (p.bundleOptions ?? []).filter((o) => o.required);
      p.stockQty = Math.min(
        ...required.map((o) => Math.max(...o.selections.map((s) => stock.get(s.sku) ?? 0))),
      );
    }
  }
}

const SALE_PERCENTS = [5, 10, 10, 15, 15, 15, 20, 20, 25, 30];

/** About a fifth of the sellable products get a special price 5–30 % below the regular one. */
export function assignSales(products: Draft[]): void {
  const sellable = products.filter((p) =>
    ['simple', 'configurable', 'virtual', 'downloadable'].includes(p.type),
  );
  const onSale = (p: Draft) =>
    p.specialPriceCents !== undefined || (p.variants ?? []).some((v) => v.specialPriceCents);
  const already = sellable.filter(onSale).length;
  const target = Math.round(sellable.length * 0.2) - already;
  for (const p of ranked(
    sellable.filter((p) => !onSale(p)),
    'sale',
    target,
  )) {
    const percent = SALE_PERCENTS[hash(`percent:${p.sku}`) % SALE_PERCENTS.length]!;
    if (p.type === 'configurable') {
      for (const v of p.variants ?? []) v.specialPriceCents = salePrice(v.priceCents, percent);
    } else {
      p.specialPriceCents = salePrice(p.priceCents, percent);
    }
  }
}

/** ~30 products became new in October/November 2026 (the "new" carousel). */
export function assignNewFrom(products: Draft[]): void {
  const candidates = products.filter((p) => ['simple', 'configurable'].includes(p.type) && !p.newFrom);
  const already = products.filter((p) => p.newFrom).length;
  for (const p of ranked(candidates, 'new', 30 - already)) {
    const day = hash(`new-day:${p.sku}`) % 51; // 2026-10-01 … 2026-11-20
    p.newFrom = new Date(Date.UTC(2026, 9, 1) + day * 86_400_000).toISOString().slice(0, 10);
  }
}

/** ~35 % of the products carry 1–6 reviews. */
export function assignReviews(products: Draft[]): void {
  for (const p of ranked(products, 'reviews', Math.round(products.length * 0.35))) p.reviews = reviewsFor(p);
}

const FLAGS = {
  sale: { text: 'Oferta', color: '#B91C1C', position: 'top-right' },
  new: { text: 'Lançamento', color: '#1D4ED8', position: 'top-left' },
  best: { text: 'Mais vendido', color: '#C2410C', position: 'bottom-left' },
  exclusive: { text: 'Exclusivo', color: '#6D28D9', position: 'bottom-right' },
} as const satisfies Record<string, NonNullable<SeedProduct['flag']>>;

/** Badges on ~10 % of the simple products, each one true of its product (a sale, a novelty…). */
export function assignFlags(products: Draft[]): void {
  const pool = products.filter((p) => p.type === 'simple' && p.stockQty > 0);
  const total = Math.round(products.filter((p) => p.type === 'simple').length * 0.1);
  const quotas: [NonNullable<SeedProduct['flag']>, (p: Draft) => boolean, number][] = [
    [FLAGS.new, (p) => p.newFrom !== undefined, Math.round(total * 0.25)],
    [FLAGS.sale, (p) => p.specialPriceCents !== undefined, Math.round(total * 0.3)],
    [FLAGS.best, (p) => (p.reviews?.length ?? 0) >= 3 || p.stockQty >= 200, Math.round(total * 0.25)],
  ];
  let left = total;
  for (const [flag, fits, count] of quotas) {
    for (const p of ranked(
      pool.filter((x) => !x.flag && fits(x)),
      `flag:${flag.text}`,
      Math.min(count, left),
    )) {
      p.flag = { ...flag };
      left--;
    }
  }
  for (const p of ranked(
    pool.filter((x) => !x.flag && x.specialPriceCents === undefined && !x.newFrom),
    'flag',
    left,
  )) {
    p.flag = { ...FLAGS.exclusive };
  }
}

const SCHOOL = new Set([
  'papelaria/cadernos-e-blocos/cadernos',
  'papelaria/material-escolar',
  'papelaria/escrita/lapis-e-lapiseiras',
  'papelaria/escrita/borrachas-e-corretivos',
]);

/**
 * The hidden landing pages: 'Volta às Aulas' lists school items, 'Ofertas' the products on sale.
 * A product stays in at most two categories.
 */
export function assignLandingCategories(products: Draft[]): void {
  for (const p of products) {
    if (p.categories.length >= 2) continue;
    const onSale = p.specialPriceCents !== undefined || (p.variants ?? []).some((v) => v.specialPriceCents);
    if (SCHOOL.has(p.categories[0]!)) p.categories.push('volta-as-aulas');
    else if (onSale) p.categories.push('ofertas');
  }
}

/**
 * Numbers the drawings so no two images share template, colours, label and variant; products
 * with `galleryCount` get that many extra angles. Configurable parents show their variants.
 */
export function numberImages(products: Draft[]): void {
  const used = new Map<string, number>();
  const next = (spec: ImageSpec): ImageSpec => {
    const key = [spec.template, spec.color.toUpperCase(), spec.accent?.toUpperCase(), spec.label].join('|');
    const variant = used.get(key) ?? 0;
    used.set(key, variant + 1);
    return { ...spec, variant };
  };
  for (const p of products) {
    const [main, ...rest] = p.images;
    const first = next(main!);
    const gallery = Array.from({ length: p.galleryCount }, () => next(main!));
    p.images = [first, ...gallery, ...rest.map(next)];
    for (const v of p.variants ?? []) v.image = next(v.image);
  }
}
