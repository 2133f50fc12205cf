import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/schema';
import { createBoletoService } from './boleto-service';
import { createCardService } from './card-service';
import { createPixService } from './pix-service';
import type { PaymentProviders } from './providers';

export interface PaymentServiceDeps {
  db: Kysely<Database>;
  config: PaymentsConfig;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The payment service: Pix, boleto and card, each behind its provider. */
export function createPaymentService({ db, config, providers, log, now }: PaymentServiceDeps) {
  return {
    pix: createPixService({ db, provider: providers.pix, log, now }),
    boleto: createBoletoService({ db, provider: providers.boleto, config, log, now }),
    card: createCardService({ db, provider: providers.card, log, now }),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
