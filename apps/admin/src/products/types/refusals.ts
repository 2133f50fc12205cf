import type { MagentoErrorBody } from '../../providers/http';
import { recognise } from '../../providers/server-text';

/**
 * A refusal of the composite-product routes placed beside the input of the tab it is about. The
 * words are the refusal's own, in the screen's language (the HttpError's message, from the
 * catalogue of server messages), except Magento's generic input problems, which read better as a
 * short word of `admin.product_types.errors` beside the input. The catalogue also says which
 * field a refusal concerns; the server decides what is wrong, this only says where.
 */
export interface TypeRefusal {
  /** A key of `admin.product_types.errors`, or '' to show the refusal's own words. */
  key: string;
  /**
   * The input the problem is about: `sku`, `color`, `qty`, `type`, `title`, `price`, or a
   * download's `link_url`, `link_file`, `link_type` or `sample_url`.
   */
  field?: string;
}

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
  link_url: 'link_url',
  link_file: 'link_file',
  link_type: 'link_type',
  sample_url: 'sample_url',
};

const REQUIRED = '"%fieldName" is required. Enter and try again.';
const INVALID = new Set([
  'Invalid value of "%value" provided for the %fieldName field.',
  'The "%fieldName" value is invalid: %reason.',
]);

export function typeRefusal(body: MagentoErrorBody | undefined): TypeRefusal {
  const found = body?.message ? recognise(body.message, body.parameters) : undefined;
  if (!found) return { key: '' };
  const serverField = found.entry.field ?? found.values.fieldName;
  const field = serverField === undefined ? undefined : FIELDS[serverField];
  if (found.key === REQUIRED) return { key: 'required', field };
  if (INVALID.has(found.key)) return { key: field === 'qty' ? 'qty' : 'invalid', field };
  return { key: '', field };
}
