import { type ChipColour, StatusChip } from '../lib/StatusChip';

/** Magento's order statuses, plus `delivered` which the store records from the carrier or staff. */
export const ORDER_STATUSES = [
  'pending',
  'pending_payment',
  'processing',
  'holded',
  'complete',
  'delivered',
  'closed',
  'canceled',
] as const;

/** The store's payment method codes (the checkout offers these; `checkmo` only in development). */
export const PAYMENT_METHODS = ['jetpix', 'jetboleto', 'jetcred', 'checkmo'] as const;
/** The server's named order filters (the Painel's cards link to them). */
export const ORDER_QUEUES = ['paid', 'to_invoice', 'to_ship'] as const;
export const ORDER_PERIODS = ['today', 'month'] as const;

const COLOURS: Record<string, ChipColour> = {
  pending_payment: 'warning',
  pending: 'warning',
  processing: 'info',
  holded: 'warning',
  complete: 'success',
  delivered: 'success',
  canceled: 'error',
  closed: 'default',
};

export function OrderStatusChip({ status }: { status?: string }) {
  return <StatusChip status={status} colours={COLOURS} labels="admin.orders.status" />;
}
