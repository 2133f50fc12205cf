import { clsx } from 'clsx';

/** Magento's rating_summary (0–100) as stars out of five, to one decimal. */
export function starsOf(summary: number): number {
  return Math.round((Math.min(Math.max(summary, 0), 100) / 20) * 10) / 10;
}

/**
 * Five stars filled to a rating (0–5, fractions allowed). Decorative: `label` carries the value
 * for screen readers ("Avaliação: 4,5 de 5 estrelas"). Drawn as two layers of the ★ glyph (the
 * filled one clipped to the rating) rather than ten inline SVGs: a listing shows dozens of these
 * and every byte is sent twice (HTML and React payload).
 */
export function RatingStars({
  value,
  label,
  size = 16,
  className,
}: {
  value: number;
  label: string;
  size?: number;
  className?: string;
}) {
  const percent = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <span
      role="img"
      aria-label={label}
      className={clsx('relative inline-block whitespace-nowrap leading-none tracking-[0.1em]', className)}
      style={{ fontSize: size }}
    >
      <span aria-hidden="true" className="text-line">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-primary"
        style={{ width: percent }}
      >
        ★★★★★
      </span>
    </span>
  );
}
