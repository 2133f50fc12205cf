import type { RequestContext } from '../../graphql/context';
import { toAmount } from '../../graphql/money';
import type { Resolvers } from '../../graphql/types';
import { encodeUid } from '../../graphql/uid';
import { resolveCartItem } from '../cart/add-items';
import { COLOR_ATTRIBUTE_ID } from '../cart/lines';
import type { ProductRow } from '../catalog/repository';
import { validatePagination } from '../catalog/service';
import type { WishlistItemRow, WishlistRow } from './repository';
import {
  parseWishlistOptions,
  type WishlistItemInput,
  type WishlistItemUpdateInput,
  type WishlistUserError,
} from './service';

/** Thin GraphQL layer over the wishlist service: Magento's WishlistGraphQl shapes. */

interface ItemView {
  row: WishlistItemRow;
  product: ProductRow;
  variant: ProductRow | null;
}

const ITEM_TYPES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  downloadable: 'DownloadableWishlistItem',
  grouped: 'GroupedProductWishlistItem',
};

/** Magento's timestamp format ('YYYY-MM-DD HH:MM:SS', UTC). */
const magentoTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

async function itemViews(ctx: RequestContext, rows: WishlistItemRow[]): Promise<ItemView[]> {
  const ids = rows.flatMap((r) =>
    r.variant_product_id ? [r.product_id, r.variant_product_id] : [r.product_id],
  );
  const products = await ctx.loaders.productById.loadMany(ids);
  const byId = new Map<number, ProductRow>();
  for (const p of products) if (p && !(p instanceof Error)) byId.set(p.id, p);
  return rows.flatMap((row) => {
    const product = byId.get(row.product_id);
    if (!product) return [];
    return [
      { row, product, variant: row.variant_product_id ? (byId.get(row.variant_product_id) ?? null) : null },
    ];
  });
}

const userErrorsOutput = (errors: WishlistUserError[]) =>
  errors.map((e) => ({ code: e.code, message: e.message }));

const wishlistFields = {
  id: (w: WishlistRow) => String(w.id),
  items_count: (w: WishlistRow, _: unknown, ctx: RequestContext) => ctx.services.wishlists.count(ctx, w),
  sharing_code: (w: WishlistRow) => w.sharing_code,
  updated_at: (w: WishlistRow) => magentoTime(w.updated_at),
  items: async (w: WishlistRow, _: unknown, ctx: RequestContext) =>
    itemViews(ctx, await ctx.services.wishlists.items(ctx, w)),
  items_v2: async (
    w: WishlistRow,
    args: { currentPage?: number | null; pageSize?: number | null },
    ctx: RequestContext,
  ) => {
    const page = validatePagination(args.pageSize, args.currentPage);
    const [rows, total] = await Promise.all([
      ctx.services.wishlists.items(ctx, w, page),
      ctx.services.wishlists.count(ctx, w),
    ]);
    return {
      items: await itemViews(ctx, rows),
      page_info: {
        page_size: page.pageSize,
        current_page: page.currentPage,
        total_pages: Math.ceil(total / page.pageSize),
      },
    };
  },
};

const itemFields = {
  id: (i: ItemView) => String(i.row.id),
  quantity: (i: ItemView) => i.row.quantity,
  description: (i: ItemView) => i.row.description,
  added_at: (i: ItemView) => magentoTime(i.row.added_at),
  product: (i: ItemView) => i.product,
  customizable_options: () => [],
};

/** The chosen bundle selections or downloadable links of a line, as the cart resolves them. */
async function resolvedOptions(ctx: RequestContext, i: ItemView) {
  const options = parseWishlistOptions(i.row.options);
  const resolution = await resolveCartItem(ctx.db, {
    sku: i.product.sku,
    quantity: 1,
    selected_options: options.selected_options,
    entered_options: options.entered_options,
  });
  return 'error' in resolution ? undefined : resolution.specs[0]?.options;
}

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: async (_: unknown, __: unknown, ctx: RequestContext) =>
      ctx.services.wishlists.customerWishlist(ctx),
  },
  Mutation: {
    addProductsToWishlist: async (
      _: unknown,
      args: { wishlistId: string; wishlistItems: WishlistItemInput[] },
      ctx: RequestContext,
    ) => {
      const { wishlist, userErrors } = await ctx.services.wishlists.addProducts(
        ctx,
        args.wishlistId,
        args.wishlistItems,
      );
      return { wishlist, user_errors: userErrorsOutput(userErrors) };
    },
    removeProductsFromWishlist: async (
      _: unknown,
      args: { wishlistId: string; wishlistItemsIds: string[] },
      ctx: RequestContext,
    ) => {
      const { wishlist, userErrors } = await ctx.services.wishlists.removeProducts(
        ctx,
        args.wishlistId,
        args.wishlistItemsIds,
      );
      return { wishlist, user_errors: userErrorsOutput(userErrors) };
    },
    updateProductsInWishlist: async (
      _: unknown,
      args: { wishlistId: string; wishlistItems: WishlistItemUpdateInput[] },
      ctx: RequestContext,
    ) => {
      const { wishlist, userErrors } = await ctx.services.wishlists.updateProducts(
        ctx,
        args.wishlistId,
        args.wishlistItems,
      );
      return { wishlist, user_errors: userErrorsOutput(userErrors) };
    },
    clearWishlist: async (_: unknown, args: { wishlistId: string }, ctx: RequestContext) => {
      const { wishlist, userErrors } = await ctx.services.wishlists.clear(ctx, args.wishlistId);
      return { wishlist, user_errors: userErrorsOutput(userErrors) };
    },
    /**
     * Moves lines to the customer's active cart (Magento's addWishlistItemsToCart): each line that
     * the cart takes leaves the wishlist; the others stay and are reported.
     */
    addWishlistItemsToCart: async (
      _: unknown,
      args: { wishlistId: string; wishlistItemIds?: string[] | null },
      ctx: RequestContext,
    ) => {
      const wishlist = await ctx.services.wishlists.getWishlistForCaller(ctx, args.wishlistId);
      const errors: { message: string; code: string; wishlistId: string; wishlistItemId: string }[] = [];
      const items = [];
      if (args.wishlistItemIds) {
        for (const raw of args.wishlistItemIds) {
          const id = ctx.services.wishlists.parseItemId(raw);
          const item =
            id === undefined ? undefined : await ctx.services.wishlists.findItem(ctx, wishlist, id);
          if (item) items.push(item);
          else
            errors.push({
              message: `The wishlist item ids "${raw}" were not found.`,
              code: 'PRODUCT_NOT_FOUND',
              wishlistId: String(wishlist.id),
              wishlistItemId: String(raw),
            });
        }
      } else {
        items.push(...(await ctx.services.wishlists.items(ctx, wishlist)));
      }
      if (items.length) {
        const cart = (await ctx.services.cart.customerCart(ctx)).cart;
        for (const item of items) {
          const input = await ctx.services.wishlists.cartInputOf(ctx.db, item);
          const { userErrors } = await ctx.services.cart.addProducts(ctx, cart.masked_id, [input]);
          if (userErrors.length === 0) await ctx.services.wishlists.deleteItem(ctx, wishlist, item.id);
          for (const e of userErrors) {
            errors.push({
              message: e.message,
              code: e.code,
              wishlistId: String(wishlist.id),
              wishlistItemId: String(item.id),
            });
          }
        }
      }
      return {
        wishlist: await ctx.services.wishlists.getWishlistForCaller(ctx, String(wishlist.id)),
        status: errors.length === 0,
        add_wishlist_items_to_cart_user_errors: errors,
      };
    },
  },
  Customer: {
    wishlists: async (
      _: unknown,
      args: { pageSize?: number | null; currentPage?: number | null },
      ctx: RequestContext,
    ) => {
      const page = validatePagination(args.pageSize, args.currentPage);
      // One wishlist per customer (Magento Open Source): it is on the first page.
      return page.currentPage === 1 ? [await ctx.services.wishlists.customerWishlist(ctx)] : [];
    },
    wishlist: async (_: unknown, __: unknown, ctx: RequestContext) =>
      ctx.services.wishlists.customerWishlist(ctx),
    wishlist_v2: async (_: unknown, args: { id: string }, ctx: RequestContext) =>
      ctx.services.wishlists.getWishlistForCaller(ctx, args.id),
  },
  Wishlist: wishlistFields,
  WishlistOutput: {
    items: async (w: WishlistRow, _: unknown, ctx: RequestContext) =>
      itemViews(ctx, await ctx.services.wishlists.items(ctx, w)),
    items_count: (w: WishlistRow, _: unknown, ctx: RequestContext) => ctx.services.wishlists.count(ctx, w),
    name: (w: WishlistRow) => w.name,
    sharing_code: (w: WishlistRow) => w.sharing_code,
    updated_at: (w: WishlistRow) => magentoTime(w.updated_at),
  },
  WishlistItem: {
    id: (i: ItemView) => i.row.id,
    qty: (i: ItemView) => i.row.quantity,
    description: (i: ItemView) => i.row.description,
    added_at: (i: ItemView) => magentoTime(i.row.added_at),
    product: (i: ItemView) => i.product,
  },
  WishlistItemInterface: {
    resolveType: (i: ItemView) => ITEM_TYPES[i.product.type_id] ?? 'SimpleWishlistItem',
  },
  SimpleWishlistItem: itemFields,
  VirtualWishlistItem: itemFields,
  GroupedProductWishlistItem: itemFields,
  ConfigurableWishlistItem: {
    ...itemFields,
    child_sku: (i: ItemView) => (i.variant ?? i.product).sku,
    configured_variant: (i: ItemView) => i.variant,
    configurable_options: async (i: ItemView, _: unknown, ctx: RequestContext) => {
      if (!i.variant?.color_id) return [];
      const [attributes, value] = await Promise.all([
        ctx.loaders.configurableAttributes.load(i.product.id),
        ctx.loaders.attributeOption.load(i.variant.color_id),
      ]);
      const attribute = attributes.find((a) => a.attribute_code === 'color');
      return [
        {
          id: COLOR_ATTRIBUTE_ID,
          configurable_product_option_uid: encodeUid('configurable', i.product.id, COLOR_ATTRIBUTE_ID),
          option_label: attribute?.label ?? 'Color',
          value_id: i.variant.color_id,
          configurable_product_option_value_uid: encodeUid(
            'configurable',
            COLOR_ATTRIBUTE_ID,
            i.variant.color_id,
          ),
          value_label: value?.label ?? '',
        },
      ];
    },
  },
  BundleWishlistItem: {
    ...itemFields,
    bundle_options: async (i: ItemView, _: unknown, ctx: RequestContext) => {
      const picked = (await resolvedOptions(ctx, i))?.bundle ?? [];
      if (picked.length === 0) return [];
      const options = await ctx.loaders.bundleOptions.load(i.product.id);
      const members = await ctx.loaders.productById.loadMany(
        picked.map(([optionId, selectionId]) => {
          const option = options.find((o) => o.id === optionId);
          return option?.selections.find((s) => s.id === selectionId)?.product_id ?? 0;
        }),
      );
      return options
        .filter((o) => picked.some(([optionId]) => optionId === o.id))
        .map((o) => ({
          id: o.id,
          uid: encodeUid('bundle', o.id),
          label: o.title,
          type: o.type,
          values: picked.flatMap(([optionId, selectionId, quantity], index) => {
            if (optionId !== o.id) return [];
            const member = members[index];
            if (!member || member instanceof Error) return [];
            const price =
              member.special_price_cents !== null && member.special_price_cents < member.price_cents
                ? member.special_price_cents
                : member.price_cents;
            return [
              {
                id: selectionId,
                uid: encodeUid('bundle', o.id, selectionId, quantity),
                label: member.name,
                quantity,
                price: toAmount(price, ctx.currency),
              },
            ];
          }),
        }));
    },
  },
  DownloadableWishlistItem: {
    ...itemFields,
    links_v2: async (i: ItemView, _: unknown, ctx: RequestContext) => {
      const chosen = (await resolvedOptions(ctx, i))?.links ?? [];
      const links = await ctx.loaders.downloadableLinks.load(i.product.id);
      return links
        .filter((l) => chosen.includes(l.id))
        .map((l) => ({
          id: l.id,
          uid: encodeUid('downloadable', l.id),
          title: l.title,
          sort_order: l.sort_order,
          price: toAmount(l.price_cents, ctx.currency),
          sample_url: l.sample_url,
        }));
    },
    samples: () => [],
  },
};
