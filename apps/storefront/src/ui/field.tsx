'use client';

import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

/** Input classes shared by the checkout's fields, selects and the card modal. */
export const INPUT_CLASSES =
  'min-h-11 w-full rounded border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-muted/70 focus:border-primary-strong focus:outline-none focus:ring-2 focus:ring-primary/40 aria-[invalid=true]:border-danger disabled:bg-surface-muted';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/**
 * A labelled form control with its hint and its error beside it (an error is read where it
 * can be fixed), tied to the control by aria-describedby.
 */
export function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

export function TextField({ label, error, hint, className, ...input }: InputProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={INPUT_CLASSES}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
};

export function SelectField({ label, error, hint, className, children, ...select }: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={INPUT_CLASSES}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}
