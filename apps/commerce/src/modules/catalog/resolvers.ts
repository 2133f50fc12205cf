import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import { toAmount, toMoney } from '../../graphql/money';
import type { Resolvers } from '../../graphql/types';
import { decodeUid, encodeUid } from '../../graphql/uid';
import { approvedReviews, ratings } from '../review/lookup';
import { type RouteInfo, routableFields } from '../routing/routable';
import {
  attributeMetadataQueries,
  attributeTypeResolvers,
  productCustomAttributes,
} from './attribute-metadata';
import type { CategoryFilterInput } from './category-service';
import {
  CATEGORY_URL_SUFFIX,
  mediaUrl,
  ONLY_X_LEFT_THRESHOLD,
  PRODUCT_URL_SUFFIX,
  priceRange,
  priceTiers,
  productPrice,
  productTypeName,
} from './product-output';
import type { CategoryRecord, ProductRow } from './repository';
import {
  FILTERABLE_ATTRIBUTES,
  type ProductSearchResult,
  type ProductsArgs,
  validatePagination,
} from './service';
import { type PopularPicks, popularPicks } from './suggestions';

type Product = ProductRow & { __route?: RouteInfo };
type Category = CategoryRecord & { __route?: RouteInfo };

const COLOR_ATTRIBUTE_ID = FILTERABLE_ATTRIBUTES.color.id;

async function visibleProducts(ctx: RequestContext, ids: number[]): Promise<ProductRow[]> {
  const rows = await ctx.loaders.productById.loadMany(ids);
  return rows.filter(
    (r): r is ProductRow => r !== undefined && !(r instanceof Error) && r.status === 1 && r.visibility > 1,
  );
}

async function mediaOf(ctx: RequestContext, product: ProductRow) {
  return ctx.loaders.media.load(product.id);
}

function image(ctx: RequestContext, product: ProductRow, size?: string) {
  return async () => {
    const media = (await mediaOf(ctx, product)).find((m) => m.disabled === 0);
    if (!media) return null;
    return {
      url: mediaUrl(ctx, media.file, size),
      label: media.label ?? product.name,
      position: media.position,
      disabled: false,
    };
  };
}

const linked =
  (type: 'related' | 'upsell' | 'crosssell') => async (product: Product, _: unknown, ctx: RequestContext) => {
    const links = await ctx.loaders.links(type).load(product.id);
    return visibleProducts(
      ctx,
      links.map((l) => l.linked_product_id),
    );
  };

/** Fields every product type shares (ProductInterface, RoutableInterface, physical and customizable). */
const productFields = {
  id: (p: Product) => p.id,
  uid: (p: Product) => encodeUid(p.id),
  description: (p: Product) => ({ html: p.description }),
  short_description: (p: Product) => ({ html: p.short_description }),
  special_price: (p: Product, _: unknown, ctx: RequestContext) =>
    p.special_price_cents !== null && p.special_price_cents < p.price_cents
      ? toAmount(p.special_price_cents, ctx.currency)
      : null,
  special_from_date: () => null,
  special_to_date: () => null,
  attribute_set_id: () => 4,
  image: (p: Product, _: unknown, ctx: RequestContext) => image(ctx, p)(),
  small_image: (p: Product, _: unknown, ctx: RequestContext) => image(ctx, p, '216x268')(),
  thumbnail: (p: Product, _: unknown, ctx: RequestContext) => image(ctx, p, '160x160')(),
  new_from_date: (p: Product) => p.new_from_date,
  new_to_date: () => null,
  options_container: () => 'container2',
  country_of_manufacture: () => null,
  type_id: (p: Product) => p.type_id,
  product_links: async (p: Product, _: unknown, ctx: RequestContext) => {
    const types = ['related', 'upsell', 'crosssell', 'associated'] as const;
    const lists = await Promise.all(types.map((type) => ctx.loaders.links(type).load(p.id)));
    return lists.flatMap((links, index) =>
      links.map((l) => ({
        sku: p.sku,
        link_type: types[index],
        linked_product_sku: l.linked_sku,
        linked_product_type: l.linked_type,
        position: l.position,
      })),
    );
  },
  price: (p: Product, _: unknown, ctx: RequestContext) => ({
    minimalPrice: { amount: toMoney(p.min_price_cents, ctx.currency), adjustments: [] },
    maximalPrice: { amount: toMoney(p.max_price_cents, ctx.currency), adjustments: [] },
    regularPrice: { amount: toMoney(p.min_regular_price_cents, ctx.currency), adjustments: [] },
  }),
  price_range: async (p: Product, _: unknown, ctx: RequestContext) =>
    priceRange(p, ctx.currency, await ctx.loaders.tierPrices(p.id), ctx.caller.groupId),
  price_tiers: async (p: Product, _: unknown, ctx: RequestContext) =>
    priceTiers(p, ctx.currency, await ctx.loaders.tierPrices(p.id), ctx.caller.groupId),
  gift_message_available: () => null,
  manufacturer: (p: Product) => p.manufacturer_id,
  color: (p: Product) => p.color_id,
  categories: async (p: Product, _: unknown, ctx: RequestContext) => {
    const [ids, categories] = await Promise.all([
      ctx.loaders.categoryIds.load(p.id),
      ctx.loaders.categories(),
    ]);
    return categories.filter((c) => ids.includes(c.id));
  },
  canonical_url: (p: Product) => `${p.url_key}${PRODUCT_URL_SUFFIX}`,
  media_gallery: async (p: Product, _: unknown, ctx: RequestContext) =>
    (await mediaOf(ctx, p)).map((m) => ({
      __typename: 'ProductImage',
      url: mediaUrl(ctx, m.file),
      label: m.label ?? p.name,
      position: m.position,
      disabled: m.disabled === 1,
    })),
  // The old shape of the gallery: the file path as stored under the media folder, and the image
  // roles (base, small, thumbnail) on the first enabled entry, which is the one `image` serves.
  media_gallery_entries: async (p: Product, _: unknown, ctx: RequestContext) => {
    const media = await mediaOf(ctx, p);
    const main = media.find((m) => m.disabled === 0);
    return media.map((m) => ({
      id: m.id,
      uid: encodeUid(m.id),
      media_type: 'image',
      label: m.label ?? p.name,
      position: m.position,
      disabled: m.disabled === 1,
      types: m === main ? ['image', 'small_image', 'thumbnail'] : [],
      file: m.file.startsWith('/') ? m.file : `/${m.file}`,
      content: null,
      video_content: null,
    }));
  },
  custom_attributes: (p: Product, _: unknown, ctx: RequestContext) => productCustomAttributes(ctx, p),
  url_suffix: () => PRODUCT_URL_SUFFIX,
  url_path: () => null,
  url_rewrites: (p: Product) => [
    { url: `${p.url_key}${PRODUCT_URL_SUFFIX}`, parameters: [{ name: 'id', value: String(p.id) }] },
  ],
  only_x_left_in_stock: (p: Product) =>
    ['simple', 'virtual', 'downloadable'].includes(p.type_id) &&
    p.is_in_stock === 1 &&
    p.stock_qty <= ONLY_X_LEFT_THRESHOLD
      ? p.stock_qty
      : null,
  stock_status: (p: Product) => (p.is_in_stock === 1 ? 'IN_STOCK' : 'OUT_OF_STOCK'),
  quantity: () => null,
  min_sale_qty: () => 1,
  max_sale_qty: () => 10000,
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  reviews: async (p: Product, args: { pageSize?: number; currentPage?: number }, ctx: RequestContext) => {
    const { pageSize, currentPage } = validatePagination(args.pageSize, args.currentPage);
    const rows = await approvedReviews(ctx.db, p.id, pageSize, (currentPage - 1) * pageSize);
    const breakdowns = await ctx.loaders.reviewRatings.loadMany(rows.map((r) => r.id));
    return {
      items: rows.map((r, index) => {
        const breakdown = breakdowns[index];
        const values = Array.isArray(breakdown) ? breakdown : [];
        const average = values.length ? values.reduce((sum, v) => sum + v.value, 0) / values.length : 0;
        return {
          product: p,
          summary: r.summary,
          text: r.text,
          nickname: r.nickname,
          created_at: r.created_at.slice(0, 19).replace('T', ' '),
          average_rating: Math.round(average * 20 * 10) / 10,
          ratings_breakdown: values.map((v) => ({ name: v.name, value: String(v.value) })),
        };
      }),
      page_info: {
        page_size: pageSize,
        current_page: currentPage,
        total_pages: Math.ceil(p.review_count / pageSize),
      },
    };
  },
  weight: (p: Product) => p.weight,
  options: () => [],
  ...routableFields<Product>((p) => ({ relative_url: `${p.url_key}${PRODUCT_URL_SUFFIX}`, type: 'PRODUCT' })),
};

const colorValueUid = (optionId: number) => encodeUid('configurable', COLOR_ATTRIBUTE_ID, optionId);

async function colorOptions(ctx: RequestContext, variants: ProductRow[]) {
  const ids = [...new Set(variants.map((v) => v.color_id).filter((id): id is number => id !== null))];
  const options = await ctx.loaders.attributeOption.loadMany(ids);
  return options
    .filter(
      (o): o is NonNullable<typeof o> & { id: number; label: string; sort_order: number } =>
        !!o && !(o instanceof Error),
    )
    .sort((a, b) => a.sort_order - b.sort_order);
}

const configurableFields = {
  variants: async (p: Product, _: unknown, ctx: RequestContext) => {
    const variants = await ctx.loaders.variants.load(p.id);
    const options = await colorOptions(ctx, variants);
    return variants.map((variant) => {
      const option = options.find((o) => o.id === variant.color_id);
      return {
        product: variant,
        attributes: option
          ? [{ label: option.label, code: 'color', value_index: option.id, uid: colorValueUid(option.id) }]
          : [],
      };
    });
  },
  configurable_options: async (p: Product, _: unknown, ctx: RequestContext) => {
    const [attributes, variants] = await Promise.all([
      ctx.loaders.configurableAttributes.load(p.id),
      ctx.loaders.variants.load(p.id),
    ]);
    const options = await colorOptions(ctx, variants);
    return attributes.map((a) => ({
      id: a.id,
      uid: encodeUid('configurable', p.id, COLOR_ATTRIBUTE_ID),
      attribute_id: String(COLOR_ATTRIBUTE_ID),
      attribute_id_v2: COLOR_ATTRIBUTE_ID,
      attribute_uid: encodeUid(COLOR_ATTRIBUTE_ID),
      attribute_code: a.attribute_code,
      label: a.label,
      position: a.position,
      use_default: true,
      product_id: p.id,
      values: options.map((o) => ({
        value_index: o.id,
        uid: colorValueUid(o.id),
        label: o.label,
        default_label: o.label,
        store_label: o.label,
        use_default_value: true,
        swatch_data: null,
      })),
    }));
  },
  configurable_product_options_selection: async (
    p: Product,
    args: { configurableOptionValueUids?: string[] | null },
    ctx: RequestContext,
  ) => {
    const variants = await ctx.loaders.variants.load(p.id);
    const selected = (args.configurableOptionValueUids ?? []).map((uid) => {
      const parts = decodeUid(uid)?.split('/');
      if (parts?.length !== 3 || parts[0] !== 'configurable')
        throw new InputError(`Invalid option value uid "${uid}".`);
      return Number(parts[2]);
    });
    const matching = variants.filter((v) => selected.every((optionId) => v.color_id === optionId));
    const options = await colorOptions(ctx, variants);
    const variant = selected.length > 0 && matching.length === 1 ? matching[0] : null;
    const gallery = await mediaOf(ctx, variant ?? p);
    return {
      configurable_options: [
        {
          uid: encodeUid(COLOR_ATTRIBUTE_ID),
          attribute_code: 'color',
          label: 'Cor',
          values: options.map((o) => ({
            uid: colorValueUid(o.id),
            is_available: variants.some((v) => v.color_id === o.id && v.is_in_stock === 1),
            is_use_default: true,
            label: o.label,
            swatch: null,
          })),
        },
      ],
      options_available_for_selection: [
        {
          attribute_code: 'color',
          option_value_uids: options
            .filter((o) => variants.some((v) => v.color_id === o.id && v.is_in_stock === 1))
            .map((o) => colorValueUid(o.id)),
        },
      ],
      media_gallery: gallery.map((m) => ({
        __typename: 'ProductImage',
        url: mediaUrl(ctx, m.file),
        label: m.label,
        position: m.position,
        disabled: m.disabled === 1,
      })),
      variant,
    };
  },
};

const bundleFields = {
  price_view: () => 'PRICE_RANGE',
  dynamic_price: () => true,
  dynamic_sku: () => true,
  ship_bundle_items: () => 'TOGETHER',
  dynamic_weight: () => true,
  price_details: (p: Product, _: unknown, ctx: RequestContext) => ({
    main_price: toAmount(p.min_regular_price_cents, ctx.currency),
    main_final_price: toAmount(p.min_price_cents, ctx.currency),
    discount_percentage: 0,
  }),
  items: async (p: Product, _: unknown, ctx: RequestContext) => {
    const options = await ctx.loaders.bundleOptions.load(p.id);
    const members = await ctx.loaders.productById.loadMany(
      options.flatMap((o) => o.selections.map((s) => s.product_id)),
    );
    const memberById = new Map(
      members.filter((m): m is ProductRow => !!m && !(m instanceof Error)).map((m) => [m.id, m]),
    );
    return options.map((option) => {
      const selections = option.selections.filter((s) => memberById.has(s.product_id));
      const prices = selections.map((s) => {
        const m = memberById.get(s.product_id)!;
        return { final: m.min_price_cents * s.qty, regular: m.min_regular_price_cents * s.qty };
      });
      const cheapest = [...prices].sort((a, b) => a.final - b.final)[0] ?? { final: 0, regular: 0 };
      const dearest = [...prices].sort((a, b) => b.final - a.final)[0] ?? cheapest;
      return {
        option_id: option.id,
        uid: encodeUid('bundle', option.id),
        title: option.title,
        required: option.required === 1,
        type: option.type,
        position: option.position,
        sku: p.sku,
        price_range: {
          minimum_price: productPrice(cheapest.regular, cheapest.final, ctx.currency),
          maximum_price: productPrice(dearest.regular, dearest.final, ctx.currency),
        },
        options: selections.map((s) => {
          const member = memberById.get(s.product_id)!;
          return {
            id: s.id,
            uid: encodeUid('bundle', option.id, s.id, s.qty),
            label: member.name,
            qty: s.qty,
            quantity: s.qty,
            position: s.position,
            is_default: s.is_default === 1,
            price: toAmount(member.min_price_cents, ctx.currency),
            price_type: 'DYNAMIC',
            can_change_quantity: s.can_change_qty === 1,
            product: member,
          };
        }),
      };
    });
  },
};

const groupedFields = {
  items: async (p: Product, _: unknown, ctx: RequestContext) => {
    const links = await ctx.loaders.links('associated').load(p.id);
    const products = await ctx.loaders.productById.loadMany(links.map((l) => l.linked_product_id));
    return links
      .map((l, index) => ({ qty: l.qty, position: l.position, product: products[index] }))
      .filter((item) => item.product && !(item.product instanceof Error) && item.product.status === 1);
  },
};

const downloadableFields = {
  downloadable_product_links: async (p: Product, _: unknown, ctx: RequestContext) =>
    (await ctx.loaders.downloadableLinks.load(p.id)).map((l) => ({
      id: l.id,
      uid: encodeUid('downloadable', l.id),
      title: l.title,
      sort_order: l.sort_order,
      price: toAmount(l.price_cents, ctx.currency),
      sample_url: l.sample_url,
    })),
  downloadable_product_samples: () => [],
  links_purchased_separately: () => 1,
  links_title: () => 'Links',
};

const giftCardFields = {
  allow_message: () => true,
  allow_open_amount: () => false,
  giftcard_amounts: async (p: Product, _: unknown, ctx: RequestContext) =>
    (await ctx.loaders.giftcardAmounts.load(p.id)).map((a) => ({
      attribute_id: null,
      uid: encodeUid('giftcard', a.id),
      value: toAmount(a.amount_cents, ctx.currency),
      value_id: a.id,
      website_id: 0,
      website_value: toAmount(a.amount_cents, ctx.currency),
    })),
  giftcard_type: () => 'VIRTUAL',
  is_redeemable: () => true,
  is_returnable: () => '0',
  lifetime: () => 365,
  message_max_length: () => 255,
  open_amount_max: () => null,
  open_amount_min: () => null,
};

/** Products and CategoryProducts share these list fields over a ProductSearchResult. */
const listingFields = {
  items: (r: ProductSearchResult, _: unknown, ctx: RequestContext) => ctx.services.catalog.items(ctx, r),
  total_count: (r: ProductSearchResult, _: unknown, ctx: RequestContext) =>
    ctx.services.catalog.totalCount(ctx, r),
  page_info: (r: ProductSearchResult, _: unknown, ctx: RequestContext) =>
    ctx.services.catalog.pageInfo(ctx, r),
};

function descendantsCount(category: CategoryRecord, all: CategoryRecord[]): number {
  return all.filter((c) => c.path.startsWith(`${category.path}/`)).length;
}

const categoryFields = {
  id: (c: Category) => c.id,
  uid: (c: Category) => encodeUid(c.id),
  path_in_store: () => null,
  url_key: (c: Category) => c.urlKey,
  url_path: (c: Category) => c.urlPath,
  url_suffix: () => CATEGORY_URL_SUFFIX,
  canonical_url: (c: Category) => `${c.urlPath}${CATEGORY_URL_SUFFIX}`,
  created_at: (c: Category) => c.createdAt,
  updated_at: (c: Category) => c.updatedAt,
  product_count: (c: Category) => c.productCount,
  default_sort_by: () => 'position',
  products: (c: Category, args: ProductsArgs, ctx: RequestContext) =>
    ctx.services.catalog.categoryProducts(ctx, c.id, args),
  breadcrumbs: async (c: Category, _: unknown, ctx: RequestContext) => {
    const all = await ctx.loaders.categories();
    const ancestorIds = c.path
      .split('/')
      .map(Number)
      .filter((id) => id !== c.id);
    const crumbs = all
      .filter((a) => ancestorIds.includes(a.id) && a.level >= 2)
      .sort((a, b) => a.level - b.level)
      .map((a) => ({
        category_id: a.id,
        category_uid: encodeUid(a.id),
        category_name: a.name,
        category_level: a.level,
        category_url_key: a.urlKey,
        category_url_path: a.urlPath,
      }));
    return crumbs.length ? crumbs : null;
  },
  image: () => null,
  meta_title: (c: Category) => c.metaTitle,
  meta_description: (c: Category) => c.metaDescription,
  meta_keywords: (c: Category) => c.metaKeywords,
  display_mode: () => 'PRODUCTS',
  is_anchor: (c: Category) => (c.isAnchor ? 1 : 0),
  include_in_menu: (c: Category) => (c.includeInMenu ? 1 : 0),
  children_count: async (c: Category, _: unknown, ctx: RequestContext) =>
    String(descendantsCount(c, await ctx.loaders.categories())),
  available_sort_by: () => ['position', 'name', 'price'],
  landing_page: () => null,
  children: async (c: Category, _: unknown, ctx: RequestContext) =>
    (await ctx.loaders.categories()).filter((child) => child.parentId === c.id),
  ...routableFields<Category>((c) => ({
    relative_url: `${c.urlPath}${CATEGORY_URL_SUFFIX}`,
    type: 'CATEGORY',
  })),
};

interface CategoryListArgs {
  filters?: CategoryFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

export const catalogResolvers: Resolvers = {
  Query: {
    ...attributeMetadataQueries,
    products: (_: unknown, args: ProductsArgs, ctx: RequestContext) =>
      ctx.services.catalog.searchProducts(ctx, args),
    categories: async (_: unknown, args: CategoryListArgs, ctx: RequestContext) => {
      const pagination = validatePagination(args.pageSize, args.currentPage);
      const { items, total } = await ctx.services.categories.page(
        ctx,
        args.filters ?? undefined,
        pagination,
        true,
      );
      return {
        items,
        total_count: total,
        page_info: {
          page_size: pagination.pageSize,
          current_page: pagination.currentPage,
          total_pages: Math.ceil(total / pagination.pageSize),
        },
      };
    },
    categoryList: async (_: unknown, args: CategoryListArgs, ctx: RequestContext) => {
      const pagination = validatePagination(args.pageSize, args.currentPage);
      return (await ctx.services.categories.page(ctx, args.filters ?? undefined, pagination, false)).items;
    },
    category: async (_: unknown, args: { id?: number | null }, ctx: RequestContext) =>
      ctx.services.categories.getById(ctx, args.id ?? undefined),
    popularPicks: (_: unknown, __: unknown, ctx: RequestContext) => popularPicks(ctx),
    productReviewRatingsMetadata: async (_: unknown, __: unknown, ctx: RequestContext) => ({
      items: (await ratings(ctx.db)).map((r) => ({
        id: encodeUid(r.id),
        name: r.name,
        // Rating option ids follow Magento's numbering: five per rating, in rating order.
        values: [1, 2, 3, 4, 5].map((value) => ({
          value_id: encodeUid((r.id - 1) * 5 + value),
          value: String(value),
        })),
      })),
    }),
  },
  ProductInterface: { resolveType: (p: ProductRow) => productTypeName(p) },
  PhysicalProductInterface: { resolveType: (p: ProductRow) => productTypeName(p) },
  CustomizableProductInterface: { resolveType: (p: ProductRow) => productTypeName(p) },
  CategoryInterface: { resolveType: () => 'CategoryTree' },
  MediaGalleryInterface: { resolveType: () => 'ProductImage' },
  ...attributeTypeResolvers,
  ProductLinksInterface: { resolveType: () => 'ProductLinks' },
  AggregationOptionInterface: { resolveType: () => 'AggregationOption' },
  SwatchDataInterface: { resolveType: () => 'TextSwatchData' },
  CustomizableOptionInterface: { resolveType: () => 'CustomizableFieldOption' },
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  ConfigurableProduct: { ...productFields, ...configurableFields },
  BundleProduct: { ...productFields, ...bundleFields },
  GroupedProduct: { ...productFields, ...groupedFields },
  DownloadableProduct: { ...productFields, ...downloadableFields },
  GiftCardProduct: { ...productFields, ...giftCardFields },
  Products: {
    ...listingFields,
    aggregations: (
      r: ProductSearchResult,
      args: { filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null },
      ctx: RequestContext,
    ) => ctx.services.catalog.aggregations(ctx, r, args.filter?.category?.includeDirectChildrenOnly === true),
    sort_fields: (r: ProductSearchResult, _: unknown, ctx: RequestContext) =>
      ctx.services.catalog.sortFields(ctx, r),
    // Magento answers spelling suggestions for a search with few results; this store offers the
    // searches that lead to its popular products when a search finds nothing.
    suggestions: async (r: ProductSearchResult, _: unknown, ctx: RequestContext) => {
      if (!r.hasSearch || (await ctx.services.catalog.totalCount(ctx, r)) > 0) return [];
      return (await popularPicks(ctx)).searches.map((search) => ({ search }));
    },
  },
  CategoryProducts: listingFields,
  PopularPicks: {
    searches: (p: PopularPicks) => p.searches,
    products: (p: PopularPicks, _: unknown, ctx: RequestContext) => visibleProducts(ctx, p.productIds),
    categories: async (p: PopularPicks, _: unknown, ctx: RequestContext) => {
      const all = await ctx.loaders.categories();
      return p.categoryIds.map((id) => all.find((c) => c.id === id)).filter((c) => c !== undefined);
    },
  },
  CategoryTree: categoryFields,
};
