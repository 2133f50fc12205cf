import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../lib/format';
import type { AdminDataProvider } from '../providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { refundRefusal } from './refund-refusal';
import type { StoreRequest } from './request-fields';

/** `GET …/refund`: the credit memo the server would write for the return, not yet written. */
interface RefundPreview {
  items: { sku: string; qty: number }[];
  grand_total: number;
}

/**
 * A return's way to its refund: "Recebida" records the goods' arrival, then "Reembolsar" shows the
 * amount the server computes for the returned items and refunds it through the order's credit
 * memo. A refunded return shows its credit memo.
 */
export function ReturnRefund({ request }: { request: StoreRequest }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const [preview, setPreview] = useState<RefundPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `escritorio/requests/${encodeURIComponent(request.protocol)}`;
  const received = Boolean(request.received_at);
  const mayRefund =
    can(permissions, R.refund) && received && !request.creditmemo && request.status === 'in_progress';

  useEffect(() => {
    if (!mayRefund) return;
    let current = true;
    dataProvider
      .call<RefundPreview>(`${path}/refund`, { method: 'GET' })
      .then((answer) => current && setPreview(answer))
      .catch(
        (failure: unknown) =>
          current &&
          setError(refundRefusal(failure, (status) => translate(`admin.requests.status.${status}`))),
      );
    return () => {
      current = false;
    };
  }, [dataProvider, path, mayRefund, translate]);

  async function post(action: 'received' | 'refund', done: string) {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.call(`${path}/${action}`, { method: 'POST' });
      notify(done, { type: 'success' });
      refresh();
    } catch (failure) {
      setError(refundRefusal(failure, (status) => translate(`admin.requests.status.${status}`)));
    } finally {
      setBusy(false);
    }
  }

  if (request.creditmemo) {
    return (
      <Typography>
        {translate('admin.requests.refunded', {
          number: request.creditmemo.increment_id,
          amount: formatMoney(request.creditmemo.grand_total),
        })}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {received ? (
        <Typography>
          {translate('admin.requests.received_at', { date: formatDateTime(request.received_at) })}
        </Typography>
      ) : (
        <Box>
          <Button
            variant="outlined"
            disabled={busy || (request.status !== 'open' && request.status !== 'in_progress')}
            onClick={() => post('received', 'admin.requests.marked_received')}
          >
            {translate('admin.requests.mark_received')}
          </Button>
        </Box>
      )}
      {mayRefund && preview && (
        <>
          <Typography>
            {translate('admin.requests.refund_preview', {
              items: preview.items.map((i) => `${i.qty} × ${i.sku}`).join(', '),
              amount: formatMoney(preview.grand_total),
            })}
          </Typography>
          <Box>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => post('refund', 'admin.requests.refund_done')}
            >
              {translate('admin.requests.refund', { amount: formatMoney(preview.grand_total) })}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
