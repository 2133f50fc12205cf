'use client';

import { useEffect, useRef } from 'react';
import { CARD_BUY_ATTRIBUTE } from '../../ui/add-to-cart-button';
import { productCartItem } from './cart-items';
import { useLazyAddToCart } from './lazy-add-to-cart';

const SELECTOR = `button[${CARD_BUY_ATTRIBUTE}]`;

/**
 * The one handler of every product card's "Comprar" on the page (AddToCartButton with `buys`):
 * a click adds one unit (the catalogue's minimum) and opens the mini-cart; the button shows the
 * pending label and waits meanwhile. The cart mutations load on the first click. One component
 * instead of one per card.
 */
export function CardBuyButtons() {
  const { add } = useLazyAddToCart();
  const addRef = useRef(add);
  addRef.current = add;

  useEffect(() => {
    const click = async (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLButtonElement>(SELECTOR) : null;
      if (!button || button.disabled) return;
      const label = button.querySelector('span');
      const idle = label?.textContent ?? '';
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      if (label && button.dataset.pendingLabel) label.textContent = button.dataset.pendingLabel;
      try {
        await addRef.current(
          [productCartItem(button.getAttribute(CARD_BUY_ATTRIBUTE) ?? '', 1)],
          button.dataset.productName ?? '',
        );
      } finally {
        if (label) label.textContent = idle;
        button.disabled = false;
        button.removeAttribute('aria-busy');
      }
    };
    document.addEventListener('click', click);
    return () => document.removeEventListener('click', click);
  }, []);

  return null;
}
