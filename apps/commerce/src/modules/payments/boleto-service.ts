import {
  BOLETO_DEFAULTS,
  boletoDueDate,
  formatCnpj,
  formatCpf,
  formatDigitableLine,
  fromCents,
  isValidTaxvat,
  itauAgencyAccountDac,
  normalizeCep,
  personType,
  taxvatToDigits,
} from '@store/br';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/schema';
import { markOrderPaid } from '../sales/order-status';
import type { BoletoSlip } from './artefacts/boleto-pdf';
import { MESSAGES, PaymentError, ProviderError } from './errors';
import {
  assertClientAmount,
  assertOpen,
  assertPaymentMethod,
  getAccessibleOrder,
  type OrderAccess,
  saoPauloDate,
} from './order-access';
import { findOrderById, findOrderByNumber, type PayableOrder } from './orders';
import type { BoletoPayer, BoletoProvider } from './providers';
import {
  type BoletoRow,
  closeBoleto,
  findBoletoByOrder,
  insertBoleto,
  nextSequenceValue,
} from './repository';

export interface BoletoServiceDeps {
  db: Kysely<Database>;
  provider: BoletoProvider;
  config: PaymentsConfig;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface CreateBoletoInput {
  amount?: unknown;
  /** CPF/CNPJ typed at the payment step, used only when the order has none. */
  payerDocument?: string;
}

/**
 * Boletos (Itaú 341, carteira 109, espécie 01 DM, 'a vista'): one per order, issued today, due on
 * the order's payment deadline (placeOrder sets it to issue + 2 days, rules §9), amount = order
 * grand total, payer from the order. The nosso número comes from a sequence in the database.
 */
export function createBoletoService({
  db,
  provider,
  config,
  log,
  now = () => new Date(),
}: BoletoServiceDeps) {
  const boleto = config.boleto;

  // A cancelled order writes its open boleto off (the bank would refuse a late payment anyway).
  async function refresh(row: BoletoRow, order: PayableOrder): Promise<BoletoRow> {
    if (row.status === 'EM_ABERTO' && order.state === 'canceled') {
      await closeBoleto(db, row.id, 'BAIXADO', now());
      return (await findBoletoByOrder(db, order.id)) ?? row;
    }
    return row;
  }

  return {
    async create(
      access: OrderAccess,
      input: CreateBoletoInput,
    ): Promise<{ boleto: BoletoRow; created: boolean; order: PayableOrder }> {
      const order = await getAccessibleOrder(db, access);
      assertPaymentMethod(order, 'jetboleto');
      const existing = await findBoletoByOrder(db, order.id);
      if (existing) return { boleto: await refresh(existing, order), created: false, order };
      assertOpen(order);
      assertClientAmount(input.amount, order.grandTotalCents);

      const issueDate = saoPauloDate(now());
      const dueDate = order.paymentExpiresAt
        ? saoPauloDate(new Date(order.paymentExpiresAt))
        : boletoDueDate(issueDate);
      if (dueDate < issueDate) {
        throw new PaymentError(409, 'PAYMENT_EXPIRED', 'O prazo de pagamento deste pedido expirou');
      }
      const payer = boletoPayer(order, input.payerDocument);
      const sequence = await nextSequenceValue(db, 'boleto_nosso_numero');
      const nossoNumero = String(boleto.nossoNumeroStart + sequence - 1).padStart(8, '0');
      let issued: Awaited<ReturnType<BoletoProvider['issue']>>;
      try {
        issued = await provider.issue({
          nossoNumero,
          amountCents: order.grandTotalCents,
          issueDate,
          dueDate,
          documentNumber: order.incrementId,
          payer,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.error({ err: error, order: order.incrementId }, 'boleto registration failed');
        throw new PaymentError(502, 'BOLETO_PROVIDER_ERROR', MESSAGES.boletoCreate);
      }
      const at = now().toISOString();
      const inserted = await insertBoleto(db, {
        order_id: order.id,
        provider: provider.name,
        nosso_numero: issued.nossoNumero,
        nosso_numero_formatted: issued.nossoNumeroFormatted,
        barcode: issued.barcode,
        digitable_line: issued.digitableLine,
        amount_cents: order.grandTotalCents,
        issue_date: issueDate,
        due_date: dueDate,
        status: 'EM_ABERTO',
        payer: JSON.stringify(payer),
        paid_at: null,
        created_at: at,
        updated_at: at,
      });
      const row = await findBoletoByOrder(db, order.id);
      if (!row) throw new Error(`boleto of order ${order.incrementId} vanished`);
      return { boleto: row, created: inserted, order };
    },

    async read(access: OrderAccess): Promise<{ boleto: BoletoRow; order: PayableOrder }> {
      const order = await getAccessibleOrder(db, access);
      const row = await findBoletoByOrder(db, order.id);
      if (!row) throw new PaymentError(404, 'BOLETO_NOT_FOUND', MESSAGES.boletoRead);
      return { boleto: await refresh(row, order), order };
    },

    /** Sandbox bank: the boleto was paid (development endpoint and CLI only). */
    async sandboxPay(orderNumber: string | undefined): Promise<{ boleto: BoletoRow; order: PayableOrder }> {
      const order = orderNumber ? await findOrderByNumber(db, orderNumber) : undefined;
      const row = order ? await findBoletoByOrder(db, order.id) : undefined;
      if (!order || !row) throw new PaymentError(404, 'BOLETO_NOT_FOUND', MESSAGES.boletoRead);
      const current = await refresh(row, order);
      if (current.status === 'EM_ABERTO') {
        const at = now();
        if (await closeBoleto(db, current.id, 'PAGO', at)) {
          const paid = await markOrderPaid(
            db,
            order.id,
            `Boleto pago (nosso número ${current.nosso_numero})`,
            at,
          );
          if (!paid)
            log.warn({ order: order.incrementId }, 'boleto paid for an order that is not open: refund it');
        }
      } else if (current.status !== 'PAGO') {
        throw new PaymentError(409, 'BOLETO_NOT_OPEN', 'O boleto foi baixado e não pode ser pago');
      }
      return {
        boleto: (await findBoletoByOrder(db, order.id)) ?? current,
        order: (await findOrderById(db, order.id)) ?? order,
      };
    },

    /** What the slip prints for a stored boleto. */
    slip(row: BoletoRow, order: PayableOrder): BoletoSlip {
      const payer = JSON.parse(row.payer) as BoletoPayer;
      const address = payer.address;
      return {
        bankCodeWithCheckDigit: BOLETO_DEFAULTS.bankCodeWithCheckDigit,
        bankName: 'Itaú',
        barcode: row.barcode,
        digitableLine: row.digitable_line,
        formattedLine: formatDigitableLine(row.digitable_line),
        nossoNumeroFormatted: row.nosso_numero_formatted,
        wallet: boleto.wallet,
        amountCents: row.amount_cents,
        issueDate: row.issue_date,
        dueDate: row.due_date,
        documentNumber: order.incrementId,
        documentSpecies: 'DM',
        beneficiary: {
          name: boleto.beneficiaryName,
          document: boleto.beneficiaryDocument,
          address: boleto.beneficiaryAddress,
          agencyAccount: agencyAccount(boleto),
        },
        payer: {
          name: payer.name,
          document: formatTaxvat(payer.document),
          address: [
            address.street,
            address.district,
            `${address.city} – ${address.state}`,
            `CEP ${address.postcode}`,
          ]
            .filter((part) => part.trim())
            .join(', '),
        },
        instructions: [
          `Pedido ${order.incrementId}. Pagamento à vista.`,
          'Não receber após o vencimento: o pedido é cancelado.',
        ],
      };
    },
  };
}

export type BoletoService = ReturnType<typeof createBoletoService>;

/** Agency/account with the account's DAC, as printed on Itaú slips ('0057/12345-7'). */
export function agencyAccount(boleto: Pick<PaymentsConfig['boleto'], 'agency' | 'account'>): string {
  return `${boleto.agency}/${boleto.account}-${itauAgencyAccountDac(boleto.agency, boleto.account)}`;
}

export function formatTaxvat(document: string): string {
  if (document.length === 11) return formatCpf(document);
  if (document.length === 14) return formatCnpj(document);
  return document;
}

/** The payer of an order's boleto (rules §3 boleto payload: name, person type, CPF/CNPJ, address). */
export function boletoPayer(order: PayableOrder, typedDocument: string | undefined): BoletoPayer {
  const billing = parseAddress(order.billingAddress);
  const candidates = [order.taxvat, billing.vatId, typedDocument].filter((v): v is string => Boolean(v));
  const document = candidates.map(taxvatToDigits).find((value) => isValidTaxvat(value));
  if (!document) {
    throw new PaymentError(
      422,
      'PAYER_DOCUMENT_REQUIRED',
      'Informe um CPF ou CNPJ válido do pagador para emitir o boleto',
    );
  }
  const type = personType(document);
  const person = `${order.firstname} ${order.lastname}`.trim();
  return {
    name: (type === 'J' && billing.company) || person || billing.name,
    personType: type,
    document,
    address: {
      street: billing.street,
      district: billing.district,
      city: billing.city,
      state: billing.state,
      postcode: billing.postcode,
    },
  };
}

interface ParsedAddress {
  name: string;
  company: string;
  street: string;
  district: string;
  city: string;
  state: string;
  postcode: string;
  vatId?: string;
}

// The cart/order address JSON (modules/cart): Magento's CartAddress fields. Street lines are
// street, number/apartment, neighbourhood, extra (rules §3).
function parseAddress(json: string): ParsedAddress {
  let value: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(json) as unknown;
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    // An unreadable address prints as blank fields; the payer's document is what the bank needs.
  }
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  const lines = Array.isArray(value.street) ? value.street.map(text) : [text(value.street)];
  const region = value.region;
  const state =
    text(value.region_code) ||
    (region && typeof region === 'object'
      ? text((region as Record<string, unknown>).region_code) ||
        text((region as Record<string, unknown>).code)
      : text(region));
  return {
    name: `${text(value.firstname)} ${text(value.lastname)}`.trim(),
    company: text(value.company),
    street: [lines[0], lines[1]].filter(Boolean).join(', '),
    district: lines[2] ?? '',
    city: text(value.city),
    state: state.slice(0, 2).toUpperCase(),
    postcode: normalizeCep(text(value.postcode)),
    vatId: text(value.vat_id) || undefined,
  };
}

/** The boleto as the API shows it (`{data: …}` of rules §7). */
export function boletoOutput(row: BoletoRow, pdfUrl: string) {
  return {
    data: {
      nossoNumero: row.nosso_numero_formatted,
      barcode: row.barcode,
      digitableLine: row.digitable_line,
      formattedLine: formatDigitableLine(row.digitable_line),
      issueDate: row.issue_date,
      dueDate: row.due_date,
      amount: fromCents(row.amount_cents),
      status: row.status,
      pdfUrl,
    },
  };
}
