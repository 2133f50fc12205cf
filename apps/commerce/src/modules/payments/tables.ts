import type { Generated } from 'kysely';

/** Status of a Pix immediate charge, as the BCB Pix API names it. */
export type PixChargeStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** Status of a boleto: open, paid, or written off (order cancelled or overdue). */
export type BoletoStatus = 'EM_ABERTO' | 'PAGO' | 'BAIXADO';

export type CardTransactionStatus = 'processing' | 'approved' | 'declined' | 'failed';

/** Which implementation issued a payment record (docs/architecture.md, decision 5). */
export type PaymentProviderName = 'sandbox' | 'production';

export interface PaymentPixChargeTable {
  id: Generated<number>;
  order_id: number;
  /** 32 letters and digits, chosen by us (PUT /cob/{txid}). */
  txid: string;
  provider: PaymentProviderName;
  status: PixChargeStatus;
  amount_cents: number;
  pix_copia_e_cola: string;
  /** Payload location of the PSP's charge (production), without scheme. */
  location: string | null;
  expiration_seconds: number;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  end_to_end_id: string | null;
  updated_at: string;
}

export interface PaymentBoletoTable {
  id: Generated<number>;
  order_id: number;
  provider: PaymentProviderName;
  nosso_numero: string;
  nosso_numero_formatted: string;
  barcode: string;
  digitable_line: string;
  amount_cents: number;
  issue_date: string;
  due_date: string;
  status: BoletoStatus;
  /** JSON of BoletoPayer. */
  payer: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * One authorisation attempt. Never the card number or its security code (docs/architecture.md,
 * decision 6).
 */
export interface PaymentCardTransactionTable {
  id: Generated<number>;
  order_id: number;
  /** The order id while processing or approved, NULL after a decline or failure (UNIQUE). */
  active_order_id: number | null;
  attempt: number;
  reference: string;
  provider: PaymentProviderName;
  status: CardTransactionStatus;
  brand: string;
  last4: string;
  installments: number;
  amount_cents: number;
  return_code: string | null;
  return_message: string | null;
  tid: string | null;
  nsu: string | null;
  authorization_code: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentSequenceTable {
  name: string;
  value: number;
}

/** Card payments counted per subject in a fixed window (migration 010-payments-security). */
export interface PaymentAttemptLimitTable {
  /** 'order' | 'card' | 'customer' | 'ip'. */
  scope: string;
  /** The order id, the card's fingerprint (HMAC, never the number), the customer, the address. */
  subject: string;
  window_start: string;
  attempts: number;
  updated_at: string;
}

/** Money given back, or a charge closed, for an order (migration 013-order-lifecycle). */
export interface PaymentRefundTable {
  id: Generated<number>;
  order_id: number;
  request_key: string;
  kind: string;
  provider: string;
  amount_cents: number;
  status: string;
  reference: string | null;
  provider_status: string | null;
  bank_account: string | null;
  created_at: string;
  updated_at: string;
}

// The payment tables belong to this module (migration 003-payments); they join the shared
// Database type here rather than in db/schema.ts.
declare module '../../db/schema' {
  interface Database {
    payment_pix_charge: PaymentPixChargeTable;
    payment_boleto: PaymentBoletoTable;
    payment_card_transaction: PaymentCardTransactionTable;
    payment_sequence: PaymentSequenceTable;
    payment_attempt_limit: PaymentAttemptLimitTable;
    payment_refund: PaymentRefundTable;
  }
}
