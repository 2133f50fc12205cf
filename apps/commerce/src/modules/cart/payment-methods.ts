import type { AppConfig } from '../../config';

/** A payment method a cart can select (the helpers' contract: codes and titles are fixed). */
export interface PaymentMethod {
  code: string;
  title: string;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { code: 'jetpix', title: 'Pix' },
  { code: 'jetboleto', title: 'Boleto bancário' },
  { code: 'jetcred', title: 'Cartão de crédito' },
];

/**
 * Magento's offline method (rules §1): an order nobody pays for, so only offered when asked for
 * explicitly (OFFER_CHECKMO=true, which `npm run dev` sets; never in production).
 */
export const CHECKMO: PaymentMethod = { code: 'checkmo', title: 'Check / Money order' };

/**
 * What decides the offer. Callers hand their whole configuration (typed narrower elsewhere):
 * without `payments.offerCheckmo` set, check / money order is not offered.
 */
export type PaymentMethodsConfig = Pick<AppConfig, 'env'> & {
  payments?: Pick<AppConfig['payments'], 'offerCheckmo'>;
};

/** The payment methods offered by this store's configuration. */
export function availablePaymentMethods(config: PaymentMethodsConfig): PaymentMethod[] {
  const checkmo = config.env !== 'production' && config.payments?.offerCheckmo === true;
  return checkmo ? [...PAYMENT_METHODS, CHECKMO] : [...PAYMENT_METHODS];
}

export function findPaymentMethod(config: PaymentMethodsConfig, code: string): PaymentMethod | undefined {
  return availablePaymentMethods(config).find((m) => m.code === code);
}
