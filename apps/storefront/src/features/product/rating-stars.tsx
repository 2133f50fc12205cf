import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** Magento's rating_summary (0–100) as stars out of five, to one decimal. */
export function starsOf(summary: number): number {
  return Math.round((Math.min(Math.max(summary, 0), 100) / 20) * 10) / 10;
}

/**
 * Five stars filled to a rating (0–5, fractions allowed). Decorative: `label` carries the value
 * for screen readers ("Avaliação: 4,5 de 5 estrelas").
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
  const row = (filled: boolean) =>
    [1, 2, 3, 4, 5].map((n) => (
      <Star
        key={n}
        aria-hidden="true"
        size={size}
        strokeWidth={1.5}
        className={filled ? 'shrink-0 fill-current text-primary' : 'shrink-0 text-line'}
      />
    ));
  return (
    <span role="img" aria-label={label} className={clsx('relative inline-flex', className)}>
      <span className="flex">{row(false)}</span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden" style={{ width: percent }}>
        {row(true)}
      </span>
    </span>
  );
}
