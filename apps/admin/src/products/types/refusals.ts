import type { MagentoErrorBody } from '../../providers/http';

/**
 * A refusal of the composite-product routes as an i18n key of `admin.product_types.errors` and
 * the input it is about, so the tab shows it in the screen's language beside that input. The
 * server decides what is wrong (its message is Magento's English); this only says it in words.
 */
export interface TypeRefusal {
  key: string;
  /**
   * The input the problem is about: `sku`, `color`, `qty`, `type`, `title`, `price`, or a
   * download's `link_url`, `link_file`, `link_type` or `sample_url`.
   */
  field?: string;
}

const KNOWN: { pattern: RegExp; key: string; field?: string }[] = [
  { pattern: /have the same set of attribute values/, key: 'same_values', field: 'color' },
  { pattern: /doesn't have the "%1" attribute value/, key: 'no_color', field: 'color' },
  { pattern: /must be a simple or virtual product/, key: 'not_simple', field: 'sku' },
  { pattern: /^The product is already attached/, key: 'attached', field: 'sku' },
  { pattern: /already assigned to product/, key: 'already_item', field: 'sku' },
  { pattern: /^The product that was requested doesn't exist/, key: 'no_product', field: 'sku' },
  { pattern: /^The product with the "%1" SKU already exists/, key: 'sku_taken', field: 'sku' },
  { pattern: /doesn't have configurable product options/, key: 'no_options' },
  { pattern: /^The product with the "%1" SKU isn't a/, key: 'wrong_type' },
  { pattern: /link type is unknown/, key: 'invalid' },
  // Downloadable links (Magento's LinkRepository and its content validator).
  { pattern: /^The product needs to be the downloadable type/, key: 'wrong_type' },
  { pattern: /^The link title is empty/, key: 'link_title', field: 'title' },
  { pattern: /^Link price must have numeric positive value/, key: 'link_price', field: 'price' },
  { pattern: /^Link URL must have valid format/, key: 'link_url', field: 'link_url' },
  { pattern: /^The link type is invalid/, key: 'link_type', field: 'link_type' },
  { pattern: /^Link file not found/, key: 'link_file', field: 'link_file' },
  { pattern: /^Provided file content must be valid base64/, key: 'link_file_unreadable', field: 'link_file' },
  // The server refuses a file this way only for its type or size (the uploads module's check).
  { pattern: /^The link information is invalid/, key: 'link_file_refused', field: 'link_file' },
  {
    pattern: /^(Sample URL must have valid format|The link sample type is invalid)/,
    key: 'sample_url',
    field: 'sample_url',
  },
  { pattern: /^No downloadable link with the provided ID/, key: 'no_link' },
  { pattern: /^(Sort order|Number of downloads) must be a positive integer/, key: 'invalid' },
];

/** Server field names → the tab's inputs. */
const FIELDS: Record<string, string> = {
  qty: 'qty',
  type: 'type',
  title: 'title',
  price: 'price',
  sku: 'sku',
  childSku: 'sku',
  linked_product_sku: 'sku',
  color: 'color',
};

export function typeRefusal(body: MagentoErrorBody | undefined): TypeRefusal {
  const message = body?.message ?? '';
  for (const known of KNOWN) if (known.pattern.test(message)) return { key: known.key, field: known.field };
  const parameters = (Array.isArray(body?.parameters) ? {} : (body?.parameters ?? {})) as Record<
    string,
    unknown
  >;
  const named = typeof parameters.fieldName === 'string' ? FIELDS[parameters.fieldName] : undefined;
  if (message.startsWith('"%fieldName" is required')) return { key: 'required', field: named };
  if (message.startsWith('Invalid value of') && named === 'qty') return { key: 'qty', field: 'qty' };
  if (message.startsWith('Invalid value of') || message.startsWith('The "%fieldName" value is invalid'))
    return { key: 'invalid', field: named };
  return { key: '' };
}
