import {
  Box,
  Card,
  CardContent,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatMoney } from '../lib/format';
import { paymentDetailText } from '../lib/labels';
import { ScrollRegion } from '../lib/ScrollRegion';
import { AddressEditButton } from './CorrectionButtons';
import { OrderActions } from './OrderActions';
import { OrderTimeline } from './OrderTimeline';
import type { Address, Order } from './order-types';
import { PackingSlipButton } from './PackingSlipButton';
import { OrderStatusChip } from './status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function AddressBlock({ address }: { address?: Address }) {
  if (!address) return <Typography>—</Typography>;
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[
        [address.firstname, address.lastname].filter(Boolean).join(' '),
        (address.street ?? []).join(', '),
        [address.city, address.region_code ?? address.region, address.postcode].filter(Boolean).join(' – '),
        address.telephone,
        address.vat_id,
      ]
        .filter(Boolean)
        .join('\n')}
    </Typography>
  );
}

/**
 * The payment as the server describes it: method, then each detail it records (Pix txid, boleto
 * digitable line, card brand, last four and authorisation code…), labelled.
 */
function PaymentBlock({ order }: { order: Order }) {
  const translate = useTranslate();
  const payment = order.payment;
  if (!payment) return <Typography>—</Typography>;
  const details = (order.extension_attributes?.payment_additional_info ?? []).filter(
    (entry) => entry.key !== 'method_title',
  );
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {translate(`admin.orders.payment_methods.${payment.method}`, { _: payment.method ?? '—' })}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {details.map((entry) => (
          <Fragment key={entry.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`admin.orders.payment_info.${entry.key}`, { _: entry.key })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
              {paymentDetailText(translate, entry.key, entry.value)}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </>
  );
}

function OrderDetails() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  const items = (order.items ?? []).filter((item) => !item.parent_item_id);
  const shipping = order.extension_attributes?.shipping_assignments?.[0]?.shipping?.address;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5">
          {translate('resources.orders.name', { smart_count: 1 })} {order.increment_id}
        </Typography>
        <OrderStatusChip status={order.status} />
        <Typography color="text.secondary">{formatDateTime(order.created_at)}</Typography>
        <Typography color="text.secondary">
          {[order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ')} ·{' '}
          {order.customer_email}
          {order.customer_taxvat ? ` · ${order.customer_taxvat}` : ''}
        </Typography>
      </Box>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Section title={translate('admin.orders.items')}>
            <ScrollRegion label={translate('admin.orders.items')}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>SKU</TableCell>
                    <TableCell>{translate('resources.products.fields.name')}</TableCell>
                    <TableCell align="right">Qtd.</TableCell>
                    <TableCell align="right">{translate('admin.orders.done.invoiced')}</TableCell>
                    <TableCell align="right">{translate('admin.orders.done.shipped')}</TableCell>
                    <TableCell align="right">{translate('admin.orders.done.refunded')}</TableCell>
                    <TableCell align="right">{translate('resources.products.fields.price')}</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {items.map((item) => (
                    <TableRow key={item.item_id}>
                      <TableCell>{item.sku}</TableCell>
                      <TableCell>{item.name}</TableCell>
                      <TableCell align="right">{item.qty_ordered}</TableCell>
                      <TableCell align="right">{item.qty_invoiced ?? 0}</TableCell>
                      <TableCell align="right">{item.qty_shipped ?? 0}</TableCell>
                      <TableCell align="right">{item.qty_refunded ?? 0}</TableCell>
                      <TableCell align="right">{formatMoney(item.price)}</TableCell>
                      <TableCell align="right">{formatMoney(item.row_total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={translate('admin.orders.billing')}>
            <AddressBlock address={order.billing_address} />
            <AddressEditButton orderId={order.entity_id} type="billing" address={order.billing_address} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={translate('admin.orders.shipping')}>
            <AddressBlock address={shipping} />
            <AddressEditButton orderId={order.entity_id} type="shipping" address={shipping} />
            {order.shipping_description && (
              <Typography sx={{ mt: 1 }}>{order.shipping_description}</Typography>
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={translate('admin.orders.payment')}>
            <PaymentBlock order={order} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={translate('admin.orders.totals')}>
            <Table size="small">
              <TableBody>
                {(
                  [
                    ['Subtotal', order.subtotal],
                    ['Frete', order.shipping_amount],
                    ['Desconto', order.discount_amount],
                    ['Total', order.grand_total],
                    ['Pago', order.total_paid],
                    ['Reembolsado', order.total_refunded],
                  ] as const
                )
                  .filter(([, value]) => value !== undefined && value !== null)
                  .map(([label, value]) => (
                    <TableRow key={label}>
                      <TableCell component="th" scope="row">
                        {label}
                      </TableCell>
                      <TableCell align="right">{formatMoney(value)}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={translate('admin.orders.history')}>
            <OrderTimeline order={order} />
          </Section>
        </Grid>
      </Grid>
    </Box>
  );
}

export function OrderShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <PackingSlipButton />
          <OrderActions />
        </TopToolbar>
      }
    >
      <OrderDetails />
    </Show>
  );
}
