import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { Heart } from '../../ui/server-icons';
import type { WishlistProduct } from './wishlist.model';

/** The attribute that marks a card's heart for the page's one handler (card-hearts.tsx). */
export const CARD_HEART_ATTRIBUTE = 'data-card-heart';

/**
 * A product card's wishlist heart, rendered on the server unpressed: CardHearts, one per page,
 * serves the clicks of every card's heart and presses the hearts of products in the customer's
 * wishlist. The look follows `aria-pressed`, so the handler only sets the state.
 */
export function CardHeart({ product, locale }: { product: WishlistProduct; locale: Locale }) {
  const t = translator(locale, 'wishlist');
  const label = t('heart.add', { name: product.name });
  return (
    <button
      type="button"
      {...{ [CARD_HEART_ATTRIBUTE]: product.sku }}
      data-uid={product.uid}
      data-typename={product.typename}
      data-name={product.name}
      aria-pressed={false}
      aria-label={label}
      title={label}
      className="group inline-flex size-10 shrink-0 items-center justify-center rounded border border-line text-ink-muted transition-colors hover:border-primary-strong hover:text-primary-strong disabled:cursor-wait disabled:opacity-70 aria-pressed:border-primary-strong aria-pressed:bg-primary-tint aria-pressed:text-primary-strong"
    >
      <Heart aria-hidden="true" size={18} fill="none" className="group-aria-pressed:fill-current" />
    </button>
  );
}
