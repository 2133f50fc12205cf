import type { PaymentsConfig } from '../../../config';
import { ProviderError } from '../errors';
import type {
  CardAuthorizationRequest,
  CardAuthorizationResult,
  CardCancellationRequest,
  CardCancellationResult,
  CardProvider,
} from '../providers';
import { httpRequest, parseJson, stringField } from './http';

/**
 * Client of the e.Rede card API (DevelopersRede SDKs; brazil-payments.md §7): `POST
 * {REDE_API_URL}/v1/transactions` with HTTP Basic `PV:token`, amount in cents, `installments`
 * omitted for a single payment. Approvals and declines both come with a `returnCode` (declines
 * with an HTTP 4xx); only an answer without one is a provider failure. Success is returnCode '00',
 * compared as a string.
 */
// Codes that are the store's or the network's problem, not the card's (credentials, product not
// enabled, communication, malformed request): a failure to log, never a decline shown to the shopper.
const MERCHANT_SIDE_CODES = new Set(['51', '63', '64', '65', '69', '74', '89', '150', '167', '169']);

export function createRedeProvider(config: PaymentsConfig): CardProvider {
  const { apiUrl, pv, token } = config.rede;
  if (!pv || !token) throw new Error('The e.Rede client needs REDE_PV and REDE_TOKEN');
  const authorization = `Basic ${Buffer.from(`${pv}:${token}`).toString('base64')}`;

  return {
    name: 'production',
    async authorize(request: CardAuthorizationRequest): Promise<CardAuthorizationResult> {
      const body: Record<string, unknown> = {
        capture: request.capture,
        kind: 'credit',
        reference: request.reference,
        amount: request.amountCents,
        cardholderName: request.cardholderName,
        cardNumber: request.cardNumber,
        expirationMonth: request.expirationMonth,
        expirationYear: request.expirationYear,
        securityCode: request.securityCode,
      };
      if (request.installments > 1) body.installments = request.installments;
      const response = await httpRequest({
        method: 'POST',
        url: `${apiUrl}/v1/transactions`,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: config.timeoutMs,
      });
      const answer = parseJson(response.text);
      const returnCode = stringField(answer, 'returnCode');
      if (!returnCode) {
        throw new ProviderError(
          `POST /v1/transactions answered ${response.status} without a returnCode`,
          response.status,
        );
      }
      if (MERCHANT_SIDE_CODES.has(returnCode)) {
        throw new ProviderError(
          `POST /v1/transactions answered ${returnCode} ${stringField(answer, 'returnMessage') ?? ''}`.trim(),
          response.status,
        );
      }
      return {
        returnCode,
        returnMessage: stringField(answer, 'returnMessage') ?? '',
        tid: stringField(answer, 'tid'),
        nsu: stringField(answer, 'nsu'),
        authorizationCode: stringField(answer, 'authorizationCode'),
      };
    },
    async cancel(request: CardCancellationRequest): Promise<CardCancellationResult> {
      const response = await httpRequest({
        method: 'POST',
        url: `${apiUrl}/v1/transactions/${encodeURIComponent(request.tid)}/refunds`,
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: request.amountCents }),
        timeoutMs: config.timeoutMs,
      });
      const answer = parseJson(response.text);
      const returnCode = stringField(answer, 'returnCode');
      if (!returnCode) {
        throw new ProviderError(
          `POST /v1/transactions/{tid}/refunds answered ${response.status} without a returnCode`,
          response.status,
        );
      }
      return {
        returnCode,
        returnMessage: stringField(answer, 'returnMessage') ?? '',
        refundId: stringField(answer, 'refundId') ?? stringField(answer, 'cancelId'),
      };
    },
  };
}
