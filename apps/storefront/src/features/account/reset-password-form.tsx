'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { clientGraphQL, GraphQLRequestError } from '../../lib/graphql.client';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { ResetPassword } from './account.documents';
import { FormAlert, TextField, useFieldMessage } from './account-fields';
import { resetPasswordSchema } from './account-schemas';
import { openAccountModal } from './login-modal';

/**
 * /reset-password?email&token: a new password under rules §5's rule (resetPassword). Rules §8:
 * 'An error occurred when resetting password'; an expired link says so ('token has expired').
 */
export function ResetPasswordForm({
  email,
  token,
}: {
  email: string | undefined;
  token: string | undefined;
}) {
  const t = useTranslations('account.reset');
  const message = useFieldMessage();
  const locale = useStoreLocale();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  if (!email || !token) return <FormAlert message={t('missing')} />;
  if (result?.ok) {
    return (
      <div className="flex flex-col items-start gap-4">
        <FormAlert tone="success" message={result.text} />
        <button type="button" className={buttonClasses('primary')} onClick={() => openAccountModal('login')}>
          {t('login')}
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="flex max-w-md flex-col gap-4"
      onSubmit={handleSubmit(async ({ password }) => {
        setResult(undefined);
        try {
          const data = await clientGraphQL(locale, ResetPassword, {
            email,
            resetPasswordToken: token,
            newPassword: password,
          });
          if (data.resetPassword !== true) throw new Error('resetPassword answered false');
          setResult({ ok: true, text: t('success') });
        } catch (error) {
          console.error('resetPassword failed', error);
          const isExpired = error instanceof GraphQLRequestError && /expired/i.test(error.englishMessage);
          const detail = error instanceof GraphQLRequestError ? ` ${error.message}` : '';
          setResult({ ok: false, text: isExpired ? t('expired') : `${t('failed')}${detail}` });
        }
      })}
    >
      <p className="text-sm text-ink-muted">{t('text', { email })}</p>
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={message(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('confirmation')}
        type="password"
        autoComplete="new-password"
        error={message(errors.confirmation)}
        {...register('confirmation')}
      />
      <FormAlert message={result?.text} />
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary')}>
        {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {t('submit')}
      </button>
    </form>
  );
}
