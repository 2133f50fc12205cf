import type { RequestContext } from '../../graphql/context';
import { AuthorizationError, InputError } from '../../graphql/errors';
import type { CartItemInput } from '../cart/add-items';
import type { CartView } from '../cart/view';
import { findOrderByNumber, orderItems } from './repository';

/**
 * Magento's reorderItems: the lines of one of the customer's orders added again to the customer's
 * cart, at today's prices and stock. What cannot be added is named in `userInputErrors` (the
 * cart's own refusals: unknown or disabled product, not enough stock) and the rest is added.
 * Bundles and downloadable products are chosen again on their pages: the order keeps what was
 * bought, not the choices the product offers today.
 */

export type CheckoutUserInputErrorCode =
  | 'REORDER_NOT_AVAILABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'NOT_SALABLE'
  | 'INSUFFICIENT_STOCK'
  | 'UNDEFINED';

export interface CheckoutUserInputError {
  message: string;
  path: string[];
  code: CheckoutUserInputErrorCode;
}

/** Types whose line is its product (and variant): added again by sku. */
const REORDERABLE = new Set(['simple', 'virtual', 'configurable']);

export async function reorderItems(
  ctx: RequestContext,
  orderNumber: string,
): Promise<{ cart: CartView; userInputErrors: CheckoutUserInputError[] }> {
  const customerId = ctx.caller.customerId;
  if (customerId === null) throw new AuthorizationError("The current customer isn't authorized.");
  const order = await findOrderByNumber(ctx.db, orderNumber.trim());
  if (!order || order.customer_id !== customerId) {
    throw new InputError(`Cannot find order number "${orderNumber}" in customer account`);
  }
  const items = await orderItems(ctx.db, [order.id]);
  const userInputErrors: CheckoutUserInputError[] = [];
  const inputs: CartItemInput[] = [];
  for (const item of items) {
    if (!REORDERABLE.has(item.product_type)) {
      userInputErrors.push({
        message: `Choose the options of "${item.name}" again on its page to add it to the cart.`,
        path: ['orderNumber'],
        code: 'REORDER_NOT_AVAILABLE',
      });
    } else {
      inputs.push({ sku: item.sku, quantity: item.quantity, parent_sku: item.parent_sku });
    }
  }
  const cart = await ctx.services.cart.customerCart(ctx);
  if (inputs.length === 0) return { cart, userInputErrors };
  const { view, userErrors } = await ctx.services.cart.addProducts(ctx, cart.cart.masked_id, inputs);
  for (const error of userErrors)
    userInputErrors.push({ message: error.message, path: ['orderNumber'], code: error.code });
  return { cart: view, userInputErrors };
}
