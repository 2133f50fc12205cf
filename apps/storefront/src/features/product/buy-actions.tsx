'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { useIsLoggedIn } from '../../lib/session';
import { AddToCartButton } from '../../ui/add-to-cart-button';
import { QuantityStepper } from '../../ui/quantity-stepper';
import type { CartItemInput } from '../cart';
import { productCartItem, ShippingEstimate, useLazyAddToCart } from '../cart';
import { useWishlistProductScope, WishlistHeart } from '../wishlist';

/**
 * The buy box's controls: quantity stepper, add to cart and wishlist. Rules §5 decides whether
 * add to cart may act: a configurable needs its variant; the product must be in stock; the
 * quantity may not exceed only_x_left_in_stock. The reason it may not is shown beside it. The
 * server checks the same rules; its refusal shows as a notice (features/cart).
 */

export interface BuyActionsProps {
  productName: string;
  inStock: boolean;
  /** Current quantity; omit to hide the stepper (grouped products carry one per item). */
  quantity?: number;
  onQuantityChange?: (value: number) => void;
  minQuantity?: number;
  /** The stock left (only_x_left_in_stock) or max_sale_qty, whichever is lower. */
  maxQuantity?: number | undefined;
  /** A choice the shopper still has to make (variant, bundle option…), in their language. */
  missingChoice?: string | undefined;
  /**
   * What add to cart sends for the current choice (features/cart/cart-items.ts builds it per
   * type); without it the button stays disabled.
   */
  cartItems?: CartItemInput[] | undefined;
}

export function BuyActions({
  productName,
  inStock,
  quantity,
  onQuantityChange,
  minQuantity = 1,
  maxQuantity,
  missingChoice,
  cartItems,
}: BuyActionsProps) {
  const t = useTranslations('product');
  const tCart = useTranslations('cart');
  const id = useId();
  const { add, isPending } = useLazyAddToCart();
  const wishlistProduct = useWishlistProductScope();
  const { isLoggedIn } = useIsLoggedIn();
  const exceedsStock = quantity !== undefined && maxQuantity !== undefined && quantity > maxQuantity;
  // A missing choice is no fault until the shopper tries to buy: the button looks ready, and the
  // hint appears (and the picker is brought into view) on the first attempt.
  const [attempted, setAttempted] = useState(false);
  const choiceMissing = inStock && missingChoice !== undefined;
  const blockedReason =
    !inStock || choiceMissing ? undefined : exceedsStock ? t('actions.quantityExceedsStock') : undefined;
  const buttonId = `buy-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const onClick = choiceMissing
    ? () => {
        setAttempted(true);
        document
          .getElementById(buttonId)
          ?.closest('section')
          ?.querySelector('fieldset, [role="radiogroup"], [role="group"]')
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      }
    : cartItems && cartItems.length > 0
      ? () => void add(cartItems, productName)
      : undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      {quantity !== undefined && onQuantityChange && (
        <QuantityStepper
          value={quantity}
          min={minQuantity}
          max={maxQuantity}
          onChange={onQuantityChange}
          label={t('actions.quantity')}
          disabled={!inStock}
        />
      )}
      <div className="flex flex-1 items-start gap-2">
        <AddToCartButton
          id={buttonId}
          size="page"
          label={inStock ? t('actions.addToCart') : t('stock.outOfStock')}
          tone={inStock ? 'primary' : 'muted'}
          unavailableReason={t('actions.unavailable')}
          blockedReason={blockedReason}
          hint={choiceMissing && attempted ? missingChoice : undefined}
          onClick={onClick}
          isPending={isPending}
          pendingLabel={tCart('adding')}
        />
        {wishlistProduct && <WishlistHeart size="page" product={wishlistProduct} />}
      </div>
      {/* Logged in: the CEP estimate; guests read the product page's 'log in' note instead. */}
      {isLoggedIn && (
        <div className="w-full basis-full">
          <ShippingEstimate showGuestMessage={false} />
        </div>
      )}
    </div>
  );
}

/**
 * Simple, virtual and configurable products: one quantity for the product (or its variant). A
 * configurable sends its own sku with the chosen values' uids (`selectedOptions`).
 */
export function SimplePurchase({
  productName,
  inStock,
  minQuantity,
  maxQuantity,
  missingChoice,
  sku,
  selectedOptions,
}: {
  productName: string;
  inStock: boolean;
  minQuantity: number;
  maxQuantity: number | undefined;
  missingChoice?: string | undefined;
  /** The product's sku (a configurable's parent sku); without it add to cart stays disabled. */
  sku?: string | undefined;
  /** Configurable: the uids of the selected variant's values. */
  selectedOptions?: string[] | undefined;
}) {
  const [quantity, setQuantity] = useState(minQuantity);
  return (
    <BuyActions
      productName={productName}
      inStock={inStock}
      quantity={quantity}
      onQuantityChange={setQuantity}
      minQuantity={minQuantity}
      maxQuantity={maxQuantity}
      missingChoice={missingChoice}
      cartItems={sku ? [productCartItem(sku, quantity, selectedOptions)] : undefined}
    />
  );
}
