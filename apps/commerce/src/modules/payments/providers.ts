import type { PersonType } from '@store/br';
import type { PaymentProviderName, PixChargeStatus } from './tables';

/**
 * The three payment providers (docs/architecture.md, decision 5). Each has a sandbox implementation
 * (offline, real artefacts) and a production client for the real API; the service only sees
 * these interfaces. Providers throw ProviderError when the bank's API fails.
 */

export interface PixChargeRequest {
  /** [a-zA-Z0-9]{26,35}, chosen by us so that a retried PUT is the same charge. */
  txid: string;
  amountCents: number;
  expirationSeconds: number;
  /** Shown to the payer by the bank app (≤ 140 characters). */
  description: string;
  debtor?: { name: string; cpf?: string; cnpj?: string };
}

export interface PixChargeResult {
  txid: string;
  status: PixChargeStatus;
  /** BR Code ("copia e cola") the QR image encodes. */
  pixCopiaECola: string;
  /** Payload location (dynamic codes), without scheme. */
  location?: string;
  /** calendario.criacao (RFC 3339). */
  createdAt: string;
}

export interface PixChargeState {
  status: PixChargeStatus;
  paidAt?: string;
  endToEndId?: string;
}

export interface PixProvider {
  readonly name: PaymentProviderName;
  createCharge(request: PixChargeRequest): Promise<PixChargeResult>;
  /**
   * The bank's view of a charge; undefined when the provider keeps no state of its own (the
   * sandbox: its "bank" is the charge row, changed by the development pay endpoint).
   */
  getCharge(txid: string): Promise<PixChargeState | undefined>;
  /** Removes an unpaid charge (PATCH /cob/{txid} status REMOVIDA_PELO_USUARIO_RECEBEDOR). */
  removeCharge(txid: string): Promise<void>;
  /**
   * Sends a received Pix back, in full or in part (PUT /pix/{e2eid}/devolucao/{id}). The id is
   * ours: a retried request with the same id is the same devolução, never a second one.
   */
  requestDevolucao(request: PixDevolucaoRequest): Promise<PixDevolucaoResult>;
}

export interface PixDevolucaoRequest {
  /** endToEndId of the received Pix. */
  endToEndId: string;
  /** [a-zA-Z0-9]{1,35}, chosen by us. */
  id: string;
  amountCents: number;
}

export interface PixDevolucaoResult {
  id: string;
  /** Identifier of the return in the Pix system (32 characters, starting with D). */
  rtrId: string;
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
}

export interface BoletoPayer {
  name: string;
  personType: PersonType;
  /** CPF or CNPJ, digits (and capital letters for an alphanumeric CNPJ). */
  document: string;
  address: { street: string; district: string; city: string; state: string; postcode: string };
}

export interface BoletoRequest {
  nossoNumero: string;
  amountCents: number;
  issueDate: string;
  dueDate: string;
  /** Our reference of the title ("seu número"): the order number. */
  documentNumber: string;
  payer: BoletoPayer;
}

export interface IssuedBoleto {
  nossoNumero: string;
  nossoNumeroFormatted: string;
  /** 44 digits. */
  barcode: string;
  /** 47 digits. */
  digitableLine: string;
}

export interface BoletoProvider {
  readonly name: PaymentProviderName;
  issue(request: BoletoRequest): Promise<IssuedBoleto>;
  /** Writes an unpaid title off ("baixa"): the bank refuses its payment from then on. */
  writeOff(nossoNumero: string): Promise<void>;
}

export interface CardAuthorizationRequest {
  /** Unique per merchant at Rede: order number plus attempt. */
  reference: string;
  amountCents: number;
  installments: number;
  capture: boolean;
  cardholderName: string;
  cardNumber: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
}

export interface CardAuthorizationResult {
  /** '00' = approved; anything else is Rede's decline or validation code. */
  returnCode: string;
  returnMessage: string;
  tid?: string;
  nsu?: string;
  authorizationCode?: string;
}

export interface CardProvider {
  readonly name: PaymentProviderName;
  authorize(request: CardAuthorizationRequest): Promise<CardAuthorizationResult>;
  /**
   * e.Rede's cancellation (POST /v1/transactions/{tid}/refunds): on the day of the sale it voids
   * the authorisation, later it refunds; partial amounts allowed up to what was captured.
   */
  cancel(request: CardCancellationRequest): Promise<CardCancellationResult>;
}

export interface CardCancellationRequest {
  tid: string;
  amountCents: number;
}

/** Rede answers 359 (cancellation done) or 360 (cancellation requested); anything else is a refusal. */
export interface CardCancellationResult {
  returnCode: string;
  returnMessage: string;
  refundId?: string;
}

export const CARD_CANCELLATION_CODES = new Set(['359', '360']);

export interface PaymentProviders {
  pix: PixProvider;
  boleto: BoletoProvider;
  card: CardProvider;
}
