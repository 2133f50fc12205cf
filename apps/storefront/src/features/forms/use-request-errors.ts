'use client';

import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { useStoreLocale } from '../../lib/store-locale';
import { describeServerError, mapServerFields } from './form-errors';
import type { FormErrorKey } from './form-schemas';
import { FormRequestError } from './request-client';

/** Limits that field messages quote ("at least {min} characters"). */
export interface FieldLimits {
  min?: number;
  max?: number;
  maxSize?: string;
  types?: string;
}

/** The translated message of a field error: a `forms.errors` key from the schema, or the server's words. */
export function useFieldMessage() {
  const t = useTranslations('forms.errors');
  return useCallback(
    (error: (Pick<FieldError, 'message'> & { type?: unknown }) | undefined, limits: FieldLimits = {}) => {
      if (!error?.message) return undefined;
      // Server messages arrive as type 'server' and are already in the shopper's language.
      if (error.type === 'server') return error.message;
      return t(error.message as FormErrorKey, {
        min: limits.min ?? 0,
        max: limits.max ?? 0,
        maxSize: limits.maxSize ?? '',
        types: limits.types ?? '',
      });
    },
    [t],
  );
}

/**
 * Reports a failed request: field errors beside their controls (react-hook-form `setError`) and
 * the general message it answers, in the shopper's language (Portuguese keeps the server's words).
 */
export function useRequestErrors() {
  const t = useTranslations('forms');
  const locale = useStoreLocale();
  const isPortuguese = locale.iso === 'pt-BR';

  const generalMessage = useCallback(
    (error: unknown): string => {
      const described = describeServerError(error);
      if (isPortuguese && described.serverMessage) return described.serverMessage;
      return t(`server.${described.key}`, described.values);
    },
    [isPortuguese, t],
  );

  const report = useCallback(
    <V extends FieldValues>(
      error: unknown,
      setError: UseFormSetError<V>,
      toFormField: (serverName: string) => Path<V> | undefined,
    ): string => {
      if (!(error instanceof FormRequestError) || error.status === 0) console.error('request failed', error);
      if (error instanceof FormRequestError) {
        for (const [field, message] of mapServerFields(error.fields, toFormField)) {
          setError(field, { type: 'server', message: isPortuguese ? message : t('errors.serverField') });
        }
      }
      return generalMessage(error);
    },
    [generalMessage, isPortuguese, t],
  );

  return { report, generalMessage };
}
