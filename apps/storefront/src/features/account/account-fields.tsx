'use client';

import type { FieldError } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import type { AccountErrorKey } from './account-schemas';

export { FormAlert } from '../../ui/alert';
export { SelectField, TextField } from '../../ui/field';

/** The translated message of a field error whose message is an `account.errors` key. */
export function useFieldMessage() {
  const t = useTranslations('account.errors');
  return (error: FieldError | undefined) =>
    error?.message ? t(error.message as AccountErrorKey, { min: 2, password: 8 }) : undefined;
}
