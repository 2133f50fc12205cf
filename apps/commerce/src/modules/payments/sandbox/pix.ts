import { randomBytes } from 'node:crypto';
import { buildPixPayload } from '@store/br';
import type { PaymentsConfig } from '../../../config';
import { ProviderError } from '../errors';
import type {
  PixChargeRequest,
  PixChargeResult,
  PixDevolucaoRequest,
  PixDevolucaoResult,
  PixProvider,
} from '../providers';

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
    // The charge row is the sandbox bank's record: the payment service closes it.
    async removeCharge() {},
    async requestDevolucao(request: PixDevolucaoRequest): Promise<PixDevolucaoResult> {
      if (!/^E[0-9A-Za-z]{31}$/.test(request.endToEndId)) {
        throw new ProviderError(`PUT /pix/${request.endToEndId}/devolucao: endToEndId inválido`, 400);
      }
      if (!/^[a-zA-Z0-9]{1,35}$/.test(request.id)) {
        throw new ProviderError(`PUT /pix/devolucao/${request.id}: id inválido`, 400);
      }
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
        throw new ProviderError('PUT /pix/devolucao: valor inválido', 400);
      }
      // Settled at once: the sandbox PSP has no clearing delay.
      return { id: request.id, rtrId: pixEndToEndId('D', SANDBOX_ISPB, now()), status: 'DEVOLVIDO' };
    },
  };
}

/** The sandbox PSP answers as Itaú Unibanco (its ISPB), the bank of the sandbox boleto. */
export const SANDBOX_ISPB = '60701190';

/**
 * A Pix identifier of the BCB format: E (payment) or D (return), the PSP's ISPB (8 digits),
 * yyyyMMddHHmm (UTC) and 11 letters and digits — 32 characters.
 */
export function pixEndToEndId(prefix: 'E' | 'D', ispb: string, at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const tail = Array.from(randomBytes(11), (b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}${ispb.padStart(8, '0').slice(0, 8)}${stamp}${tail}`;
}
