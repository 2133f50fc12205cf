import { buildPixPayload } from '@store/br';
import type { PaymentsConfig } from '../../../config';
import type { PixChargeRequest, PixChargeResult, PixProvider } from '../providers';

/**
 * Sandbox Pix PSP: the charge is a real, payable-format BR Code with the store's key, the
 * amount and a reference, CRC16 included. A dynamic code would point to a PSP location the
 * payer's bank fetches, which does not exist offline, so the code carries the key (a single-use
 * code, point of initiation 12). Tag 62-05 holds at most 25 characters: the first 25 of the txid.
 * The sandbox keeps no state of its own: the charge row is the bank's record.
 */
export function createSandboxPixProvider(pix: PaymentsConfig['pix'], now = () => new Date()): PixProvider {
  return {
    name: 'sandbox',
    async createCharge(request: PixChargeRequest): Promise<PixChargeResult> {
      const pixCopiaECola = buildPixPayload({
        key: pix.key,
        amountCents: request.amountCents,
        merchantName: pix.merchantName,
        merchantCity: pix.merchantCity,
        txid: request.txid.slice(0, 25),
        pointOfInitiation: '12',
      });
      return { txid: request.txid, status: 'ATIVA', pixCopiaECola, createdAt: now().toISOString() };
    },
    async getCharge() {
      return undefined;
    },
  };
}
