'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { clientGraphQL } from '../../lib/graphql.client';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { RequestPasswordResetEmail } from './account.documents';
import { FormAlert, TextField, useFieldMessage } from './account-fields';
import { forgotPasswordSchema } from './account-schemas';

/**
 * Forgot password (requestPasswordResetEmail): the e-mail gets a link to /reset-password.
 * Rules §8: 'It was not possible to request a new password, please check the entered email address.'
 */
export function ForgotPasswordForm() {
  const t = useTranslations('account.forgot');
  const message = useFieldMessage();
  const locale = useStoreLocale();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(async ({ email }) => {
        setResult(undefined);
        try {
          const data = await clientGraphQL(locale, RequestPasswordResetEmail, { email });
          if (data.requestPasswordResetEmail !== true)
            throw new Error('requestPasswordResetEmail answered false');
          setResult({ ok: true, text: t('success', { email }) });
        } catch (error) {
          console.error('requestPasswordResetEmail failed', error);
          setResult({ ok: false, text: t('failed') });
        }
      })}
    >
      <p className="text-sm text-ink-muted">{t('text')}</p>
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={message(errors.email)}
        {...register('email')}
      />
      <FormAlert message={result?.text} tone={result?.ok ? 'success' : 'danger'} />
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'w-full')}>
        {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {t('submit')}
      </button>
    </form>
  );
}
