import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { formatMoney } from '../lib/format';
import type { AdminDataProvider } from '../providers/data-provider';
import { rest } from '../providers/http';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';

/** A figure as the server gives it: a count of orders and, for a period, its sales. */
interface Figure {
  key: string;
  count: number;
  total?: number;
  filter: Record<string, string>;
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Orders and sales since `from`, summed by the server (cancelled orders are not sales). */
async function salesSince(key: string, from: string): Promise<Figure> {
  const summary = await rest<{ orders_count: number; grand_total: number }>('escritorio/sales/summary', {
    query: new URLSearchParams({ from }),
  });
  return { key, count: summary.orders_count, total: summary.grand_total, filter: { created_at__gteq: from } };
}

/** How many orders have `status`, as the orders list counts them. */
async function ordersWithStatus(
  dataProvider: AdminDataProvider,
  key: string,
  status: string,
): Promise<Figure> {
  const filter = { status };
  const { total = 0 } = await dataProvider.getList('orders', {
    filter,
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 1 },
  });
  return { key, count: total, filter };
}

/** Painel: order counts and sales the orders API answers; nothing estimated. */
export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const [figures, setFigures] = useState<Figure[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const allowed = can(permissions, R.orders);

  useEffect(() => {
    if (!allowed) return;
    const day = today();
    Promise.all([
      salesSince('today', day),
      salesSince('month', `${day.slice(0, 8)}01`),
      ordersWithStatus(dataProvider, 'pending_payment', 'pending_payment'),
      ordersWithStatus(dataProvider, 'to_invoice', 'pending'),
      ordersWithStatus(dataProvider, 'to_ship', 'processing'),
    ]).then(setFigures, (e: Error) => setError(e.message));
  }, [allowed, dataProvider]);

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title={translate('admin.dashboard.title')} />
      {!allowed && <Typography sx={{ p: 2 }}>{translate('admin.dashboard.no_access')}</Typography>}
      {error && (
        <Typography role="alert" color="error" sx={{ p: 2 }}>
          {error}
        </Typography>
      )}
      {figures?.map((f) => (
        <Grid key={f.key} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card>
            <CardActionArea
              component={Link}
              to={{ pathname: '/orders', search: `filter=${encodeURIComponent(JSON.stringify(f.filter))}` }}
            >
              <CardContent>
                <Typography component="h2" variant="subtitle1" color="text.secondary">
                  {translate(`admin.dashboard.${f.key}`)}
                </Typography>
                {f.total !== undefined && (
                  <Typography variant="h4" component="p">
                    {formatMoney(f.total)}
                  </Typography>
                )}
                <Typography variant={f.total === undefined ? 'h4' : 'body1'} component="p">
                  {translate('admin.dashboard.orders_count', { smart_count: f.count })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
