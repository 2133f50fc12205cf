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
}

export interface PaymentProviders {
  pix: PixProvider;
  boleto: BoletoProvider;
  card: CardProvider;
}
