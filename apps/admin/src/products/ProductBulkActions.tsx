import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import {
  useDataProvider,
  useListContext,
  useLocale,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { readableNumber, typedNumber } from '../lib/typed-number';
import type { AdminDataProvider } from '../providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { type BulkReport, changedPrice, type PriceFailure, priceFailures, runInBatches } from './bulk';
import { STATUS } from './product-fields';

type Action = 'enable' | 'disable' | 'price' | 'stock';

/** Rows per call of the bulk routes: progress moves every batch, a refused batch is retried SKU by SKU. */
const BATCH = 20;

/**
 * The product list's bulk actions on the selected rows: enable/disable (`PUT /V1/products/:sku`),
 * price by a percentage (`/V1/products/base-prices-information`, then `base-prices`) and stock
 * (`POST /V1/inventory/source-items`). Progress is shown while they run, then what was applied and
 * every SKU the server refused, with its message.
 */
export function ProductBulkActions() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const { selectedIds } = useListContext();
  const [action, setAction] = useState<Action | null>(null);
  const open = (a: Action) => () => setAction(a);
  return (
    <>
      <Button onClick={open('enable')}>{translate('admin.catalog.bulk.enable')}</Button>
      <Button onClick={open('disable')}>{translate('admin.catalog.bulk.disable')}</Button>
      <Button onClick={open('price')}>{translate('admin.catalog.bulk.price')}</Button>
      {can(permissions, R.inventory) && (
        <Button onClick={open('stock')}>{translate('admin.catalog.bulk.stock')}</Button>
      )}
      {action && (
        <BulkDialog action={action} skus={selectedIds.map(String)} onClose={() => setAction(null)} />
      )}
    </>
  );
}

function BulkDialog({ action, skus, onClose }: { action: Action; skus: string[]; onClose: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const { onUnselectItems } = useListContext();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [report, setReport] = useState<BulkReport | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const needsValue = action === 'price' || action === 'stock';

  function sender(number: number): (batch: string[]) => Promise<{ sku: string; message: string }[]> {
    if (action === 'enable' || action === 'disable') {
      const status = action === 'enable' ? STATUS.enabled : STATUS.disabled;
      return async ([sku]) => {
        await dataProvider.call(`products/${encodeURIComponent(sku!)}`, {
          method: 'PUT',
          body: { product: { sku, status } },
        });
        return [];
      };
    }
    if (action === 'price') {
      return async (batch) => {
        const current = await dataProvider.call<{ sku: string; price: number }[]>(
          'products/base-prices-information',
          { method: 'POST', body: { skus: batch } },
        );
        const prices = current.map((p) => ({
          sku: p.sku,
          price: changedPrice(p.price, number),
          store_id: 0,
        }));
        const missing = batch
          .filter((sku) => !current.some((p) => p.sku === sku))
          .map((sku) => ({ sku, message: translate('admin.catalog.bulk.no_product') }));
        if (prices.length === 0) return missing;
        const failed = await dataProvider.call<PriceFailure[]>('products/base-prices', {
          method: 'POST',
          body: { prices },
        });
        return [...missing, ...priceFailures(prices, failed ?? [], locale === 'en' ? 'en' : 'pt')];
      };
    }
    return async (batch) => {
      await dataProvider.call('inventory/source-items', {
        method: 'POST',
        body: {
          sourceItems: batch.map((sku) => ({
            sku,
            source_code: 'default',
            quantity: number,
            status: number > 0 ? 1 : 0,
          })),
        },
      });
      return [];
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The same reading as every number field: "-15", "10,5"; "1.234" is refused as ambiguous.
    const problem = readableNumber(value);
    if (needsValue && (value.trim() === '' || problem)) {
      setError(
        problem ? translate(problem.message, problem.args) : translate('admin.catalog.bulk.not_a_number'),
      );
      return;
    }
    const number = Number(typedNumber(value) ?? 0);
    if (action === 'price' && number <= -100) {
      setError(translate('admin.catalog.bulk.too_low'));
      return;
    }
    if (action === 'stock' && (number < 0 || !Number.isInteger(number))) {
      setError(translate('admin.catalog.bulk.bad_stock'));
      return;
    }
    setError(null);
    setRunning(true);
    const size = action === 'enable' || action === 'disable' ? 1 : BATCH;
    const done = await runInBatches(skus, size, sender(number), setReport);
    setReport(done);
    setRunning(false);
    refresh();
  }

  const close = () => {
    if (running) return;
    if (report) onUnselectItems();
    onClose();
  };
  const applied = report ? report.done - new Set(report.failed.map((f) => f.sku)).size : 0;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>
          {translate(`admin.catalog.bulk.title_${action}`, { smart_count: skus.length })}
        </DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {needsValue && !report && (
            <TextField
              autoFocus
              required
              fullWidth
              sx={{ mt: 1 }}
              label={translate(action === 'price' ? 'admin.catalog.bulk.percent' : 'admin.catalog.bulk.qty')}
              helperText={translate(
                action === 'price' ? 'admin.catalog.bulk.percent_help' : 'admin.catalog.bulk.qty_help',
              )}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              disabled={running}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {!needsValue && !report && (
            <DialogContentText>
              {translate('admin.catalog.bulk.confirm', { smart_count: skus.length })}
            </DialogContentText>
          )}
          {running && !report && (
            <LinearProgress sx={{ mt: 2 }} aria-label={translate('admin.catalog.bulk.progress')} />
          )}
          {report && (
            <Stack spacing={1} sx={{ mt: 2 }}>
              <LinearProgress
                variant="determinate"
                value={(report.done / Math.max(report.total, 1)) * 100}
                aria-label={translate('admin.catalog.bulk.progress')}
              />
              <Typography role="status">
                {translate('admin.catalog.progress', { done: report.done, total: report.total })}
              </Typography>
              {!running && (
                <Alert severity={report.failed.length ? 'warning' : 'success'}>
                  {translate('admin.catalog.bulk.result', {
                    applied,
                    failed: new Set(report.failed.map((f) => f.sku)).size,
                  })}
                </Alert>
              )}
              {report.failed.length > 0 && (
                <Table size="small" aria-label={translate('admin.catalog.bulk.errors')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>SKU</TableCell>
                      <TableCell>{translate('admin.catalog.import.message')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.failed.map((f) => (
                      <TableRow key={`${f.sku}-${f.message}`}>
                        <TableCell>{f.sku}</TableCell>
                        <TableCell>{f.message}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={close} disabled={running}>
            {translate(report ? 'ra.action.close' : 'ra.action.cancel')}
          </Button>
          {!report && (
            <Button type="submit" variant="contained" disabled={running}>
              {translate('admin.catalog.bulk.apply')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
