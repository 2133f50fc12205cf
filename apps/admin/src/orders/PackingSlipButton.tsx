import PrintIcon from '@mui/icons-material/Print';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { saveFile } from '../lib/save-file';
import { restFile } from '../providers/http';
import type { Order } from './order-types';

/** Downloads the order's packing slip, a PDF the server draws (`/V1/escritorio/orders/:id/packing-slip`). */
export function PackingSlipButton() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!order) return null;
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await restFile(`escritorio/orders/${order.entity_id}/packing-slip`);
      saveFile(blob, filename ?? `romaneio-${order.increment_id}.pdf`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<PrintIcon />} onClick={download} disabled={busy}>
      {translate('admin.orders.packing_slip')}
    </Button>
  );
}
