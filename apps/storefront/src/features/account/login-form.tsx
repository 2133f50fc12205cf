'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { botCheckToken } from '../../lib/bot-check';
import { useQueryClient } from '../../lib/query-client';
import { loginSucceeded, requestLogin } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { mergeCartsAfterLogin } from '../cart';
import { FormAlert, TextField, useFieldMessage } from './account-fields';
import { loginSchema } from './account-schemas';

/**
 * E-mail and password (rules §2 login modal): POST /session/login with the bot-check token; the
 * server's GraphQL messages appear joined with commas (rules §8), among them 'You must confirm
 * your account. Please check your email for the confirmation link.'.
 */
export function LoginForm({ onLoggedIn, notice }: { onLoggedIn: () => void; notice?: string | undefined }) {
  const t = useTranslations('account.login');
  const message = useFieldMessage();
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(async (values) => {
        setServerError(undefined);
        try {
          const answer = await requestLogin({
            ...values,
            recaptchaToken: await botCheckToken('login'),
            store: locale.store,
          });
          if (!answer.ok) {
            setServerError(answer.message);
            return;
          }
          await loginSucceeded(locale, queryClient, mergeCartsAfterLogin);
          onLoggedIn();
        } catch (error) {
          console.error('login failed', error);
          setServerError(t('failed'));
        }
      })}
    >
      <FormAlert message={notice} tone="success" />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={message(errors.email)}
        {...register('email')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password)}
        {...register('password')}
      />
      <FormAlert message={serverError} />
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'w-full')}>
        {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {t('submit')}
      </button>
    </form>
  );
}
