import { clsx } from 'clsx';
import { ShoppingCart } from './server-icons';

/**
 * The add-to-cart button of cards and the product page. Add to cart acts when its
 * owner hands it `onClick` (the buy box, the card's cart button); without one it renders as a
 * real, disabled button whose title (and description for screen readers) says why, never a fake
 * success. `blockedReason`, when set, is shown beside the button: what the shopper must fix
 * first (pick a variant, lower the quantity…), per the add-to-cart rules of rules §5. The
 * wishlist's heart beside it is the wishlist feature's own (WishlistHeart).
 *
 * No hooks: they render in server components (cards) and client components (buy box) alike.
 * A card's button acts through the page's one handler (the cart's CardBuyButtons): `buys` names
 * the product it adds, in data attributes that handler reads.
 */

/** The attribute that carries the SKU a card's button adds (CardBuyButtons reads it). */
export const CARD_BUY_ATTRIBUTE = 'data-card-buy';

export interface AddToCartButtonProps {
  label: string;
  /** Accessible name when the visible label is short ("Comprar" → "Comprar Caneta BIC…"). */
  accessibleLabel?: string | undefined;
  /**
   * Why the button cannot act (no `onClick`, out of stock), in the shopper's language; buttons
   * that always act (a card's "Comprar") have none.
   */
  unavailableReason?: string | undefined;
  /** A rule of rules §5 the current choice breaks; shown under the button. */
  blockedReason?: string | undefined;
  /** What to do before the button can add (a choice to make), shown under it; the button stays active. */
  hint?: string | undefined;
  /** The id for the reason paragraphs (unique on the page). */
  id: string;
  size?: 'card' | 'page';
  /** `muted` for a product that cannot be bought (out of stock). */
  tone?: 'primary' | 'muted';
  /** Adds to the cart; only from client components. */
  onClick?: (() => void) | undefined;
  /** An add is under way: the button shows `pendingLabel` and waits. */
  isPending?: boolean;
  pendingLabel?: string | undefined;
  /** A card's button, served by the page's one handler: the product it adds. */
  buys?: { sku: string; productName: string } | undefined;
}

export function AddToCartButton({
  label,
  accessibleLabel,
  unavailableReason,
  blockedReason,
  hint,
  id,
  size = 'card',
  tone = 'primary',
  onClick,
  isPending = false,
  pendingLabel,
  buys,
}: AddToCartButtonProps) {
  const isPage = size === 'page';
  const canAct = (onClick !== undefined || buys !== undefined) && tone === 'primary' && !blockedReason;
  // A broken rule is shown; a plain "cannot buy" is read to screen readers only.
  const reason = canAct ? hint : (blockedReason ?? unavailableReason);
  const reasonId = reason ? `${id}-reason` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1', isPage ? 'w-full sm:flex-1' : 'min-w-0 flex-1')}>
      <button
        type="button"
        data-add-to-cart=""
        {...(buys && {
          [CARD_BUY_ATTRIBUTE]: buys.sku,
          'data-product-name': buys.productName,
          'data-pending-label': pendingLabel,
        })}
        disabled={!canAct || isPending}
        onClick={onClick}
        aria-label={accessibleLabel}
        aria-busy={isPending || undefined}
        title={reason}
        aria-describedby={reasonId}
        className={clsx(
          'inline-flex items-center justify-center gap-2 rounded font-semibold',
          tone === 'primary'
            ? 'bg-primary-strong text-white disabled:opacity-60'
            : 'border border-line bg-surface-muted text-ink-muted',
          'disabled:cursor-not-allowed',
          isPage ? 'min-h-12 w-full px-6 text-base' : 'min-h-10 w-full px-2 py-1 text-sm',
        )}
      >
        {isPage && tone === 'primary' && <ShoppingCart aria-hidden="true" size={20} />}
        <span className={isPage ? 'truncate' : 'leading-tight'}>
          {isPending && pendingLabel ? pendingLabel : label}
        </span>
      </button>
      {reason && (
        <p
          id={reasonId}
          role={blockedReason || hint ? 'status' : undefined}
          className={blockedReason || hint ? 'text-sm text-danger' : 'sr-only'}
        >
          {reason}
        </p>
      )}
    </div>
  );
}
