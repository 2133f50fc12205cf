import {
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Title, usePermissions, useTranslate } from 'react-admin';
import { formatMoney } from '../lib/format';
import { rest } from '../providers/http';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { searchCriteriaParams } from '../providers/search-criteria';
import type { SalesDay } from './SalesChart';

// The chart library loads only when the Painel draws its chart, after the figures.
const SalesChart = lazy(() => import('./SalesChart'));

/** ACL resources of the Painel's other sources (the routes' own). */
const INVENTORY = 'Magento_InventoryApi::inventory';
const REVIEWS = 'Magento_Review::reviews_all';
const REQUESTS = 'Store_Requests::requests';

/** A figure as the server gives it: a count and, for a period, its sales; where it leads. */
interface Figure {
  key: string;
  count: number;
  total?: number;
  resource: string;
  filter: Record<string, unknown>;
}

interface LowStockItem {
  sku: string;
  name: string;
  qty: number;
}

/** The products list with the widget's own rule: the server's low-stock filter (one definition). */
export function lowStockListPath(): string {
  return `/products?filter=${encodeURIComponent(JSON.stringify({ low_stock: true }))}`;
}

interface ServerFigure {
  key: string;
  filters: { field: string; value: string; condition_type: string }[];
  orders_count: number;
  grand_total?: number;
}

/** A searchCriteria filter as the order list's filter object (`field` or `field__condition`). */
export function listFilter(filters: ServerFigure['filters']): Record<string, string> {
  return Object.fromEntries(
    filters.map((f) => [f.condition_type === 'eq' ? f.field : `${f.field}__${f.condition_type}`, f.value]),
  );
}

/**
 * The order figures as the server counts them (sales = paid orders; to invoice = paid, not
 * invoiced; to ship = invoiced, not shipped), each with the order list filter that lists them.
 */
async function orderFigures(): Promise<Figure[]> {
  const { figures } = await rest<{ figures: ServerFigure[] }>('escritorio/sales/dashboard');
  return figures.map((f) => ({
    key: f.key,
    count: f.orders_count,
    ...(f.grand_total === undefined ? {} : { total: f.grand_total }),
    resource: 'orders',
    filter: listFilter(f.filters),
  }));
}

/** How many records a list route counts for the filter (its `total_count`; no rows fetched). */
async function counted(key: string, resource: string, path: string, filter: Record<string, unknown>) {
  const query = searchCriteriaParams({ filter, pagination: { page: 1, perPage: 1 } });
  const { total_count } = await rest<{ total_count: number }>(path, { query });
  return { key, count: total_count, resource, filter } satisfies Figure;
}

function FigureCard({ figure }: { figure: Figure }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Card>
        <CardActionArea
          component={Link}
          to={{
            pathname: `/${figure.resource}`,
            search: `filter=${encodeURIComponent(JSON.stringify(figure.filter))}`,
          }}
        >
          <CardContent>
            <Typography component="h2" variant="subtitle1" color="text.secondary">
              {translate(`admin.dashboard.${figure.key}`)}
            </Typography>
            {figure.total !== undefined && (
              <Typography variant="h4" component="p">
                {formatMoney(figure.total)}
              </Typography>
            )}
            <Typography variant={figure.total === undefined ? 'h4' : 'body1'} component="p">
              {translate(
                figure.resource === 'orders' ? 'admin.dashboard.orders_count' : 'admin.dashboard.count',
                { smart_count: figure.count },
              )}
            </Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

/**
 * Painel: sales, orders waiting for each step, the last 30 days' sales, low stock, reviews and
 * requests waiting: each figure as a route of the server answers it, linked to the list it counts.
 * A role sees the parts its permissions open.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const [figures, setFigures] = useState<Figure[] | null>(null);
  const [days, setDays] = useState<SalesDay[] | null>(null);
  const [lowStock, setLowStock] = useState<{
    items: LowStockItem[];
    total: number;
    threshold?: string;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const orders = can(permissions, R.orders);
  // The low-stock list links to products and to the product list: shown to the roles that open them.
  const inventory = can(permissions, INVENTORY, R.products);
  const reviews = can(permissions, REVIEWS);
  const requests = can(permissions, REQUESTS);

  useEffect(() => {
    if (!permissions) return;
    const fail = (e: Error) => setError(e.message);
    const work: Promise<Figure[] | Figure>[] = [];
    if (orders) work.push(orderFigures());
    if (reviews)
      work.push(counted('pending_reviews', 'reviews', 'escritorio/reviews', { status: 'pending' }));
    if (requests)
      work.push(
        counted('open_requests', 'requests', 'escritorio/requests', { status: ['open', 'in_progress'] }),
      );
    Promise.all(work).then((all) => setFigures(all.flat()), fail);
    if (orders)
      rest<{ items: SalesDay[] }>('escritorio/sales/daily', {
        query: new URLSearchParams({ days: '30' }),
      }).then((answer) => setDays(answer.items), fail);
    if (inventory)
      rest<{
        items: LowStockItem[];
        total_count: number;
        search_criteria?: { filter_groups?: { filters?: { value: string }[] }[] };
      }>('stockItems/lowStock', {
        query: new URLSearchParams({ pageSize: '8' }),
      }).then(
        (answer) =>
          setLowStock({
            items: answer.items,
            total: answer.total_count,
            // The store's threshold, as the server applied it.
            threshold: answer.search_criteria?.filter_groups?.[0]?.filters?.[0]?.value,
          }),
        fail,
      );
  }, [permissions, orders, inventory, reviews, requests]);

  const nothing = permissions && !orders && !inventory && !reviews && !requests;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title={translate('admin.dashboard.title')} />
      {nothing && <Typography sx={{ p: 2 }}>{translate('admin.dashboard.no_access')}</Typography>}
      {error && (
        <Typography role="alert" color="error" sx={{ p: 2 }}>
          {error}
        </Typography>
      )}
      {figures?.map((f) => (
        <FigureCard key={f.key} figure={f} />
      ))}
      {orders && (
        <Grid size={{ xs: 12, md: inventory ? 8 : 12 }}>
          <Card component="section" aria-labelledby="dashboard-chart">
            <CardContent>
              <Typography id="dashboard-chart" component="h2" variant="h6">
                {translate('admin.dashboard.chart')}
              </Typography>
              {days ? (
                <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
                  <SalesChart days={days} label={translate('admin.dashboard.chart')} />
                </Suspense>
              ) : (
                <Skeleton variant="rectangular" height={260} />
              )}
            </CardContent>
          </Card>
        </Grid>
      )}
      {inventory && (
        <Grid size={{ xs: 12, md: orders ? 4 : 12 }}>
          <Card component="section" aria-labelledby="dashboard-low-stock">
            <CardContent>
              <Typography id="dashboard-low-stock" component="h2" variant="h6">
                {translate('admin.dashboard.low_stock')}
                {lowStock ? ` (${lowStock.total})` : ''}
              </Typography>
              {lowStock?.items.length === 0 && (
                <Typography color="text.secondary">{translate('admin.dashboard.no_low_stock')}</Typography>
              )}
              <List dense disablePadding>
                {lowStock?.items.map((item) => (
                  <ListItem key={item.sku} disablePadding>
                    <ListItemButton component={Link} to={`/products/${encodeURIComponent(item.sku)}`}>
                      <ListItemText
                        primary={item.name}
                        secondary={`${item.sku} · ${translate('admin.dashboard.units', { smart_count: item.qty })}`}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
              {lowStock && lowStock.total > 0 && (
                <Button component={Link} to={lowStockListPath()} size="small" sx={{ mt: 1 }}>
                  {translate('admin.dashboard.see_all', { smart_count: lowStock.total })}
                </Button>
              )}
            </CardContent>
          </Card>
        </Grid>
      )}
    </Grid>
  );
}
