'use client';

import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number | undefined;
  onChange: (value: number) => void;
  label: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  disabled,
  size = 'md',
}: QuantityStepperProps) {
  const t = useTranslations('product');
  const id = useId();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  // The quantity changed from outside (a refused change put back, another tab): what was typed
  // gives way to it, unless it is what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (draft !== undefined && Number.parseInt(draft, 10) !== value) setDraft(undefined);
  }
  const clamp = (n: number) => Math.max(min, max === undefined ? n : Math.min(max, n));
  const box = size === 'md' ? 'size-12' : 'size-10';
  return (
    <div className="inline-flex items-stretch self-start rounded border border-line">
      <button
        type="button"
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= min}
        aria-label={t('actions.decrease')}
        aria-controls={id}
        className={`${box} inline-flex items-center justify-center text-ink hover:bg-surface-muted disabled:text-line`}
      >
        <Minus aria-hidden="true" size={18} />
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          const n = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(n)) onChange(Math.max(0, n));
        }}
        onBlur={() => {
          setDraft(undefined);
          onChange(clamp(value));
        }}
        className="w-14 border-x border-line text-center tabular [appearance:textfield] disabled:bg-surface-muted [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled || (max !== undefined && value >= max)}
        aria-label={t('actions.increase')}
        aria-controls={id}
        className={`${box} inline-flex items-center justify-center text-ink hover:bg-surface-muted disabled:text-line`}
      >
        <Plus aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
