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

/** Magento's offline method, offered only while the store runs in development mode (spec §1). */
export const CHECKMO: PaymentMethod = { code: 'checkmo', title: 'Check / Money order' };

/** The payment methods offered by this store's configuration. */
export function availablePaymentMethods(config: Pick<AppConfig, 'env'>): PaymentMethod[] {
  return config.env === 'development' ? [...PAYMENT_METHODS, CHECKMO] : [...PAYMENT_METHODS];
}

export function findPaymentMethod(config: Pick<AppConfig, 'env'>, code: string): PaymentMethod | undefined {
  return availablePaymentMethods(config).find((m) => m.code === code);
}
