import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AuthorizationError, InputError } from '../../graphql/errors';
import {
  type CartItemInput,
  NOT_AVAILABLE_MESSAGE,
  productNotFound,
  resolveCartItem,
} from '../cart/add-items';
import { MAX_SALE_QTY } from '../cart/service';
import { findProductBySku, skusByIds } from '../catalog/products';
import type { Caller } from '../customer/auth';
import {
  clearWishlistItems,
  countWishlistItems,
  deleteWishlistItem,
  ensureCustomerWishlist,
  findSameLine,
  findWishlistById,
  findWishlistItem,
  insertWishlistItem,
  listWishlistItems,
  touchWishlist,
  updateWishlistItem,
  type WishlistItemRow,
  type WishlistRow,
} from './repository';
import './tables';

/**
 * Magento's wishlist rules (WishlistGraphQl): customers only, one wishlist
 * each created on demand ('0' names it), per-item problems reported as user_errors without
 * aborting the call, the same product and options added again grows its line.
 */

export interface WishlistContext {
  db: Kysely<Database>;
  caller: Caller;
}

export type WishlistUserErrorCode = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

export interface WishlistUserError {
  code: WishlistUserErrorCode;
  message: string;
}

export const WISHLIST_UNAUTHORIZED_MESSAGE = 'The current user cannot perform operations on wishlist';
export const WISHLIST_NOT_FOUND_MESSAGE = 'The wishlist was not found.';

/** Product types a wishlist takes (rules §5: others are refused with the message below). */
const SUPPORTED_TYPES = new Set(['simple', 'virtual', 'configurable', 'bundle', 'downloadable', 'grouped']);

export const unsupportedTypeMessage = (type: string) =>
  `Product Type ${type} not supported in add to wishlist yet`;

export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: { uid: string; value: string }[] | null;
}

export interface WishlistItemUpdateInput {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: string[] | null;
  entered_options?: { uid: string; value: string }[] | null;
}

/** Options as stored: only what a bundle or downloadable line needs to be rebuilt for the cart. */
export interface StoredWishlistOptions {
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}

export function parseWishlistOptions(json: string): StoredWishlistOptions {
  return JSON.parse(json || '{}') as StoredWishlistOptions;
}

function serializeWishlistOptions(input: Pick<WishlistItemInput, 'selected_options' | 'entered_options'>) {
  const canonical: StoredWishlistOptions = {};
  if (input.selected_options?.length) canonical.selected_options = [...input.selected_options].sort();
  if (input.entered_options?.length) {
    canonical.entered_options = input.entered_options
      .map((o) => ({ uid: o.uid, value: o.value }))
      .sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  }
  return JSON.stringify(canonical);
}

function requireCustomer(ctx: WishlistContext): number {
  if (ctx.caller.customerId === null) throw new AuthorizationError(WISHLIST_UNAUTHORIZED_MESSAGE);
  return ctx.caller.customerId;
}

function quantityProblem(quantity: number): string | undefined {
  if (!(quantity > 0)) return 'The product quantity should be greater than 0';
  if (!Number.isInteger(quantity)) return 'You cannot use decimal quantity for this product.';
  if (quantity > MAX_SALE_QTY) return `The most you may add is ${MAX_SALE_QTY}.`;
  return undefined;
}

type ResolvedLine = { productId: number; variantProductId: number | null; options: string };

/**
 * Checks a product and its options as the cart would (so that the line can be moved to the cart
 * later) without asking for stock: a wishlist may hold what is sold out.
 */
async function resolveLine(
  db: Kysely<Database>,
  input: WishlistItemInput,
): Promise<ResolvedLine | WishlistUserError> {
  const sku = input.sku?.trim() ?? '';
  if (!sku) return { code: 'UNDEFINED', message: 'SKU is required' };
  const product = await findProductBySku(db, sku);
  if (!product) return { code: 'PRODUCT_NOT_FOUND', message: productNotFound(sku) };
  if (!SUPPORTED_TYPES.has(product.type_id)) {
    return { code: 'UNDEFINED', message: unsupportedTypeMessage(product.type_id) };
  }
  if (product.status !== 1) return { code: 'UNDEFINED', message: NOT_AVAILABLE_MESSAGE };
  // A configurable without a chosen variant may wait in the wishlist (the heart on a product card).
  if (product.type_id === 'configurable' && !input.parent_sku && !input.selected_options?.length) {
    return { productId: product.id, variantProductId: null, options: '{}' };
  }
  const cartInput: CartItemInput = {
    sku,
    quantity: 1,
    parent_sku: input.parent_sku,
    selected_options: input.selected_options,
    entered_options: input.entered_options,
  };
  const resolution = await resolveCartItem(db, cartInput);
  if ('error' in resolution) {
    const code = resolution.error.startsWith('Could not find a product') ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED';
    return { code, message: resolution.error };
  }
  const [first] = resolution.specs;
  if (!first) return { code: 'UNDEFINED', message: NOT_AVAILABLE_MESSAGE };
  if (first.products.some((p) => p.status !== 1))
    return { code: 'UNDEFINED', message: NOT_AVAILABLE_MESSAGE };
  if (first.variantProductId !== null) {
    // Configurable: the parent with the chosen child; the options are the variant itself.
    return { productId: first.productId, variantProductId: first.variantProductId, options: '{}' };
  }
  // Grouped products keep the group (their members are resolved again when moved to the cart).
  const keepsOptions = product.type_id === 'bundle' || product.type_id === 'downloadable';
  return {
    productId: product.id,
    variantProductId: null,
    options: keepsOptions ? serializeWishlistOptions(input) : '{}',
  };
}

/** Parses a wishlist id argument: 0 = the customer's default wishlist. */
function parseWishlistId(value: string | number): number | undefined {
  const text = String(value ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return undefined;
  return Number(text);
}

/** Parses a wishlist item id argument. */
function parseItemId(value: string | number): number | undefined {
  const text = String(value ?? '').trim();
  return /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

export function createWishlistService() {
  /** The wishlist a mutation names, when it is the caller's; '0' is the default one (created on demand). */
  async function getWishlistForCaller(
    ctx: WishlistContext,
    wishlistId: string | number,
  ): Promise<WishlistRow> {
    const customerId = requireCustomer(ctx);
    const id = parseWishlistId(wishlistId);
    if (id === 0) return ensureCustomerWishlist(ctx.db, customerId, new Date());
    const wishlist = id === undefined ? undefined : await findWishlistById(ctx.db, id);
    if (!wishlist || wishlist.customer_id !== customerId) throw new InputError(WISHLIST_NOT_FOUND_MESSAGE);
    return wishlist;
  }

  const reload = async (ctx: WishlistContext, wishlist: WishlistRow) =>
    (await findWishlistById(ctx.db, wishlist.id)) ?? wishlist;

  return {
    getWishlistForCaller,

    /** The caller's wishlist (created when missing): Customer.wishlist, Customer.wishlists, root wishlist. */
    async customerWishlist(ctx: WishlistContext): Promise<WishlistRow> {
      return ensureCustomerWishlist(ctx.db, requireCustomer(ctx), new Date());
    },

    async items(
      ctx: WishlistContext,
      wishlist: WishlistRow,
      page?: { pageSize: number; currentPage: number },
    ) {
      return listWishlistItems(
        ctx.db,
        wishlist.id,
        page ? { limit: page.pageSize, offset: (page.currentPage - 1) * page.pageSize } : undefined,
      );
    },

    async count(ctx: WishlistContext, wishlist: WishlistRow): Promise<number> {
      return countWishlistItems(ctx.db, wishlist.id);
    },

    async addProducts(ctx: WishlistContext, wishlistId: string, inputs: WishlistItemInput[]) {
      const wishlist = await getWishlistForCaller(ctx, wishlistId);
      const userErrors: WishlistUserError[] = [];
      const now = new Date();
      let changed = false;
      for (const input of inputs) {
        const problem = quantityProblem(input.quantity);
        if (problem) {
          userErrors.push({ code: 'UNDEFINED', message: problem });
          continue;
        }
        const line = await resolveLine(ctx.db, input);
        if ('code' in line) {
          userErrors.push(line);
          continue;
        }
        const same = await findSameLine(ctx.db, wishlist.id, line);
        if (same) {
          const quantity = Math.min(same.quantity + input.quantity, MAX_SALE_QTY);
          await updateWishlistItem(ctx.db, same.id, { quantity }, now);
        } else {
          await insertWishlistItem(ctx.db, {
            wishlistId: wishlist.id,
            ...line,
            quantity: input.quantity,
            description: null,
            now,
          });
        }
        changed = true;
      }
      if (changed) await touchWishlist(ctx.db, wishlist.id, now);
      return { wishlist: await reload(ctx, wishlist), userErrors };
    },

    async removeProducts(ctx: WishlistContext, wishlistId: string, itemIds: string[]) {
      const wishlist = await getWishlistForCaller(ctx, wishlistId);
      const userErrors: WishlistUserError[] = [];
      let changed = false;
      for (const raw of itemIds) {
        const id = parseItemId(raw);
        if (id !== undefined && (await deleteWishlistItem(ctx.db, wishlist.id, id))) changed = true;
        else
          userErrors.push({
            code: 'PRODUCT_NOT_FOUND',
            message: `Could not find a wishlist item with ID "${raw}"`,
          });
      }
      if (changed) await touchWishlist(ctx.db, wishlist.id, new Date());
      return { wishlist: await reload(ctx, wishlist), userErrors };
    },

    async updateProducts(ctx: WishlistContext, wishlistId: string, updates: WishlistItemUpdateInput[]) {
      const wishlist = await getWishlistForCaller(ctx, wishlistId);
      const userErrors: WishlistUserError[] = [];
      const now = new Date();
      let changed = false;
      for (const update of updates) {
        const id = parseItemId(update.wishlist_item_id);
        const item = id === undefined ? undefined : await findWishlistItem(ctx.db, wishlist.id, id);
        if (!item) {
          userErrors.push({
            code: 'UNDEFINED',
            message: `The wishlist item with ID "${update.wishlist_item_id}" does not belong to the wishlist`,
          });
          continue;
        }
        const patch: Parameters<typeof updateWishlistItem>[2] = {};
        if (update.quantity !== undefined && update.quantity !== null) {
          const problem = quantityProblem(update.quantity);
          if (problem) {
            userErrors.push({ code: 'UNDEFINED', message: problem });
            continue;
          }
          patch.quantity = update.quantity;
        }
        if (update.description !== undefined) patch.description = update.description?.slice(0, 1000) ?? null;
        if (update.selected_options || update.entered_options) {
          // New options are chosen on the product the line shows (the configurable parent).
          const { sku } = await itemSkus(ctx.db, { ...item, variant_product_id: null });
          const line = await resolveLine(ctx.db, {
            sku,
            quantity: 1,
            selected_options: update.selected_options,
            entered_options: update.entered_options,
          });
          if ('code' in line) {
            userErrors.push(line);
            continue;
          }
          patch.options = line.options;
          patch.variant_product_id = line.variantProductId;
        }
        await updateWishlistItem(ctx.db, item.id, patch, now);
        changed = true;
      }
      if (changed) await touchWishlist(ctx.db, wishlist.id, now);
      return { wishlist: await reload(ctx, wishlist), userErrors };
    },

    async clear(ctx: WishlistContext, wishlistId: string) {
      const wishlist = await getWishlistForCaller(ctx, wishlistId);
      await clearWishlistItems(ctx.db, wishlist.id);
      await touchWishlist(ctx.db, wishlist.id, new Date());
      return { wishlist: await reload(ctx, wishlist), userErrors: [] as WishlistUserError[] };
    },

    /** The cart input that puts a wishlist line in a cart. */
    async cartInputOf(db: Kysely<Database>, item: WishlistItemRow): Promise<CartItemInput> {
      const options = parseWishlistOptions(item.options);
      return {
        ...(await itemSkus(db, item)),
        quantity: item.quantity,
        selected_options: options.selected_options ?? null,
        entered_options: options.entered_options ?? null,
      };
    },

    findItem: (ctx: WishlistContext, wishlist: WishlistRow, id: number) =>
      findWishlistItem(ctx.db, wishlist.id, id),
    deleteItem: (ctx: WishlistContext, wishlist: WishlistRow, id: number) =>
      deleteWishlistItem(ctx.db, wishlist.id, id),
    parseItemId,
  };
}

/** sku (and parent_sku for a chosen variant) of a wishlist line. */
async function itemSkus(
  db: Kysely<Database>,
  item: WishlistItemRow,
): Promise<{ sku: string; parent_sku: string | null }> {
  const ids = item.variant_product_id ? [item.product_id, item.variant_product_id] : [item.product_id];
  const rows = await skusByIds(db, ids);
  const skuOf = (id: number) => rows.find((r) => r.id === id)?.sku ?? '';
  return item.variant_product_id
    ? { sku: skuOf(item.variant_product_id), parent_sku: skuOf(item.product_id) }
    : { sku: skuOf(item.product_id), parent_sku: null };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
