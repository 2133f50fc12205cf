import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  type FormTabProps,
  TabbedForm,
  useDataProvider,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../lib/format';
import type { AdminDataProvider } from '../providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES } from '../providers/permissions';

/** `GET /V1/escritorio/products/:sku/stock-movements` (modules/catalog/stock-movements.ts). */
interface Movement {
  id: number;
  qty_before: number;
  qty_after: number;
  delta: number;
  reason: string;
  reference: string | null;
  actor_type: string;
  actor_name: string;
  created_at: string;
}

const PAGE_SIZE = 20;

/**
 * The "Movimentações de estoque" tab: every change of the product's stock, newest first, 20 a
 * page, with why, what caused it and who. Read again after each save of the form (its
 * `updated_at` changes), so a clerk's edit shows at once. Only for staff who may read stock.
 */
export function StockMovementsTab(props: FormTabProps) {
  const record = useRecordContext();
  const { permissions } = usePermissions<Permissions>();
  if (!record?.sku || !can(permissions, SCREEN_RESOURCES.inventory)) return null;
  return (
    <TabbedForm.Tab {...props}>
      <StockMovements sku={String(record.sku)} version={String(record.updated_at ?? '')} />
    </TabbedForm.Tab>
  );
}

function StockMovements({ sku, version }: { sku: string; version: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [page, setPage] = useState(0);
  const [data, setData] = useState<{ items: Movement[]; total_count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // The form's save changes `version`: the history is read again.
    void version;
    const query = new URLSearchParams({ currentPage: String(page + 1), pageSize: String(PAGE_SIZE) });
    dataProvider
      .call<{ items: Movement[]; total_count: number }>(
        `escritorio/products/${encodeURIComponent(sku)}/stock-movements`,
        { query },
      )
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [dataProvider, sku, page, version]);

  // A reason or actor added on the server before the screens know it shows as its code.
  const t = (key: string, fallback?: string) =>
    translate(`admin.products.movements.${key}`, fallback === undefined ? undefined : { _: fallback });
  if (error)
    return (
      <Typography role="alert" color="error">
        {error}
      </Typography>
    );
  if (!data) return <Typography>{translate('ra.page.loading')}</Typography>;
  if (data.total_count === 0) return <Typography>{t('none')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('tab')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('when')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
              <TableCell>{t('reference')}</TableCell>
              <TableCell align="right">{t('before')}</TableCell>
              <TableCell align="right">{t('delta')}</TableCell>
              <TableCell align="right">{t('after')}</TableCell>
              <TableCell>{t('who')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((m) => (
              <TableRow key={m.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.created_at)}</TableCell>
                <TableCell>{t(`reasons.${m.reason}`, m.reason)}</TableCell>
                <TableCell>{m.reference ?? '—'}</TableCell>
                <TableCell align="right">{m.qty_before}</TableCell>
                <TableCell align="right" sx={{ color: m.delta < 0 ? 'error.main' : 'success.main' }}>
                  {m.delta > 0 ? `+${m.delta}` : m.delta}
                </TableCell>
                <TableCell align="right">{m.qty_after}</TableCell>
                <TableCell>
                  {m.actor_name} ({t(`actors.${m.actor_type}`, m.actor_type)})
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data.total_count}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
        onPageChange={(_, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
        }
      />
    </>
  );
}
