import { rest } from '../providers/http';
import { asFormError } from '../providers/server-errors';

/**
 * A product's texts in the en and german store views. The API reads and writes one view per call
 * (`/rest/<store>/V1/products/:sku`, texts falling back to the default's), so the form's record
 * is the product with `texts.<store>` for each other view: '' where the view uses the default
 * value. A save writes the product through `/rest/V1` first, then each view whose texts changed.
 */

export const TEXT_STORE_VIEWS = [
  { code: 'en', language: 'en' },
  { code: 'german', language: 'de' },
] as const;

/** The texts a store view may override (the server's product_store_text columns). */
export const STORE_TEXT_FIELDS = [
  'name',
  'description',
  'short_description',
  'meta_title',
  'meta_description',
] as const;

type Record_ = Record<string, unknown>;
type Texts = Record<string, string>;

/** The rich-text editor's empty document is no text. */
const plain = (value: unknown) =>
  value === '<p></p>' || value === null || value === undefined ? '' : String(value);

function textOf(record: Record_, field: string): string {
  if (field === 'name') return plain(record.name);
  const attributes = (record.custom_attributes ?? []) as { attribute_code: string; value: unknown }[];
  return plain(attributes.find((a) => a.attribute_code === field)?.value);
}

/** A view's texts as the form edits them: '' where the view shows the default value. */
export function viewTexts(view: Record_, base: Record_): Texts {
  return Object.fromEntries(
    STORE_TEXT_FIELDS.map((field) => {
      const value = textOf(view, field);
      return [field, value === textOf(base, field) ? '' : value];
    }),
  );
}

/** The body of `PUT /rest/<store>/V1/products/:sku` for the texts that changed; undefined when none did. */
export function viewTextsBody(wanted: Texts = {}, had: Texts = {}): { product: Record_ } | undefined {
  const changed = STORE_TEXT_FIELDS.filter(
    (field) => wanted[field] !== undefined && plain(wanted[field]) !== plain(had[field]),
  );
  if (changed.length === 0) return undefined;
  const product: Record_ = {};
  const custom = changed.filter((field) => field !== 'name');
  if (changed.includes('name')) product.name = plain(wanted.name);
  if (custom.length)
    product.custom_attributes = custom.map((attribute_code) => ({
      attribute_code,
      value: plain(wanted[attribute_code]),
    }));
  return { product };
}

const productPath = (sku: string) => `products/${encodeURIComponent(sku)}`;

/** The product as `GET /rest/V1/products/:sku` answers it, with `texts.<store>` of the other views. */
export async function loadProductWithTexts(sku: string): Promise<Record_> {
  const [base, ...views] = await Promise.all([
    rest<Record_>(productPath(sku)),
    ...TEXT_STORE_VIEWS.map(({ code }) => rest<Record_>(productPath(sku), { store: code })),
  ]);
  return {
    ...base,
    texts: Object.fromEntries(
      TEXT_STORE_VIEWS.map(({ code }, i) => [code, viewTexts(views[i] ?? {}, base ?? {})]),
    ),
  };
}

/** The form source of a field a view's call was refused for. */
const errorFieldOf = (store: string) => (serverField: string) => {
  const field = serverField.replace(/^product\./, '');
  return (STORE_TEXT_FIELDS as readonly string[]).includes(field) ? `texts.${store}.${field}` : undefined;
};

/**
 * Writes the views whose texts differ from what was loaded, one call each. A refusal stops there
 * and names its field; a new save repeats only what is still different.
 */
export async function saveViewTexts(
  sku: string,
  data: Record_,
  previous: Record_ | undefined,
): Promise<void> {
  const texts = (data.texts ?? {}) as Record<string, Texts>;
  const before = (previous?.texts ?? {}) as Record<string, Texts>;
  for (const { code } of TEXT_STORE_VIEWS) {
    const body = viewTextsBody(texts[code], before[code]);
    if (!body) continue;
    try {
      await rest(productPath(sku), { method: 'PUT', store: code, body });
    } catch (error) {
      throw asFormError(error, errorFieldOf(code));
    }
  }
}
