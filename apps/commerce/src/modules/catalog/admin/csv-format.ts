import { numberInputMessage, parseNumberInput } from '@store/br';
import { CatalogInputError } from './errors';
import type { ProductInput } from './products';

/**
 * Magento's product import CSV (System › Data Transfer › Import, entity "Products"): the columns
 * this store reads and writes. Other Magento columns (attribute_set_code, product_websites,
 * tax_class_name…) are accepted and ignored; `store_view_code` rows (translations) are refused.
 */
export const CSV_COLUMNS = [
  'sku',
  'store_view_code',
  'product_type',
  'categories',
  'name',
  'description',
  'short_description',
  'weight',
  'product_online',
  'visibility',
  'price',
  'special_price',
  'special_price_from_date',
  'special_price_to_date',
  'url_key',
  'meta_title',
  'meta_keywords',
  'meta_description',
  'new_from_date',
  'base_image',
  'base_image_label',
  'additional_images',
  'qty',
  'is_in_stock',
  'additional_attributes',
  'configurable_variations',
] as const;

/** Magento's visibility values in the import file (the format's words, not shown to shoppers). */
export const VISIBILITY_VALUES: Record<number, string> = {
  1: 'Not Visible Individually',
  2: 'Catalog',
  3: 'Search',
  4: 'Catalog, Search',
};

/** The CSV column a service field comes from, for the dry run's "coluna". */
export const COLUMN_OF_FIELD: Record<string, string> = {
  type_id: 'product_type',
  status: 'product_online',
  special_from_date: 'special_price_from_date',
  special_to_date: 'special_price_to_date',
  price_from: 'special_price_from_date',
  price_to: 'special_price_to_date',
  meta_keyword: 'meta_keywords',
  category_ids: 'categories',
  configurable_children: 'configurable_variations',
  manufacturer: 'additional_attributes',
  color: 'additional_attributes',
};

/** A product row read from the file: the product fields, and what needs the database to resolve. */
export interface CsvProduct {
  input: ProductInput;
  /** Category paths by name ("Default Category/Papelaria/Canetas"); undefined = column absent/empty. */
  categories?: string[][];
  /** Image file names or URLs, the base image first. */
  images: { source: string; label?: string }[];
  /** Configurable: its variants and the colour each one carries. */
  variations?: { sku: string; color?: string }[];
}

const refuse = (column: string, pt: string) =>
  new CatalogInputError(
    'Invalid value of "%value" provided for the %fieldName field.',
    { fieldName: column, value: '' },
    pt,
    400,
    column,
  );

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * A number column, read the way the back office's fields read what is typed (comma decimals,
 * thousands dots, "12.90" as Magento's files write it; an ambiguous "1.234" refused).
 */
function number(row: Record<string, string>, column: string): number | undefined {
  const value = row[column];
  if (!present(value)) return undefined;
  const read = parseNumberInput(value);
  if (!read.ok) throw refuse(column, numberInputMessage(value, read.problem));
  return read.value;
}

/** `code=value,code=value` (Magento's default separators). */
export function parseAttributes(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    if (at <= 0) throw refuse('additional_attributes', `"${pair}" deve estar no formato codigo=valor.`);
    out.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return out;
}

const KNOWN_ATTRIBUTES = new Set(['manufacturer', 'color']);

/** One CSV record to the product it describes; throws (with the column) at the first bad value. */
export function readCsvProduct(row: Record<string, string>): CsvProduct {
  const sku = row.sku?.trim() ?? '';
  if (sku === '') throw refuse('sku', 'O SKU é obrigatório.');
  if (present(row.store_view_code)) {
    throw refuse(
      'store_view_code',
      'Linhas de tradução por visão de loja (store_view_code) não são importadas; deixe a coluna vazia.',
    );
  }
  const input: ProductInput = { sku };
  const copyColumn = (column: string, field: keyof ProductInput = column as keyof ProductInput) => {
    if (present(row[column])) (input as unknown as Record<string, unknown>)[field] = row[column];
  };
  if (present(row.product_type)) input.type_id = row.product_type.trim();
  copyColumn('name');
  copyColumn('description');
  copyColumn('short_description');
  copyColumn('url_key');
  copyColumn('meta_title');
  copyColumn('meta_keywords', 'meta_keyword');
  copyColumn('meta_description');
  copyColumn('new_from_date');
  copyColumn('special_price_from_date', 'special_from_date');
  copyColumn('special_price_to_date', 'special_to_date');
  input.weight = number(row, 'weight');
  input.price = number(row, 'price');
  input.special_price = number(row, 'special_price');
  input.qty = number(row, 'qty');
  if (present(row.product_online)) {
    const v = row.product_online.trim();
    if (!['0', '1', '2'].includes(v)) throw refuse('product_online', 'Use 1 (ativo) ou 2 (inativo).');
    input.status = v === '1' ? 1 : 2;
  }
  if (present(row.visibility)) {
    const v = row.visibility.trim();
    const found = Object.entries(VISIBILITY_VALUES).find(
      ([n, label]) => label.toLowerCase() === v.toLowerCase() || n === v,
    );
    if (!found)
      throw refuse(
        'visibility',
        `Visibilidade "${v}" desconhecida: use ${Object.values(VISIBILITY_VALUES).join(' | ')}.`,
      );
    input.visibility = Number(found[0]);
  }
  if (present(row.is_in_stock)) {
    const v = row.is_in_stock.trim();
    if (v !== '0' && v !== '1') throw refuse('is_in_stock', 'Use 1 (em estoque) ou 0 (fora de estoque).');
    input.is_in_stock = v === '1';
  }
  if (present(row.additional_attributes)) {
    for (const [code, value] of parseAttributes(row.additional_attributes)) {
      if (!KNOWN_ATTRIBUTES.has(code))
        throw refuse(
          'additional_attributes',
          `Atributo "${code}" desconhecido (aceitos: manufacturer, color).`,
        );
      input[code as 'manufacturer' | 'color'] = value === '' ? null : value;
    }
  }
  for (const key of Object.keys(input) as (keyof ProductInput)[])
    if (input[key] === undefined) delete input[key];

  const categories = present(row.categories)
    ? row.categories
        .split(',')
        .map((path) =>
          path
            .split('/')
            .map((name) => name.trim())
            .filter(Boolean),
        )
        .filter((p) => p.length > 0)
    : undefined;
  const images: CsvProduct['images'] = [];
  if (present(row.base_image))
    images.push({ source: row.base_image.trim(), label: row.base_image_label?.trim() || undefined });
  if (present(row.additional_images)) {
    for (const source of row.additional_images.split(','))
      if (source.trim()) images.push({ source: source.trim() });
  }
  let variations: CsvProduct['variations'];
  if (present(row.configurable_variations)) {
    if ((input.type_id ?? 'configurable') !== 'configurable') {
      throw refuse('configurable_variations', 'Só produtos do tipo configurable têm variações.');
    }
    variations = row.configurable_variations.split('|').map((entry) => {
      const attributes = parseAttributes(entry);
      const child = attributes.get('sku');
      if (!child) throw refuse('configurable_variations', `Cada variação precisa de sku=… ("${entry}").`);
      return { sku: child, color: attributes.get('color') };
    });
  }
  return { input, categories, images, variations };
}
