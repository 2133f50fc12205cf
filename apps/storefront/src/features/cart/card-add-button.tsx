'use client';

import { AddToCartButton } from '../../ui/add-to-cart-button';
import { productCartItem } from './cart-items';
import { useLazyAddToCart } from './lazy-add-to-cart';

/**
 * The product card's "Comprar" for products bought without choices (simple, virtual): adds one
 * unit (the catalogue's minimum) and opens the mini-cart. The cart mutations load on the click.
 */
export function CardAddToCartButton({
  id,
  sku,
  productName,
  label,
  accessibleLabel,
  pendingLabel,
  quantity = 1,
}: {
  id: string;
  sku: string;
  productName: string;
  label: string;
  accessibleLabel: string;
  pendingLabel: string;
  quantity?: number;
}) {
  const { add, isPending } = useLazyAddToCart();
  return (
    <AddToCartButton
      id={id}
      label={label}
      accessibleLabel={accessibleLabel}
      onClick={() => void add([productCartItem(sku, quantity)], productName)}
      isPending={isPending}
      pendingLabel={pendingLabel}
    />
  );
}
