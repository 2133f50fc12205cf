import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { RecaptchaConfig } from '../customer/recaptcha';
import { createBoletoService } from './boleto-service';
import { createCardService } from './card-service';
import { createPixService } from './pix-service';
import type { PaymentProviders } from './providers';

export interface PaymentServiceDeps {
  db: Kysely<Database>;
  config: PaymentsConfig;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  /** Keys the card fingerprints of the card-testing limits (the card vault key); read on first card payment. */
  cardFingerprintKey: () => Buffer;
  /** Bot check that may lift a client address's card-attempt limit (when a secret is set). */
  recaptcha?: RecaptchaConfig;
  now?: () => Date;
}

/** The payment service: Pix, boleto and card, each behind its provider. */
export function createPaymentService({
  db,
  config,
  providers,
  log,
  cardFingerprintKey,
  recaptcha,
  now,
}: PaymentServiceDeps) {
  return {
    pix: createPixService({ db, provider: providers.pix, log, now }),
    boleto: createBoletoService({ db, provider: providers.boleto, config, log, now }),
    card: createCardService({
      db,
      provider: providers.card,
      log,
      fingerprintKey: cardFingerprintKey,
      limits: config.cardDeclineLimits,
      recaptcha,
      now,
    }),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
