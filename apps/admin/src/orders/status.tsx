import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

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

const COLOURS: Record<string, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending_payment: 'warning',
  pending: 'warning',
  processing: 'info',
  holded: 'warning',
  complete: 'success',
  delivered: 'success',
  canceled: 'error',
  closed: 'default',
};

export function StatusChip({ status }: { status?: string }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[status] ?? 'default'}
      label={translate(`admin.orders.status.${status}`, { _: status })}
    />
  );
}
