import { mulberry32 } from '../src/lib/random';
/**
 * Large catalogues for load tests: the demo catalogue plus synthetic products until the wanted
 * size is reached. Synthetic products are believable variants of the demo's simple products — same
 * category, brand, drawing and copy, with another line, pack size or colour, their own price,
 * stock, SKU and URL key — so every category grows in proportion and listings, facets and search
 * behave as they would on a real catalogue of that size.
 *
 * Deterministic: the same (productCount, seed) always gives the same catalogue (own PRNG, no
 * Math.random, no clock).
 */
import { demoCatalogue } from './catalogue';
import { COLOR_HEX, colorWord, slugify } from './catalogue/build';
import type { CatalogueSeed, ImageSpec, ImageTemplate, SeedCategory, SeedProduct, SeedReview } from './types';

export interface GenerateOptions {
  /** PRNG seed; a different seed gives other prices, stock, colours and reviews. Default 1. */
  seed?: number;
}

/** First synthetic SKU (7 digits; the demo's SKUs have 6). */
const FIRST_SYNTHETIC_SKU = 2_000_001;
/** First image variant number of synthetic products (the demo numbers its drawings from 0). */
const FIRST_SYNTHETIC_VARIANT = 1000;
/** Landing category of products on sale: synthetic products are listed there only when on sale. */
const SALE_CATEGORY = 'ofertas';

/** Product lines, appended to the name ('' keeps the name as it is). */
const LINES = [
  '',
  'Linha Premium',
  'Linha Econômica',
  'Linha Profissional',
  'Linha Eco',
  'Edição Escritório',
  'Edição Limitada',
  'Série Plus',
  'Modelo 2027',
  'Linha Clássica',
  'Linha Office',
  'Linha Colors',
  'Linha Max',
  'Linha Essencial',
  'Série Ouro',
  'Edição Especial',
  'Modelo 2026',
  'Nova Versão',
] as const;

/** Pack sizes of consumables. */
const PACKS = [
  '',
  'Caixa com 12',
  'Caixa com 24',
  'Pacote com 6',
  'Pacote com 2',
  'Kit com 3',
  'Kit com 5',
  'Refil',
  'Embalagem Econômica',
  'Leve 3 Pague 2',
  'Caixa com 6',
  'Pacote com 3',
  'Pacote com 10',
  'Kit com 10',
  'Fardo com 12',
] as const;

/** Sizes and versions of durable goods (a "Caixa com 12" monitor would not be believable). */
const SIZES = [
  '',
  'Compacto',
  'Tamanho Grande',
  'Slim',
  'Kit com 2',
  'Versão Reforçada',
  'Tamanho Médio',
  'Kit com 3',
  'Versão Plus',
  'Tamanho Pequeno',
  'Versão Pro',
  'Kit com 4',
  'Modelo Executivo',
  'Versão Compacta',
] as const;

const DURABLE: ReadonlySet<ImageTemplate> = new Set<ImageTemplate>([
  'calculator',
  'mouse',
  'keyboard',
  'cable',
  'usb-drive',
  'headset',
  'monitor',
  'backpack',
  'chair',
  'desk-organizer',
  'whiteboard',
  'stapler',
  'scissors',
  'cup',
  'planner',
  'binder',
  'printer',
  'ssd',
  'ssd-m2',
  'monitor-stand',
  'thermos',
  'pedal-bin',
  'swing-bin',
  'coffee-maker',
  'espresso-machine',
  'ups',
  'webcam',
  'footrest',
  'broom',
  'squeegee',
  'mop-bucket',
  'sharpener',
  'ruler',
  'cup-set',
  'filter-holder',
]);

/** Colours a coloured product may come in (option labels of the `color` attribute). */
const COLOURS = [
  'Azul',
  'Preto',
  'Vermelho',
  'Verde',
  'Amarelo',
  'Rosa',
  'Laranja',
  'Lilás',
  'Roxo',
  'Cinza',
  'Grafite',
  'Branco',
  'Marrom',
  'Prata',
].filter((c) => COLOR_HEX[c] !== undefined);

/** Strides coprime to most combination counts, used to walk the combinations in a mixed order. */
const STRIDES = [7919, 7907, 7901, 7883, 7877];

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** A demo simple product prepared once for all of its synthetic variants. */
interface Template {
  product: SeedProduct;
  /** Line/pack/size suffixes available to this product. */
  formats: readonly string[];
  /** Colour handling: the name split around the colour word, when the name shows the colour. */
  colour?: { before: string; after: string; feminine: boolean };
  /** Number of distinct (line, format, colour) combinations, the template's own one excluded. */
  combinations: number;
  stride: number;
  /** Reviews to reuse (the template's own, else those of its category, else the whole catalogue's). */
  reviews: SeedReview[];
  /** Categories without the sale landing page. */
  categories: string[];
}

function hasCategory(nodes: SeedCategory[], key: string): boolean {
  return nodes.some((n) => n.key === key || hasCategory(n.children ?? [], key));
}

/** Finds the colour word in a product name ('… Dello Preta' → feminine 'Preta'). */
function splitColour(name: string, colour: string): Template['colour'] {
  for (const feminine of [true, false]) {
    const word = colorWord(colour, feminine);
    const at = name.lastIndexOf(` ${word}`);
    const end = at + word.length + 1;
    if (at > 0 && (end === name.length || name[end] === ' ')) {
      return { before: name.slice(0, at), after: name.slice(end), feminine };
    }
  }
  return undefined;
}

/**
 * The demo catalogue grown to `productCount` products (top-level products; configurable variants
 * are not counted). Throws when `productCount` is below the demo catalogue's size.
 */
export function generateCatalogue(productCount: number, options: GenerateOptions = {}): CatalogueSeed {
  const demo = demoCatalogue();
  if (!Number.isInteger(productCount) || productCount < demo.products.length) {
    throw new Error(
      `generateCatalogue: productCount must be an integer of at least ${demo.products.length} (the demo catalogue's size), got ${productCount}.`,
    );
  }
  const random = mulberry32((options.seed ?? 1) * 0x9e3779b1 + 0x85ebca6b);
  const products: SeedProduct[] = [...demo.products];
  const extra = productCount - demo.products.length;
  if (extra === 0) return { ...demo, products };

  const usedSkus = new Set<string>();
  const usedUrlKeys = new Set<string>();
  const usedNames = new Set<string>();
  const allReviews: SeedReview[] = [];
  const reviewsByCategory = new Map<string, SeedReview[]>();
  for (const p of demo.products) {
    usedSkus.add(p.sku);
    for (const v of p.variants ?? []) usedSkus.add(v.sku);
    usedUrlKeys.add(p.urlKey);
    usedNames.add(p.name);
    for (const r of p.reviews ?? []) {
      allReviews.push(r);
      for (const key of p.categories) {
        const list = reviewsByCategory.get(key) ?? [];
        list.push(r);
        reviewsByCategory.set(key, list);
      }
    }
  }

  const templates: Template[] = demo.products
    .filter((p) => p.type === 'simple')
    .map((product) => {
      const formats = DURABLE.has(product.images[0]?.template ?? 'kit') ? SIZES : PACKS;
      const colour = product.color ? splitColour(product.name, product.color) : undefined;
      const combinations = LINES.length * formats.length * (colour ? COLOURS.length : 1) - 1;
      const stride = STRIDES.find((s) => gcd(s, combinations) === 1) ?? 1;
      const ownReviews = product.reviews ?? [];
      const categoryReviews = product.categories.flatMap((key) => reviewsByCategory.get(key) ?? []);
      return {
        product,
        formats,
        ...(colour ? { colour } : {}),
        combinations,
        stride,
        reviews: ownReviews.length ? ownReviews : categoryReviews.length ? categoryReviews : allReviews,
        categories: product.categories.filter((c) => c !== SALE_CATEGORY),
      };
    });
  if (templates.length === 0)
    throw new Error('generateCatalogue: the demo catalogue has no simple product to vary.');

  let nextSku = FIRST_SYNTHETIC_SKU;
  let nextVariant = FIRST_SYNTHETIC_VARIANT;
  const hasSaleCategory = hasCategory(demo.categories, SALE_CATEGORY);
  for (let i = 0; i < extra; i++) {
    const template = templates[i % templates.length]!;
    const k = Math.floor(i / templates.length);
    const base = template.product;

    // The k-th combination of (line, format, colour), skipping the template's own one (index 0).
    const combination = 1 + ((k * template.stride) % template.combinations);
    const round = Math.floor(k / template.combinations);
    const line = LINES[combination % LINES.length]!;
    const format = template.formats[Math.floor(combination / LINES.length) % template.formats.length]!;
    const colourIndex = Math.floor(combination / (LINES.length * template.formats.length));

    let colour = base.color;
    let name = base.name;
    if (template.colour && base.color) {
      // Colour 0 is the template's own; the others are taken in palette order after it.
      const own = Math.max(0, COLOURS.indexOf(base.color));
      colour = colourIndex === 0 ? base.color : COLOURS[(own + colourIndex) % COLOURS.length]!;
      name = `${template.colour.before} ${colorWord(colour, template.colour.feminine)}${template.colour.after}`;
    }
    const suffix = [line, format, round > 0 ? `Ref. ${1000 + round}` : ''].filter(Boolean).join(' ');
    if (suffix) name = `${name} ${suffix}`;

    let skuNumber = nextSku++;
    while (usedSkus.has(String(skuNumber))) skuNumber = nextSku++;
    const sku = String(skuNumber);
    usedSkus.add(sku);
    // Demo products that differ only by colour can yield the same name: tell them apart by reference.
    if (usedNames.has(name)) name = `${name} Ref. ${sku.slice(-5)}`;
    usedNames.add(name);
    let urlKey = slugify(name);
    if (usedUrlKeys.has(urlKey)) urlKey = `${urlKey}-${sku}`;
    usedUrlKeys.add(urlKey);

    const priceCents = shopPrice(base.priceCents * (0.6 + random() * 0.8));
    const onSale = random() < 0.2;
    const specialPriceCents = onSale ? salePrice(priceCents, 5 + Math.floor(random() * 26)) : undefined;
    const stockRoll = random();
    const stockQty =
      stockRoll < 0.08 ? 0 : stockRoll < 0.15 ? 1 + Math.floor(random() * 5) : 6 + Math.floor(random() * 595);

    let reviews: SeedReview[] | undefined;
    if (random() < 0.2 && template.reviews.length) {
      // 1 to 3 distinct reviews, reused from the pool (the texts fit the kind of product).
      const pool = template.reviews;
      const count = Math.min(pool.length, 1 + Math.floor(random() * 3));
      const start = Math.floor(random() * pool.length);
      reviews = [];
      for (let r = 0; r < count; r++) reviews.push(pool[(start + r) % pool.length]!);
    }

    const hex = colour && colour !== base.color ? COLOR_HEX[colour] : undefined;
    // Variant numbers above the demo's keep every drawing distinct (main image and gallery).
    const images: ImageSpec[] = base.images.map((spec) => ({
      ...spec,
      ...(hex ? { color: hex } : {}),
      variant: nextVariant++,
    }));

    let description = base.description.replaceAll(base.name, name).replace(`${base.sku}<`, `${sku}<`);
    if (colour !== base.color) {
      description = description.replace(
        `<strong>Cor:</strong> ${base.color}<`,
        `<strong>Cor:</strong> ${colour}<`,
      );
    }

    const product: SeedProduct = {
      sku,
      type: 'simple',
      name,
      urlKey,
      // As in the demo: a product on sale in a single category is also listed under 'Ofertas'.
      categories:
        onSale && hasSaleCategory && template.categories.length < 2
          ? [...template.categories, SALE_CATEGORY]
          : template.categories,
      manufacturer: base.manufacturer,
      priceCents,
      ...(specialPriceCents !== undefined ? { specialPriceCents } : {}),
      stockQty,
      description,
      shortDescription: base.shortDescription,
      ...(base.metaTitle ? { metaTitle: base.metaTitle.replace(base.name, name) } : {}),
      ...(base.metaDescription ? { metaDescription: base.metaDescription.replace(base.name, name) } : {}),
      ...(base.metaKeyword ? { metaKeyword: base.metaKeyword } : {}),
      ...(base.weightKg !== undefined ? { weightKg: base.weightKg } : {}),
      ...(base.dims ? { dims: base.dims } : {}),
      ...(colour ? { color: colour } : {}),
      images,
      ...(reviews ? { reviews } : {}),
    };
    products.push(product);
  }
  return { ...demo, products };
}

/** A price as shops write it: whole 10 cents, ending in ',90' from R$ 100 up; at least R$ 1. */
function shopPrice(cents: number): number {
  const rounded = cents >= 10_000 ? Math.floor(cents / 100) * 100 + 90 : Math.round(cents / 10) * 10;
  return Math.max(100, rounded);
}

/** `percent` % off, strictly below the regular price. */
function salePrice(priceCents: number, percent: number): number {
  const raw = shopPrice(priceCents * (1 - percent / 100));
  return Math.max(10, Math.min(raw, priceCents - 10));
}
