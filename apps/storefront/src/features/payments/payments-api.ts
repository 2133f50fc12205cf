import {
  cardAmountCents,
  centsToDecimalString,
  PIX_EXPIRATION_SECONDS,
  personType,
  taxvatToDigits,
} from '@store/br';
import { botCheckToken } from '../../lib/bot-check';
import type { Locale } from '../../lib/locales';
import { requestJson, withQuery } from '../../lib/rest-client';
import type { CardChoice, PlacedOrder } from '../checkout';

/**
 * The payment service (rules §7 "The calls it makes"; apps/commerce/README.md "Payments") for one
 * placed order. Every call carries the order's access token; the server computes the amount from
 * the order and refuses a different one, so `amount` is the order's grand total as the order
 * answered it.
 */

export type PaymentOrder = Pick<
  PlacedOrder,
  | 'number'
  | 'token'
  | 'email'
  | 'firstname'
  | 'lastname'
  | 'taxvat'
  | 'payment_method'
  | 'grand_total'
  | 'grand_total_cents'
  | 'payment_expires_at'
>;

export interface PixCharge {
  txid: string;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_PSP';
  pixCopiaECola: string;
  expiresAt: string;
  qrCodeUrl?: string;
  orderStatus?: string;
  paidAt?: string | null;
}

export interface Boleto {
  nossoNumero: string;
  barcode: string;
  digitableLine: string;
  formattedLine: string;
  issueDate: string;
  dueDate: string;
  amount: number | string;
  status: string;
  pdfUrl: string;
}

export interface InstallmentOptionBody {
  number_installments: number;
  amount: { value: number };
  total: { value: number };
  interest_free: boolean;
}

export interface CardAuthorization {
  returnCode: string;
  returnMessage: string;
  tid?: string;
  installments?: number;
  orderStatus?: string;
}

function identity(order: PaymentOrder) {
  return {
    orderId: order.number,
    username: `${order.firstname} ${order.lastname}`.trim(),
    email: order.email,
    token: order.token,
  };
}

const lookup = (order: Pick<PaymentOrder, 'number' | 'token'>) => ({
  orderId: order.number,
  token: order.token,
});

const amountOf = (order: PaymentOrder) => order.grand_total_cents;

export function createPixCharge(locale: Locale, order: PaymentOrder) {
  const amountCents = amountOf(order);
  return requestJson<PixCharge>(
    locale,
    'POST',
    withQuery('/payments/itau/pix/transactions', identity(order)),
    {
      data: {
        calendario: { expiracao: PIX_EXPIRATION_SECONDS },
        valor: { original: centsToDecimalString(amountCents) },
      },
      amount: centsToDecimalString(amountCents),
    },
  );
}

export function getPixCharge(locale: Locale, order: Pick<PaymentOrder, 'number' | 'token'>) {
  return requestJson<PixCharge>(locale, 'GET', withQuery('/payments/itau/pix/transactions', lookup(order)));
}

export function createBoleto(locale: Locale, order: PaymentOrder) {
  const amountCents = amountOf(order);
  const taxvat = order.taxvat ?? '';
  return requestJson<{ data: Boleto }>(
    locale,
    'POST',
    withQuery('/payments/itau/boleto/transactions', identity(order)),
    {
      data: {
        payer: {
          name: `${order.firstname} ${order.lastname}`.trim(),
          personType: personType(taxvat),
          document: taxvatToDigits(taxvat),
        },
      },
      amount: centsToDecimalString(amountCents),
    },
  );
}

export function getBoleto(locale: Locale, order: Pick<PaymentOrder, 'number' | 'token'>) {
  return requestJson<{ data: Boleto }>(
    locale,
    'GET',
    withQuery('/payments/itau/boleto/transactions', lookup(order)),
  );
}

export function getInstallments(locale: Locale, order: Pick<PaymentOrder, 'number' | 'token'>) {
  return requestJson<{ options: InstallmentOptionBody[] }>(
    locale,
    'GET',
    withQuery('/payments/rede/installments', lookup(order)),
  );
}

/**
 * Rules §3 card payment body; the amount is multiplied by 100 and floored (rules §9). A saved card
 * goes by its id with the CVV typed now: the server opens the card (docs/architecture.md, decision 6).
 */
export function cardPaymentBody(order: PaymentOrder, card: CardChoice) {
  const amountCents = amountOf(order);
  if (card.savedCardId !== undefined) {
    return {
      data: {
        capture: true,
        kind: 'credit',
        reference: order.number,
        amount: cardAmountCents(centsToDecimalString(amountCents)),
        savedCardId: card.savedCardId,
        securityCode: card.securityCode,
        installments: card.installments,
      },
      amount: centsToDecimalString(amountCents),
    };
  }
  return {
    data: {
      capture: true,
      kind: 'credit',
      reference: order.number,
      amount: cardAmountCents(centsToDecimalString(amountCents)),
      cardholderName: card.cardholderName.trim(),
      cardNumber: card.cardNumber.replace(/\D/g, ''),
      expirationMonth: Number(card.expirationMonth),
      expirationYear: Number(card.expirationYear),
      securityCode: card.securityCode,
      installments: card.installments,
    },
    amount: centsToDecimalString(amountCents),
  };
}

/**
 * Pays by card. With a bot check configured its answer goes along: the server asks for one only
 * from an address that reached its card-testing limit (BOT_CHECK_REQUIRED), and then lets it pass.
 */
export async function payByCard(locale: Locale, order: PaymentOrder, card: CardChoice) {
  const botCheck = await botCheckToken('card_payment');
  return requestJson<CardAuthorization>(
    locale,
    'POST',
    withQuery('/payments/rede/transactions', identity(order)),
    cardPaymentBody(order, card),
    botCheck ? { 'X-ReCaptcha': botCheck } : {},
  );
}
