'use client';

import type { CardBrand } from '@store/br';
import { onlyDigits } from '@store/br';
import { CreditCard, LoaderCircle, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { useSession } from '../../lib/session';
import { buttonClasses } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { useFormatPrice } from '../../ui/use-format-price';
import type { CardChoice } from '../checkout';
import { CardForm, useMinInstallmentCents } from './card-form';
import { BRAND_NAMES, type CardFormValues, type InstallmentChoice } from './card-schema';
import { savedCardChoice, savedCardCvvLength, savedCardErrors } from './saved-card-form';
import { type SavedCard, useSavedCards } from './saved-cards';

export interface CardChooserProps {
  installments: readonly InstallmentChoice[];
  currency: string;
  /** The card chosen before (a saved one is chosen again by its id). */
  initial?: (Partial<CardFormValues> & { savedCardId?: number | undefined }) | undefined;
  submitLabel: string;
  onSubmit: (card: CardChoice) => Promise<void>;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The card modal's content: a logged-in customer with saved cards picks one and types only its
 * CVV (rules §3, docs/architecture.md, decision 6), or deletes one, or types a new card, which a customer
 * may keep ("save this card"). Guests type a card.
 */
export function CardChooser(props: CardChooserProps) {
  const t = useTranslations('checkout');
  const { isLoggedIn, customer } = useSession();
  const saved = useSavedCards(isLoggedIn, customer?.email ?? undefined);
  const [mode, setMode] = useState<'saved' | 'new' | undefined>(
    props.initial?.cardNumber ? 'new' : undefined,
  );

  if (saved.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <LoaderCircle aria-hidden size={16} className="animate-spin" /> {t('savedCards.loading')}
      </p>
    );
  }
  const current = mode ?? (saved.cards.length > 0 ? 'saved' : 'new');
  if (current === 'saved' && saved.cards.length > 0) {
    return (
      <SavedCardForm
        {...props}
        cards={saved.cards}
        onDelete={saved.remove}
        onNewCard={() => setMode('new')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {saved.cards.length > 0 && (
        <button
          type="button"
          onClick={() => setMode('saved')}
          className="self-start text-sm font-semibold text-primary-strong underline"
        >
          {t('savedCards.useSaved')}
        </button>
      )}
      <CardForm
        installments={props.installments}
        currency={props.currency}
        initial={props.initial}
        submitLabel={props.submitLabel}
        onSubmit={props.onSubmit}
        error={props.error}
        disabled={props.disabled}
        allowSave={isLoggedIn}
      />
    </div>
  );
}

function SavedCardForm({
  cards,
  installments,
  currency,
  initial,
  submitLabel,
  onSubmit,
  error,
  disabled,
  onDelete,
  onNewCard,
}: CardChooserProps & {
  cards: readonly SavedCard[];
  onDelete: (id: number) => Promise<void>;
  onNewCard: () => void;
}) {
  const t = useTranslations('checkout');
  const formatPrice = useFormatPrice();
  const [cardId, setCardId] = useState<number | undefined>(
    cards.find((card) => card.id === initial?.savedCardId)?.id ?? cards[0]?.id,
  );
  const [securityCode, setSecurityCode] = useState('');
  const [count, setCount] = useState(initial?.installments ?? '1');
  const [errors, setErrors] = useState<ReturnType<typeof savedCardErrors>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [deleting, setDeleting] = useState<number>();
  const card = cards.find((candidate) => candidate.id === cardId);
  const money = (cents: number) => formatPrice.cents(cents, currency);
  const chosen = installments.find((option) => String(option.count) === count);
  const minInstallmentCents = useMinInstallmentCents(currency);
  const message = (key: string | undefined) => (key ? t(`errors.${key}` as 'errors.required') : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = savedCardErrors(
      { card, securityCode, installments: count },
      installments,
      minInstallmentCents,
    );
    setErrors(found);
    if (!card || Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit(savedCardChoice(card, securityCode, Number(count)));
    } finally {
      setSubmitting(false);
    }
  }

  async function remove(id: number) {
    setDeleting(id);
    try {
      await onDelete(id);
      if (cardId === id) setCardId(cards.find((candidate) => candidate.id !== id)?.id);
    } finally {
      setDeleting(undefined);
    }
  }

  return (
    <form
      noValidate
      aria-label={t('savedCards.formLabel')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('savedCards.title')}</legend>
        {cards.map((saved) => (
          <div
            key={saved.id}
            data-testid="saved-card"
            className="flex items-center gap-3 rounded border border-line p-3 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-tint"
          >
            <label className="flex flex-1 cursor-pointer items-center gap-3">
              <input
                type="radio"
                name="saved-card"
                value={saved.id}
                checked={cardId === saved.id}
                onChange={() => setCardId(saved.id)}
                className="size-4 accent-primary-strong"
              />
              <CreditCard aria-hidden size={20} className="text-primary-strong" />
              <span className="flex-1 text-sm">
                <span className="font-medium">
                  {t('savedCards.card', { brand: brandName(saved.brand), last4: saved.last4 })}
                </span>
                <span className="block text-xs text-ink-muted">
                  {saved.holder} ·{' '}
                  {t('savedCards.expiry', {
                    month: String(saved.expiry_month).padStart(2, '0'),
                    year: String(saved.expiry_year),
                  })}
                </span>
              </span>
            </label>
            <button
              type="button"
              onClick={() => void remove(saved.id)}
              disabled={deleting !== undefined}
              aria-label={t('savedCards.delete', { last4: saved.last4 })}
              title={t('savedCards.delete', { last4: saved.last4 })}
              className="inline-flex size-9 items-center justify-center rounded text-ink-muted hover:text-danger disabled:opacity-50"
            >
              {deleting === saved.id ? (
                <LoaderCircle aria-hidden size={16} className="animate-spin" />
              ) : (
                <Trash2 aria-hidden size={16} />
              )}
            </button>
          </div>
        ))}
        {errors.card && (
          <p role="alert" className="text-sm text-danger">
            {message(errors.card)}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('card.securityCode')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={card ? savedCardCvvLength(card.brand) : 4}
          hint={t('card.securityCodeHint', { length: card ? savedCardCvvLength(card.brand) : 3 })}
          error={message(errors.securityCode)}
          value={securityCode}
          onChange={(event) => setSecurityCode(onlyDigits(event.target.value))}
        />
        <SelectField
          label={t('card.installments')}
          className="col-span-2"
          error={message(errors.installments)}
          hint={chosen && t('card.total', { total: money(chosen.totalCents) })}
          value={count}
          onChange={(event) => setCount(event.target.value)}
        >
          {installments.map((option) => (
            <option key={option.count} value={String(option.count)}>
              {t(option.interestFree ? 'card.installmentFree' : 'card.installmentInterest', {
                count: option.count,
                amount: money(option.amountCents),
                total: money(option.totalCents),
              })}
            </option>
          ))}
        </SelectField>
      </div>
      {error}
      <button
        type="submit"
        disabled={isSubmitting || disabled}
        className={buttonClasses('primary', 'w-full')}
      >
        {(isSubmitting || disabled) && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {submitLabel}
      </button>
      <button
        type="button"
        onClick={onNewCard}
        className="self-start text-sm font-semibold text-primary-strong underline"
      >
        {t('savedCards.useNew')}
      </button>
    </form>
  );
}

function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase() as CardBrand] ?? brand;
}
