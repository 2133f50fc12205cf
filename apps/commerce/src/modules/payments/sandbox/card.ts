import { randomInt, randomUUID } from 'node:crypto';
import type {
  CardAuthorizationRequest,
  CardAuthorizationResult,
  CardCancellationRequest,
  CardCancellationResult,
  CardProvider,
} from '../providers';
import { SANDBOX_TEST_CARDS, SANDBOX_UNKNOWN_CARD } from './test-cards';

const digits = (length: number) =>
  Array.from({ length }, (_, index) => randomInt(index === 0 ? 1 : 0, 10)).join('');

/** Sandbox acquirer: decides by the test-card table and answers in e.Rede's shape. */
export function createSandboxCardProvider(): CardProvider {
  return {
    name: 'sandbox',
    async authorize(request: CardAuthorizationRequest): Promise<CardAuthorizationResult> {
      const card = SANDBOX_TEST_CARDS.find((entry) => entry.number === request.cardNumber);
      const outcome = card ?? SANDBOX_UNKNOWN_CARD;
      if (outcome.returnCode !== '00') {
        return { returnCode: outcome.returnCode, returnMessage: outcome.returnMessage };
      }
      // Rede's identifiers: tid (20 digits), nsu (9 digits), authorisation code (6 digits).
      return {
        returnCode: '00',
        returnMessage: outcome.returnMessage,
        tid: digits(20),
        nsu: digits(9),
        authorizationCode: digits(6),
      };
    },
    // Rede's cancellation rules that do not need its ledger: a tid it issued (20 digits) and a
    // positive amount in cents; 'at most what was captured' is checked by the payment service
    // against our transaction row, the sandbox bank's record.
    async cancel(request: CardCancellationRequest): Promise<CardCancellationResult> {
      if (!/^\d{20}$/.test(request.tid))
        return { returnCode: '79', returnMessage: 'Tid: Invalid parameter format.' };
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        return { returnCode: '355', returnMessage: 'Amount: Invalid parameter format.' };
      }
      return { returnCode: '359', returnMessage: 'Refund successful.', refundId: randomUUID() };
    },
  };
}
