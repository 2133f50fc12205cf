import { clsx } from 'clsx';

/**
 * A small count on an icon (cart items, wishlist products). Nothing is shown for zero; the
 * number is decorative, so the icon's accessible name must carry the count.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={clsx(
        'tabular absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full',
        'bg-primary-strong px-1 text-xs font-semibold leading-none text-white ring-2 ring-surface',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
