import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { formatMoney } from '../lib/format';
import type { AdminDataProvider } from '../providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';

/** A figure shown only when the server gave it; a sum only when every order of the period was read. */
interface Figure {
  key: string;
  count: number;
  total?: number;
  filter: Record<string, string>;
}

const SUM_LIMIT = 300;

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function figure(
  dataProvider: AdminDataProvider,
  key: string,
  filter: Record<string, string>,
  sum: boolean,
): Promise<Figure> {
  const { data, total = 0 } = await dataProvider.getList('orders', {
    filter,
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: sum ? SUM_LIMIT : 1 },
  });
  const complete = sum && total <= data.length;
  return {
    key,
    count: total,
    total: complete
      ? data.filter((o) => o.status !== 'canceled').reduce((s, o) => s + Number(o.grand_total ?? 0), 0)
      : undefined,
    filter,
  };
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
      figure(dataProvider, 'today', { created_at__gteq: day }, true),
      figure(dataProvider, 'month', { created_at__gteq: `${day.slice(0, 8)}01` }, true),
      figure(dataProvider, 'pending_payment', { status: 'pending_payment' }, false),
      figure(dataProvider, 'to_invoice', { status: 'pending' }, false),
      figure(dataProvider, 'to_ship', { status: 'processing' }, false),
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
