/**
 * Shape of the demo catalogue. The data modules (`catalogue/*.ts`) produce these plain objects;
 * `seed.ts` writes them into the database. Keeping the two apart lets the data read like a
 * merchandiser's spreadsheet and lets the loader stay small.
 */

/** Text in the three store views: `default` (pt-BR), `en` (en-US), `german` (de-DE). */
export interface LocalizedText {
  pt: string;
  en: string;
  de: string;
}

export interface SeedCategory {
  /** Stable key used by products to refer to the category (e.g. 'escritorio/grampeadores'). */
  key: string;
  name: LocalizedText;
  /** Portuguese slug, unique among siblings; url_path joins the slugs of the ancestors. */
  urlKey: string;
  description?: LocalizedText;
  metaTitle?: LocalizedText;
  metaDescription?: LocalizedText;
  metaKeywords?: LocalizedText;
  /** Defaults to true. */
  includeInMenu?: boolean;
  /** Defaults to true (products of descendants are listed in the category). */
  isAnchor?: boolean;
  children?: SeedCategory[];
}

/** Picture kinds the demo's drawings know (pictures/templates). */
export type ImageTemplate =
  | 'pen'
  | 'pencil'
  | 'marker'
  | 'highlighter'
  | 'eraser'
  | 'notebook'
  | 'paper-ream'
  | 'folder'
  | 'binder'
  | 'envelope'
  | 'sticky-notes'
  | 'stapler'
  | 'staples'
  | 'clips'
  | 'scissors'
  | 'glue'
  | 'tape'
  | 'calculator'
  | 'toner'
  | 'ink-cartridge'
  | 'mouse'
  | 'keyboard'
  | 'cable'
  | 'usb-drive'
  | 'headset'
  | 'monitor'
  | 'coffee-pack'
  | 'coffee-capsules'
  | 'cup'
  | 'sugar'
  | 'cleaning-bottle'
  | 'paper-towel'
  | 'toilet-paper'
  | 'trash-bag'
  | 'sponge'
  | 'gloves'
  | 'backpack'
  | 'kit'
  | 'planner'
  | 'gift-card'
  | 'service'
  | 'chair'
  | 'desk-organizer'
  | 'whiteboard'
  | 'archive-box'
  | 'tray-organizer'
  | 'jar'
  | 'printer'
  | 'thermos'
  | 'biscuits'
  | 'pedal-bin'
  | 'swing-bin'
  | 'ssd'
  | 'ssd-m2'
  | 'monitor-stand'
  | 'coffee-maker'
  | 'espresso-machine'
  | 'ups'
  | 'webcam'
  | 'footrest'
  | 'broom'
  | 'squeegee'
  | 'mop-bucket'
  | 'ink-bottle'
  | 'sharpener'
  | 'ruler'
  | 'thermal-roll'
  | 'tea-box'
  | 'coffee-filter'
  | 'water-bottle'
  | 'dropper-bottle'
  | 'detergent-box'
  | 'cup-set'
  | 'cutlery'
  | 'stirrers'
  | 'filter-holder';

export interface ImageSpec {
  template: ImageTemplate;
  /** Main colour of the object, `#rrggbb`. */
  color: string;
  /** Secondary colour (cap, label, stripe), `#rrggbb`. */
  accent?: string;
  /** Short text printed on the object's label (brand), at most ~12 characters. */
  label?: string;
  /** Small deterministic variation (0..n) so two products of one kind never look identical. */
  variant?: number;
}

export interface SeedReview {
  nickname: string;
  summary: string;
  text: string;
  /** 1..5 for each rating of productReviewRatingsMetadata: Qualidade, Preço, Entrega. */
  ratings: { quality: number; price: number; delivery: number };
  /** ISO date, e.g. '2026-09-14'. */
  createdAt: string;
}

export type SeedProductType =
  | 'simple'
  | 'virtual'
  | 'downloadable'
  | 'grouped'
  | 'giftcard'
  | 'configurable'
  | 'bundle';

export interface SeedProduct {
  /** Numeric string, 6 digits for parents/simples ('102345'); variants add a suffix ('102345-AZ'). */
  sku: string;
  type: SeedProductType;
  /** Portuguese product name, as a Brazilian retailer writes it. */
  name: string;
  /** Unique slug, e.g. 'caneta-esferografica-bic-cristal-azul'. */
  urlKey: string;
  /** Keys of SeedCategory; the deepest ones (anchors include descendants automatically). */
  categories: string[];
  /** Brand (becomes an option of the `manufacturer` attribute). */
  manufacturer: string;
  /** Regular price in integer cents. Configurable/grouped/bundle: the lowest child price is used for ranges. */
  priceCents: number;
  /** Special (sale) price in cents, lower than priceCents. */
  specialPriceCents?: number;
  /** Units in stock; 0 = out of stock. Ignored for configurable/grouped/bundle parents. */
  stockQty: number;
  /** HTML. */
  description: string;
  /** HTML, one sentence. */
  shortDescription: string;
  metaTitle?: string;
  metaDescription?: string;
  metaKeyword?: string;
  /** Kilograms; physical products only. */
  weightKg?: number;
  /** Centimetres; physical products only (package dimensions used for cubic weight). */
  dims?: { heightCm: number; widthCm: number; lengthCm: number };
  /** Option label of the `color` attribute in Portuguese ('Azul'), for simples and variants. */
  color?: string;
  /** Simple products only: badge on the product card. */
  flag?: { text: string; color: string; position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' };
  /** Main image, then optional extra gallery images (other angles/colours). */
  images: ImageSpec[];
  related?: string[];
  upsell?: string[];
  crosssell?: string[];
  reviews?: SeedReview[];
  /** ISO date the product became new; recent ones feed the "new" carousel. */
  newFrom?: string;
  /** configurable: one simple child per colour (children are not visible on their own). */
  variants?: {
    sku: string;
    name: string;
    color: string;
    priceCents: number;
    specialPriceCents?: number;
    stockQty: number;
    image: ImageSpec;
    translations?: Record<'en' | 'de', { name: string }>;
  }[];
  /** bundle: options whose selections reference simple products by sku. */
  bundleOptions?: {
    title: string;
    required: boolean;
    type: 'select' | 'radio' | 'checkbox' | 'multi';
    position: number;
    selections: { sku: string; qty: number; isDefault: boolean; canChangeQty: boolean; position: number }[];
  }[];
  /** grouped: member simple products by sku. */
  groupedItems?: { sku: string; qty: number; position: number }[];
  /** downloadable: links sold with the product. */
  downloadableLinks?: { title: string; priceCents: number; sampleUrl?: string }[];
  /** giftcard: amounts offered, in cents. */
  giftCardAmountsCents?: number[];
  /** Name and descriptions in the en and german store views (catalogue/translate.ts, descriptions.ts). */
  translations?: Record<'en' | 'de', { name: string; shortDescription: string; description?: string }>;
}

export interface SeedCmsPage {
  identifier: string;
  /** Portuguese url key; the page answers `route('/{urlKey}')`. */
  urlKey: string;
  title: LocalizedText;
  contentHeading?: LocalizedText;
  /** HTML. */
  content: LocalizedText;
  metaTitle?: LocalizedText;
  metaDescription?: LocalizedText;
  metaKeywords?: LocalizedText;
}

export interface SeedCmsBlock {
  identifier: string;
  title: LocalizedText;
  /** HTML. */
  content: LocalizedText;
}

/** A URL that moved: `route(from)` answers with a redirect to the entity's current URL. */
export interface SeedRedirect {
  from: string;
  to:
    | { type: 'product'; sku: string }
    | { type: 'category'; key: string }
    | { type: 'cms'; identifier: string };
  code: 301 | 302;
}

export interface CatalogueSeed {
  categories: SeedCategory[];
  products: SeedProduct[];
  cmsPages: SeedCmsPage[];
  cmsBlocks: SeedCmsBlock[];
  redirects: SeedRedirect[];
}
