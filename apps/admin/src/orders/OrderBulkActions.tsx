import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { screenLanguage } from '../i18n/i18n-provider';
import { saveFile } from '../lib/save-file';
import type { AdminDataProvider } from '../providers/data-provider';
import { restFile } from '../providers/http';
import { translateMessage } from '../providers/server-text';

/** What the server did with each order of a bulk action (`/V1/escritorio/orders/bulk-*`). */
interface Outcome {
  row?: number;
  increment_id: string;
  ok: boolean;
  message?: string;
}

function OutcomeDialog({ outcomes, onClose }: { outcomes: Outcome[] | null; onClose: () => void }) {
  const translate = useTranslate();
  const done = outcomes?.filter((o) => o.ok).length ?? 0;
  return (
    <Dialog open={outcomes !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {translate('admin.orders.bulk.report', { done, total: outcomes?.length ?? 0 })}
      </DialogTitle>
      <DialogContent>
        <List dense data-testid="admin-bulk-report">
          {(outcomes ?? []).map((o, index) => (
            <ListItem key={`${o.row ?? index}-${o.increment_id}`} disableGutters>
              <ListItemText
                primary={`${o.row ? `${translate('admin.orders.bulk.line')} ${o.row} · ` : ''}${o.increment_id}: ${
                  o.ok ? translate('admin.orders.bulk.ok') : translate('admin.orders.bulk.refused')
                }`}
                secondary={o.message ? translateMessage(o.message, undefined, screenLanguage()) : undefined}
                slotProps={{ primary: { color: o.ok ? 'success.main' : 'error' } }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ textTransform: 'none' }}>
          {translate('admin.orders.actions.back')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The order list's actions on the selected orders: packing slips with the picking list in one PDF,
 * the picking list alone, invoice, ship. The server works order by order and says for each what it
 * did or why not; orders it would not print are listed beside the PDF.
 */
export function OrderBulkActions() {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const ids = selectedIds.map(Number);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const print = (path: 'packing-slips' | 'picking-list') =>
    run(async () => {
      const { blob, filename, headers } = await restFile(`escritorio/orders/${path}`, {
        method: 'POST',
        body: { order_ids: ids },
      });
      saveFile(blob, filename ?? `${path}.pdf`);
      const refused = JSON.parse(
        decodeURIComponent(headers?.get('x-refused-orders') ?? '%5B%5D'),
      ) as Outcome[];
      if (refused.length) setOutcomes(refused);
    });
  const act = (action: 'bulk-invoice' | 'bulk-ship') =>
    run(async () => {
      const { items } = await dataProvider.call<{ items: Outcome[] }>(`escritorio/orders/${action}`, {
        method: 'POST',
        body: { order_ids: ids, notify: true },
      });
      setOutcomes(items);
      onUnselectItems();
      refresh();
    });

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(
          [
            ['packing_slips', () => print('packing-slips')],
            ['picking_list', () => print('picking-list')],
            ['invoice', () => act('bulk-invoice')],
            ['ship', () => act('bulk-ship')],
          ] as const
        ).map(([key, onClick]) => (
          <Button key={key} size="small" disabled={busy} onClick={onClick} sx={{ textTransform: 'none' }}>
            {translate(`admin.orders.bulk.${key}`)}
          </Button>
        ))}
      </Stack>
      <OutcomeDialog outcomes={outcomes} onClose={() => setOutcomes(null)} />
    </>
  );
}

/** Ships orders from a CSV of tracking codes (order number, carrier, code) and shows the report per line. */
export function TrackingImportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const submit = async () => {
    if (!file) return;
    setError(null);
    try {
      const { items } = await dataProvider.call<{ items: Outcome[] }>('escritorio/orders/tracking-import', {
        method: 'POST',
        body: { csv: await file.text(), notify: true, confirm_formats: confirm },
      });
      setOpen(false);
      setOutcomes(items);
      refresh();
    } catch (refusal) {
      setError((refusal as Error).message);
      notify('admin.orders.bulk.import_failed', { type: 'error' });
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<UploadFileIcon />}
        onClick={() => setOpen(true)}
        sx={{ textTransform: 'none' }}
      >
        {translate('admin.orders.bulk.import')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('admin.orders.bulk.import')}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Stack spacing={2}>
            <span>{translate('admin.orders.bulk.import_help')}</span>
            <input
              type="file"
              accept=".csv,text/csv"
              aria-label={translate('admin.orders.bulk.import_file')}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <FormControlLabel
              control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} />}
              label={translate('admin.orders.bulk.import_confirm')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} sx={{ textTransform: 'none' }}>
            {translate('admin.orders.actions.back')}
          </Button>
          <Button variant="contained" disabled={!file} onClick={submit} sx={{ textTransform: 'none' }}>
            {translate('admin.orders.bulk.import_submit')}
          </Button>
        </DialogActions>
      </Dialog>
      <OutcomeDialog outcomes={outcomes} onClose={() => setOutcomes(null)} />
    </>
  );
}
