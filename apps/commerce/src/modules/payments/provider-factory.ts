import type { PaymentsConfig } from '../../config';
import { createItauBoletoProvider } from './production/itau-boleto';
import { createPixApiProvider } from './production/pix-api';
import { createRedeProvider } from './production/rede';
import type { PaymentProviders } from './providers';
import { createSandboxBoletoProvider } from './sandbox/boleto';
import { createSandboxCardProvider } from './sandbox/card';
import { createSandboxPixProvider } from './sandbox/pix';

/** The providers of the configured mode (PAYMENTS_MODE): sandbox by default, or the banks' APIs. */
export function createPaymentProviders(config: PaymentsConfig): PaymentProviders {
  if (config.mode === 'production') {
    return {
      pix: createPixApiProvider(config),
      boleto: createItauBoletoProvider(config),
      card: createRedeProvider(config),
    };
  }
  return {
    pix: createSandboxPixProvider(config.pix),
    boleto: createSandboxBoletoProvider(config.boleto),
    card: createSandboxCardProvider(),
  };
}
