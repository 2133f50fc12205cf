import type { RequestContext } from '../../graphql/context';
import { InputError } from '../../graphql/errors';
import type { Resolvers } from '../../graphql/types';
import type { CartItemInput } from './add-items';
import { cartOutputResolvers } from './output-resolvers';

/** Thin GraphQL layer over the cart service: arguments in, service call, Magento's shapes out. */

interface CartIdInput {
  cart_id: string;
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, ctx: RequestContext) =>
      ctx.services.cart.cart(ctx, args.cart_id),
    customerCart: (_: unknown, __: unknown, ctx: RequestContext) => ctx.services.cart.customerCart(ctx),
  },
  Mutation: {
    createGuestCart: async (
      _: unknown,
      args: { input?: { cart_uid?: string | null } | null },
      ctx: RequestContext,
    ) => ({
      cart: await ctx.services.cart.createGuestCart(ctx, args.input?.cart_uid),
    }),
    createEmptyCart: (
      _: unknown,
      args: { input?: { cart_id?: string | null } | null },
      ctx: RequestContext,
    ) => ctx.services.cart.createEmptyCart(ctx, args.input?.cart_id),
    addProductsToCart: async (
      _: unknown,
      args: { cartId: string; cartItems: CartItemInput[] },
      ctx: RequestContext,
    ) => {
      const { view, userErrors } = await ctx.services.cart.addProducts(ctx, args.cartId, args.cartItems);
      return { cart: view, user_errors: userErrors };
    },
    addSimpleProductsToCart: (
      _: unknown,
      args: { input?: { cart_id: string; cart_items: { data: CartItemInput }[] } | null },
      ctx: RequestContext,
    ) => legacyAdd(ctx, args.input),
    addVirtualProductsToCart: (
      _: unknown,
      args: { input?: { cart_id: string; cart_items: { data: CartItemInput }[] } | null },
      ctx: RequestContext,
    ) => legacyAdd(ctx, args.input),
    addConfigurableProductsToCart: (
      _: unknown,
      args: {
        input?: {
          cart_id: string;
          cart_items: { data: CartItemInput; parent_sku?: string | null; variant_sku?: string | null }[];
        } | null;
      },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      // The parent SKU sits beside `data` here; the variant is `data.sku` (or the old variant_sku).
      const cart_items = input.cart_items.map((item) => ({
        data: {
          ...item.data,
          sku: item.variant_sku ?? item.data.sku,
          parent_sku: item.data.parent_sku ?? item.parent_sku,
        },
      }));
      return legacyAdd(ctx, { cart_id: input.cart_id, cart_items });
    },
    updateCartItems: async (
      _: unknown,
      args: {
        input?:
          | (CartIdInput & {
              cart_items: {
                cart_item_id?: number | null;
                cart_item_uid?: string | null;
                quantity?: number | null;
              }[];
            })
          | null;
      },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.updateItems(ctx, input.cart_id, input.cart_items) };
    },
    removeItemFromCart: async (
      _: unknown,
      args: {
        input?: (CartIdInput & { cart_item_id?: number | null; cart_item_uid?: string | null }) | null;
      },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.removeItem(ctx, input.cart_id, input) };
    },
    applyCouponToCart: async (
      _: unknown,
      args: { input?: (CartIdInput & { coupon_code: string }) | null },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.applyCoupon(ctx, input.cart_id, input.coupon_code) };
    },
    removeCouponFromCart: async (_: unknown, args: { input?: CartIdInput | null }, ctx: RequestContext) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.removeCoupon(ctx, input.cart_id) };
    },
    mergeCarts: (
      _: unknown,
      args: { source_cart_id: string; destination_cart_id?: string | null },
      ctx: RequestContext,
    ) => ctx.services.cart.mergeCarts(ctx, args.source_cart_id, args.destination_cart_id),
    assignCustomerToGuestCart: (_: unknown, args: { cart_id: string }, ctx: RequestContext) =>
      ctx.services.cart.assignCustomerToGuestCart(ctx, args.cart_id),
    setGuestEmailOnCart: async (
      _: unknown,
      args: { input?: (CartIdInput & { email: string }) | null },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.setGuestEmail(ctx, input.cart_id, input.email) };
    },
    setShippingAddressesOnCart: async (
      _: unknown,
      args: {
        input?:
          | (CartIdInput & {
              shipping_addresses: Parameters<RequestContext['services']['cart']['setShippingAddresses']>[2];
            })
          | null;
      },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return {
        cart: await ctx.services.cart.setShippingAddresses(ctx, input.cart_id, input.shipping_addresses),
      };
    },
    setBillingAddressOnCart: async (
      _: unknown,
      args: {
        input?:
          | (CartIdInput & {
              billing_address: Parameters<RequestContext['services']['cart']['setBillingAddress']>[2];
            })
          | null;
      },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.setBillingAddress(ctx, input.cart_id, input.billing_address) };
    },
    setShippingMethodsOnCart: async (
      _: unknown,
      args: {
        input?: (CartIdInput & { shipping_methods: { carrier_code: string; method_code: string }[] }) | null;
      },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.setShippingMethods(ctx, input.cart_id, input.shipping_methods) };
    },
    setPaymentMethodOnCart: async (
      _: unknown,
      args: {
        input?:
          | (CartIdInput & { payment_method: { code: string; purchase_order_number?: string | null } })
          | null;
      },
      ctx: RequestContext,
    ) => {
      const input = requireInput(args.input);
      return { cart: await ctx.services.cart.setPaymentMethod(ctx, input.cart_id, input.payment_method) };
    },
  },
  ...cartOutputResolvers,
};

function requireInput<T>(input: T | null | undefined): T {
  if (!input) throw new InputError('Required parameter "input" is missing.');
  return input;
}

async function legacyAdd(
  ctx: RequestContext,
  input: { cart_id: string; cart_items: { data: CartItemInput }[] } | null | undefined,
) {
  const given = requireInput(input);
  const { view, userErrors } = await ctx.services.cart.addProducts(
    ctx,
    given.cart_id,
    given.cart_items.map((i) => i.data),
  );
  // The legacy mutations have no user_errors: the first problem is the error (as Magento throws it).
  if (userErrors[0]) throw new InputError(userErrors[0].message);
  return { cart: view };
}
