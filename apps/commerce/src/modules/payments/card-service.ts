import { fromCents, installmentPlan } from '@store/br';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/schema';
import { resolveCaller } from '../customer/auth';
import { type RecaptchaConfig, verifyRecaptcha } from '../customer/recaptcha';
import { markOrderPaid } from '../sales/order-status';
import {
  type AttemptScope,
  type AttemptSubject,
  cardFingerprint,
  createAttemptLimiter,
  hashedSubject,
  type Reservation,
} from './attempt-limits';
import { type ValidCardPayment, validateCardPayment } from './card-validation';
import { MESSAGES, PaymentError, ProviderError } from './errors';
import { assertOpen, assertPaymentMethod, getAccessibleOrder, type OrderAccess } from './order-access';
import { findOrderById, type PayableOrder } from './orders';
import type { CardProvider } from './providers';
import {
  type CardTransactionRow,
  findApprovedCardTransaction,
  finishCardTransaction,
  insertCardTransaction,
  listCardTransactions,
  releaseStaleCardTransactions,
} from './repository';

export interface CardServiceDeps {
  db: Kysely<Database>;
  provider: CardProvider;
  log: FastifyBaseLogger;
  /** Server secret the card fingerprints are keyed with (the card vault key). */
  fingerprintKey: () => Buffer;
  /** Declines allowed per order, card, customer and client address within the window. */
  limits: PaymentsConfig['cardDeclineLimits'];
  /** With a secret, a passed bot check lets one more attempt through a client address at its limit. */
  recaptcha?: RecaptchaConfig;
  now?: () => Date;
}

/** Who is paying, for the card-testing limits: the client address and a bot-check answer, if any. */
export interface CardClient {
  ip?: string;
  /** The bot-check token (X-ReCaptcha header). */
  botCheck?: string;
}

export const TOO_MANY_ATTEMPTS_CODE = 'TOO_MANY_CARD_ATTEMPTS';
export const BOT_CHECK_REQUIRED_CODE = 'BOT_CHECK_REQUIRED';

const tooManyAttempts = (windowMinutes: number) =>
  new PaymentError(
    429,
    TOO_MANY_ATTEMPTS_CODE,
    `Muitas tentativas de pagamento com cartão foram recusadas. Por segurança, aguarde ${windowMinutes} minutos antes de tentar de novo.`,
    { retryAfterMinutes: windowMinutes },
  );

/** Where saved cards are opened (modules/vault): only ever the given customer's own cards. */
export interface SavedCardSource {
  open(
    customerId: number,
    id: number,
  ): Promise<
    | { cardNumber: string; cardholderName: string; expirationMonth: number; expirationYear: number }
    | undefined
  >;
}

/**
 * Paying with a saved card: `data.savedCardId` and `data.securityCode` stand for the card fields.
 * The bearer must own the card; its number is decrypted here, server-side (docs/architecture.md,
 * decision 6), and the payment then follows the ordinary rules. Other bodies pass unchanged.
 */
export async function expandSavedCard(
  db: Kysely<Database>,
  data: unknown,
  authorization: string | undefined,
  cards: SavedCardSource,
): Promise<unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const { savedCardId, ...rest } = data as Record<string, unknown>;
  if (savedCardId === undefined || savedCardId === null || savedCardId === '') return data;
  if (rest.cardNumber !== undefined) {
    throw new PaymentError(400, 'INVALID_REQUEST', 'Envie data.cardNumber ou data.savedCardId, não os dois');
  }
  const caller = await resolveCaller(db, authorization);
  if (caller.customerId === null) {
    throw new PaymentError(401, 'UNAUTHORIZED', "The current customer isn't authorized.");
  }
  const id =
    typeof savedCardId === 'number' || typeof savedCardId === 'string' ? Number(savedCardId) : Number.NaN;
  const card = Number.isInteger(id) && id > 0 ? await cards.open(caller.customerId, id) : undefined;
  if (!card) throw new PaymentError(404, 'CARD_NOT_FOUND', 'Cartão salvo não encontrado');
  return {
    ...rest,
    cardholderName: card.cardholderName,
    cardNumber: card.cardNumber,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
  };
}

type PayableOrderRef = Pick<PayableOrder, 'id' | 'incrementId' | 'customerId' | 'email'>;

/** The messages of rules §8 for Rede's decline codes. */
const DECLINE_MESSAGES: Record<string, string> = {
  '111': 'Cartão Recusado',
  '109': 'Cartão Inexistente',
  '124': 'Não autorizado, contate a Rede',
  '37': 'Não autorizado, dados inválidos',
};

// An attempt still 'processing' after this long belongs to a server that died mid-call: it is
// given up so that the shopper can pay (its Rede reference stays unique; staff reconcile).
const STALE_MS = 120_000;

export interface ApprovedCardPayment {
  returnCode: '00';
  returnMessage: string;
  tid: string | null;
  nsu: string | null;
  authorizationCode: string | null;
  installments: number;
  /** Charged amount in cents (e.Rede's unit), interest included. */
  amount: number;
  brand: string;
  last4: string;
  orderStatus: string;
}

/**
 * Credit-card payments through the acquirer (e.Rede). Only credit ('debit and international
 * cards not accepted'), only detected brands, installments from the order's plan (interest from
 * the 4th, each at least the minimum). Approved → order processing; declined → the order stays
 * open for another card. The card number and security code go to the acquirer only: the row keeps
 * brand, last four digits, tid and return code.
 */
export function createCardService({
  db,
  provider,
  log,
  fingerprintKey,
  limits,
  recaptcha,
  now = () => new Date(),
}: CardServiceDeps) {
  const limiter = createAttemptLimiter(db, limits.windowMinutes);

  /**
   * One attempt on each subject of this payment, or the refusal that stops it before the acquirer.
   * A client address at its limit may pass once per valid bot-check answer when a secret is set.
   */
  async function reserveAttempt(
    order: PayableOrderRef,
    cardNumber: string,
    client: CardClient,
  ): Promise<Reservation> {
    const subjects: AttemptSubject[] = [
      { scope: 'order', subject: String(order.id), limit: limits.perOrder },
      { scope: 'card', subject: cardFingerprint(fingerprintKey(), cardNumber), limit: limits.perCard },
      {
        scope: 'customer',
        subject:
          order.customerId !== null
            ? `id:${order.customerId}`
            : `email:${hashedSubject(order.email.trim().toLowerCase())}`,
        limit: limits.perCustomer,
      },
    ];
    if (client.ip) subjects.push({ scope: 'ip', subject: client.ip, limit: limits.perIp });
    const first = await limiter.reserve(subjects, now());
    if (first.ok) return first.reservation;
    if (first.scope === 'ip' && recaptcha?.secret) {
      if (!client.botCheck) {
        throw new PaymentError(
          429,
          BOT_CHECK_REQUIRED_CODE,
          'Muitas tentativas de pagamento com cartão a partir desta conexão. Confirme que você não é um robô para tentar de novo.',
          { retryAfterMinutes: limits.windowMinutes },
        );
      }
      try {
        await verifyRecaptcha(recaptcha, client.botCheck, client.ip ?? '', log);
      } catch {
        throw new PaymentError(
          429,
          BOT_CHECK_REQUIRED_CODE,
          'Não foi possível confirmar que você não é um robô. Tente de novo.',
          { retryAfterMinutes: limits.windowMinutes },
        );
      }
      const lifted = await limiter.reserve(subjects, now(), new Set<AttemptScope>(['ip']));
      if (lifted.ok) return lifted.reservation;
    }
    log.warn(
      { order: order.incrementId, scope: first.scope },
      'card payment refused: too many declined attempts',
    );
    throw tooManyAttempts(limits.windowMinutes);
  }

  async function approvedOutput(row: CardTransactionRow, orderId: number): Promise<ApprovedCardPayment> {
    const order = await findOrderById(db, orderId);
    return {
      returnCode: '00',
      returnMessage: row.return_message ?? '',
      tid: row.tid,
      nsu: row.nsu,
      authorizationCode: row.authorization_code,
      installments: row.installments,
      amount: row.amount_cents,
      brand: row.brand,
      last4: row.last4,
      orderStatus: order?.status ?? 'processing',
    };
  }

  /**
   * Records the attempt and asks the acquirer. A decline or a failure to reach it closes the
   * attempt and throws; an approval is returned for settle(). When another request of this order
   * got there first, its approval is the answer.
   */
  async function authorise(
    order: PayableOrderRef,
    card: ValidCardPayment,
    today: Date,
  ): Promise<
    | { id: number; result: Awaited<ReturnType<CardProvider['authorize']>> }
    | { payment: ApprovedCardPayment; alreadyPaid: true }
  > {
    await releaseStaleCardTransactions(db, order.id, new Date(today.getTime() - STALE_MS), today);
    const attempts = await listCardTransactions(db, order.id);
    const attempt = (attempts.at(-1)?.attempt ?? 0) + 1;
    const reference = `${order.incrementId}T${attempt}`;
    const at = today.toISOString();
    const id = await insertCardTransaction(db, {
      order_id: order.id,
      attempt,
      reference,
      provider: provider.name,
      brand: card.brand,
      last4: card.number.slice(-4),
      installments: card.installments,
      amount_cents: card.amountCents,
      return_code: null,
      return_message: null,
      tid: null,
      nsu: null,
      authorization_code: null,
      created_at: at,
      updated_at: at,
    });
    if (id === undefined) {
      const winner = await findApprovedCardTransaction(db, order.id);
      if (winner) return { payment: await approvedOutput(winner, order.id), alreadyPaid: true };
      throw new PaymentError(409, 'PAYMENT_IN_PROGRESS', 'Um pagamento deste pedido já está em andamento');
    }

    let result: Awaited<ReturnType<CardProvider['authorize']>>;
    try {
      result = await provider.authorize({
        reference,
        amountCents: card.amountCents,
        installments: card.installments,
        capture: true,
        cardholderName: card.holder,
        cardNumber: card.number,
        expirationMonth: card.month,
        expirationYear: card.year,
        securityCode: card.securityCode,
      });
    } catch (error) {
      await finishCardTransaction(db, id, 'failed', {}, now());
      if (!(error instanceof ProviderError)) throw error;
      log.error({ err: error, order: order.incrementId }, 'card authorization failed');
      throw new PaymentError(502, 'CARD_PROVIDER_ERROR', MESSAGES.cardFailure);
    }

    if (result.returnCode !== '00') {
      await finishCardTransaction(db, id, 'declined', result, now());
      const message = DECLINE_MESSAGES[result.returnCode] ?? (result.returnMessage || 'Cartão Recusado');
      throw new PaymentError(402, 'CARD_DECLINED', message, {
        returnCode: result.returnCode,
        returnMessage: DECLINE_MESSAGES[result.returnCode] ?? result.returnMessage,
      });
    }
    return { id, result };
  }

  /** An approved authorisation: the attempt is closed as approved and the order is paid. */
  async function settle(
    order: PayableOrderRef,
    card: ValidCardPayment,
    approval: { id: number; result: Awaited<ReturnType<CardProvider['authorize']>> },
  ): Promise<ApprovedCardPayment> {
    const { id, result } = approval;
    await finishCardTransaction(db, id, 'approved', result, now());
    const paid = await markOrderPaid(
      db,
      order.id,
      `Cartão aprovado: ${card.brand} final ${card.number.slice(-4)}, ${card.installments}x, tid ${result.tid ?? '-'}`,
      now(),
    );
    if (!paid)
      log.error(
        { order: order.incrementId, tid: result.tid },
        'card approved for an order that is not open: refund it',
      );
    const row = (await findApprovedCardTransaction(db, order.id))!;
    return approvedOutput(row, order.id);
  }

  return {
    /** The approved card transaction of an order, if any (brand, last digits, instalments). */
    approvedTransaction(orderId: number) {
      return findApprovedCardTransaction(db, orderId);
    },

    async installments(access: OrderAccess) {
      const order = await getAccessibleOrder(db, access);
      return installmentPlan(order.grandTotalCents);
    },

    async pay(
      access: OrderAccess,
      body: { data?: unknown; amount?: unknown },
      client: CardClient = {},
    ): Promise<{ payment: ApprovedCardPayment; alreadyPaid: boolean }> {
      const order = await getAccessibleOrder(db, access);
      assertPaymentMethod(order, 'jetcred');
      const approved = await findApprovedCardTransaction(db, order.id);
      if (approved) return { payment: await approvedOutput(approved, order.id), alreadyPaid: true };
      assertOpen(order);
      const today = now();
      const card = validateCardPayment(body, order, today);
      // Card testing: refused here, before the acquirer, once declines pile up (attempt-limits.ts).
      const reservation = await reserveAttempt(order, card.number, client);
      let declined = false;
      try {
        const outcome = await authorise(order, card, today);
        if ('alreadyPaid' in outcome) return outcome;
        return { payment: await settle(order, card, outcome), alreadyPaid: false };
      } catch (error) {
        declined = error instanceof PaymentError && error.code === 'CARD_DECLINED';
        throw error;
      } finally {
        // Only a decline keeps its attempt: approvals and failures to reach the acquirer give it back.
        if (!declined) await limiter.release(reservation, now());
      }
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;

/** GET /payments/rede/installments: the plan of the order's grand total. */
export function installmentsOutput(plan: ReturnType<typeof installmentPlan>) {
  return {
    options: plan.map((option) => ({
      number_installments: option.number_installments,
      amount: { value: fromCents(option.amountCents) },
      total: { value: fromCents(option.totalCents) },
      interest_free: option.interestFree,
    })),
  };
}
