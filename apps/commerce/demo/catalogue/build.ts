/**
 * Small helpers that turn the merchandiser-style tables of `products/*.ts` into `SeedProduct`s.
 * Everything here is pure and deterministic: the same tables always give the same catalogue.
 */
import { hashString, mulberry32 } from '../../src/lib/random';
import { slugify } from '../../src/lib/slug';
import type { ImageSpec, ImageTemplate, SeedProduct } from '../types';

export { slugify };

/** Package dimensions in centimetres: height, width, length. */
export type Dims = readonly [number, number, number];

/** Stable number for a string (seeds the catalogue's deterministic choices). */
export const hash = hashString;

/** A deterministic sequence in [0, 1) seeded by a string. */
export function prng(seed: string): () => number {
  return mulberry32(hashString(seed));
}

/** Colour option labels (attribute `color`, Portuguese) and the hex used to draw them. */
export const COLOR_HEX: Record<string, string> = {
  Azul: '#1D4ED8',
  'Azul Claro': '#38BDF8',
  Preto: '#1F2328',
  Vermelho: '#DC2626',
  Verde: '#16A34A',
  Amarelo: '#FACC15',
  Rosa: '#EC4899',
  Laranja: '#F97316',
  Lilás: '#A78BFA',
  Roxo: '#7E22CE',
  Cinza: '#6B7280',
  Grafite: '#374151',
  Branco: '#F1F3F5',
  Transparente: '#CBD5E1',
  Fumê: '#4B5563',
  Marrom: '#92400E',
  Bege: '#D6C7A1',
  Prata: '#B8BEC6',
  Dourado: '#C9A227',
  Ciano: '#00AEEF',
  Magenta: '#EC008C',
};

/** Two-letter codes of configurable variants (`102345-AZ`). */
export const COLOR_CODE: Record<string, string> = {
  AZ: 'Azul',
  PR: 'Preto',
  VM: 'Vermelho',
  VD: 'Verde',
  AM: 'Amarelo',
  RS: 'Rosa',
  LA: 'Laranja',
  LL: 'Lilás',
  CZ: 'Cinza',
  BR: 'Branco',
  RX: 'Roxo',
  GF: 'Grafite',
};

/** Feminine forms for names of feminine nouns ('Caneta … Preta'); the option label stays masculine. */
const FEMININE: Record<string, string> = {
  Preto: 'Preta',
  Vermelho: 'Vermelha',
  Amarelo: 'Amarela',
  Branco: 'Branca',
  Roxo: 'Roxa',
};

export function colorWord(color: string, feminine: boolean): string {
  return feminine ? (FEMININE[color] ?? color) : color;
}

/** Brand colours (main, accent) used when the product has no colour of its own. */
const BRAND_COLORS: Record<string, readonly [string, string]> = {
  '3 Corações': ['#B3001B', '#F1C400'],
  '3M': ['#E4002B', '#1F2328'],
  ACC: ['#8E98A3', '#1D4ED8'],
  Acrilex: ['#E30613', '#FFD100'],
  Acrimet: ['#005BAA', '#E4E8EC'],
  Adelbras: ['#0057A8', '#F6C700'],
  AOC: ['#1F2328', '#E4002B'],
  Asseptgel: ['#0091D5', '#FFFFFF'],
  Bacchi: ['#1F2328', '#C8102E'],
  Bauducco: ['#00205B', '#C8A24A'],
  Bettanin: ['#F58220', '#0057A8'],
  BIC: ['#F39200', '#1F2328'],
  'Bom Ar': ['#6D28D9', '#F1F3F5'],
  Bombril: ['#E30613', '#FFFFFF'],
  Brother: ['#0F3E8E', '#FFFFFF'],
  BRW: ['#E4002B', '#1F2328'],
  'Caderno Inteligente': ['#1F2328', '#F26B1D'],
  Canon: ['#CC0000', '#F1F3F5'],
  Canson: ['#C8102E', '#F1F3F5'],
  Caravelas: ['#0057A8', '#F6C700'],
  Casio: ['#0F3B8C', '#E4E8EC'],
  Chamex: ['#E4002B', '#FFD100'],
  Chies: ['#00843D', '#F1F3F5'],
  Cícero: ['#1F2328', '#C9A227'],
  Cif: ['#0072CE', '#FFD100'],
  Cis: ['#E30613', '#1F2328'],
  Colacril: ['#0072BC', '#F39200'],
  Compactor: ['#005BAC', '#F6C700'],
  Copobras: ['#0072BC', '#E4002B'],
  Coperalcool: ['#0057A8', '#16A34A'],
  Copozan: ['#00843D', '#F1F3F5'],
  Credeal: ['#E4002B', '#0057A8'],
  'Café do Ponto': ['#7A1F1F', '#F1C400'],
  DAC: ['#0072CE', '#F26B1D'],
  Dell: ['#007DB8', '#F1F3F5'],
  Dello: ['#00A0E3', '#1F2328'],
  'Dolce Gusto': ['#1F2328', '#C0A062'],
  Dover: ['#1F2328', '#E4002B'],
  Elgin: ['#003F7D', '#E4E8EC'],
  Embalixo: ['#0057A8', '#16A34A'],
  Epson: ['#003399', '#F1F3F5'],
  'Faber-Castell': ['#00573F', '#C9A227'],
  'Flash Limp': ['#E4002B', '#0057A8'],
  Foroni: ['#0072CE', '#F39200'],
  Frama: ['#1F2328', '#0072CE'],
  Frisokar: ['#1F2328', '#6B7280'],
  HP: ['#0096D6', '#F1F3F5'],
  Intelbras: ['#00A335', '#F1F3F5'],
  Invicta: ['#C8102E', '#1F2328'],
  Jandaia: ['#0072BC', '#FFD100'],
  'Jocar Office': ['#1F2328', '#F39200'],
  Kingston: ['#C8102E', '#1F2328'],
  Leão: ['#E4002B', '#00843D'],
  LG: ['#A50034', '#F1F3F5'],
  Limpol: ['#F7E200', '#0057A8'],
  Linea: ['#00A19A', '#F1F3F5'],
  Logitech: ['#1F2328', '#00B8FC'],
  Loctite: ['#E4002B', '#1F2328'],
  Mamute: ['#F6C700', '#C8102E'],
  Maped: ['#0069B4', '#F39200'],
  Masterprint: ['#0057A8', '#F1F3F5'],
  Maxprint: ['#F39200', '#1F2328'],
  Melitta: ['#D3122A', '#FFDE00'],
  Mercur: ['#0057A8', '#F1F3F5'],
  Mondial: ['#1F2328', '#E4002B'],
  Multilaser: ['#F15A24', '#1F2328'],
  Mundial: ['#C8102E', '#1F2328'],
  Nescafé: ['#C8102E', '#F1F3F5'],
  Nescau: ['#00843D', '#FFD100'],
  Neve: ['#0072CE', '#F1F3F5'],
  Noviça: ['#E31F26', '#F1F3F5'],
  'Off Paper': ['#6B7280', '#F26B1D'],
  Olfa: ['#FFD100', '#1F2328'],
  Omo: ['#0057A8', '#E4002B'],
  Orfeu: ['#1F2328', '#C9A227'],
  Palmolive: ['#00843D', '#F1F3F5'],
  Parker: ['#1F2328', '#C9A227'],
  Pato: ['#0057A8', '#F6C700'],
  Pentel: ['#005BAC', '#F1F3F5'],
  Pilão: ['#C8102E', '#1F2328'],
  Pilot: ['#003F87', '#E60012'],
  Pimaco: ['#0057A8', '#FFD100'],
  'Pinho Sol': ['#00843D', '#F6C700'],
  Poliflor: ['#7A1F1F', '#F6C700'],
  Polycart: ['#C9A27A', '#1F2328'],
  Premisse: ['#1F2328', '#0072CE'],
  Pritt: ['#D71920', '#F1F3F5'],
  Procalc: ['#1F2328', '#F39200'],
  Qboa: ['#0057A8', '#E4002B'],
  Radex: ['#0057A8', '#F1F3F5'],
  Reciclato: ['#00843D', '#C9A27A'],
  Reliza: ['#1F2328', '#00A19A'],
  Report: ['#0055A5', '#78BE20'],
  Samsung: ['#1428A0', '#F1F3F5'],
  SanDisk: ['#E31B23', '#1F2328'],
  Sakura: ['#1F2328', '#E4002B'],
  Sanremo: ['#0072CE', '#F1F3F5'],
  Santher: ['#0057A8', '#F1F3F5'],
  Scott: ['#E4002B', '#0057A8'],
  'Scotch-Brite': ['#16A34A', '#F6C700'],
  Scrity: ['#C9A27A', '#0057A8'],
  Seagate: ['#1F2328', '#6EBE44'],
  Sestini: ['#1F2328', '#E4002B'],
  Sharpie: ['#1F2328', '#F1F3F5'],
  SMS: ['#1F2328', '#0057A8'],
  Souza: ['#0057A8', '#F1F3F5'],
  Stabilo: ['#FF6A13', '#1F2328'],
  Staedtler: ['#0057A8', '#1F2328'],
  Stalo: ['#E4002B', '#F1F3F5'],
  Strawplast: ['#0072CE', '#F1F3F5'],
  Supermax: ['#0057A8', '#F1F3F5'],
  Tenaz: ['#F2C500', '#0057A8'],
  Tenwin: ['#F5A623', '#1F2328'],
  Termolar: ['#B8BEC6', '#C8102E'],
  'Tek Bond': ['#E4002B', '#F6C700'],
  Tilibra: ['#E30613', '#F1F3F5'],
  Tramontina: ['#003B7A', '#E2001A'],
  Tris: ['#0057A8', '#F6C700'],
  'Uni-ball': ['#1F2328', '#C8102E'],
  União: ['#004B93', '#E4002B'],
  Veja: ['#E30613', '#0057A8'],
  Vitarella: ['#C8102E', '#F6C700'],
  Ypê: ['#00A859', '#F1F3F5'],
  'Zero-Cal': ['#0057A8', '#F1F3F5'],
  Crystal: ['#0072CE', '#F1F3F5'],
  'Escritório Total': ['#F26B1D', '#1F2328'],
};

/** Labels printed on the drawings: at most 12 characters. */
const BRAND_LABELS: Record<string, string> = {
  'Faber-Castell': 'FABER',
  'Caderno Inteligente': 'C.INTELIG.',
  'Escritório Total': 'ESC. TOTAL',
  'Café do Ponto': 'DO PONTO',
};

export function brandColors(brand: string): readonly [string, string] {
  return BRAND_COLORS[brand] ?? ['#F26B1D', '#1F2328'];
}

export function brandLabel(brand: string): string {
  return (BRAND_LABELS[brand] ?? brand).toUpperCase().slice(0, 12);
}

/** Kinds of review texts and product copy (see reviews.ts). */
export type Kind =
  | 'writing'
  | 'paper'
  | 'filing'
  | 'desk'
  | 'calculator'
  | 'furniture'
  | 'printer'
  | 'ink'
  | 'peripheral'
  | 'storage'
  | 'power'
  | 'cleaning'
  | 'hygiene'
  | 'coffee'
  | 'pantry'
  | 'school'
  | 'service'
  | 'digital'
  | 'kit';

/** One row of a product table. */
export interface Item {
  sku: string;
  name: string;
  brand: string;
  priceCents: number;
  color?: string;
  weightKg?: number;
  dims?: Dims;
  /** Extra rows of the specification list. */
  specs?: [string, string][];
  /** Replaces the line's first paragraph. */
  about?: string;
  short?: string;
  /** Overrides of the drawing (template, colour, accent). */
  image?: Partial<Pick<ImageSpec, 'template' | 'color' | 'accent'>>;
  /** Number of extra gallery images. */
  gallery?: number;
  /** Extra category (besides the line's). */
  also?: string;
}

/** A block of similar products sharing category, drawing and copy. */
export interface Line {
  category: string;
  template: ImageTemplate;
  kind: Kind;
  weightKg: number;
  dims: Dims;
  /** First paragraph of the description. */
  about: (item: Item) => string;
  /** Second paragraph (why it is good for an office, a school, a pantry…). */
  more: string;
  short: (item: Item) => string;
  specs?: (item: Item) => [string, string][];
  items: Item[];
}

/** The words of a product name before its brand ('Grampo 26/6 Galvanizado Jocar…' → 'Grampo 26/6 Galvanizado'). */
export function lead(name: string, brand: string, max = 6): string {
  const at = name.toLowerCase().indexOf(` ${brand.toLowerCase()}`);
  const words = (at > 0 ? name.slice(0, at) : name).split(' ');
  return words.slice(0, at > 0 ? max : 3).join(' ');
}

/** Builds a table row; `extra` carries the optional columns. */
export function item(
  sku: string,
  name: string,
  brand: string,
  priceCents: number,
  extra: Partial<Item> = {},
): Item {
  return { sku, name, brand, priceCents, ...extra };
}

/** Product before the catalogue-wide enrichment (stock, prices on sale, images…). */
export interface Draft extends SeedProduct {
  kind: Kind;
  /** The specification rows of the description, for its English and German versions. */
  specs: [string, string][];
  /** Gallery images to add once the main image's variant number is known. */
  galleryCount: number;
}

function specList(rows: [string, string][]): string {
  return `<ul>${rows.map(([label, value]) => `<li><strong>${label}:</strong> ${value}</li>`).join('')}</ul>`;
}

export function formatKg(kg: number): string {
  return kg < 1 ? `${Math.round(kg * 1000)} g` : `${String(kg).replace('.', ',')} kg`;
}

export function formatDims([h, w, l]: Dims): string {
  const n = (x: number) => String(x).replace('.', ',');
  return `${n(w)} x ${n(l)} x ${n(h)} cm`;
}

/** Description HTML: two paragraphs and the specification list. */
export function describe(paragraphs: string[], specs: [string, string][]): string {
  return paragraphs.map((p) => `<p>${p}</p>`).join('') + specList(specs);
}

const STOP_WORDS = new Set(['para', 'pacote', 'caixa', 'unidades', 'com', 'sem']);

/** The brand and the meaningful words of a name ('Grampeador de Mesa … Preto' → 'Jocar Office, grampeador, mesa, …'). */
function keywords(name: string, brand: string): string {
  const brandWords = new Set(brand.toLowerCase().split(/[\s-]+/));
  const words = name
    .toLowerCase()
    .split(/[\s,/()"]+/)
    .filter((w) => w.length > 3 && /^\p{L}+$/u.test(w) && !brandWords.has(w) && !STOP_WORDS.has(w));
  return [brand, ...new Set(words)].slice(0, 6).join(', ');
}

function meta(
  name: string,
  brand: string,
): Pick<SeedProduct, 'metaTitle' | 'metaDescription' | 'metaKeyword'> {
  return {
    metaTitle: `${name} | Escritório Total`,
    metaDescription: `Compre ${name} com o melhor preço na Escritório Total: 3% de desconto no Pix, até 10x no cartão e frete grátis na Grande São Paulo acima de R$ 500.`,
    metaKeyword: keywords(name, brand),
  };
}

/** The physical simple products of a line. */
export function fromLine(line: Line): Draft[] {
  return line.items.map((it) => {
    const weightKg = it.weightKg ?? line.weightKg;
    const dims = it.dims ?? line.dims;
    const [brandMain, brandAccent] = brandColors(it.brand);
    const specs: [string, string][] = [
      ['Marca', it.brand],
      ['Código (SKU)', it.sku],
      ...(it.color ? ([['Cor', it.color]] as [string, string][]) : []),
      ...(line.specs?.(it) ?? []),
      ...(it.specs ?? []),
      ['Dimensões da embalagem', formatDims(dims)],
      ['Peso', formatKg(weightKg)],
    ];
    const withMeta = hash(`meta:${it.sku}`) % 9 !== 0;
    return {
      sku: it.sku,
      type: 'simple',
      name: it.name,
      urlKey: slugify(it.name),
      categories: it.also ? [line.category, it.also] : [line.category],
      manufacturer: it.brand,
      priceCents: it.priceCents,
      stockQty: 0,
      description: describe([it.about ?? line.about(it), line.more], specs),
      specs,
      shortDescription: it.short ?? line.short(it),
      ...(withMeta ? meta(it.name, it.brand) : {}),
      weightKg,
      dims: { heightCm: dims[0], widthCm: dims[1], lengthCm: dims[2] },
      ...(it.color ? { color: it.color } : {}),
      images: [
        {
          template: it.image?.template ?? line.template,
          color: it.image?.color ?? (it.color ? COLOR_HEX[it.color]! : brandMain),
          accent: it.image?.accent ?? brandAccent,
          label: brandLabel(it.brand),
        },
      ],
      kind: line.kind,
      galleryCount: it.gallery ?? 0,
    };
  });
}

/** A product sold in colours: one hidden simple child per colour. */
export interface ConfigurableDef {
  sku: string;
  name: string;
  brand: string;
  category: string;
  also?: string;
  template: ImageTemplate;
  kind: Kind;
  priceCents: number;
  /** Variant codes (keys of COLOR_CODE). */
  colors: string[];
  /** Whether the colour follows a feminine noun in the variant name. */
  feminine: boolean;
  /** Fixed stock of some variants (e.g. one sold out); the others get a believable number. */
  stock?: Record<string, number>;
  /** Percentage off for every variant (sale of the whole line). */
  salePercent?: number;
  weightKg: number;
  dims: Dims;
  about: string;
  more: string;
  short: string;
  specs: [string, string][];
}

export function configurable(def: ConfigurableDef): Draft {
  const [, brandAccent] = brandColors(def.brand);
  const variants = def.colors.map((code) => {
    const color = COLOR_CODE[code]!;
    const pick = prng(`variant-stock:${def.sku}-${code}`)();
    const stockQty = def.stock?.[code] ?? 20 + Math.floor(pick * 280);
    return {
      sku: `${def.sku}-${code}`,
      name: `${def.name} ${colorWord(color, def.feminine)}`,
      color,
      priceCents: def.priceCents,
      ...(def.salePercent ? { specialPriceCents: salePrice(def.priceCents, def.salePercent) } : {}),
      stockQty,
      image: {
        template: def.template,
        color: COLOR_HEX[color]!,
        accent: brandAccent,
        label: brandLabel(def.brand),
      },
    };
  });
  const specs: [string, string][] = [
    ['Marca', def.brand],
    ['Código (SKU)', def.sku],
    ['Cores disponíveis', def.colors.map((c) => COLOR_CODE[c]).join(', ')],
    ...def.specs,
    ['Dimensões da embalagem', formatDims(def.dims)],
    ['Peso', formatKg(def.weightKg)],
  ];
  return {
    sku: def.sku,
    type: 'configurable',
    name: def.name,
    urlKey: slugify(def.name),
    categories: def.also ? [def.category, def.also] : [def.category],
    manufacturer: def.brand,
    priceCents: def.priceCents,
    stockQty: variants.reduce((sum, v) => sum + v.stockQty, 0),
    description: describe([def.about, def.more], specs),
    specs,
    shortDescription: def.short,
    ...meta(def.name, def.brand),
    weightKg: def.weightKg,
    dims: { heightCm: def.dims[0], widthCm: def.dims[1], lengthCm: def.dims[2] },
    images: [{ ...variants[0]!.image }, ...variants.slice(1, 3).map((v) => ({ ...v.image }))],
    variants,
    kind: def.kind,
    galleryCount: 0,
  };
}

/**
 * Sale price `percent` % below `priceCents`, rounded the way shops price: whole cents ending in
 * 0 under R$ 100, ',90' from R$ 100 up. Always strictly lower than the regular price.
 */
export function salePrice(priceCents: number, percent: number): number {
  const raw = priceCents * (1 - percent / 100);
  const rounded = priceCents >= 10000 ? Math.floor(raw / 100) * 100 - 10 : Math.floor(raw / 10) * 10;
  return Math.min(rounded, priceCents - 10);
}
