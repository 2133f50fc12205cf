import { Alert, Box, Button, Grid, ListItem, ListItemText, List as MuiList, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Datagrid,
  FunctionField,
  Pagination,
  ReferenceManyField,
  Show,
  TopToolbar,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatDateTime, formatMoney } from '../lib/format';
import { RecordLink } from '../lib/RecordLink';
import { Section } from '../lib/Section';
import { ActionDialog } from '../orders/ActionDialog';
import { OrderStatusChip } from '../orders/status';
import type { AdminDataProvider } from '../providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { searchCriteriaParams } from '../providers/search-criteria';
import { AddressBook } from './AddressBook';
import { CustomerGroupPicker } from './CustomerGroupPicker';
import { LockedChip } from './CustomerList';
import { type Customer, formatTaxvat, fullName } from './customer-types';

/** Lock or unlock the account, and e-mail it a password-reset link: the server's routes, audited there. */
function CustomerActions() {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [resetOpen, setResetOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!customer) return null;
  const locked = Boolean(customer.extension_attributes?.is_locked);

  async function toggleLock() {
    if (!customer) return;
    setBusy(true);
    try {
      await dataProvider.call(`customers/${customer.id}/${locked ? 'unlock' : 'lock'}`, { method: 'PUT' });
      notify(locked ? 'admin.customers.unlocked' : 'admin.customers.locked_done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outlined" color={locked ? 'primary' : 'error'} onClick={toggleLock} disabled={busy}>
        {translate(locked ? 'admin.customers.unlock' : 'admin.customers.lock')}
      </Button>
      <Button variant="outlined" onClick={() => setResetOpen(true)}>
        {translate('admin.customers.send_reset')}
      </Button>
      <ActionDialog
        open={resetOpen}
        title={translate('admin.customers.send_reset')}
        submitLabel={translate('admin.customers.send')}
        onClose={() => setResetOpen(false)}
        onSubmit={() =>
          dataProvider.call('customers/password', {
            method: 'PUT',
            body: { email: customer.email, template: 'email_reset', websiteId: 1 },
          })
        }
      >
        <Typography>{translate('admin.customers.send_reset_help', { email: customer.email })}</Typography>
      </ActionDialog>
    </>
  );
}

interface Review {
  id: number;
  sku: string;
  status: string;
  summary: string;
  text: string;
  created_at: string;
}

/** The customer's reviews, through the moderation API (shown when the role may read reviews). */
function CustomerReviews({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [reviews, setReviews] = useState<Review[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const query = searchCriteriaParams({
      filter: { customer_id: customerId },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 20 },
    });
    dataProvider
      .call<{ items: Review[] }>('escritorio/reviews', { query })
      .then((answer) => current && setReviews(answer.items ?? []))
      .catch(
        (failure: unknown) =>
          current && setError(failure instanceof Error ? failure.message : String(failure)),
      );
    return () => {
      current = false;
    };
  }, [customerId, dataProvider]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!reviews) return <Typography color="text.secondary">…</Typography>;
  if (reviews.length === 0) return <Typography>{translate('admin.customers.no_reviews')}</Typography>;
  return (
    <MuiList dense disablePadding>
      {reviews.map((review) => (
        <ListItem key={review.id} disableGutters>
          <ListItemText
            primary={`${review.summary} — ${review.sku}`}
            secondary={`${formatDateTime(review.created_at)} · ${translate(`admin.customers.review_status.${review.status}`, { _: review.status })} · ${review.text}`}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

function CustomerDetails() {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  if (!customer) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5">
          {fullName(customer)}
        </Typography>
        <LockedChip customer={customer} />
        <Typography color="text.secondary">
          {customer.email} · {translate('resources.customers.fields.taxvat')} {formatTaxvat(customer.taxvat)}
        </Typography>
        <Typography color="text.secondary">
          {translate('admin.customers.since', { date: formatDateTime(customer.created_at) })}
        </Typography>
        <Typography color="text.secondary">
          {translate(
            customer.extension_attributes?.is_subscribed
              ? 'admin.customers.subscribed'
              : 'admin.customers.not_subscribed',
          )}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={translate('admin.customers.group')}>
            <CustomerGroupPicker key={customer.group_id} customer={customer} />
          </Section>
          <Section title={translate('admin.customers.addresses')}>
            <AddressBook customer={customer} />
          </Section>
        </Grid>
        {can(permissions, R.orders) && (
          <Grid size={{ xs: 12, md: 8 }}>
            <Section title={translate('resources.orders.name', { smart_count: 2 })}>
              <ReferenceManyField
                reference="orders"
                target="customer_id"
                sort={{ field: 'created_at', order: 'DESC' }}
                perPage={10}
                pagination={<Pagination rowsPerPageOptions={[10]} />}
                empty={<Typography>{translate('admin.customers.no_orders')}</Typography>}
              >
                <Datagrid rowClick="show" bulkActionButtons={false}>
                  <RecordLink
                    source="increment_id"
                    type="show"
                    label="resources.orders.fields.increment_id"
                  />
                  <FunctionField
                    source="created_at"
                    label="resources.orders.fields.created_at"
                    render={(r) => formatDateTime(r.created_at)}
                  />
                  <FunctionField
                    source="status"
                    label="resources.orders.fields.status"
                    render={(r) => <OrderStatusChip status={r.status} />}
                  />
                  <FunctionField
                    source="grand_total"
                    label="resources.orders.fields.grand_total"
                    sortable={false}
                    textAlign="right"
                    render={(r) => formatMoney(r.grand_total)}
                  />
                </Datagrid>
              </ReferenceManyField>
            </Section>
          </Grid>
        )}
        {can(permissions, R.reviews) && (
          <Grid size={12}>
            <Section title={translate('admin.customers.reviews')}>
              <CustomerReviews customerId={customer.id} />
            </Section>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}

function CustomerTitle() {
  const customer = useRecordContext<Customer>();
  return <span>{customer ? fullName(customer) : ''}</span>;
}

export function CustomerShow() {
  return (
    <Show
      title={<CustomerTitle />}
      actions={
        <TopToolbar>
          <CustomerActions />
        </TopToolbar>
      }
    >
      <CustomerDetails />
    </Show>
  );
}
