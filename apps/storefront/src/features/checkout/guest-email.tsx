'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import { buttonClasses } from '../../ui/button';
import { TextField } from '../../ui/field';
import { guestEmailSchema } from './address-schema';
import { type CheckoutCartFields, SetGuestEmailOnCart } from './checkout.documents';
import { guestCheckoutRefusal } from './guest-checkout';
import { useCartMutation } from './use-checkout-cart';

/** The guest's e-mail (setGuestEmailOnCart): where the order confirmation and payment data go. */
export function GuestEmail({ locale, cart }: { locale: Locale; cart: CheckoutCartFields }) {
  const t = useTranslations('checkout');
  const mutate = useCartMutation(locale);
  const [isEditing, setEditing] = useState(!cart.email);
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(guestEmailSchema), defaultValues: { email: cart.email ?? '' } });

  if (!isEditing && cart.email) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded bg-surface-muted px-3 py-2 text-sm">
        <span>
          {t('email.using')} <strong>{cart.email}</strong>
        </span>
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="font-semibold text-primary-strong underline"
        >
          {t('change')}
        </button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label={t('email.title')}
      onSubmit={handleSubmit(async ({ email }) => {
        setServerError(undefined);
        try {
          await mutate(SetGuestEmailOnCart, { cartId: cart.id, email });
          setEditing(false);
        } catch (error) {
          // The refusal of a cart with files shows above the steps, with the login button.
          if (guestCheckoutRefusal(error)) return;
          setServerError(error instanceof Error ? error.message : String(error));
        }
      })}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={t('email.label')}
        type="email"
        inputMode="email"
        autoComplete="email"
        className="flex-1"
        hint={t('email.hint')}
        error={errors.email?.message ? t(`errors.${errors.email.message}` as 'errors.required') : serverError}
        {...register('email')}
      />
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'sm:mt-6')}>
        {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {t('email.save')}
      </button>
    </form>
  );
}
