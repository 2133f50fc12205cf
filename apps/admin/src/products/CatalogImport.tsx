import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
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
  Typography,
} from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { saveFile } from '../lib/save-file';
import type { AdminDataProvider } from '../providers/data-provider';
import { restFile } from '../providers/http';

/** `POST /V1/catalog/import`'s answer (modules/catalog/admin/csv-import.ts). */
interface ImportReport {
  rows: number;
  valid: number;
  created: number;
  updated: number;
  errors: { row: number; sku: string; column: string; message: string }[];
  applied: boolean;
}

/**
 * CSV import in Magento's format: the chosen file is first checked by a dry run (the server does
 * the whole import and rolls it back), whose report is shown row by row; "Importar" applies it
 * only after a confirmation and shows what was imported. The export downloads the catalogue in
 * the same columns.
 */
export function CatalogImport() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [check, setCheck] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | 'export' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();

  async function send(name: string, text: string, dryRun: boolean) {
    return dataProvider.call<ImportReport>('catalog/import', {
      method: 'POST',
      body: { csv: text, dry_run: dryRun, file_name: name },
    });
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setCheck(null);
    setResult(null);
    setError(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    if (!text.trim()) {
      setError(translate('admin.catalog.import.empty'));
      return;
    }
    setBusy('check');
    try {
      setCheck(await send(chosen.name, text, true));
    } catch (refusal) {
      setError((refusal as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function apply() {
    if (!file) return;
    setConfirming(false);
    setBusy('import');
    setError(null);
    try {
      const done = await send(file.name, file.text, false);
      setResult(done);
      setCheck(null);
    } catch (refusal) {
      setError((refusal as Error).message);
    } finally {
      setBusy(null);
    }
  }

  async function exportCsv() {
    setBusy('export');
    setError(null);
    try {
      const { blob } = await restFile('catalog/export');
      saveFile(blob, `produtos-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (refusal) {
      setError((refusal as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const report = result ?? check;
  // A file the server could not read at all is refused whole: nothing to import.
  const importable = check !== null && check.valid > 0;

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('admin.catalog.import.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('admin.catalog.import.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('admin.catalog.import.help')}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component="label"
            variant="contained"
            startIcon={<UploadFileIcon />}
            disabled={busy !== null}
          >
            {translate('admin.catalog.import.choose')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={translate('admin.catalog.import.choose')}
              onChange={choose}
            />
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={exportCsv}
            disabled={busy !== null}
          >
            {translate('admin.catalog.import.export')}
          </Button>
        </Stack>
        {file && (
          <Typography sx={{ mt: 2 }}>
            {translate('admin.catalog.import.file', { name: file.name })}
          </Typography>
        )}
        {busy && (
          <Box sx={{ my: 2 }}>
            <LinearProgress aria-label={translate(`admin.catalog.import.busy_${busy}`)} />
            <Typography role="status" variant="body2">
              {translate(`admin.catalog.import.busy_${busy}`)}
            </Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ my: 2 }}>
            {error}
          </Alert>
        )}
        {report && (
          <Box sx={{ mt: 2 }}>
            <Alert severity={report.errors.length ? 'warning' : 'success'} role="status">
              {translate(result ? 'admin.catalog.import.imported' : 'admin.catalog.import.checked', {
                rows: report.rows,
                valid: report.valid,
                created: report.created,
                updated: report.updated,
                errors: report.errors.length,
              })}
            </Alert>
            {report.errors.length > 0 && (
              <Table size="small" sx={{ mt: 2 }} aria-label={translate('admin.catalog.import.errors')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('admin.catalog.import.row')}</TableCell>
                    <TableCell>SKU</TableCell>
                    <TableCell>{translate('admin.catalog.import.column')}</TableCell>
                    <TableCell>{translate('admin.catalog.import.message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.errors.map((e) => (
                    <TableRow key={`${e.row}-${e.column}-${e.message}`}>
                      <TableCell>{e.row}</TableCell>
                      <TableCell>{e.sku || '—'}</TableCell>
                      <TableCell>{e.column || '—'}</TableCell>
                      <TableCell>{e.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {check && (
              <Button
                variant="contained"
                sx={{ mt: 2 }}
                disabled={!importable || busy !== null}
                onClick={() => setConfirming(true)}
              >
                {translate('admin.catalog.import.apply')}
              </Button>
            )}
          </Box>
        )}
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={confirmId}>
        <DialogTitle id={confirmId}>{translate('admin.catalog.import.confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('admin.catalog.import.confirm', {
              valid: check?.valid ?? 0,
              errors: check?.errors.length ?? 0,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={apply} autoFocus>
            {translate('admin.catalog.import.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
