import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { ProviderError } from './errors';
import { CARD_CANCELLATION_CODES, type PaymentProviders } from './providers';
import {
  closeBoleto,
  closePixCharge,
  findApprovedCardTransaction,
  findBoletoByOrder,
  findPixChargeByOrder,
} from './repository';
import type { PaymentRefundTable } from './tables';

/**
 * Giving money back, and closing what can no longer be paid, through each method's provider:
 * an open Pix charge is removed at the PSP, an open boleto written off at the bank, a card
 * payment cancelled at e.Rede (a void on the day of the sale, a refund later), a received Pix
 * returned by a devolução; a boleto is refunded by bank transfer to the payer's account, which
 * staff make by hand: the refund is recorded with the account, awaiting the transfer.
 *
 * Every reversal is claimed first (a payment_refund row under the request's key, committed before
 * the provider is called), so a retried or concurrent request never reaches the provider twice.
 * The amounts ever reversed for an order never exceed what was paid.
 */

export type RefundRow = Selectable<PaymentRefundTable>;

/** A refusal the order service shows as is (Magento-style English). */
export class ReversalError extends Error {}

export interface BankAccountInput {
  bank_code: string;
  agency: string;
  account: string;
  holder_name: string;
  holder_taxvat: string;
}

interface OrderRef {
  id: number;
  payment_method_code: string;
  grand_total_cents: number;
}

/** Our id of a Pix devolução: [a-zA-Z0-9]{1,35} derived from the request key (same key, same id). */
export function devolucaoId(requestKey: string): string {
  return `D${createHash('sha256').update(requestKey).digest('hex').slice(0, 34)}`;
}

export function createReversalService({
  db,
  providers,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  providers: PaymentProviders;
  now?: () => Date;
}) {
  async function reversedCents(orderId: number): Promise<number> {
    const row = await db
      .selectFrom('payment_refund')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
      .where('order_id', '=', orderId)
      .where('status', '!=', 'failed')
      .where('kind', 'in', ['card_void', 'card_cancellation', 'pix_devolucao', 'bank_transfer'])
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /**
   * Claims the request's reversal, calls the provider once, records its answer. A request that
   * already got its reversal gets the same row back; one still waiting for its provider is refused.
   */
  async function reverse(
    order: OrderRef,
    requestKey: string,
    kind: string,
    amountCents: number,
    paidCents: number,
    call: () => Promise<{ reference?: string; providerStatus?: string; status?: string }>,
    extra: { bank_account?: string } = {},
  ): Promise<RefundRow> {
    const existing = await db
      .selectFrom('payment_refund')
      .selectAll()
      .where('request_key', '=', requestKey)
      .executeTakeFirst();
    if (existing?.status === 'pending') {
      throw new ReversalError('The refund of this request is still being processed. Try again later.');
    }
    if (existing && existing.status !== 'failed') return existing;
    if (existing) await db.deleteFrom('payment_refund').where('id', '=', existing.id).execute();
    const available = paidCents - (await reversedCents(order.id));
    if (amountCents > available) {
      throw new ReversalError(`The most money available to refund is ${(available / 100).toFixed(2)}.`);
    }
    const at = now().toISOString();
    const claimed = await db
      .insertInto('payment_refund')
      .values({
        order_id: order.id,
        request_key: requestKey,
        kind,
        provider: providers.card.name,
        amount_cents: amountCents,
        status: 'pending',
        reference: null,
        provider_status: null,
        bank_account: extra.bank_account ?? null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('request_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed)
      throw new ReversalError('The refund of this request is still being processed. Try again later.');
    try {
      const answer = await call();
      return await db
        .updateTable('payment_refund')
        .set({
          status: answer.status ?? 'done',
          reference: answer.reference ?? null,
          provider_status: answer.providerStatus ?? null,
          updated_at: now().toISOString(),
        })
        .where('id', '=', claimed.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      await db
        .updateTable('payment_refund')
        .set({
          status: 'failed',
          provider_status: String(error).slice(0, 64),
          updated_at: now().toISOString(),
        })
        .where('id', '=', claimed.id)
        .execute();
      if (error instanceof ProviderError) {
        throw new ReversalError(`The payment provider refused the refund: ${error.message}`);
      }
      throw error;
    }
  }

  async function cardCancellation(order: OrderRef, requestKey: string, kind: string, amountCents?: number) {
    const card = await findApprovedCardTransaction(db, order.id);
    if (!card?.tid) return undefined;
    const amount = amountCents ?? card.amount_cents - (await reversedCents(order.id));
    if (amount <= 0) return undefined;
    return reverse(order, requestKey, kind, amount, card.amount_cents, async () => {
      const answer = await providers.card.cancel({ tid: card.tid!, amountCents: amount });
      if (!CARD_CANCELLATION_CODES.has(answer.returnCode)) {
        throw new ProviderError(`e.Rede ${answer.returnCode} ${answer.returnMessage}`.trim());
      }
      return { reference: answer.refundId, providerStatus: answer.returnCode };
    });
  }

  async function pixDevolucao(order: OrderRef, requestKey: string, amountCents?: number) {
    const charge = await findPixChargeByOrder(db, order.id);
    if (charge?.status !== 'CONCLUIDA' || !charge.end_to_end_id) return undefined;
    const amount = amountCents ?? charge.amount_cents - (await reversedCents(order.id));
    if (amount <= 0) return undefined;
    const endToEndId = charge.end_to_end_id;
    return reverse(order, requestKey, 'pix_devolucao', amount, charge.amount_cents, async () => {
      const answer = await providers.pix.requestDevolucao({
        endToEndId,
        id: devolucaoId(requestKey),
        amountCents: amount,
      });
      if (answer.status === 'NAO_REALIZADO') throw new ProviderError('devolução NAO_REALIZADO');
      return { reference: answer.rtrId, providerStatus: answer.status };
    });
  }

  return {
    /**
     * Before an order is cancelled: removes its open Pix charge, writes its open boleto off,
     * voids its card payment, returns a received Pix. A paid boleto cannot be given back here (the
     * payer's account is needed): the caller refuses to cancel it. Returns what was done, for the
     * status history.
     */
    async cancelPayments(order: OrderRef, requestKey: string): Promise<string[]> {
      const done: string[] = [];
      const at = now();
      const charge = await findPixChargeByOrder(db, order.id);
      if (charge?.status === 'ATIVA') {
        await providers.pix.removeCharge(charge.txid);
        if (await closePixCharge(db, charge.id, 'REMOVIDA_PELO_USUARIO_RECEBEDOR', at)) {
          done.push(`Cobrança Pix removida (txid ${charge.txid}).`);
        }
      }
      const boleto = await findBoletoByOrder(db, order.id);
      if (boleto?.status === 'EM_ABERTO') {
        await providers.boleto.writeOff(boleto.nosso_numero);
        if (await closeBoleto(db, boleto.id, 'BAIXADO', at)) {
          done.push(`Boleto baixado (nosso número ${boleto.nosso_numero_formatted}).`);
        }
      }
      const card = await cardCancellation(order, `${requestKey}:card`, 'card_void');
      if (card)
        done.push(`Pagamento com cartão cancelado na e.Rede (${(card.amount_cents / 100).toFixed(2)}).`);
      const pix = await pixDevolucao(order, `${requestKey}:pix`);
      if (pix) done.push(`Pix devolvido (${pix.reference}).`);
      return done;
    },

    /** Whether the order's boleto was paid (its money can only go back by bank transfer). */
    async boletoPaid(orderId: number): Promise<boolean> {
      return (await findBoletoByOrder(db, orderId))?.status === 'PAGO';
    },

    /**
     * Gives `amountCents` back for a credit memo through the order's payment method. Returns the
     * reversal, or undefined when the payment was confirmed offline (nothing to call).
     */
    async refund(
      order: OrderRef,
      requestKey: string,
      amountCents: number,
      bankAccount?: BankAccountInput,
    ): Promise<{ method: string; row?: RefundRow }> {
      if (order.payment_method_code === 'jetcred') {
        const row = await cardCancellation(order, requestKey, 'card_cancellation', amountCents);
        if (row) return { method: 'card_cancellation', row };
      } else if (order.payment_method_code === 'jetpix') {
        const row = await pixDevolucao(order, requestKey, amountCents);
        if (row) return { method: 'pix_devolucao', row };
      } else if (
        order.payment_method_code === 'jetboleto' &&
        (await findBoletoByOrder(db, order.id))?.status === 'PAGO'
      ) {
        if (!bankAccount) {
          throw new ReversalError(
            "A boleto is refunded by bank transfer: send the payer's bank account (bank_code, agency, account, holder_name, holder_taxvat).",
          );
        }
        const boleto = (await findBoletoByOrder(db, order.id))!;
        const row = await reverse(
          order,
          requestKey,
          'bank_transfer',
          amountCents,
          boleto.amount_cents,
          async () => ({ status: 'awaiting_transfer' }),
          { bank_account: JSON.stringify(bankAccount) },
        );
        return { method: 'bank_transfer', row };
      }
      return { method: 'offline' };
    },
  };
}

export type ReversalService = ReturnType<typeof createReversalService>;
