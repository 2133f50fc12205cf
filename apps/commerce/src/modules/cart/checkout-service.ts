import { AuthorizationError, InputError } from '../../graphql/errors';
import { addressForCart, saveCartAddressInBook } from '../customer/addresses';
import type { ShippingRate } from '../shipping/rates';
import { type CartAddressInput, normalizeAddress } from './address';
import {
  type CartContext,
  cartView,
  getCartForCheckout,
  getCartForUser,
  reloadView,
  requireCustomer,
  SHIPPING_ADDRESS_MISSING_MESSAGE,
  VIRTUAL_CART_ADDRESS_MESSAGE,
} from './cart-access';
import { withCode } from './errors';
import { findPaymentMethod } from './payment-methods';
import { updateCart } from './repository';
import type { CartView } from './view';

/**
 * The checkout steps on a cart (Magento's QuoteGraphQl): the guest's e-mail, the shipping and
 * billing addresses, the shipping and payment methods, and the estimates for a destination.
 */
export function createCheckoutService() {
  return {
    async setGuestEmail(ctx: CartContext, maskedId: string, email: string): Promise<CartView> {
      const cart = await getCartForCheckout(ctx, maskedId);
      if (cart.customer_id !== null) {
        throw new InputError('The request is not allowed for logged in customers');
      }
      const trimmed = email.trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) || trimmed.length > 255) {
        throw withCode(new InputError('Invalid email format'), 'INVALID_EMAIL');
      }
      await updateCart(ctx.db, cart.id, { email: trimmed });
      return reloadView(ctx, cart);
    },

    async setShippingAddresses(
      ctx: CartContext,
      maskedId: string,
      addresses: {
        customer_address_id?: number | null;
        address?: CartAddressInput | null;
        customer_notes?: string | null;
      }[],
    ): Promise<CartView> {
      const cart = await getCartForCheckout(ctx, maskedId);
      if (addresses.length === 0) throw new InputError('Required parameter "shipping_addresses" is missing');
      if (addresses.length > 1) throw new InputError('You cannot specify multiple shipping addresses.');
      const current = await cartView(ctx, cart);
      if (current.isVirtual) throw withCode(new InputError(VIRTUAL_CART_ADDRESS_MESSAGE), 'VIRTUAL_CART');
      const [entry] = addresses;
      const address = await addressFromInput(ctx, entry!, 'shipping');
      if (entry!.customer_notes?.trim()) address.customer_notes = entry!.customer_notes.trim();
      await updateCart(ctx.db, cart.id, { shipping_address: JSON.stringify(address) });
      return reloadView(ctx, cart);
    },

    async setBillingAddress(
      ctx: CartContext,
      maskedId: string,
      input: {
        customer_address_id?: number | null;
        address?: CartAddressInput | null;
        same_as_shipping?: boolean | null;
        use_for_shipping?: boolean | null;
      },
    ): Promise<CartView> {
      const cart = await getCartForCheckout(ctx, maskedId);
      const sameAsShipping =
        input.same_as_shipping === true ||
        (input.use_for_shipping === true && !input.address && !input.customer_address_id);
      if (sameAsShipping && !input.address && !input.customer_address_id) {
        const current = await cartView(ctx, cart);
        if (!current.shippingAddress) {
          throw withCode(
            new InputError(
              'Could not use the "same_as_shipping" option, because the shipping address has not been set.',
            ),
            'SHIPPING_ADDRESS_MISSING',
          );
        }
        await updateCart(ctx.db, cart.id, { billing_same_as_shipping: 1, billing_address: null });
        return reloadView(ctx, cart);
      }
      const address = await addressFromInput(ctx, input, 'billing');
      const patch: Parameters<typeof updateCart>[2] = {
        billing_address: JSON.stringify(address),
        billing_same_as_shipping: 0,
      };
      if (input.use_for_shipping || input.same_as_shipping) {
        const current = await cartView(ctx, cart);
        if (!current.isVirtual) {
          patch.shipping_address = JSON.stringify(address);
          patch.billing_same_as_shipping = 1;
        }
      }
      await updateCart(ctx.db, cart.id, patch);
      return reloadView(ctx, cart);
    },

    async setShippingMethods(
      ctx: CartContext,
      maskedId: string,
      methods: { carrier_code: string; method_code: string }[],
    ): Promise<CartView> {
      const cart = await getCartForCheckout(ctx, maskedId);
      if (methods.length === 0) throw new InputError('Required parameter "shipping_methods" is missing');
      if (methods.length > 1) throw new InputError('You cannot specify multiple shipping methods.');
      const [method] = methods;
      const current = await cartView(ctx, cart);
      if (current.isVirtual) throw withCode(new InputError(VIRTUAL_CART_ADDRESS_MESSAGE), 'VIRTUAL_CART');
      if (!current.shippingAddress) {
        throw withCode(new InputError(SHIPPING_ADDRESS_MISSING_MESSAGE), 'SHIPPING_ADDRESS_MISSING');
      }
      const rate = current.shippingRates.find(
        (r) => r.available && r.carrierCode === method!.carrier_code && r.methodCode === method!.method_code,
      );
      if (!rate) {
        throw withCode(
          new InputError(
            `Carrier with such method not found: ${method!.carrier_code}, ${method!.method_code}`,
          ),
          'SHIPPING_METHOD_NOT_FOUND',
        );
      }
      await updateCart(ctx.db, cart.id, {
        shipping_carrier_code: rate.carrierCode,
        shipping_method_code: rate.methodCode,
      });
      return reloadView(ctx, cart);
    },

    async setPaymentMethod(
      ctx: CartContext,
      maskedId: string,
      input: { code: string; purchase_order_number?: string | null },
    ): Promise<CartView> {
      const cart = await getCartForCheckout(ctx, maskedId);
      const method = findPaymentMethod(ctx.config, input.code.trim());
      if (!method) {
        throw withCode(
          new InputError('The requested Payment Method is not available.'),
          'PAYMENT_METHOD_NOT_AVAILABLE',
        );
      }
      const current = await cartView(ctx, cart);
      if (!current.isVirtual && current.lines.length > 0 && !current.shippingAddress) {
        throw withCode(new InputError(SHIPPING_ADDRESS_MISSING_MESSAGE), 'SHIPPING_ADDRESS_MISSING');
      }
      await updateCart(ctx.db, cart.id, {
        payment_method_code: method.code,
        purchase_order_number: input.purchase_order_number?.trim() || null,
      });
      return reloadView(ctx, cart);
    },

    /**
     * Shipping methods and prices for a destination, without changing the cart (Magento's
     * estimateShippingMethods). Logged-in customers only (rules §6).
     */
    async estimateShippingMethods(ctx: CartContext, input: EstimateInput): Promise<ShippingRate[]> {
      const estimate = await estimateView(ctx, input);
      return estimate.shippingRates;
    },

    /** The cart's totals as if shipped to a destination by a method; the cart is not changed. */
    async estimateTotals(ctx: CartContext, input: EstimateInput): Promise<CartView> {
      return estimateView(ctx, input);
    },
  };
}

export const ESTIMATE_LOGIN_MESSAGE = 'Log in or register to check shipping costs';

/** Magento's EstimateTotalsInput. */
export interface EstimateInput {
  cart_id: string;
  address: {
    country_code: string;
    region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
    postcode?: string | null;
  };
  shipping_method?: { carrier_code: string; method_code: string } | null;
}

/** The cart's view with a destination (and method) applied in memory only. */
async function estimateView(ctx: CartContext, input: EstimateInput): Promise<CartView> {
  if (ctx.caller.customerId === null) {
    throw withCode(new AuthorizationError(ESTIMATE_LOGIN_MESSAGE), 'UNAUTHORIZED');
  }
  const cart = await getCartForUser(ctx, input.cart_id);
  // The address validator fills region and checks the CEP; the person's fields are not needed here.
  const placeholder = '-';
  const destination = normalizeAddress({
    firstname: placeholder,
    lastname: placeholder,
    street: [placeholder],
    city: placeholder,
    telephone: placeholder,
    country_code: input.address.country_code,
    postcode: input.address.postcode,
    region: input.address.region?.region_code ?? input.address.region?.region ?? null,
    region_id: input.address.region?.region_id ?? null,
  });
  const address = { ...destination, firstname: '', lastname: '', street: [], city: '', telephone: null };
  const method = input.shipping_method;
  const estimate = await cartView(ctx, {
    ...cart,
    shipping_address: JSON.stringify(address),
    shipping_carrier_code: method?.carrier_code ?? cart.shipping_carrier_code,
    shipping_method_code: method?.method_code ?? cart.shipping_method_code,
  });
  if (method && !estimate.isVirtual && !estimate.selectedShipping) {
    throw withCode(
      new InputError(`Carrier with such method not found: ${method.carrier_code}, ${method.method_code}`),
      'SHIPPING_METHOD_NOT_FOUND',
    );
  }
  return estimate;
}

/**
 * An address from `address` or from the customer's address book (`customer_address_id`), exactly
 * one. A customer's new address is also saved in their book unless `save_in_address_book` is
 * false (Magento's default is true for customers); identical addresses are not saved twice.
 */
async function addressFromInput(
  ctx: CartContext,
  input: {
    customer_address_id?: number | null;
    address?: (CartAddressInput & { save_in_address_book?: boolean | null }) | null;
  },
  kind: 'shipping' | 'billing',
) {
  const hasId = input.customer_address_id !== undefined && input.customer_address_id !== null;
  if (hasId && input.address) {
    throw new InputError(
      `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`,
    );
  }
  if (!hasId && !input.address) {
    throw new InputError(`The ${kind} address must contain either "customer_address_id" or "address".`);
  }
  if (hasId) {
    requireCustomer(ctx);
    return addressForCart(ctx, input.customer_address_id!);
  }
  const address = normalizeAddress(input.address!);
  if (ctx.caller.customerId !== null && input.address!.save_in_address_book !== false) {
    await saveCartAddressInBook(ctx, address);
  }
  return address;
}
