/**
 * Errors of the payment service. A PaymentError is an expected outcome with an HTTP status, a
 * stable UPPER_SNAKE code and a message the storefront may show (the REST error body, apps/commerce/README.md
 * "Payments"). A ProviderError is a bank's API misbehaving (network, 5xx, unreadable answer): it
 * is logged with its detail and answered with the operation's rules §8 message.
 */
export class PaymentError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields sent beside message and code (a card decline's returnCode…). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class ProviderError extends Error {
  constructor(
    message: string,
    /** HTTP status the provider answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export const ORDER_NOT_FOUND = () => new PaymentError(404, 'ORDER_NOT_FOUND', 'Pedido não encontrado');

/** Rules §8 messages, one per operation. */
export const MESSAGES = {
  pixCreate: 'Erro ao emitir cobrança imediata PIX',
  pixRead: 'Erro ao consultar o lançamento PIX',
  pixQr: 'Erro ao emitir QR Code PIX',
  boletoCreate: 'Erro ao emitir Boleto',
  boletoRead: 'Erro ao consultar boleto',
  cardFailure: 'Something went wrong with your payment',
} as const;
