import type { RequestContext } from '../../graphql/context';
import { encodeUid } from '../../graphql/uid';
import { attributeOptions, type ProductRow } from './repository';
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
const isCatalogAttribute = (code: string): code is FilterableAttribute => code in FILTERABLE_ATTRIBUTES;

/** Magento's entity type codes as AttributeInput.entity_type names them. */
const ENTITY_CODES: Record<string, string> = {
  catalog_product: 'CATALOG_PRODUCT',
  catalog_category: 'CATALOG_CATEGORY',
  customer: 'CUSTOMER',
  customer_address: 'CUSTOMER_ADDRESS',
};

const FILTER_FLAGS = {
  is_comparable: true,
  is_filterable: true,
  is_filterable_in_search: true,
  is_html_allowed_on_front: false,
  is_searchable: true,
  is_used_for_customer_segment: false,
  is_used_for_price_rules: false,
  is_used_for_promo_rules: true,
  is_visible_in_advanced_search: true,
  is_visible_on_front: true,
  is_wysiwyg_enabled: false,
  used_in_product_listing: true,
} as const;

/** Magento 2.4.7's CatalogAttributeMetadata of a catalogue attribute, with its option list. */
async function catalogAttributeMetadata(ctx: RequestContext, code: FilterableAttribute) {
  const labels = FILTERABLE_ATTRIBUTES[code].label;
  const options = await attributeOptions(ctx.db, code);
  return {
    code,
    label: labels[ctx.store.code as keyof typeof labels] ?? labels.default,
    entity_type: 'CATALOG_PRODUCT',
    frontend_input: 'SELECT',
    frontend_class: null,
    is_required: false,
    default_value: null,
    is_unique: false,
    options: options.map((o) => ({ label: o.label, value: String(o.id), is_default: false })),
    apply_to: null,
    ...FILTER_FLAGS,
  };
}

type AttributeFilter = Partial<Record<keyof typeof FILTER_FLAGS, boolean | null>>;

export const attributeMetadataQueries = {
  customAttributeMetadataV2: async (
    _: unknown,
    args: { attributes?: { attribute_code?: string | null; entity_type?: string | null }[] | null },
    ctx: RequestContext,
  ) => {
    const items = [];
    const errors = [];
    for (const input of args.attributes ?? []) {
      const entity = input.entity_type ?? '';
      const code = input.attribute_code ?? '';
      if (!ENTITY_CODES[entity]) {
        errors.push({ type: 'ENTITY_NOT_FOUND', message: `Entity "${entity}" could not be found.` });
      } else if (entity !== 'catalog_product' || !isCatalogAttribute(code)) {
        errors.push({
          type: 'ATTRIBUTE_NOT_FOUND',
          message: `Attribute code "${code}" could not be found.`,
        });
      } else {
        items.push(await catalogAttributeMetadata(ctx, code));
      }
    }
    return { items, errors };
  },
  attributesList: async (
    _: unknown,
    args: { entityType: string; filters?: AttributeFilter | null },
    ctx: RequestContext,
  ) => {
    // Only the catalogue's attributes are described here; other entities answer with an error
    // rather than an empty list that would read as "no attributes".
    if (args.entityType !== 'CATALOG_PRODUCT') {
      return {
        items: [],
        errors: [{ type: 'ENTITY_NOT_FOUND', message: `Entity "${args.entityType}" could not be found.` }],
      };
    }
    const wanted = Object.entries(args.filters ?? {}).filter(([, value]) => value != null);
    const unknown = wanted.find(([flag]) => !(flag in FILTER_FLAGS));
    if (unknown) {
      return {
        items: [],
        errors: [{ type: 'FILTER_NOT_FOUND', message: `Filter "${unknown[0]}" is not supported.` }],
      };
    }
    const matches = wanted.every(
      ([flag, value]) => FILTER_FLAGS[flag as keyof typeof FILTER_FLAGS] === value,
    );
    const items = matches
      ? await Promise.all(attributeCodes.map((code) => catalogAttributeMetadata(ctx, code)))
      : [];
    return { items, errors: [] };
  },
};

export const attributeTypeResolvers = {
  AttributeMetadataInterface: { resolveType: () => 'ProductAttributeMetadata' },
  AttributeOptionInterface: { resolveType: () => 'AttributeOption' },
  UiInputTypeInterface: { resolveType: () => 'UiInputType' },
  CustomAttributeMetadataInterface: { resolveType: () => 'CatalogAttributeMetadata' },
  CustomAttributeOptionInterface: { resolveType: () => 'AttributeOptionMetadata' },
};

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
    entity_type: 'CATALOG_PRODUCT',
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
