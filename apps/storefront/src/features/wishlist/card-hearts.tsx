'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'use-intl/react';
import { CARD_HEART_ATTRIBUTE } from './card-heart';
import { useWishlistToggler } from './use-wishlist-actions';
import type { WishlistProduct } from './wishlist.model';

const SELECTOR = `button[${CARD_HEART_ATTRIBUTE}]`;

function productOf(button: HTMLButtonElement): WishlistProduct {
  return {
    sku: button.getAttribute(CARD_HEART_ATTRIBUTE) ?? '',
    uid: button.dataset.uid ?? '',
    typename: button.dataset.typename ?? '',
    name: button.dataset.name ?? '',
  };
}

/**
 * The one handler of every product card's heart on the page (CardHeart): a click toggles the
 * product in the wishlist (guests get the login modal), and the hearts of products in the
 * customer's wishlist are pressed, including those of cards that appear later (a carousel
 * mounted on scroll, the next page of a listing). One component instead of one per card.
 */
export function CardHearts() {
  const t = useTranslations('wishlist');
  const { wishlist, toggle } = useWishlistToggler();
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;

  useEffect(() => {
    const click = async (event: MouseEvent) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLButtonElement>(SELECTOR) : null;
      if (!button || button.disabled) return;
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      try {
        await toggleRef.current(productOf(button));
      } finally {
        button.disabled = false;
        button.removeAttribute('aria-busy');
      }
    };
    document.addEventListener('click', click);
    return () => document.removeEventListener('click', click);
  }, []);

  useEffect(() => {
    const skus = new Set(wishlist.items.map((item) => item.product.sku));
    const show = () => {
      for (const button of document.querySelectorAll<HTMLButtonElement>(SELECTOR)) {
        const { sku, name } = productOf(button);
        const pressed = skus.has(sku);
        if (button.getAttribute('aria-pressed') === String(pressed)) continue;
        const label = pressed ? t('heart.remove', { name }) : t('heart.add', { name });
        button.setAttribute('aria-pressed', String(pressed));
        button.setAttribute('aria-label', label);
        button.title = label;
      }
    };
    show();
    if (skus.size === 0) return;
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(show);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [wishlist, t]);

  return null;
}
