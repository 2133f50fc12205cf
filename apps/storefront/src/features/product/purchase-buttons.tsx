import { clsx } from 'clsx';
import { Heart, ShoppingCart } from 'lucide-react';

/**
 * The add-to-cart and wishlist controls of cards and the product page. Their behaviour belongs
 * to the cart and account issues; until the cart and wishlist exist, both render as real,
 * disabled buttons whose title (and description for screen readers) says why, never a fake
 * success. `blockedReason`, when set, is shown beside the button: what the shopper must fix
 * first (pick a variant, lower the quantity…), per the add-to-cart rules of spec §5.
 *
 * No hooks: they render in server components (cards) and client components (buy box) alike.
 */

export interface AddToCartButtonProps {
  label: string;
  /** Accessible name when the visible label is short ("Comprar" → "Comprar Caneta BIC…"). */
  accessibleLabel?: string | undefined;
  /** Why the button cannot act yet (the cart is a later issue), in the shopper's language. */
  unavailableReason: string;
  /** A rule of spec §5 the current choice breaks; shown under the button. */
  blockedReason?: string | undefined;
  /** The id for the reason paragraphs (unique on the page). */
  id: string;
  size?: 'card' | 'page';
  /** `muted` for a product that cannot be bought (out of stock). */
  tone?: 'primary' | 'muted';
}

export function AddToCartButton({
  label,
  accessibleLabel,
  unavailableReason,
  blockedReason,
  id,
  size = 'card',
  tone = 'primary',
}: AddToCartButtonProps) {
  const isPage = size === 'page';
  return (
    <div className={clsx('flex flex-col gap-1', isPage ? 'w-full sm:flex-1' : 'min-w-0 flex-1')}>
      <button
        type="button"
        disabled
        aria-label={accessibleLabel}
        title={blockedReason ?? unavailableReason}
        aria-describedby={`${id}-reason`}
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
        <span className={isPage ? 'truncate' : 'leading-tight'}>{label}</span>
      </button>
      {blockedReason ? (
        <p id={`${id}-reason`} role="status" className="text-sm text-danger">
          {blockedReason}
        </p>
      ) : (
        <p id={`${id}-reason`} className="sr-only">
          {unavailableReason}
        </p>
      )}
    </div>
  );
}

export interface WishlistButtonProps {
  /** Accessible name: "Adicionar {produto} à lista de desejos". */
  label: string;
  unavailableReason: string;
  size?: 'card' | 'page';
}

/** The heart toggle (aria-pressed); not pressed until the wishlist exists. */
export function WishlistButton({ label, unavailableReason, size = 'card' }: WishlistButtonProps) {
  const isPage = size === 'page';
  return (
    <button
      type="button"
      disabled
      aria-pressed="false"
      aria-label={label}
      title={unavailableReason}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded border border-line text-ink-muted',
        'disabled:cursor-not-allowed disabled:opacity-60',
        isPage ? 'size-12' : 'size-10',
      )}
    >
      <Heart aria-hidden="true" size={isPage ? 22 : 18} />
    </button>
  );
}
