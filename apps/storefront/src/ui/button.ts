import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

/**
 * Classes of the store's buttons, for <button> and for links that look like buttons. Primary
 * uses the strong orange: white text on it passes WCAG AA.
 */
export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded px-5 text-sm font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variant === 'primary' && 'bg-primary-strong text-white hover:bg-primary-hover',
    variant === 'secondary' &&
      'border border-primary-strong bg-surface text-primary-strong hover:bg-primary-tint',
    variant === 'ghost' && 'text-ink hover:bg-surface-muted',
    className,
  );
}
