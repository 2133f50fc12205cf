import { buildItauBoleto } from '@store/br';
import type { PaymentsConfig } from '../../../config';
import type { BoletoProvider, BoletoRequest, IssuedBoleto } from '../providers';

/**
 * Sandbox Itaú: computes the real barcode and digitable line of carteira 109 for the store's
 * agency and account. Nothing is registered (registration is the bank's side; production mode).
 */
export function createSandboxBoletoProvider(boleto: PaymentsConfig['boleto']): BoletoProvider {
  return {
    name: 'sandbox',
    async issue(request: BoletoRequest): Promise<IssuedBoleto> {
      const codes = buildItauBoleto({
        agency: boleto.agency,
        account: boleto.account,
        wallet: boleto.wallet,
        nossoNumero: request.nossoNumero,
        dueDate: request.dueDate,
        amountCents: request.amountCents,
      });
      return {
        nossoNumero: request.nossoNumero.padStart(8, '0'),
        nossoNumeroFormatted: codes.nossoNumeroFormatted,
        barcode: codes.barcode,
        digitableLine: codes.digitableLine,
      };
    },
    // Nothing was registered at a bank: the service writes its row off (BAIXADO).
    async writeOff() {},
  };
}
