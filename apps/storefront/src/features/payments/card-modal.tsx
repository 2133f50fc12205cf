'use client';

import { maskCardNumber } from '@store/br';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import { useQuery } from '../../lib/query-client';
import { RestError } from '../../lib/rest-client';
import { useSession } from '../../lib/session';
import { Dialog } from '../../ui/dialog';
import type { CardChoice } from '../checkout';
import { CardChooser } from './card-chooser';
import type { InstallmentChoice } from './card-schema';
import { PaymentError } from './payment-error';
import { getInstallments, type PaymentOrder, payByCard } from './payments-api';
import { useSavedCards } from './saved-cards';

/** Server validation codes of the card endpoint with the rules §5 words the modal shows for them. */
const CODE_MESSAGES: Record<string, string> = {
  CARD_BRAND_NOT_SUPPORTED: 'errors.cardBrandNotSupported',
  CARD_NOT_ACCEPTED: 'errors.cardNotAccepted',
  BELOW_INSTALLMENT_MINIMUM: 'errors.belowInstallmentMinimum',
};

/**
 * Before the order exists: the shopper enters the card and picks the installment (rules §4: the
 * payment step needs both for jetcred). The installments are the cart's `installment_plan`, the
 * server's plan of the amount the card will be charged (computed in BRL, shown converted), so the
 * options are the ones the payment service accepts. Nothing is sent anywhere yet.
 */
export function CardChoiceModal({
  open,
  onClose,
  installments,
  currency,
  initial,
  onChoose,
}: {
  open: boolean;
  onClose: () => void;
  installments: InstallmentChoice[];
  currency: string;
  initial: CardChoice | undefined;
  onChoose: (card: CardChoice) => void;
}) {
  const t = useTranslations('checkout');
  return (
    <Dialog open={open} onClose={onClose} title={t('card.title')} closeLabel={t('close')}>
      {open && (
        <CardChooser
          installments={installments}
          currency={currency}
          initial={initial && { ...initial, installments: String(initial.installments) }}
          submitLabel={t('card.use')}
          onSubmit={async (card) => onChoose(card)}
        />
      )}
    </Dialog>
  );
}

/**
 * After the order exists: authorises the card (POST /payments/rede/transactions). The card chosen
 * before placing the order is sent at once; a decline (402) shows Rede's message and lets the
 * shopper pay the same order with another card.
 */
export function CardPaymentModal({
  locale,
  order,
  open,
  onClose,
  pendingCard,
  onApproved,
}: {
  locale: Locale;
  order: PaymentOrder;
  open: boolean;
  onClose: () => void;
  pendingCard: CardChoice | undefined;
  onApproved: () => void;
}) {
  const t = useTranslations('checkout');
  const [isPaying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [lastCard, setLastCard] = useState<CardChoice | undefined>(pendingCard);
  const sentPending = useRef(false);
  const { isLoggedIn, customer } = useSession();
  const { remember: rememberCard } = useSavedCards(isLoggedIn, customer?.email ?? undefined);
  const options = useQuery({
    queryKey: ['payments', 'installments', order.number],
    queryFn: () => getInstallments(locale, order),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const installments = useMemo<InstallmentChoice[]>(
    () =>
      (options.data?.options ?? []).map((option) => ({
        count: option.number_installments,
        amountCents: Math.round(option.amount.value * 100),
        totalCents: Math.round(option.total.value * 100),
        interestFree: option.interest_free,
      })),
    [options.data],
  );

  async function pay(card: CardChoice) {
    setPaying(true);
    setFailure(undefined);
    setLastCard(card);
    try {
      await payByCard(locale, order, card);
      // A new card the customer asked to keep is saved once the bank approved it.
      if (card.saveCard) await rememberCard(card);
      onApproved();
    } catch (error) {
      console.error('card payment failed', error);
      const key = error instanceof RestError && error.code ? CODE_MESSAGES[error.code] : undefined;
      setFailure(
        key ? t(key as 'errors.cardNotAccepted') : error instanceof Error ? error.message : String(error),
      );
      setAttempt((count) => count + 1);
    } finally {
      setPaying(false);
    }
  }

  // Only the card chosen before the order is sent automatically, once (the ref guards it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pay is recreated each render.
  useEffect(() => {
    if (!open || !pendingCard || sentPending.current) return;
    sentPending.current = true;
    void pay(pendingCard);
  }, [open, pendingCard]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('card.payTitle', { number: order.number })}
      closeLabel={t('close')}
    >
      {open &&
        (options.isError ? (
          <PaymentError detail={options.error.message} onRetry={() => void options.refetch()} />
        ) : options.isPending ? (
          <p className="text-sm text-ink-muted">{t('card.loadingInstallments')}</p>
        ) : (
          <CardChooser
            // A new form after each failure: the number and CVV are typed again, the rest stays.
            key={attempt}
            installments={installments}
            currency={order.grand_total.currency}
            initial={
              lastCard && {
                cardholderName: lastCard.cardholderName,
                expirationMonth: lastCard.expirationMonth,
                expirationYear: lastCard.expirationYear,
                installments: String(lastCard.installments),
                savedCardId: lastCard.savedCardId,
                ...(failure || lastCard.savedCardId !== undefined
                  ? {}
                  : { cardNumber: maskCardNumber(lastCard.cardNumber), securityCode: lastCard.securityCode }),
              }
            }
            submitLabel={isPaying ? t('card.paying') : t('card.pay')}
            disabled={isPaying}
            onSubmit={pay}
            error={failure && <PaymentError detail={failure} />}
          />
        ))}
    </Dialog>
  );
}
