'use client';

import type { FieldError } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import type { AccountErrorKey } from './account-schemas';

export { SelectField, TextField } from '../checkout/field';

/** The translated message of a field error whose message is an `account.errors` key. */
export function useFieldMessage() {
  const t = useTranslations('account.errors');
  return (error: FieldError | undefined) =>
    error?.message ? t(error.message as AccountErrorKey, { min: 2, password: 8 }) : undefined;
}

/** A server or request error beside the form that caused it, announced to screen readers. */
export function FormAlert({
  message,
  tone = 'danger',
}: {
  message: string | undefined;
  tone?: 'danger' | 'success';
}) {
  if (!message) return null;
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={
        tone === 'danger'
          ? 'rounded border border-danger/40 bg-danger-tint px-3 py-2 text-sm text-danger'
          : 'rounded border border-success/40 bg-success-tint px-3 py-2 text-sm text-success'
      }
    >
      {message}
    </p>
  );
}
