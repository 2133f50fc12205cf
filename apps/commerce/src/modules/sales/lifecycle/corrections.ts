import {
  type CartAddressInput,
  normalizeAddress,
  parseAddress,
  type StoredAddress,
} from '../../cart/address';
import { checkedTrackNumber, findCarrier } from './carriers';
import { type LifecycleDeps, transition } from './context';
import { LifecycleError } from './errors';
import { itemsOf, writeHistory } from './state';
import type { Actor, TrackInput } from './types';

/**
 * Corrections after the fact: a shipment's tracking code typed wrong, an address the customer
 * changed on the phone. Each one is checked as at checkout or shipping, written with a history row
 * saying what it was and what it is now, given to the audit seam, and e-mailed to the customer
 * (they must know where their parcel goes and how to follow it).
 */

export const TRACK_NOT_FOUND = 'The tracking number to correct is not part of this order.';
export const ADDRESS_CLOSED = 'The address of a cancelled or closed order cannot be changed.';
export const SHIPPING_ADDRESS_SHIPPED = 'The shipping address cannot be changed once the order has shipped.';
export const NO_SHIPPING_ADDRESS = 'This order has no shipping address: it is not shipped.';

export interface CorrectionOptions {
  actor: Actor;
  ip?: string;
  /** E-mail the customer (default: yes). */
  notify?: boolean;
}

export type AddressType = 'billing' | 'shipping';

/** One line of an address, as the history and the e-mail print it. */
export function addressLine(a: StoredAddress | null): string {
  if (!a) return '—';
  return [
    [a.firstname, a.lastname].filter(Boolean).join(' '),
    a.street.filter(Boolean).join(', '),
    [a.city, a.region?.code ?? a.region?.label].filter(Boolean).join('/'),
    a.postcode && `CEP ${a.postcode}`,
  ]
    .filter(Boolean)
    .join(' – ');
}

export function createOrderCorrections(deps: LifecycleDeps) {
  return {
    /** Corrects one of the order's tracks (carrier, title, number); the new number is checked as at shipping. */
    async updateTrack(
      orderId: number,
      trackId: number,
      input: TrackInput & CorrectionOptions,
    ): Promise<{ trackId: number; number: string }> {
      const number = checkedTrackNumber(input);
      const notify = input.notify ?? true;
      const { result } = await transition(deps, orderId, 'track', undefined, async (trx, order, now) => {
        const track = await trx
          .selectFrom('sales_shipment_track')
          .selectAll()
          .where('id', '=', trackId)
          .where('order_id', '=', orderId)
          .executeTakeFirst();
        if (!track) throw new LifecycleError(TRACK_NOT_FOUND, 404);
        const carrierCode = input.carrier_code.trim().toLowerCase();
        const title = input.title?.trim() || findCarrier(carrierCode)?.title || carrierCode;
        const after = { carrier_code: carrierCode, title, track_number: number };
        await trx.updateTable('sales_shipment_track').set(after).where('id', '=', trackId).execute();
        const historyId = await writeHistory(trx, {
          orderId,
          status: order.status,
          comment: `Rastreio corrigido: ${track.title} ${track.track_number} → ${title} ${number}.`,
          actor: input.actor,
          notified: notify,
          entityName: 'shipment',
          now,
        });
        await deps.onChange?.(trx, {
          actor: input.actor,
          ip: input.ip,
          entityType: 'shipment',
          entityId: track.shipment_id,
          action: 'update_track',
          before: { carrier_code: track.carrier_code, title: track.title, track_number: track.track_number },
          after,
        });
        return {
          result: trackId,
          events: notify ? [{ kind: 'tracking_changed' as const, orderId, historyId }] : [],
        };
      });
      return { trackId: result, number };
    },

    /**
     * Replaces the order's billing or shipping address, checked as at checkout (CEP, state, CPF/CNPJ).
     * The shipping address only until something has shipped: after that the parcel is on its way.
     */
    async updateAddress(
      orderId: number,
      type: AddressType,
      input: CartAddressInput,
      options: CorrectionOptions,
    ): Promise<StoredAddress> {
      const address = normalizeAddress(input);
      const notify = options.notify ?? true;
      await transition(deps, orderId, 'address', undefined, async (trx, order, now) => {
        if (order.state === 'canceled' || order.state === 'closed') throw new LifecycleError(ADDRESS_CLOSED);
        const column = type === 'billing' ? 'billing_address' : 'shipping_address';
        const before = parseAddress(order[column]);
        if (type === 'shipping') {
          if (order.is_virtual || !before) throw new LifecycleError(NO_SHIPPING_ADDRESS);
          if ((await itemsOf(trx, orderId)).some((i) => i.qty_shipped > 0))
            throw new LifecycleError(SHIPPING_ADDRESS_SHIPPED);
        }
        await trx
          .updateTable('sales_order')
          .set({ [column]: JSON.stringify(address), updated_at: now.toISOString() })
          .where('id', '=', orderId)
          .execute();
        const label = type === 'billing' ? 'cobrança' : 'entrega';
        const historyId = await writeHistory(trx, {
          orderId,
          status: order.status,
          comment: `Endereço de ${label} alterado: ${addressLine(before)} → ${addressLine(address)}.`,
          actor: options.actor,
          notified: notify,
          now,
        });
        await deps.onChange?.(trx, {
          actor: options.actor,
          ip: options.ip,
          entityType: 'order',
          entityId: orderId,
          action: `update_${type}_address`,
          before,
          after: address,
        });
        return {
          result: historyId,
          events: notify ? [{ kind: 'address_changed' as const, orderId, historyId, addressType: type }] : [],
        };
      });
      return address;
    },
  };
}
