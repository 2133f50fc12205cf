import type { RequestContext } from '../../graphql/context';
import { encodeUid } from '../../graphql/uid';
import type { ProductRow } from './repository';
import { FILTERABLE_ATTRIBUTES, type FilterableAttribute } from './service';

/**
 * The catalogue's own (user-defined) product attributes as attribute metadata: the brand and the
 * colour, both select lists kept in attribute_option, shown on the product page, filterable and
 * comparable. Their labels come per store view from FILTERABLE_ATTRIBUTES, like the facets.
 */
const STORE_CODES = ['default', 'en', 'german'] as const;
const USED_IN = ['PRODUCT_DETAILS_PAGE', 'PRODUCTS_LISTING', 'PRODUCTS_COMPARE', 'LAYERED_NAVIGATION'];
const VALUE_OF: Record<FilterableAttribute, (p: ProductRow) => number | null> = {
  manufacturer: (p) => p.manufacturer_id,
  color: (p) => p.color_id,
};

const attributeCodes = Object.keys(FILTERABLE_ATTRIBUTES) as FilterableAttribute[];

export function productAttributeMetadata(ctx: RequestContext, code: FilterableAttribute) {
  const attribute = FILTERABLE_ATTRIBUTES[code];
  const labels = attribute.label;
  return {
    uid: encodeUid('catalog_product', code),
    code,
    label: labels[ctx.store.code as keyof typeof labels] ?? labels.default,
    attribute_labels: STORE_CODES.map((store_code) => ({ store_code, label: labels[store_code] })),
    // A select attribute stores the chosen option's id.
    data_type: 'INT',
    sort_order: attribute.position,
    is_system: false,
    entity_type: 'PRODUCT',
    ui_input: { ui_input_type: 'SELECT', is_html_allowed: false },
    used_in_components: USED_IN,
  };
}

/** The product's values of those attributes: each set one as its chosen option. */
export async function productCustomAttributes(ctx: RequestContext, product: ProductRow) {
  const chosen = attributeCodes
    .map((code) => ({ code, optionId: VALUE_OF[code](product) }))
    .filter((a): a is { code: FilterableAttribute; optionId: number } => a.optionId !== null);
  const options = await ctx.loaders.attributeOption.loadMany(chosen.map((a) => a.optionId));
  return chosen.flatMap(({ code }, index) => {
    const option = options[index];
    if (!option || option instanceof Error) return [];
    return [
      {
        selected_attribute_options: {
          attribute_option: [{ uid: encodeUid(option.id), label: option.label, is_default: false }],
        },
        entered_attribute_value: null,
        attribute_metadata: productAttributeMetadata(ctx, code),
      },
    ];
  });
}
